/**
 * What the apps' plain Node hosts share (vite-react18/host.mjs, stacks/host.mjs): a session cookie, the relay's
 * endpoint, the React 18 app's built relay page, and `POST /api/run` handed to the host's own `run`.
 *
 * - GET /relay.html (and its assets, from `dist`): the page; the first visit gets a session cookie.
 * - GET|POST /api/elicitations: the relay (the session's stream; one answer).
 * - POST /api/run: `run(session, body)`, answered as JSON; `401` without a session.
 * - POST to any path of `routes` (a host's own endpoints): `routes[path](request, relay)`.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const COOKIE = 'elicit_kit_session';
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

/** The session of a request: its cookie, if well formed (the relay's `authenticate`). */
function sessionOf(request) {
  const match = /(?:^|;\s*)elicit_kit_session=([A-Za-z0-9_-]{43})(?:;|$)/.exec(request.headers.get('cookie') ?? '');
  return match?.[1];
}

/** Node's request as a web `Request` (bodies are small JSON here). */
async function toWebRequest(req, signal) {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) for (const item of [value].flat()) if (item !== undefined) headers.append(name, item);
  if (req.method === 'GET' || req.method === 'HEAD') return new Request(url, { method: req.method, headers, signal });
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return new Request(url, { method: req.method, headers, body: Buffer.concat(chunks), signal });
}

/** A web `Response` streamed to Node (the relay's SSE included). */
async function send(response, res) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.flushHeaders();
  if (response.body) for await (const chunk of response.body) res.write(chunk);
  res.end();
}

async function serveFile(dist, path, request) {
  const file = normalize(join(dist, path));
  if (!file.startsWith(dist)) return new Response('Not found', { status: 404 });
  try {
    const headers = { 'content-type': types[extname(file)] ?? 'application/octet-stream' };
    // A first visit gets a session; a second tab of the same browser shares it.
    if (path === '/relay.html' && !sessionOf(request)) {
      headers['set-cookie'] = `${COOKIE}=${randomBytes(32).toString('base64url')}; Path=/; HttpOnly; SameSite=Strict`;
    }
    return new Response(await readFile(file), { headers });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}

/**
 * Starts the host on `port`: its relay in memory, its page from `dist`, and `run(session, body, relay)` behind
 * `POST /api/run`. The relay closes on SIGTERM (graceful shutdown withdraws what it holds). `createRelay` comes from
 * the host, so it is the packed kit in the host's own node_modules (from here, `elicit-kit` would be the repo itself).
 */
export function startNodeHost({ createRelay, port, dist, run, label, routes = {} }) {
  const relay = createRelay({ authenticate: sessionOf });
  const route = async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/elicitations') return relay.handle(request);
    if (pathname === '/api/run' && request.method === 'POST') {
      const session = sessionOf(request);
      if (!session) return new Response('No session', { status: 401 });
      return Response.json(await run(session, await request.json(), relay));
    }
    if (Object.hasOwn(routes, pathname) && request.method === 'POST') return routes[pathname](request, relay);
    if (request.method === 'GET') return serveFile(dist, pathname === '/' ? '/relay.html' : pathname, request);
    return new Response('Not found', { status: 404 });
  };
  createServer((req, res) => {
    const abort = new AbortController();
    // The response's close before it finished: the browser left, so its relay stream ends (never the calls it caused).
    res.on('close', () => res.writableFinished || abort.abort());
    toWebRequest(req, abort.signal).then(route).then((response) => send(response, res)).catch((error) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  }).listen(port, '127.0.0.1', () => console.log(`${label}: http://127.0.0.1:${port}/relay.html`));
  process.on('SIGTERM', () => void relay.close().finally(() => process.exit(0)));
  return relay;
}

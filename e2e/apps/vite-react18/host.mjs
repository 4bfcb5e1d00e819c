/**
 * A plain Node host (docs/relay.md): the MCP client runs here, on the server (`@modelcontextprotocol/client` 2.x with
 * `attachElicitation`), and each elicitation is relayed to the person's browser by `elicit-kit/relay` (in memory:
 * one process). The page (relay.html, built by Vite) answers with `<ElicitationDialog>` fed by
 * `useElicitationRelay`; URL mode goes through the relay too, and the URL opens in the browser, never here.
 * Started by e2e/apps/playwright.config.ts with PORT, DEMO_MCP_URL and EVERYTHING_MCP_URL.
 *
 * - GET /relay.html (and its assets): the page; the first visit gets a session cookie.
 * - GET|POST /api/elicitations: the relay (the session's stream; one answer).
 * - POST /api/run {server, tool, arguments, era, tag, expiresAfterMs?}: calls the tool (`server`: `demo` or
 *   `everything`; `expiresAfterMs` shortens the relay's expiry for the expiry spec) and answers
 *   with the tool result's text.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { attachElicitation } from 'elicit-kit/core';
import { createRelay } from 'elicit-kit/relay';

const port = Number(process.env.PORT);
const servers = { demo: process.env.DEMO_MCP_URL, everything: process.env.EVERYTHING_MCP_URL };
const dist = join(import.meta.dirname, 'dist');
const COOKIE = 'elicit_kit_session';
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

/** The session of a request: its cookie, if well formed (the relay's `authenticate`). */
function sessionOf(request) {
  const match = /(?:^|;\s*)elicit_kit_session=([A-Za-z0-9_-]{43})(?:;|$)/.exec(request.headers.get('cookie') ?? '');
  return match?.[1];
}

const relay = createRelay({ authenticate: sessionOf });

/** One tool call, its elicitations asked of `session`; resolves with the result's text. */
async function runTool(session, { server, tool, arguments: args = {}, era, tag, expiresAfterMs }) {
  const url = Object.hasOwn(servers, server) ? servers[server] : undefined;
  if (!url) throw new Error(`No MCP server "${server}"`);
  const client = new Client({ name: 'elicit-kit-node-host', version: '0.0.0' }, {
    versionNegotiation: { mode: era === '2026-07-28' ? { pin: '2026-07-28' } : 'legacy' },
  });
  // No signal from the page's HTTP request: a reload or a closed tab never cancels the call or its forms
  // (docs/relay.md); the relay's expiry ends a call no one answers.
  attachElicitation(client, { ask: relay.askFor({ session, expiresAfterMs }), urlMode: true });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { 'x-elicit-kit-chat': String(tag) } } }));
  try {
    const result = await client.callTool({ name: tool, arguments: args });
    return result.content.map((block) => (block.type === 'text' ? block.text : `[${block.type}]`)).join('\n');
  } finally {
    await client.close();
  }
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

async function serveFile(path, request, res) {
  const file = normalize(join(dist, path));
  if (!file.startsWith(dist)) return send(new Response('Not found', { status: 404 }), res);
  try {
    const headers = { 'content-type': types[extname(file)] ?? 'application/octet-stream' };
    // A first visit gets a session; a second tab of the same browser shares it.
    if (path === '/relay.html' && !sessionOf(request)) {
      headers['set-cookie'] = `${COOKIE}=${randomBytes(32).toString('base64url')}; Path=/; HttpOnly; SameSite=Strict`;
    }
    return send(new Response(await readFile(file), { headers }), res);
  } catch {
    return send(new Response('Not found', { status: 404 }), res);
  }
}

async function handle(req, res) {
  const abort = new AbortController();
  // The response's close before it finished: the browser left, so its relay stream ends (never the calls it caused).
  res.on('close', () => res.writableFinished || abort.abort());
  const request = await toWebRequest(req, abort.signal);
  const { pathname } = new URL(request.url);
  if (pathname === '/api/elicitations') return send(await relay.handle(request), res);
  if (pathname === '/api/run' && request.method === 'POST') {
    const session = sessionOf(request);
    if (!session) return send(new Response('No session', { status: 401 }), res);
    const body = await request.json();
    const text = await runTool(session, body).catch((error) => `Error: ${error.message}`);
    return send(Response.json({ text }), res);
  }
  if (request.method === 'GET') return serveFile(pathname === '/' ? '/relay.html' : pathname, request, res);
  return send(new Response('Not found', { status: 404 }), res);
}

createServer((req, res) => {
  handle(req, res).catch((error) => {
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end(String(error));
  });
}).listen(port, '127.0.0.1', () => console.log(`Node host: http://127.0.0.1:${port}/relay.html`));
process.on('SIGTERM', () => void relay.close().finally(() => process.exit(0)));

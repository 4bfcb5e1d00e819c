/**
 * The agent-stacks host (docs/hosts.md): one plain Node process that embeds each agent stack a host may build on,
 * with the packed kit's relay in memory. The person answers in the React 18 app's relay page
 * (../vite-react18/dist/relay.html, `<ElicitationDialog>` fed by `useElicitationRelay`), so every stack shares one
 * page, one browser, one recording MCP server (the demo server, DEMO_MCP_URL) and this one process.
 * Started by e2e/apps/playwright.config.ts on Node 22 (Mastra needs it) with PORT, DEMO_MCP_URL, EVERYTHING_MCP_URL.
 *
 * - GET /relay.html (and its assets): the page; the first visit gets a session cookie.
 * - GET|POST /api/elicitations: the relay (the session's stream; one answer).
 * - POST /api/run {stack, tag, ...}: runs one turn through `./<stack>.mjs` (its `run({ask, relay, session, body})`),
 *   every elicitation asked of the caller's session; answers `{ok, text}` (the tool's result as the stack saw it,
 *   or what went wrong).
 * - POST /api/ask: test plumbing for the Worker in workerd only (./cloudflare-worker.mjs), whose agent cannot reach
 *   this in-memory relay: `{agent, id, request}` asks the session of that agent's turn and answers the result JSON;
 *   `{abort: id}` withdraws that request. Refused without the Worker's per-process token; the host listens on
 *   127.0.0.1 only.
 */
import { join } from 'node:path';
import { createRelay } from 'elicit-kit/relay';
import { startNodeHost } from '../nodeHost.mjs';

/** The stacks this host runs, each a module of this folder (a fixed list: `stack` never names a file by itself). */
const STACKS = new Set(['claude', 'codex', 'acp', 'mastra', 'copilot', 'cloudflare', 'cloudflare-worker']);

/** One turn through one stack; its elicitations are asked of `session`. */
async function runStack(session, body, relay) {
  if (!STACKS.has(body?.stack)) throw new Error(`No stack "${body?.stack}"`);
  const stack = await import(`./${body.stack}.mjs`);
  // No signal from the page's HTTP request: a reload never cancels the turn (docs/relay.md); expiry ends it.
  const ask = relay.askFor({ session, expiresAfterMs: body.expiresAfterMs });
  return stack.run({ ask, relay, session, body, env: process.env });
}

/** The Worker's requests still waiting for an answer, by the id it gave them (so its abort can withdraw one). */
const asking = new Map();

/** `POST /api/ask` (see above): the Worker's `ask`, run here against the relay. */
async function askForWorker(request, relay) {
  const { ASK_TOKEN, sessions } = await import('./cloudflare-worker.mjs');
  if (request.headers.get('x-ask-token') !== ASK_TOKEN) return new Response('Forbidden', { status: 403 });
  const body = await request.json();
  if (typeof body?.abort === 'string') {
    asking.get(body.abort)?.abort();
    return Response.json({ aborted: asking.has(body.abort) });
  }
  const session = sessions.get(body?.agent);
  if (!session || typeof body.id !== 'string') return new Response('No turn for this agent', { status: 404 });
  const withdrawn = new AbortController();
  asking.set(body.id, withdrawn);
  try {
    return Response.json(await relay.askFor({ session })({ ...body.request, signal: withdrawn.signal }));
  } finally {
    asking.delete(body.id);
  }
}

startNodeHost({
  routes: { '/api/ask': askForWorker },
  createRelay,
  port: Number(process.env.PORT),
  dist: join(import.meta.dirname, '..', 'vite-react18', 'dist'),
  label: 'Stacks host',
  run: (session, body, relay) => runStack(session, body, relay).then(
    (text) => ({ ok: true, text: String(text) }),
    (error) => ({ ok: false, text: `Error: ${error?.stack ?? error}` }),
  ),
});

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
 */
import { join } from 'node:path';
import { createRelay } from 'elicit-kit/relay';
import { startNodeHost } from '../nodeHost.mjs';

/** The stacks this host runs, each a module of this folder (a fixed list: `stack` never names a file by itself). */
const STACKS = new Set(['claude', 'codex', 'acp', 'mastra', 'copilot', 'cloudflare']);

/** One turn through one stack; its elicitations are asked of `session`. */
async function runStack(session, body, relay) {
  if (!STACKS.has(body?.stack)) throw new Error(`No stack "${body?.stack}"`);
  const stack = await import(`./${body.stack}.mjs`);
  // No signal from the page's HTTP request: a reload never cancels the turn (docs/relay.md); expiry ends it.
  const ask = relay.askFor({ session, expiresAfterMs: body.expiresAfterMs });
  return stack.run({ ask, relay, session, body, env: process.env });
}

startNodeHost({
  createRelay,
  port: Number(process.env.PORT),
  dist: join(import.meta.dirname, '..', 'vite-react18', 'dist'),
  label: 'Stacks host',
  run: (session, body, relay) => runStack(session, body, relay).then(
    (text) => ({ ok: true, text: String(text) }),
    (error) => ({ ok: false, text: `Error: ${error?.stack ?? error}` }),
  ),
});

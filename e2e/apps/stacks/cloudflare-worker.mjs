/**
 * Cloudflare Agents in workerd: the Worker of ./cloudflare-worker (a Durable Object `Assistant extends Agent`, the
 * docs/hosts.md recipe, bundled by the app's build), run by Miniflare, started on the first turn and disposed when
 * the host stops. A turn goes to the agent named after body.tag; its elicitations come back to this host's
 * `/api/ask` (host.mjs), which asks the turn's session through the relay. Answers the tool result's text as the agent
 * saw it; `{stop: true, tag}` tells that agent to abort its running call.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';

/** The session each agent's elicitations are asked of, by agent name (the tag): set when its turn starts. */
export const sessions = new Map();

/** What the Worker sends with each `/api/ask`: only this process and its Worker know it. */
export const ASK_TOKEN = randomBytes(32).toString('base64url');

let miniflare;

/** Miniflare, started once (its first start is timed on the host's output). */
function worker(env) {
  miniflare ??= (async () => {
    const started = performance.now();
    const mf = new Miniflare({
      modules: true,
      scriptPath: join(import.meta.dirname, 'cloudflare-worker', 'dist', 'worker.mjs'),
      compatibilityDate: '2026-07-01',
      compatibilityFlags: ['nodejs_compat'],
      // `agents` keeps an agent's state (its MCP servers too) in the Durable Object's SQLite storage; here in memory.
      durableObjects: { Assistant: { className: 'Assistant', useSQLite: true } },
      bindings: { DEMO_MCP_URL: env.DEMO_MCP_URL, HOST_URL: `http://127.0.0.1:${env.PORT}`, ASK_TOKEN },
    });
    await mf.ready;
    console.log(`[stacks-host] Miniflare (workerd) ready in ${Math.round(performance.now() - started)} ms`);
    const dispose = () => mf.dispose().catch(() => {});
    process.once('SIGTERM', dispose);
    process.once('beforeExit', dispose);
    return mf;
  })();
  return miniflare;
}

export async function run({ session, body, env }) {
  const mf = await worker(env);
  if (!body.stop) sessions.set(body.tag, session);
  const response = await mf.dispatchFetch(`http://agent.test/?${new URLSearchParams({ tag: body.tag })}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body.stop ? { stop: true } : { tool: body.tool }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`The Worker answered ${response.status}: ${text}`);
  return JSON.parse(text).text;
}

/**
 * The ports of `npm run test:apps`: every server the apps suite starts gets a free port, chosen once in the
 * runner process (playwright.config.ts); the workers inherit its environment, so specs read the same numbers.
 * Set any of them yourself (`APPS_NEXT_PORT=3205 …`) to pin it.
 */
import { createServer } from 'node:net';

export const PORT_NAMES = [
  'APPS_NEXT_PORT', // the Next.js app, instance A
  'APPS_NEXT_B_PORT', // the same build, instance B (shares Redis with A)
  'APPS_VITE_PORT', // vite preview of the React 18 app
  'APPS_NODE_HOST_PORT', // the plain Node host (server-side MCP client + relay)
  'APPS_REDIS_PORT', // one redis-server for the whole run
  'APPS_DEMO_MCP_PORT', // the repo's demo MCP server (both eras)
  'APPS_EVERYTHING_PORT', // @modelcontextprotocol/server-everything
  'APPS_STACKS_PORT', // the agent-stacks host (stacks/host.mjs): every agent SDK, one relay, the React 18 app's page
] as const;
export type PortName = (typeof PORT_NAMES)[number];

// Below Linux's ephemeral range (32768-60999): a port the system handed out for `listen(0)` is from that range, and
// until our server binds it, any outgoing connection of the run (a server calling Redis or an MCP server) may take
// it as its local port. Ports under 32768 are never given to outgoing connections.
const LOW = 20_000;
const HIGH = 32_000;

function isFree(candidate: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(candidate, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

const taken = new Set<number>();

async function freePort(): Promise<number> {
  for (;;) {
    const candidate = LOW + Math.floor(Math.random() * (HIGH - LOW));
    if (!taken.has(candidate) && (await isFree(candidate))) {
      taken.add(candidate);
      return candidate;
    }
  }
}

/** Gives every port that is not set yet a free one (in `process.env`, which the workers inherit). */
export async function choosePorts(): Promise<void> {
  for (const name of PORT_NAMES) process.env[name] ||= String(await freePort());
}

/** A port chosen by `choosePorts`. */
export function port(name: PortName): number {
  const value = Number(process.env[name]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} is not set: run the specs with -c e2e/apps/playwright.config.ts`);
  return value;
}

/** `http://127.0.0.1:PORT` of a server. */
export const origin = (name: PortName): string => `http://127.0.0.1:${port(name)}`;

/**
 * The app's one relay (SPEC §12): sessions from the cookie, and Redis when `REDIS_URL` is set, so that instance
 * A's call is answered through instance B. `RELAY_EXPIRES_AFTER_MS` shortens the expiry (instance B in the tests).
 */
import { createRelay, type Relay } from 'elicit-kit/relay';
import { createRedisStore } from 'elicit-kit/relay/redis';
import { createClient } from 'redis';
import { sessionOf } from './session';

// On globalThis: the chat route (which asks) and the relay route (which the browser answers) are separate bundles
// of one process, and must share one relay.
const shared = globalThis as typeof globalThis & { __elicitKitRelay?: Promise<Relay> };

async function create(): Promise<Relay> {
  const url = process.env.REDIS_URL;
  // node-redis emits 'error' while it reconnects; without a listener, that would end the process.
  const client = url ? await createClient({ url }).on('error', (error: unknown) => console.error('redis:', error)).connect() : undefined;
  const store = client ? createRedisStore({ client }) : undefined;
  const expiresAfterMs = Number(process.env.RELAY_EXPIRES_AFTER_MS) || undefined;
  return createRelay({ authenticate: sessionOf, store, expiresAfterMs });
}

export function relay(): Promise<Relay> {
  shared.__elicitKitRelay ??= create().catch((error: unknown) => {
    shared.__elicitKitRelay = undefined; // try again on the next request
    throw error;
  });
  return shared.__elicitKitRelay;
}

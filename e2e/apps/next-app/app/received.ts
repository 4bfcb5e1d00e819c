import type { ValidationOutcome } from 'elicit-kit/core';

/** What the Server Action received, as JSON text (so nothing is lost or added by keeping it), and its verdict. */
export interface Received {
  json: string;
  verdict: ValidationOutcome;
}

// On globalThis: the action and the route handler are separate bundles, but one `next start` process.
const store = globalThis as typeof globalThis & { __elicitKitReceived?: Received[] };

export const received = (): Received[] => (store.__elicitKitReceived ??= []);

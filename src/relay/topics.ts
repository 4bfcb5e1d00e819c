/**
 * The two kinds of pub/sub topic the relay uses, and their messages (JSON strings on the wire of any store).
 * A session's topic feeds its browser streams; a holder's topic tells the instance that waits which outcome was set
 * (a lost message costs one sweep interval, never an answer: the sweep reads the store).
 */
import type { RelayOutcome } from './store.ts';
import type { RelayedElicitation, RelaySettledEvent } from './types.ts';

/** The topic of one session's browser streams. */
export const sessionTopic = (session: string): string => `session:${session}`;
/** The topic of the instance holding calls. */
export const holderTopic = (holder: string): string => `holder:${holder}`;

/**
 * What a session topic carries: a new pending request (with its holder, for the stream's lease checks), a settlement,
 * the server's confirmation of a URL-mode request answered at Open (2025-11-25 completion, docs/url-safety.md), or
 * the person's Stop of a chat.
 */
export type SessionMessage =
  | { pending: RelayedElicitation; holder: string }
  | { settled: RelaySettledEvent }
  | { completed: { id: string } }
  /** The person pressed Stop for one chat: its turns end on whichever instance runs them (docs/relay.md, Stop). */
  | { stop: { chat: string } };

/** Parses a session message; `undefined` for anything else (a foreign publisher on a shared Redis). */
export function readSessionMessage(text: string): SessionMessage | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    if ('pending' in value && 'holder' in value) return value as SessionMessage;
    if ('settled' in value || 'completed' in value || 'stop' in value) return value as SessionMessage;
  } catch {
    // not ours
  }
  return undefined;
}

/**
 * What a holder's topic carries: the id of a request that settled and the outcome that won. Only the winner of
 * `settle` publishes it (docs/relay.md, Guarantees), so it is the outcome in the store, and the holder resolves the
 * call without reading the store again: one round trip less for every answer.
 */
export const holderMessage = (id: string, outcome: RelayOutcome): string => JSON.stringify({ id, outcome });

const STATES = new Set(['answered', 'expired', 'withdrawn']);

/**
 * Parses a holder message: the outcome when it is one, otherwise just the id (a bare id, as earlier versions sent),
 * which the holder then reads from the store.
 */
export function readHolderMessage(text: string): { id: string; outcome?: RelayOutcome } {
  try {
    const value = JSON.parse(text) as { id?: unknown; outcome?: { state?: unknown; result?: unknown } };
    if (typeof value !== 'object' || value === null || typeof value.id !== 'string') return { id: text };
    const { outcome } = value;
    const whole = typeof outcome === 'object' && outcome !== null && STATES.has(outcome.state as string)
      && (outcome.state !== 'answered' || (typeof outcome.result === 'object' && outcome.result !== null));
    return whole ? { id: value.id, outcome: outcome as RelayOutcome } : { id: value.id };
  } catch {
    return { id: text };
  }
}

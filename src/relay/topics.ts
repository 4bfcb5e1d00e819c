/**
 * The two kinds of pub/sub topic the relay uses, and their messages (JSON strings on the wire of any store).
 * A session's topic feeds its browser streams; a holder's topic tells the instance that waits that an outcome is set
 * (the outcome itself is read back from the store, so a lost message costs one sweep interval, never an answer).
 */
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

/**
 * How a tab reads a relayed request (docs/relay.md, "What a tab shows"): the relay's word and this tab's own POST,
 * kept apart and combined by one rule, so no path can show another tab's answer, or none, as this tab's "Sent".
 */
import type { Content, ElicitResult, ValidationIssue } from '../../src/answerTypes.ts';
import type { RelayedElicitation, RelayedRequest, RelayState } from '../../src/relay/types.ts';
import type { ClosedReason } from '../queue/queue.ts';
import type { relayMessages } from '../messages/relay.ts';
import type { RelayEntry, RelayEntryStatus, SendFailure } from './types.ts';

/** What a tab knows of one request. */
export interface Tracked {
  id: string;
  request: RelayedRequest;
  expiresAt: number;
  /** What the relay says: its stream, its snapshot, a chat's data part, or the reply to this tab's POST. */
  relay: RelayState;
  /** The tab knew the request open: an answer then counts as this tab's only if its own POST won. */
  seenOpen: boolean;
  /** This tab's POST: on its way, or accepted (`200`, or a `409` saying the answer that won was this tab's). */
  post?: 'sending' | 'won';
  /** What this tab sent (or, once `won`, what the server got of it). */
  sent?: ElicitResult;
  /** The answer a chat's data part says the server got (history: a part answered before this page loaded). */
  history?: ElicitResult;
  /** Names this tab's answers to the relay, so it can tell a lost reply from another tab's answer. */
  token: string;
  attempt: number;
  issues?: ValidationIssue[];
  refusedContent?: Content;
  sendFailed?: SendFailure;
  completed?: boolean;
}

/** The entry a tab shows for what it tracks: the one rule. */
export function statusOf(item: Tracked): RelayEntry {
  let status: RelayEntryStatus = item.relay;
  let result: ElicitResult | undefined;
  if (item.post) {
    status = item.post === 'won' ? 'answered' : 'sending';
    result = item.sent;
  } else if (item.relay === 'answered') {
    // Answered before this tab ever saw it open (a reloaded chat): the chat's part says what was sent. Otherwise the
    // answer that won was not this tab's.
    status = !item.seenOpen && item.history ? 'answered' : 'answered-elsewhere';
    result = status === 'answered' ? item.history : undefined;
  }
  const { id, request, expiresAt, attempt, issues, refusedContent, sendFailed, completed } = item;
  return { id, request, expiresAt, status, attempt, result, issues, refusedContent, sendFailed, completed };
}

/** Closed without this tab's answer: another tab's won, it expired, or it was withdrawn (docs/relay.md). */
export const isClosedWithoutAnswer = (status: RelayEntryStatus): status is ClosedReason =>
  status === 'answered-elsewhere' || status === 'expired' || status === 'withdrawn';

/**
 * What a chat's data part says before the stream does: an answer it does not carry was another tab's, and a pending
 * part past its expiry expired (the chat's history may hold a part long settled and forgotten by the server).
 */
export function statusOfPart(elicitation: RelayedElicitation): RelayEntryStatus {
  if (elicitation.state === 'pending') return elicitation.expiresAt <= Date.now() ? 'expired' : 'pending';
  if (elicitation.state === 'answered') return elicitation.result ? 'answered' : 'answered-elsewhere';
  return elicitation.state;
}

/**
 * What a request that closed without this tab's answer says in the form's place (inline and in the host dialog;
 * docs/behaviour.md §12.7: the true reason, never a silent close).
 * @example closedText(messages, 'expired') // 'This request expired before it was answered'
 */
export function closedText(messages: typeof relayMessages, status: ClosedReason): string {
  if (status === 'answered-elsewhere') return messages.relayAnsweredElsewhere;
  return status === 'expired' ? messages.relayExpired : messages.relayWithdrawn;
}

/**
 * What crosses the wire between the relay and the browser (docs/relay.md, "The wire"): a relayed request as the tab
 * sees it, the stream's events, and what a POST answers. Plain JSON shapes.
 */
import type { ElicitResult, ValidationIssue } from '../answerTypes.ts';
import type { ElicitationRequest } from '../protocol/types.ts';

/** Where a relayed request stands. `pending` until exactly one of the three others (docs/behaviour.md §12). */
export type RelayState = 'pending' | 'answered' | 'expired' | 'withdrawn';

/** An `ElicitationRequest` as JSON: without its `signal` and `completed` promise, which stay with the holder. */
export type RelayedRequest = Omit<ElicitationRequest, 'signal' | 'completed'>;

/**
 * One relayed elicitation as the browser sees it: in the stream's `snapshot` and `pending` events, and in the AI SDK
 * data part the host writes into the chat (`elicitationDataPart`).
 */
export interface RelayedElicitation {
  /** ≥ 128 bits of randomness, base64url: unguessable, and the only handle the browser has. */
  id: string;
  state: RelayState;
  request: RelayedRequest;
  /** When the request expires, in epoch milliseconds (the host's `expiresAfterMs` after it was parked). */
  expiresAt: number;
  /**
   * `answered` only, and only in the holder's `onUpdate` (the host's data part): the answer that went to the server,
   * so a chat reloaded from history can show the sent summary. The stream never carries answers.
   */
  result?: ElicitResult;
}

/** A stream event about a request that is no longer pending. */
export interface RelaySettledEvent {
  id: string;
  state: Exclude<RelayState, 'pending'>;
}

/** What `POST` answers, as JSON: `200 {state: 'answered'}`, or an error with one plain sentence. */
export interface RelayPostReply {
  /** The request's state after the call (`409` says why: answered, expired or withdrawn). */
  state?: RelayState;
  /** One plain sentence, for `4xx` replies. */
  error?: string;
  /** `422`: why the server refused the answer; the request stays open. */
  issues?: ValidationIssue[];
  /**
   * `409` to a POST whose `token` is the one the winning answer carried: the answer that won was this tab's own (its
   * first reply was lost), with what the server got of it.
   */
  yours?: boolean;
  result?: ElicitResult;
}

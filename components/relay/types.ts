/** The browser side of the relay (docs/behaviour.md §12): what a tab knows about each relayed request. */
import type { Content, ElicitResult, ValidationIssue } from '../../src/answerTypes.ts';
import type { RelayedElicitation, RelayedRequest } from '../../src/relay/types.ts';

/**
 * Where a request stands for this tab. `answered` = this tab's answer won; `answered-elsewhere` = another tab's did
 * ("Answered in another tab"); `expired` and `withdrawn` close the form.
 */
export type RelayEntryStatus = 'pending' | 'sending' | 'answered' | 'answered-elsewhere' | 'expired' | 'withdrawn';

/**
 * Why the last answer never reached the server: no reply (network, or the relay briefly unavailable), or more than
 * the relay takes (`413`: the person shortens it).
 */
export type SendFailure = 'unreachable' | 'too-large';

/** One relayed request as this tab sees it. */
export interface RelayEntry {
  id: string;
  request: RelayedRequest;
  expiresAt: number;
  status: RelayEntryStatus;
  /** Counts the times the form was reopened (a `422`, a failed send): a new attempt is a fresh form. */
  attempt: number;
  /** `answered`: what this tab sent (or what the chat's data part says was sent). */
  result?: ElicitResult;
  /** The server refused the last answer (`422`): its issues; the form is open again. */
  issues?: ValidationIssue[];
  /** The content of that refused answer, so the reopened form starts from what the person typed. */
  refusedContent?: Content;
  /** The last answer could not be sent (network, `5xx`, or too large): the form is open again and says why. */
  sendFailed?: SendFailure;
  /** A URL-mode request answered at Open: the MCP server confirmed it (or its call ended), so nothing waits any more. */
  completed?: boolean;
}

/** What `subscribe` listeners read: an immutable snapshot, replaced on every change. */
export interface RelayClientSnapshot {
  /** True while the stream is open (it reconnects by itself). */
  connected: boolean;
  /** Every request this tab knows, oldest first. */
  entries: readonly RelayEntry[];
}

/** Options of `createRelayClient` and `useElicitationRelay`. */
export interface RelayClientOptions {
  /** The URL of the host's `relay.handle` route (GET = stream, POST = answer), e.g. `/api/elicitations`. */
  endpoint: string;
  /** Default `globalThis.fetch`. */
  fetch?: typeof fetch;
  /** Default `globalThis.EventSource`. */
  EventSource?: typeof EventSource;
  /**
   * The person's languages, most preferred first, sent with the stream (`?languages=fr-CH,fr,en`) so the server's MCP
   * requests for this session can carry them (`relay.languagesOf`, docs/behaviour.md §13.5). Default: the page's
   * `navigator.languages`, read at each (re)connection; `false` sends none.
   */
  languages?: readonly string[] | false;
}

/** A tab's connection to the relay: a live store of entries, and the one way to answer. */
export interface RelayClient {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => RelayClientSnapshot;
  /** The entry with this id, if the tab knows it. */
  get: (id: string) => RelayEntry | undefined;
  /** Posts an answer; resolves with the entry's status afterwards (`pending` again after a `422` or a failed send). */
  answer: (id: string, result: ElicitResult) => Promise<RelayEntryStatus>;
  /**
   * The person pressed Stop for chat `chat` (e.g. `useChat`'s `id`): the server ends that chat's turn on whichever
   * instance runs it, and the forms it waits on are withdrawn (`relay.turn` on the server). Resolves once the relay
   * took it (`false` if it could not be sent).
   */
  stop: (chat: string) => Promise<boolean>;
  /** Makes an entry known from an AI SDK data part (the chat's history may know a request before the stream does). */
  adopt: (elicitation: RelayedElicitation) => void;
  /** Opens the stream (again, after `close`); nothing happens until then, so server rendering opens nothing. */
  connect: () => void;
  /** Closes the stream. */
  close: () => void;
}

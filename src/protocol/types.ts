/**
 * Shapes of the MCP wire that the kit reads and writes (docs/behaviour.md §1). Plain data, no SDK types, so the
 * protocol layer works with any MCP client (the official SDK, a hand-written fetch loop, a test double).
 */
import type { ElicitResult } from '../model.ts';

/** The MCP protocol era of a connection: `modern` = 2026-07-28+ (MRTR), `legacy` = 2025-11-25 and older. */
export type ProtocolEra = 'modern' | 'legacy';

/** Who is asking: shown by the host above the form (docs/behaviour.md §7). */
export interface ElicitationServerInfo {
  name: string;
  title?: string;
  version?: string;
}

/** Where a form came from (docs/behaviour.md §1 table rows). */
export type ElicitationSource =
  /** MRTR `input_required` entry whose form is in `params._meta["openai/elicitation"].requestedSchema`. */
  | 'mrtr-openai'
  /** MRTR `input_required` entry with a plain MCP form in `params.requestedSchema`. */
  | 'mrtr-plain'
  /** Legacy server→client request `openai/elicitation/create`. */
  | 'legacy-openai'
  /** Legacy server→client request `elicitation/create`. */
  | 'legacy-plain'
  /** A URL elicitation listed in a `URLElicitationRequiredError` (-32042, 2025-11-25; docs/behaviour.md §9). */
  | 'url-required';

/** One elicitation the user must answer, whatever its era: the single input of a host's `ask`. */
export interface ElicitationRequest {
  source: ElicitationSource;
  /** `params.message`, shown above the form as plain text. */
  message: string;
  /** The form to render (already picked from the right place for the source). */
  requestedSchema: unknown;
  /**
   * Set when the request is not a form this kit renders (a `mode` other than `form`, a missing
   * schema): the host shows the unsupported notice and answers `cancel` (docs/behaviour.md §1, §7).
   */
  unsupportedReason?: string;
  /**
   * The request is malformed (not the MCP request shape: no `message`, a nested object field...). The adapter has
   * already answered the server `-32602` with `unsupportedReason`; the host shows "⟨server⟩ sent a request this app
   * can't show", and whatever `ask` resolves with goes nowhere.
   */
  invalid?: boolean;
  /** `'url'` for a URL-mode request the host renders (docs/behaviour.md §9); absent for forms. */
  mode?: 'url';
  /** URL mode: `params.url` exactly as sent (the consent view analyses it; nothing fetches it). */
  url?: string;
  /** URL mode, 2025-11-25: `params.elicitationId`, matched by `notifications/elicitation/complete`. */
  elicitationId?: string;
  /**
   * URL mode: when `accept` is reported. `notification` (2025-11-25 request): at Open, then the host waits for
   * `completed`; `retry` (MRTR, -32042): when the user says "I've finished" (or `completed` resolves).
   */
  urlCompletion?: 'notification' | 'retry';
  /**
   * URL mode, 2025-11-25: resolves when the server sends `notifications/elicitation/complete` for this id, or (from
   * `attachElicitation`) when the call that caused the request has ended: nothing is left to wait for (docs/behaviour.md §9.7).
   */
  completed?: Promise<void>;
  /** The MRTR `inputRequests` key, when the request came from an `input_required` result. */
  key?: string;
  /** The raw params, untouched, for hosts that want to show more. */
  params: Readonly<Record<string, unknown>>;
  server?: ElicitationServerInfo;
  /** Aborted when the server or the transport gives up on the request (the host then drops the form). */
  signal?: AbortSignal;
  /**
   * Set by `attachElicitation` (docs/behaviour.md §11): resumes the timers of the calls this request paused. They resume by
   * themselves when `ask` resolves, except after a 2025-11-25 URL consent, whose waiting view stays open: a host whose
   * `ask` keeps such a view calls `release()` when it closes it (the queue does), or they resume when `completed` does.
   */
  release?: () => void;
}

/** A host's answer function: show the form, resolve with the user's result. */
export type AskFunction = (request: ElicitationRequest) => Promise<ElicitResult>;

/** One embedded request of an MRTR `input_required` result. */
export interface InputRequestEntry {
  key: string;
  method: string;
  params: Record<string, unknown>;
}

/** A parsed `input_required` result (docs/behaviour.md §1, MRTR row). */
export interface InputRequired {
  requests: InputRequestEntry[];
  /** Present only when the server sent one; echoed byte-for-byte. */
  requestState?: string;
}

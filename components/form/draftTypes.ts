/** The drafts' types (SPEC §11), apart so the form's side (useDraft.ts) and the store share them without a circle. */

/** Where drafts live: this page's memory (default), `sessionStorage` (survives a reload), or nowhere. */
export type DraftStorage = 'memory' | 'session' | 'off';

/** Which request a form shows, and where its draft goes. */
export interface DraftOptions {
  /** The host's id of the request (the relay gives one). Default: the request's fingerprint (`request`). */
  key?: string;
  /** Server name, message and schema: a stale draft under a reused key is never poured into another request. */
  request: [server: string | undefined, message: string, requestedSchema: unknown];
  storage: Exclude<DraftStorage, 'off'>;
  /** Property names never kept: credential-like fields (SPEC §11). */
  exclude: readonly string[];
}

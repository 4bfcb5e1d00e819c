/** The drafts' types (SPEC §11), apart so the form's side (useDraft.ts) and the store share them without a circle. */
import type { FieldKind, FieldValue } from '../../src/model.ts';

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

/**
 * Where a form whose store had not arrived stashes what was typed as its page goes away (a reload right after a
 * keystroke, on a slow network): the store makes each stash its request's draft when it next loads (SPEC §11).
 */
export const STASH_PREFIX = 'elicit-kit:unsaved:';

/** A form's kept values: by property name and kind, so a draft finds its fields again in any form of the request. */
export type DraftValues = [name: string, kind: FieldKind, value: FieldValue][];

/** A stash: the form's draft options and what was typed. */
export interface DraftStash {
  options: DraftOptions;
  values: DraftValues;
}

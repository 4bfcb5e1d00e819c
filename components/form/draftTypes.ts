/**
 * The drafts' types and the little both sides need (docs/behaviour.md §11), apart so the form's side (useDraft.ts, on every first
 * load) and the store (draftStore.ts, on demand) share them without a circle.
 */
import type { FieldKind, FieldValue, FormModel } from '../../src/model.ts';
import type { StableFieldParts } from './handlers.ts';

/** Where drafts live: this page's memory (default), `sessionStorage` (survives a reload), or nowhere. */
export type DraftStorage = 'memory' | 'session' | 'off';

/** Which request a form shows, and where its draft goes. */
export interface DraftOptions {
  /** The host's id of the request (the relay gives one). Default: the request's fingerprint (`request`). */
  key?: string;
  /** Server name, message and schema: a stale draft under a reused key is never poured into another request. */
  request: [server: string | undefined, message: string, requestedSchema: unknown];
  storage: Exclude<DraftStorage, 'off'>;
  /** Property names never kept: credential-like fields (docs/behaviour.md §11). */
  exclude: readonly string[];
}

/**
 * Where a form whose store had not arrived stashes what was typed as its page goes away (a reload right after a
 * keystroke, on a slow network): the store makes each stash its request's draft when it next loads (docs/behaviour.md §11).
 */
export const STASH_PREFIX = 'elicit-kit:unsaved:';

/** A form's kept values: by property name and kind, so a draft finds its fields again in any form of the request. */
export type DraftValues = [name: string, kind: FieldKind, value: FieldValue][];

/** The fields a draft keeps (credential-like ones left out), each with the source its value is read from. */
export function keptFields(model: FormModel, parts: readonly StableFieldParts[], exclude: readonly string[]) {
  return model.fields.flatMap((field, index) => (exclude.includes(field.name) ? [] : [{ field, source: parts[index]!.source }]));
}

/** The kept fields' values now, as a draft holds them. */
export function keptValues(kept: ReturnType<typeof keptFields>): DraftValues {
  return kept.map(({ field, source }) => [field.name, field.kind, source.get()]);
}

/** A stash: the form's draft options and what was typed. */
export interface DraftStash {
  options: DraftOptions;
  values: DraftValues;
}

/**
 * The drafts' types and the little both halves need (docs/behaviour.md §11.2): the form's half (index.ts, handle.ts,
 * on every form's first load) and the store (draftStore.ts, on demand) share them without an import circle.
 */
import type { FieldKind, FieldValue, FormModel } from '../../../src/model.ts';
import type { StableFieldParts } from '../handlers.ts';

/**
 * Where drafts live: this page's memory (default), `sessionStorage` (survives a reload), or nowhere.
 * @example <ElicitationForm drafts="session" … />
 */
export type DraftStorage = 'memory' | 'session' | 'off';

/**
 * Which request a form shows, and where its draft goes.
 * @example const options: DraftOptions = { key: requestId, request: [server, message, schema], storage: 'memory', exclude: [] };
 */
export interface DraftOptions {
  /** The host's id of the request (the relay gives one). Default: the request's fingerprint (`request`). */
  key?: string;
  /** Server name, message and schema: a stale draft under a reused key is never poured into another request. */
  request: [server: string | undefined, message: string, requestedSchema: unknown];
  storage: Exclude<DraftStorage, 'off'>;
  /** Property names never kept: credential-like fields (docs/behaviour.md §11.3). */
  exclude: readonly string[];
}

/**
 * Where a form whose store had not arrived stashes what was typed as its page goes away (a reload right after a
 * keystroke, on a slow network): the store makes each stash its request's draft when it next loads (docs/behaviour.md §11.2).
 * @example Object.keys(sessionStorage).filter((name) => name.startsWith(STASH_PREFIX));
 */
export const STASH_PREFIX = 'elicit-kit:unsaved:';

/**
 * A form's kept values: by property name and kind, so a draft finds its fields again in any form of the request.
 * @example const values: DraftValues = [['name', 'text', 'Ada']];
 */
export type DraftValues = [name: string, kind: FieldKind, value: FieldValue][];

/**
 * The fields a draft keeps (credential-like ones left out), each with the source its value is read from.
 * @example const kept = keptFields(model, parts, options.exclude);
 */
export function keptFields(model: FormModel, parts: readonly StableFieldParts[], exclude: readonly string[]) {
  return model.fields.flatMap((field, index) => (exclude.includes(field.name) ? [] : [{ field, source: parts[index]!.source }]));
}

/**
 * The kept fields' values now, as a draft holds them.
 * @example keptValues(keptFields(model, parts, [])) // [['name', 'text', 'Ada']]
 */
export function keptValues(kept: ReturnType<typeof keptFields>): DraftValues {
  return kept.map(({ field, source }) => [field.name, field.kind, source.get()]);
}

/**
 * A stash: the form's draft options and what was typed.
 * @example const stash: DraftStash = { options, values: [['name', 'text', 'Ada']] };
 */
export interface DraftStash {
  options: DraftOptions;
  values: DraftValues;
}

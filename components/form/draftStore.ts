/**
 * Where drafts live and how they are read and written (docs/behaviour.md §11; the form's side is useDraft.ts). On demand: a page
 * loads it when a person first types into a form (or, for `sessionStorage` drafts, when a form mounts), so forms that
 * are answered without a draft ever mattering don't pay for it on their first load. A draft holds UI values (a
 * half-typed number, a picker's added files) by property name and kind, and the request's fingerprint, so a stale
 * draft under a reused key is never poured into another request.
 */
import type { FieldValue, FormModel } from '../../src/model.ts';
import type { StableFieldParts } from './handlers.ts';
import { keptFields, keptValues, STASH_PREFIX, type DraftOptions, type DraftStash, type DraftStorage, type DraftValues } from './draftTypes.ts';

type Storage = Exclude<DraftStorage, 'off'>;

interface Draft {
  fingerprint: string;
  values: DraftValues;
}

const memory = new Map<string, Draft>();
/**
 * Forms on screen that were typed into, by key: a form that remounts in the same commit (a new `key`, an equal schema)
 * renders before the old one's cleanup saves, so it reads the old one's live values instead.
 */
const live = new Map<string, { fingerprint: string; values: () => DraftValues }>();
const PREFIX = 'elicit-kit:draft:';

/** Makes each stash (a form's values as its page went away before this store arrived) its request's draft. */
function adoptStashes(): void {
  let names: string[];
  try {
    names = Object.keys(sessionStorage).filter((name) => name.startsWith(STASH_PREFIX));
  } catch {
    return; // no sessionStorage here: nothing was stashed either
  }
  for (const name of names) {
    try {
      const { options, values } = JSON.parse(sessionStorage.getItem(name)!) as DraftStash;
      sessionStorage.removeItem(name);
      write(draftKey(options), 'session', { fingerprint: requestFingerprint(...options.request), values });
    } catch {
      sessionStorage.removeItem(name); // not ours, or not whole: dropped
    }
  }
}

function read(key: string, storage: Storage): Draft | undefined {
  if (storage === 'memory') return memory.get(key);
  adoptStashes();
  try {
    const text = sessionStorage.getItem(PREFIX + key);
    return text === null ? undefined : (JSON.parse(text) as Draft);
  } catch {
    return undefined; // no storage (privacy mode) or not ours
  }
}

function write(key: string, storage: Storage, draft: Draft | undefined): void {
  if (storage === 'memory') {
    if (draft) memory.set(key, draft);
    else memory.delete(key);
    return;
  }
  try {
    if (draft) sessionStorage.setItem(PREFIX + key, JSON.stringify(draft));
    else sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Full or unavailable: the draft stays unsaved, the form works on.
  }
}

/** Drops the draft under `key` (and any form's live values under it). */
export function forgetDraft(key: string, storage: Storage): void {
  if (storage === 'session') adoptStashes(); // a stash of this request must not become its draft after this
  live.delete(key);
  write(key, storage, undefined);
}

/** Drops every draft of this page, and this tab's `sessionStorage` ones. */
export function forgetAllDrafts(): void {
  memory.clear();
  live.clear();
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX) || key.startsWith(STASH_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // No sessionStorage here: nothing kept there either.
  }
}

/** A short, stable text for a request: the same server, message and schema give the same fingerprint. */
export function requestFingerprint(server: string | undefined, message: string, requestedSchema: unknown): string {
  let text: string;
  try {
    text = JSON.stringify([server ?? '', message, requestedSchema]);
  } catch {
    text = String(Math.random()); // not JSON: never the same request twice
  }
  // Two 32-bit FNV-1a hashes with different offsets: short keys for sessionStorage, collisions out of reach.
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let index = 0; index < text.length; index += 1) {
    a = Math.imul(a ^ text.charCodeAt(index), 0x01000193);
    b = Math.imul(b ^ text.charCodeAt(index), 0x811c9dc5);
  }
  return (a >>> 0).toString(36) + (b >>> 0).toString(36);
}

/** Where `options`' draft is kept: the host's key, else the request's fingerprint. */
export function draftKey(options: DraftOptions): string {
  return options.key ?? `form:${requestFingerprint(...options.request)}`;
}

/** One form's draft: what it restores, how it keeps what changes, how it is dropped once answered. */
export interface OpenDraft {
  /** The values to start from, by field index (`restore` asked for, and a draft of this request was kept). */
  restored: ReadonlyMap<number, FieldValue> | undefined;
  discard: () => void;
  /** Watches the fields; the returned cleanup saves what changed. `changed`: something was typed already. */
  track: (parts: readonly StableFieldParts[], changed: boolean) => () => void;
}

/**
 * Opens the draft of `options` for a form of `model`, restoring what was kept when `restore` (not while hydrating).
 * @example const draft = openDraft(options, model, true); // draft.restored → start values
 */
export function openDraft(options: DraftOptions, model: FormModel, restore: boolean): OpenDraft {
  const { storage, exclude } = options;
  let done = false;
  let fingerprint: string | undefined;
  const fingerprintOnce = () => (fingerprint ??= requestFingerprint(...options.request));
  const key = draftKey(options);
  const onScreen = live.get(key);
  const saved = !restore ? undefined : onScreen ? { fingerprint: onScreen.fingerprint, values: onScreen.values() } : read(key, storage);
  let restored: Map<number, FieldValue> | undefined;
  if (saved && saved.fingerprint === fingerprintOnce() && Array.isArray(saved.values)) {
    restored = new Map();
    for (const [name, kind, value] of saved.values) {
      const index = model.fields.findIndex((field) => field.name === name && field.kind === kind);
      if (index >= 0 && !exclude.includes(name)) restored.set(index, value);
    }
  }
  return {
    restored,
    discard: () => {
      done = true;
      forgetDraft(key, storage);
    },
    track: (parts, typed) => {
      const kept = keptFields(model, parts, exclude);
      const entry = { fingerprint: '', values: () => keptValues(kept) };
      let changed = false;
      const onChange = () => {
        if (done || changed) return;
        changed = true;
        entry.fingerprint = fingerprintOnce();
        live.set(key, entry);
      };
      const save = () => {
        if (!done && changed) write(key, storage, { fingerprint: entry.fingerprint, values: entry.values() });
      };
      if (typed) onChange();
      const unsubscribe = kept.map(({ source }) => source.subscribe(onChange));
      // A reload never unmounts the form: a session draft is written as the page goes away.
      if (storage === 'session') addEventListener('pagehide', save);
      return () => {
        save();
        if (live.get(key) === entry) live.delete(key);
        unsubscribe.forEach((stop) => stop());
        if (storage === 'session') removeEventListener('pagehide', save);
      };
    },
  };
}

/**
 * The draft store (docs/behaviour.md §11.2): opens a form's draft, restores it, watches the fields and saves what
 * changed, and forgets it. On demand, a chunk of its own with storage.ts and keys.ts (its name is the chunk's): a page
 * loads it when a person first types into a form, or when a kept draft may be waiting (machine.ts says when), so forms
 * answered without a draft ever mattering don't pay for it on their first load. A draft holds UI values (a half-typed
 * number, a picker's added files) by property name and kind.
 */
import type { FieldValue, FormModel } from '../../../src/model.ts';
import type { StableFieldParts } from '../handlers.ts';
import { draftKey, requestFingerprint } from './keys.ts';
import type { StoreEffect } from './machine.ts';
import { adoptStashes, clearAll, read, write, type Storage } from './storage.ts';
import { keptFields, keptValues, type DraftOptions, type DraftValues } from './types.ts';

export { draftKey, requestFingerprint } from './keys.ts';

/**
 * Forms on screen that were typed into, by key: a form that remounts in the same commit (a new `key`, an equal schema)
 * renders before the old one's cleanup saves, so it reads the old one's live values instead.
 */
const live = new Map<string, { fingerprint: string; values: () => DraftValues }>();

/**
 * Drops the draft under `key` (and any form's live values under it).
 * @example forgetDraft('request-1', 'session');
 */
export function forgetDraft(key: string, storage: Storage): void {
  if (storage === 'session') adoptStashes(); // a stash of this request must not become its draft after this
  live.delete(key);
  write(key, storage, undefined);
}

/**
 * Drops every draft of this page, and this tab's `sessionStorage` ones.
 * @example forgetAllDrafts();
 */
export function forgetAllDrafts(): void {
  live.clear();
  clearAll();
}

/**
 * One form's draft: what it restores, how it keeps what changes, how it is dropped once answered.
 * @example const draft: OpenDraft = openDraft(options, model, true);
 */
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

/**
 * What the store does for one form: the effects of machine.ts that need the store (handle.ts runs the others). Each
 * gets the fields of the form's last mount; one that starts watching them returns the cleanup that saves.
 * `stash`: where the form stashes what was typed while the store was on its way (handle.ts).
 * @example const side = formDraft(options, model, true, stash); side.open(parts); side.restored() // start values
 */
export function formDraft(options: DraftOptions, model: FormModel, restore: boolean, stash: string) {
  let draft: OpenDraft | undefined;
  const open = (restoring: boolean) => (draft = openDraft(options, model, restoring));
  const effects: Record<StoreEffect, (parts: readonly StableFieldParts[]) => (() => void) | void> = {
    open: () => void open(restore),
    restore: (parts) => {
      open(true).restored?.forEach((value, index) => parts[index]!.onValueChange(value)); // it came after the form
      return draft!.track(parts, false);
    },
    keep: (parts) => open(false).track(parts, true),
    watch: (parts) => draft!.track(parts, false),
    // Unmounted before the store arrived (a dialog closed right after a keystroke, on a slow network): what was
    // typed is kept now, from the fields' last values, so the next mount of the request still finds it.
    save: (parts) => openDraft(options, model, false).track(parts, true)(),
    unstash: () => {
      try {
        if (options.storage === 'session') sessionStorage.removeItem(stash);
      } catch {
        // No sessionStorage here: nothing was stashed either.
      }
    },
    discard: () => draft!.discard(),
  };
  return { ...effects, restored: () => draft?.restored };
}

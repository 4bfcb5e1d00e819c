/**
 * Drafts (docs/behaviour.md §11): what a person typed survives a remount of the same request (a host re-render, a dialog closed
 * and reopened, a tab switch in a chat UI) until the form is answered, and is gone once it is. Kept in this page's
 * memory, or in `sessionStorage` when the host opts in (it then survives a reload of the tab). Credential-like fields
 * are never kept. This is the form's side, on every form's first load; the store (draftStore.ts) loads when a person
 * first types, so it only costs a form that is typed into. A form that mounts after that restores at once.
 */
import { useState, useSyncExternalStore } from 'react';
import type { FieldValue, FormModel } from '../../src/model.ts';
import type { StableFieldParts } from './handlers.ts';
import { loadOnce } from './loadOnce.ts';
import { keptFields, keptValues, STASH_PREFIX, type DraftOptions, type DraftStorage } from './draftTypes.ts';

export type { DraftOptions, DraftStorage } from './draftTypes.ts';

const store = loadOnce(() => import('./draftStore.ts'));
type StoreModule = typeof import('./draftStore.ts');

/** Loads the draft store ahead of the first keystroke (`preloadAllFields` does). */
export const loadDraftStore = store.load;

/**
 * Forgets the draft kept under `key` (a host's request that ended without its form answering it).
 * @example forgetDraft(requestId);
 */
export function forgetDraft(key: string, storage: Exclude<DraftStorage, 'off'> = 'memory'): void {
  forgetOnceLoaded(storage, () => key);
}

/**
 * Forgets a draft wherever one may be: in `sessionStorage` (from an earlier page), or in a store that has arrived or
 * is on its way (it may carry the save of a form that unmounted before it arrived: forget after that save).
 */
function forgetOnceLoaded(storage: Exclude<DraftStorage, 'off'>, keyOf: (module: StoreModule) => string): void {
  if (storage === 'session' || store.started()) void store.load().then((module) => module.forgetDraft(keyOf(module), storage), () => {});
}

/**
 * Forgets every draft: this page's, and this tab's `sessionStorage` ones. For test suites that render the same form in
 * several tests (an identical request is the same request, so its draft would come back) and for signing out.
 * @example afterEach(() => forgetDrafts());
 */
export async function forgetDrafts(): Promise<void> {
  (await store.load()).forgetAllDrafts();
}

/** What `useDraft` gives the form. */
export interface DraftHandle {
  /** The values to start from, by field index, when a draft of this request was kept. */
  restored: ReadonlyMap<number, FieldValue> | undefined;
  /** Call once the form is answered: the draft is dropped and nothing is saved any more. */
  discard: () => void;
  /** For an effect: watches the fields (index-aligned with the model's); its cleanup keeps what changed. */
  track: (parts: readonly StableFieldParts[]) => (() => void) | undefined;
}

const noSubscription = () => () => {};

/**
 * The draft of the request in `options` (`undefined`: none is kept). A server render or hydration starts from the
 * schema's defaults, as the server's HTML did; a draft that arrives after the form (`sessionStorage`, on a cold page)
 * fills the fields in.
 * @example const draft = useDraft(options, model); useEffect(() => draft.track(parts), [draft, parts]);
 */
export function useDraft(options: DraftOptions | undefined, model: FormModel | undefined): DraftHandle {
  const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
  const [handle] = useState(() => createHandle(model && options, model!, !hydrating));
  return handle;
}

function createHandle(options: DraftOptions | undefined, model: FormModel, restore: boolean): DraftHandle {
  let draft = options && store.loaded()?.openDraft(options, model, restore);
  let done = !options;
  return {
    restored: draft?.restored,
    discard: () => {
      if (done) return;
      done = true;
      if (draft) draft.discard();
      else forgetOnceLoaded(options!.storage, (module) => module.draftKey(options!));
    },
    track: (parts) => {
      if (done) return undefined;
      if (draft) return draft.track(parts, false);
      let mounted = true;
      let typed = false;
      let stop: (() => void) | undefined;
      const stash = stasher(options!, model, parts, () => typed && !done && !draft);
      const open = () => store.load().then((module) => {
        stash.drop(); // the store keeps this form's draft from here on
        if (done || draft) return;
        // Unmounted before the store arrived (a dialog closed right after a keystroke, on a slow network): what was
        // typed is kept now, from the fields' last values, so the next mount of the request still finds it.
        if (!mounted) return void (typed && module.openDraft(options!, model, false).track(parts, true)());
        draft = module.openDraft(options!, model, restore && !typed);
        draft.restored?.forEach((value, index) => parts[index]!.onValueChange(value)); // it came after the form
        stop = draft.track(parts, typed);
      }, () => {});
      // A sessionStorage draft outlives the page's code: fetch the store now to look for one. And while the store is
      // on its way (a form unmounted just after its first keystroke), its draft may be this request's: wait for it.
      if ((options!.storage === 'session' || store.started()) && restore) void open();
      const unsubscribe = parts.map((part) => part.source.subscribe(() => {
        if (typed) return;
        typed = true;
        void open();
      }));
      return () => {
        mounted = false;
        unsubscribe.forEach((stopListening) => stopListening());
        stash.stop();
        stop?.();
      };
    },
  };
}

/**
 * A reload never unmounts the form, and a sessionStorage draft is written by the store: if the page goes away before
 * the store arrived (a reload right after a keystroke, on a slow network), what was typed is stashed as it is, and
 * the store makes it the request's draft when it next loads (docs/behaviour.md §11). Credential-like fields are left out.
 */
function stasher(options: DraftOptions, model: FormModel, parts: readonly StableFieldParts[], needed: () => boolean) {
  if (options.storage !== 'session') return { drop: () => {}, stop: () => {} };
  const name = STASH_PREFIX + Math.random().toString(36).slice(2);
  let stashed = false;
  const save = () => {
    if (!needed()) return;
    try {
      sessionStorage.setItem(name, JSON.stringify({ options, values: keptValues(keptFields(model, parts, options.exclude)) }));
      stashed = true;
    } catch {
      // Full or unavailable: nothing kept, as with the store's own save.
    }
  };
  addEventListener('pagehide', save);
  return {
    drop: () => {
      if (stashed) sessionStorage.removeItem(name);
      stashed = false;
    },
    stop: () => removeEventListener('pagehide', save),
  };
}

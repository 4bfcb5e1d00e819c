/**
 * Drafts (docs/behaviour.md §11.2): what a person typed survives a remount of the same request (a host re-render, a
 * dialog closed and reopened, a tab switch in a chat UI) until the form is answered, and is gone once it is. Kept in
 * this page's memory, or in `sessionStorage` when the host opts in (it then survives a reload of the tab).
 * Credential-like fields are never kept (docs/behaviour.md §11.3).
 *
 * The folder: this file is what the form and hosts call; machine.ts is the one state machine every draft follows
 * (its table lists every transition); handle.ts runs it for one form; draftStore.ts (with storage.ts and keys.ts) is
 * the store, a chunk of its own loaded when a person first types (or a kept draft may be waiting), so only a form
 * that is typed into pays for it; types.ts is what both halves share.
 */
import { useState, useSyncExternalStore } from 'react';
import type { FormModel } from '../../../src/model.ts';
import { loadOnce } from '../loadOnce.ts';
import { createDraftHandle, forgetOnceLoaded, type DraftHandle } from './handle.ts';
import type { DraftOptions, DraftStorage } from './types.ts';

export type { DraftOptions, DraftStorage } from './types.ts';
export type { DraftHandle } from './handle.ts';

const store = loadOnce(() => import('./draftStore.ts'));

/**
 * Loads the draft store ahead of the first keystroke (`preloadAllFields` does).
 * @example await loadDraftStore();
 */
export const loadDraftStore = store.load;

/**
 * Forgets the draft kept under `key` (a host's request that ended without its form answering it).
 * @example forgetDraft(requestId);
 */
export function forgetDraft(key: string, storage: Exclude<DraftStorage, 'off'> = 'memory'): void {
  forgetOnceLoaded(store, storage, () => key);
}

/**
 * Forgets every draft: this page's, and this tab's `sessionStorage` ones. For test suites that render the same form in
 * several tests (an identical request is the same request, so its draft would come back) and for signing out.
 * @example afterEach(() => forgetDrafts());
 */
export async function forgetDrafts(): Promise<void> {
  (await store.load()).forgetAllDrafts();
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
  const [handle] = useState(() => createDraftHandle(model && options, model!, !hydrating, store));
  return handle;
}

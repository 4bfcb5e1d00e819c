/**
 * Where drafts are kept (docs/behaviour.md §11.2): this page's memory, or `sessionStorage`, which outlives the page
 * (a reload of the tab). Part of the store's chunk. sessionStorage may be missing, full or not ours (privacy modes,
 * another script's keys): a draft then goes unsaved, and the form works on.
 */
import { draftKey, requestFingerprint } from './keys.ts';
import { STASH_PREFIX, type DraftStash, type DraftStorage, type DraftValues } from './types.ts';

/**
 * Where a draft lives, when it lives anywhere.
 * @example write('request-1', 'session' satisfies Storage, undefined);
 */
export type Storage = Exclude<DraftStorage, 'off'>;

/**
 * What a draft holds: the request's fingerprint (so a draft under a reused key is never poured into another request)
 * and the values by property name and kind.
 * @example const draft: Draft = { fingerprint: requestFingerprint(undefined, message, schema), values: [['name', 'text', 'Ada']] };
 */
export interface Draft {
  fingerprint: string;
  values: DraftValues;
}

const memory = new Map<string, Draft>();
const PREFIX = 'elicit-kit:draft:';

/**
 * Makes each stash (a form's values as its page went away before the store arrived; handle.ts) its request's draft.
 * @example adoptStashes(); // before reading or forgetting a sessionStorage draft
 */
export function adoptStashes(): void {
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

/**
 * The draft kept under `key`, if any (a stash of it adopted first).
 * @example read('request-1', 'session')?.values
 */
export function read(key: string, storage: Storage): Draft | undefined {
  if (storage === 'memory') return memory.get(key);
  adoptStashes();
  try {
    const text = sessionStorage.getItem(PREFIX + key);
    return text === null ? undefined : (JSON.parse(text) as Draft);
  } catch {
    return undefined; // no storage (privacy mode) or not ours
  }
}

/**
 * Keeps `draft` under `key`, or drops what is kept there (`undefined`).
 * @example write('request-1', 'memory', undefined); // forgotten
 */
export function write(key: string, storage: Storage, draft: Draft | undefined): void {
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

/**
 * Drops every draft of this page, and this tab's `sessionStorage` drafts and stashes.
 * @example clearAll();
 */
export function clearAll(): void {
  memory.clear();
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX) || key.startsWith(STASH_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // No sessionStorage here: nothing kept there either.
  }
}

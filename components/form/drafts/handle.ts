/**
 * One form's draft, run (docs/behaviour.md §11.2): machine.ts decides each transition, this does its effects, in
 * order: the ones without the store here, the ones with it through the store's `formDraft` (draftStore.ts). On every
 * form's first load; the store comes through `store`, loaded on demand.
 */
import type { FieldValue, FormModel } from '../../../src/model.ts';
import type { StableFieldParts } from '../handlers.ts';
import type { loadOnce } from '../loadOnce.ts';
import { step, type DraftEvent, type DraftPhase, type FormEffect, type StoreEffect } from './machine.ts';
import { keptFields, keptValues, STASH_PREFIX, type DraftOptions } from './types.ts';

/**
 * The store module, loaded at most once (index.ts's, or a test's).
 * @example const store: DraftStoreLoader = loadOnce(() => import('./draftStore.ts'));
 */
export type DraftStoreLoader = ReturnType<typeof loadOnce<typeof import('./draftStore.ts')>>;

/**
 * What a form gets for its draft.
 * @example const draft = createDraftHandle(options, model, true, store); useEffect(() => draft.track(parts), [draft, parts]);
 */
export interface DraftHandle {
  /** The values to start from, by field index, when a draft of this request was kept. */
  restored: ReadonlyMap<number, FieldValue> | undefined;
  /** Call once the form is answered: the draft is dropped and nothing is saved any more. */
  discard: () => void;
  /** For an effect: watches the fields (index-aligned with the model's); its cleanup keeps what changed. */
  track: (parts: readonly StableFieldParts[]) => (() => void) | undefined;
  /** Where the draft stands (machine.ts). */
  phase: () => DraftPhase;
}

/**
 * The draft of the request in `options` for a form of `model` (`undefined` options: none is kept); `restore` is
 * false while hydrating.
 * @example const handle = createDraftHandle(options, model, true, store); handle.restored // start values, or undefined
 */
export function createDraftHandle(options: DraftOptions | undefined, model: FormModel, restore: boolean, store: DraftStoreLoader): DraftHandle {
  let phase: DraftPhase | 'new' = 'new';
  /** The fields of the last mount, and the cleanups of what that mount started (its unmount runs them). */
  let parts: readonly StableFieldParts[] = [];
  let started: (() => void)[] = [];
  let side: ReturnType<typeof import('./draftStore.ts').formDraft> | undefined;
  // A reload never unmounts the form: what was typed before the store arrived is stashed as the page goes away.
  const stash = STASH_PREFIX + Math.random().toString(36).slice(2);

  const effects: Record<FormEffect, () => unknown> = {
    load: () => store.load().then(() => run('arrive'), () => {}),
    listen: () => {
      const stops = parts.map((part) => part.source.subscribe(() => run('type')));
      const onPagehide = () => run('pagehide');
      if (options!.storage === 'session') addEventListener('pagehide', onPagehide);
      return () => {
        stops.forEach((stop) => stop());
        removeEventListener('pagehide', onPagehide);
      };
    },
    stash: () => {
      try {
        sessionStorage.setItem(stash, JSON.stringify({ options, values: keptValues(keptFields(model, parts, options!.exclude)) }));
      } catch {
        // Full or unavailable: nothing kept, as with the store's own save.
      }
    },
    forget: () => forgetOnceLoaded(store, options!.storage, (module) => module.draftKey(options!)),
  };

  function run(event: DraftEvent): void {
    const transition = step(phase, event, {
      draft: options !== undefined,
      storeHere: store.loaded() !== undefined,
      storeAsked: store.started(),
      restore,
      session: options?.storage === 'session',
    });
    if (!transition) return;
    const [, , , to, ...todo] = transition;
    phase = to;
    for (const effect of todo) {
      const stop = effect in effects
        ? effects[effect as FormEffect]()
        : (side ??= store.loaded()!.formDraft(options!, model, restore, stash))[effect as StoreEffect](parts);
      if (typeof stop === 'function') started.push(stop as () => void);
    }
  }

  run('create');
  return {
    restored: side?.restored(),
    discard: () => run('answer'),
    track: (mounted) => {
      parts = mounted;
      run('mount');
      const mine = started;
      return () => {
        started = [];
        mine.forEach((stop) => stop());
        run('unmount');
      };
    },
    phase: () => phase as DraftPhase,
  };
}

/**
 * Forgets a draft wherever one may be: in `sessionStorage` (from an earlier page), or in a store that has arrived or
 * is on its way (it may carry the save of a form that unmounted before it arrived: forget after that save).
 * @example forgetOnceLoaded(store, 'memory', () => 'request-1');
 */
export function forgetOnceLoaded(store: DraftStoreLoader, storage: DraftOptions['storage'], keyOf: (module: typeof import('./draftStore.ts')) => string): void {
  if (storage === 'session' || store.started()) void store.load().then((module) => module.forgetDraft(keyOf(module), storage), () => {});
}

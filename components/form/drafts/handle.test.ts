/**
 * One form's draft run by handle.ts (docs/behaviour.md §11.2): every transition of machine.ts with its effects, on
 * plain field stubs and the real store, whose arrival each test holds back and lets in when it chooses. So each
 * race between a form and the on-demand store is one test: a keystroke, a reload, an unmount or an answer before
 * the store is here, and after.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldValue } from '../../../src/model.ts';
import { normalizeSchema } from '../../../src/normalize.ts';
import type { StableFieldParts } from '../handlers.ts';
import { fieldIds } from '../ids.ts';
import { loadOnce } from '../loadOnce.ts';
import * as storeModule from './draftStore.ts';
import { createDraftHandle, type DraftStoreLoader } from './handle.ts';
import { STASH_PREFIX, type DraftOptions } from './types.ts';

const model = normalizeSchema({
  type: 'object',
  properties: { name: { type: 'string', title: 'Name' }, password: { type: 'string', title: 'Password' } },
})!;
const request: DraftOptions['request'] = ['crm', 'Who are you?', { type: 'object' }];
const memory: DraftOptions = { key: 'request-1', request, storage: 'memory', exclude: ['password'] };
const session: DraftOptions = { ...memory, storage: 'session' };

/** Field stubs: a value each, and its subscribers told of every change (as createStableFieldParts does). */
function fields(): StableFieldParts[] & { values: () => FieldValue[] } {
  const parts = model.fields.map((field) => {
    let value: FieldValue = '';
    const listeners = new Set<() => void>();
    return {
      ids: fieldIds('form', field.name),
      onBlur: () => {},
      onValueChange: (next: FieldValue) => {
        value = next;
        listeners.forEach((listener) => listener());
      },
      source: { get: () => value, subscribe: (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener)) },
    };
  });
  return Object.assign(parts, { values: () => parts.map((part) => part.source.get()) });
}

/** The store, held back until `arrive()` (a slow network); `asked()` says whether anything asked for it. */
function heldStore(): { store: DraftStoreLoader; arrive: () => Promise<void>; asked: () => boolean } {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  let asked = false;
  const store = loadOnce(async () => {
    asked = true;
    await gate;
    return storeModule;
  });
  return {
    store,
    asked: () => asked,
    arrive: async () => {
      open();
      await store.load();
      await new Promise((resolve) => setTimeout(resolve)); // every callback that waited for it has run
    },
  };
}

/** The store already here: a form on this page was typed into before. */
async function storeHere(): Promise<DraftStoreLoader> {
  const store = loadOnce(() => Promise.resolve(storeModule));
  await store.load();
  return store;
}

/** What is kept for `options` now, by field index (read through a fresh store draft, as a next mount would). */
const kept = (options: DraftOptions) => storeModule.openDraft(options, model, true).restored;
const stashes = () => Object.keys(sessionStorage).filter((name) => name.startsWith(STASH_PREFIX));
const pagehide = () => dispatchEvent(new PageTransitionEvent('pagehide'));

/** Every form a test mounted: unmounted after it, so none listens on into the next test. */
const onScreen = new Set<() => void>();
function mount(handle: ReturnType<typeof createDraftHandle>, parts: StableFieldParts[]): () => void {
  const stop = handle.track(parts)!;
  const unmount = () => {
    if (onScreen.delete(unmount)) stop();
  };
  onScreen.add(unmount);
  return unmount;
}

afterEach(() => {
  onScreen.forEach((unmount) => unmount());
  storeModule.forgetAllDrafts();
  sessionStorage.clear();
});

describe('new', () => {
  it('off without options: nothing is loaded, tracked or kept', () => {
    const { store, asked } = heldStore();
    const handle = createDraftHandle(undefined, model, true, store);
    expect(handle.phase()).toBe('off');
    const parts = fields();
    mount(handle, parts)();
    parts[0]!.onValueChange('Ada');
    handle.discard();
    expect(handle.phase()).toBe('off');
    expect(asked()).toBe(false);
  });

  it('ready when the store is here: what was kept is there for the first render', async () => {
    const store = await storeHere();
    const earlier = createDraftHandle(memory, model, true, store);
    const parts = fields();
    const stop = mount(earlier, parts);
    parts[0]!.onValueChange('Ada');
    stop();

    const handle = createDraftHandle(memory, model, true, store);
    expect(handle.phase()).toBe('ready');
    expect(handle.restored).toEqual(new Map([[0, 'Ada']]));
    expect(createDraftHandle(memory, model, false, store).restored, 'hydrating: the schema\'s defaults').toBeUndefined();
  });

  it('idle when the store is not here: nothing asked for', () => {
    const { store, asked } = heldStore();
    const handle = createDraftHandle(memory, model, true, store);
    expect(handle.phase()).toBe('idle');
    expect(handle.restored).toBeUndefined();
    expect(asked()).toBe(false);
  });
});

describe('idle', () => {
  it('mount of a sessionStorage draft: restoring, and the store fills the fields in when it arrives', async () => {
    sessionStorage.setItem('elicit-kit:draft:request-1', JSON.stringify({ fingerprint: storeModule.requestFingerprint(...request), values: [['name', 'text', 'Ada']] }));
    const { store, arrive, asked } = heldStore();
    const handle = createDraftHandle(session, model, true, store);
    const parts = fields();
    mount(handle, parts);
    expect(handle.phase()).toBe('restoring');
    expect(asked()).toBe(true);
    await arrive();
    expect(handle.phase()).toBe('ready');
    expect(parts.values()).toEqual(['Ada', '']);
  });

  it('mount of a memory draft: idle, listening; the store is not asked for', () => {
    const { store, asked } = heldStore();
    const handle = createDraftHandle(memory, model, true, store);
    mount(handle, fields());
    expect(handle.phase()).toBe('idle');
    expect(asked()).toBe(false);
  });

  it('type: typed, and the store is asked for', () => {
    const { store, asked } = heldStore();
    const handle = createDraftHandle(memory, model, true, store);
    const parts = fields();
    mount(handle, parts);
    parts[0]!.onValueChange('A');
    expect(handle.phase()).toBe('typed');
    expect(asked()).toBe(true);
  });

  it('answer: forgotten; a sessionStorage draft from an earlier page is dropped', async () => {
    sessionStorage.setItem('elicit-kit:draft:request-1', JSON.stringify({ fingerprint: 'x', values: [] }));
    const { store, arrive } = heldStore();
    const handle = createDraftHandle(session, model, false, store); // hydrating: nothing looked for at mount
    mount(handle, fields());
    handle.discard();
    expect(handle.phase()).toBe('forgotten');
    await arrive();
    expect(Object.keys(sessionStorage)).toEqual([]);
  });
});

describe('restoring', () => {
  function restoring() {
    sessionStorage.setItem('elicit-kit:draft:request-1', JSON.stringify({ fingerprint: storeModule.requestFingerprint(...request), values: [['name', 'text', 'Ada']] }));
    const held = heldStore();
    const handle = createDraftHandle(session, model, true, held.store);
    const parts = fields();
    const stop = mount(handle, parts);
    expect(handle.phase()).toBe('restoring');
    return { ...held, handle, parts, stop };
  }

  it('type: typed; what was typed wins over the kept draft, and is kept', async () => {
    const { handle, parts, stop, arrive } = restoring();
    parts[0]!.onValueChange('Grace');
    expect(handle.phase()).toBe('typed');
    await arrive();
    expect(parts.values()).toEqual(['Grace', '']);
    stop();
    expect(kept(session)).toEqual(new Map([[0, 'Grace']]));
  });

  it('arrive: ready, the fields filled in', async () => {
    const { handle, parts, arrive } = restoring();
    await arrive();
    expect(handle.phase()).toBe('ready');
    expect(parts.values()).toEqual(['Ada', '']);
  });

  it('unmount: idle; the store arriving later fills nothing in', async () => {
    const { handle, parts, stop, arrive } = restoring();
    stop();
    expect(handle.phase()).toBe('idle');
    await arrive();
    expect(handle.phase()).toBe('idle');
    expect(parts.values()).toEqual(['', '']);
  });

  it('answer: forgotten; the kept draft is dropped, never filled in', async () => {
    const { handle, parts, arrive } = restoring();
    handle.discard();
    expect(handle.phase()).toBe('forgotten');
    await arrive();
    expect(parts.values()).toEqual(['', '']);
    expect(kept(session)).toBeUndefined();
  });
});

describe('typed', () => {
  function typed(options = session) {
    const held = heldStore();
    const handle = createDraftHandle(options, model, true, held.store);
    const parts = fields();
    const stop = mount(handle, parts);
    parts[0]!.onValueChange('Ada');
    parts[1]!.onValueChange('correct horse');
    expect(handle.phase()).toBe('typed');
    return { ...held, handle, parts, stop };
  }

  it('pagehide: what was typed is stashed for the next page, the password left out', () => {
    const { handle } = typed();
    pagehide();
    expect(handle.phase()).toBe('typed');
    expect(stashes()).toHaveLength(1);
    const stash = sessionStorage.getItem(stashes()[0]!)!;
    expect(JSON.parse(stash)).toEqual({ options: session, values: [['name', 'text', 'Ada']] });
    expect(stash).not.toContain('correct horse');
  });

  it('arrive: ready; the stash is dropped and what was typed is saved as the page goes away', async () => {
    const { handle, arrive } = typed();
    pagehide();
    await arrive();
    expect(handle.phase()).toBe('ready');
    expect(stashes()).toEqual([]);
    pagehide();
    expect(kept(session)).toEqual(new Map([[0, 'Ada']]));
  });

  it('unmount: parked', () => {
    const { handle, stop } = typed();
    stop();
    expect(handle.phase()).toBe('parked');
  });

  it('answer: forgotten; nothing is kept when the store arrives', async () => {
    const { handle, stop, arrive } = typed(memory);
    handle.discard();
    expect(handle.phase()).toBe('forgotten');
    stop();
    await arrive();
    expect(kept(memory)).toBeUndefined();
  });
});

describe('parked', () => {
  function parked(options = session) {
    const held = heldStore();
    const handle = createDraftHandle(options, model, true, held.store);
    const parts = fields();
    const stop = mount(handle, parts);
    parts[0]!.onValueChange('Ada');
    if (options.storage === 'session') pagehide(); // a page kept in the back/forward cache, then shown again
    stop();
    expect(handle.phase()).toBe('parked');
    return { ...held, handle, parts };
  }

  it('mount: typed again, and kept once the store arrives', async () => {
    const { handle, parts, arrive } = parked(memory);
    const stop = mount(handle, parts);
    expect(handle.phase()).toBe('typed');
    await arrive();
    parts[0]!.onValueChange('Ada L.');
    stop();
    expect(kept(memory)).toEqual(new Map([[0, 'Ada L.']]));
  });

  it('arrive: idle; the fields\' last values are saved and the stash dropped', async () => {
    const { handle, arrive } = parked();
    expect(stashes()).toHaveLength(1);
    await arrive();
    expect(handle.phase()).toBe('idle');
    expect(stashes()).toEqual([]);
    expect(kept(session)).toEqual(new Map([[0, 'Ada']]));
  });

  it('answer: forgotten; nothing is saved when the store arrives', async () => {
    const { handle, arrive } = parked(memory);
    handle.discard();
    expect(handle.phase()).toBe('forgotten');
    await arrive();
    expect(kept(memory)).toBeUndefined();
  });
});

describe('ready', () => {
  it('mount: the store watches the fields; the unmount saves what changed', async () => {
    const handle = createDraftHandle(memory, model, true, await storeHere());
    const parts = fields();
    const stop = mount(handle, parts);
    expect(handle.phase()).toBe('ready');
    parts[0]!.onValueChange('Ada');
    stop();
    expect(kept(memory)).toEqual(new Map([[0, 'Ada']]));
  });

  it('answer: forgotten; the draft is dropped and the unmount after it saves nothing', async () => {
    const handle = createDraftHandle(memory, model, true, await storeHere());
    const parts = fields();
    const stop = mount(handle, parts);
    parts[0]!.onValueChange('Ada');
    handle.discard();
    expect(handle.phase()).toBe('forgotten');
    stop();
    expect(kept(memory)).toBeUndefined();
  });
});

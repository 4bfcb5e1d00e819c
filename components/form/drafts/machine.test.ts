/**
 * The drafts' state machine on its own (docs/behaviour.md §11.2): every transition of machine.ts, driven directly,
 * one test each, plus the comment's table checked against TRANSITIONS row for row. handle.test.ts drives the same
 * transitions with their effects, and drafts.test.tsx the forms that go through them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { step, TRANSITIONS, type DraftEvent, type DraftFacts, type DraftPhase, type DraftTransition } from './machine.ts';

/** A form with a memory draft, not hydrating, the store never asked for: the facts of a fresh page. */
const fresh: DraftFacts = { draft: true, storeHere: false, storeAsked: false, restore: true, session: false };
const used = new Set<DraftTransition>();

/** Where `on` takes the draft from `from`: the phase and the effects, in order (undefined: nothing happens). */
function go(from: DraftPhase | 'new', on: DraftEvent, facts: Partial<DraftFacts> = {}) {
  const transition = step(from, on, { ...fresh, ...facts });
  if (!transition) return undefined;
  used.add(transition);
  const [, , , to, ...effects] = transition;
  return [to, ...effects];
}

describe('new: the form renders for the first time', () => {
  it('with drafts off, or a form the kit cannot render: off, for good', () => {
    expect(go('new', 'create', { draft: false })).toEqual(['off']);
    expect(go('new', 'create', { draft: false, storeHere: true })).toEqual(['off']);
  });
  it('with the store here (a form typed into earlier on this page): ready, the draft opened for the first render', () => {
    expect(go('new', 'create', { storeHere: true, storeAsked: true })).toEqual(['ready', 'open']);
  });
  it('otherwise: idle, nothing loaded', () => {
    expect(go('new', 'create')).toEqual(['idle']);
  });
});

describe('idle: the store is not here and nothing was typed', () => {
  it('mount, when a kept draft may be waiting (sessionStorage, or the store asked for): restoring, listening, loading', () => {
    expect(go('idle', 'mount', { session: true })).toEqual(['restoring', 'listen', 'load']);
    expect(go('idle', 'mount', { storeAsked: true })).toEqual(['restoring', 'listen', 'load']);
  });
  it('mount otherwise (a memory draft and no store asked for, or hydrating): idle, listening for a first keystroke', () => {
    expect(go('idle', 'mount')).toEqual(['idle', 'listen']);
    expect(go('idle', 'mount', { session: true, restore: false })).toEqual(['idle', 'listen']);
  });
  it('type: typed, and the store is asked for', () => {
    expect(go('idle', 'type')).toEqual(['typed', 'load']);
  });
  it('answer: forgotten, and any kept draft is forgotten (from sessionStorage, or once the store is here)', () => {
    expect(go('idle', 'answer')).toEqual(['forgotten', 'forget']);
  });
});

describe('restoring: the store is on its way to restore a kept draft', () => {
  it('type: typed (the keystroke wins over the kept draft), and the store asked for again if its load failed', () => {
    expect(go('restoring', 'type')).toEqual(['typed', 'load']);
  });
  it('arrive: ready, the kept draft filled in and the fields watched', () => {
    expect(go('restoring', 'arrive')).toEqual(['ready', 'restore']);
  });
  it('unmount: idle, so a store arriving later fills in no unmounted form', () => {
    expect(go('restoring', 'unmount')).toEqual(['idle']);
  });
  it('answer: forgotten, the kept draft forgotten', () => {
    expect(go('restoring', 'answer')).toEqual(['forgotten', 'forget']);
  });
});

describe('typed: something was typed and the store is on its way to keep it', () => {
  it('pagehide: what was typed is stashed in sessionStorage (a reload never unmounts the form)', () => {
    expect(go('typed', 'pagehide', { session: true })).toEqual(['typed', 'stash']);
  });
  it('arrive: ready, the stash dropped and what was typed kept (nothing restored over it)', () => {
    expect(go('typed', 'arrive')).toEqual(['ready', 'unstash', 'keep']);
  });
  it('unmount: parked, for the store to save on arrival', () => {
    expect(go('typed', 'unmount')).toEqual(['parked']);
  });
  it('answer: forgotten, so the store keeps nothing when it arrives', () => {
    expect(go('typed', 'answer')).toEqual(['forgotten', 'forget']);
  });
});

describe('parked: the form left the screen after a keystroke, before the store arrived', () => {
  it('mount: typed again, listening (the store is still on its way)', () => {
    expect(go('parked', 'mount')).toEqual(['typed', 'listen']);
  });
  it('arrive: idle, the stash dropped and the fields\' last values saved', () => {
    expect(go('parked', 'arrive')).toEqual(['idle', 'unstash', 'save']);
  });
  it('answer: forgotten, nothing saved on arrival', () => {
    expect(go('parked', 'answer')).toEqual(['forgotten', 'forget']);
  });
});

describe('ready: the store holds the draft', () => {
  it('mount: the store watches the fields', () => {
    expect(go('ready', 'mount')).toEqual(['ready', 'watch']);
  });
  it('answer: forgotten, the open draft discarded at once (a later unmount saves nothing)', () => {
    expect(go('ready', 'answer')).toEqual(['forgotten', 'discard']);
  });
});

describe('everything else changes nothing', () => {
  it.each([
    ['off', 'mount'], ['off', 'type'], ['off', 'answer'], ['off', 'arrive'],
    ['idle', 'pagehide'], ['idle', 'unmount'], ['idle', 'arrive'],
    ['restoring', 'pagehide'], ['typed', 'type'], ['parked', 'pagehide'],
    ['ready', 'type'], ['ready', 'pagehide'], ['ready', 'arrive'], ['ready', 'unmount'],
    ['forgotten', 'mount'], ['forgotten', 'type'], ['forgotten', 'arrive'], ['forgotten', 'answer'],
  ] as const)('%s on %s', (from, on) => {
    expect(go(from, on, { session: true, storeAsked: true })).toBeUndefined();
  });
});

describe('the table', () => {
  it("in machine.ts's comment is TRANSITIONS, row for row", () => {
    const source = readFileSync(join(import.meta.dirname, 'machine.ts'), 'utf8');
    const rows = [...source.matchAll(/^ \* \| (new|off|idle|restoring|typed|parked|ready|forgotten) +\|(.*)\|$/gm)]
      .map(([, from, rest]) => [from, ...rest!.split('|').map((cell) => cell.trim())])
      .map(([from, on, when, to, effects]) => [from, on, when, to, ...effects!.split(/\s+/).filter(Boolean)]);
    expect(rows).toEqual(TRANSITIONS.map((row) => [...row]));
  });

  afterAll(() => {
    // Each transition above is one test's: none of the table is left untested.
    expect(TRANSITIONS.filter((row) => !used.has(row))).toEqual([]);
  });
});

/**
 * One form's draft as a state machine (docs/behaviour.md §11.2): every way a draft can go, in one table. The
 * form's half of drafts loads with every form; the store that reads and writes them (draftStore.ts) loads on demand,
 * when a person first types or a kept draft may be waiting. So a form can mount, be typed into, leave the screen,
 * or be answered while the store is still on its way, and each of those must still keep, or drop, the right draft.
 * This file only decides; handle.ts does what a transition says (its effects), and the tests drive both.
 *
 * Phases:
 * - off:       no draft for this form (`drafts="off"`, or a form the kit can't render).
 * - idle:      the store is not here and nothing was typed; nothing to keep yet.
 * - restoring: the store is on its way to restore a kept draft (one in `sessionStorage`, or a save on its way).
 * - typed:     something was typed and the store is on its way to keep it.
 * - parked:    the form left the screen after a keystroke, before the store arrived: the store saves it on arrival.
 * - ready:     the store holds this form's draft: it restores, watches the fields and saves what changed.
 * - forgotten: the request was answered: nothing of it is kept, ever again.
 *
 * Events: create (the form's first render), mount (its fields are on screen), type (the first change in them),
 * pagehide (the page goes away; sessionStorage drafts only), arrive (the store module arrived), unmount, answer.
 * An unmount first undoes what its mount started (listen, and the store's watch, which saves what changed).
 *
 * Guards: no-draft (drafts off, or no form), store-here (the store module has arrived), may-restore (not
 * hydrating, and the draft may be in sessionStorage or the store was asked for: a draft saved on its way).
 *
 * Effects without the store (handle.ts): load (ask for the store; its arrival is `arrive`), listen (turn the
 * fields' first change into `type`, and pagehide into `pagehide`), stash (write what was typed to sessionStorage,
 * for the store to adopt when it next loads), forget (drop the draft, and a stash of it: from sessionStorage, and
 * from the store once it is here, after any save on its way).
 * Effects with the store (draftStore.ts, `formDraft`): open (open the draft, restoring what was kept unless
 * hydrating), restore (open it, fill the fields on screen in and watch them), keep (open it and watch the fields,
 * keeping what was typed), watch (the store watches the fields and saves what changed on unmount and pagehide),
 * save (save the fields' last values now), unstash (drop this form's stash: the store keeps its draft from here
 * on), discard (the open draft drops itself).
 *
 * The transitions (TRANSITIONS below; machine.test.ts checks this table against it, row for row):
 *
 * | from      | on       | when        | to        | effects        |
 * |-----------|----------|-------------|-----------|----------------|
 * | new       | create   | no-draft    | off       |                |
 * | new       | create   | store-here  | ready     | open           |
 * | new       | create   |             | idle      |                |
 * | idle      | mount    | may-restore | restoring | listen load    |
 * | idle      | mount    |             | idle      | listen         |
 * | idle      | type     |             | typed     | load           |
 * | idle      | answer   |             | forgotten | forget         |
 * | restoring | type     |             | typed     | load           |
 * | restoring | arrive   |             | ready     | restore        |
 * | restoring | unmount  |             | idle      |                |
 * | restoring | answer   |             | forgotten | forget         |
 * | typed     | pagehide |             | typed     | stash          |
 * | typed     | arrive   |             | ready     | unstash keep   |
 * | typed     | unmount  |             | parked    |                |
 * | typed     | answer   |             | forgotten | forget         |
 * | parked    | mount    |             | typed     | listen         |
 * | parked    | arrive   |             | idle      | unstash save   |
 * | parked    | answer   |             | forgotten | forget         |
 * | ready     | mount    |             | ready     | watch          |
 * | ready     | answer   |             | forgotten | discard        |
 *
 * Any other event leaves the phase as it is and does nothing (a second keystroke, the store arriving again…).
 */

/**
 * Where a form's draft stands (see the table above).
 * @example const phase: DraftPhase = 'parked'; // unmounted after a keystroke, the store still on its way
 */
export type DraftPhase = 'off' | 'idle' | 'restoring' | 'typed' | 'parked' | 'ready' | 'forgotten';
/**
 * What happens to a form's draft.
 * @example step('typed', 'arrive', facts) // the store arrived after a keystroke
 */
export type DraftEvent = 'create' | 'mount' | 'type' | 'pagehide' | 'arrive' | 'unmount' | 'answer';
/**
 * What a transition does before the store is here, or without it (handle.ts does these).
 * @example const effect: FormEffect = 'stash';
 */
export type FormEffect = 'load' | 'listen' | 'stash' | 'forget';
/**
 * What a transition does with the store (draftStore.ts's `formDraft` does these; the store is here when they run).
 * @example const effect: StoreEffect = 'restore';
 */
export type StoreEffect = 'open' | 'restore' | 'keep' | 'watch' | 'save' | 'unstash' | 'discard';
/**
 * What a transition does; handle.ts runs a transition's effects in order.
 * @example const [, , , , ...effects] = step('typed', 'arrive', facts)!; // ['unstash', 'keep']
 */
export type DraftEffect = FormEffect | StoreEffect;
/**
 * A transition's condition, on the facts of the moment ('' in a row for none).
 * @example const guard: DraftGuard = 'may-restore';
 */
export type DraftGuard = 'no-draft' | 'store-here' | 'may-restore';

/**
 * What the guards read, as things stand when an event happens.
 * @example const facts: DraftFacts = { draft: true, storeHere: false, storeAsked: false, restore: true, session: false };
 */
export interface DraftFacts {
  /** The form keeps a draft (drafts are not off, and the form can be shown). */
  draft: boolean;
  /** The store module has arrived. */
  storeHere: boolean;
  /** The store was asked for: it has arrived, or is on its way. */
  storeAsked: boolean;
  /** Not hydrating: a kept draft may be restored (a server render or hydration starts from the schema's defaults). */
  restore: boolean;
  /** The draft lives in `sessionStorage`. */
  session: boolean;
}

/**
 * One row of the table: from, on, when ('' for always), to, then its effects.
 * @example const row: DraftTransition = ['typed', 'unmount', '', 'parked'];
 */
export type DraftTransition = readonly [from: DraftPhase | 'new', on: DraftEvent, when: DraftGuard | '', to: DraftPhase, ...effects: DraftEffect[]];

/**
 * Every transition, first match wins (the table in this file's comment, row for row).
 * @example TRANSITIONS.filter(([from]) => from === 'typed') // what can happen while a keystroke waits for the store
 */
export const TRANSITIONS: readonly DraftTransition[] = [
  ['new', 'create', 'no-draft', 'off'],
  ['new', 'create', 'store-here', 'ready', 'open'],
  ['new', 'create', '', 'idle'],
  ['idle', 'mount', 'may-restore', 'restoring', 'listen', 'load'],
  ['idle', 'mount', '', 'idle', 'listen'],
  ['idle', 'type', '', 'typed', 'load'],
  ['idle', 'answer', '', 'forgotten', 'forget'],
  ['restoring', 'type', '', 'typed', 'load'],
  ['restoring', 'arrive', '', 'ready', 'restore'],
  ['restoring', 'unmount', '', 'idle'],
  ['restoring', 'answer', '', 'forgotten', 'forget'],
  ['typed', 'pagehide', '', 'typed', 'stash'],
  ['typed', 'arrive', '', 'ready', 'unstash', 'keep'],
  ['typed', 'unmount', '', 'parked'],
  ['typed', 'answer', '', 'forgotten', 'forget'],
  ['parked', 'mount', '', 'typed', 'listen'],
  ['parked', 'arrive', '', 'idle', 'unstash', 'save'],
  ['parked', 'answer', '', 'forgotten', 'forget'],
  ['ready', 'mount', '', 'ready', 'watch'],
  ['ready', 'answer', '', 'forgotten', 'discard'],
];

const GUARDS: Record<DraftGuard, (facts: DraftFacts) => boolean> = {
  'no-draft': (facts) => !facts.draft,
  'store-here': (facts) => facts.storeHere,
  'may-restore': (facts) => facts.restore && (facts.session || facts.storeAsked),
};

/**
 * The transition `on` takes from `from`, given `facts`: its row of TRANSITIONS, or none (nothing changes).
 * @example step('idle', 'type', facts) // ['idle', 'type', '', 'typed', 'load']
 */
export function step(from: DraftPhase | 'new', on: DraftEvent, facts: DraftFacts): DraftTransition | undefined {
  return TRANSITIONS.find(([rowFrom, rowOn, when]) => rowFrom === from && rowOn === on && (!when || GUARDS[when](facts)));
}

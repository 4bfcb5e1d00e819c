/**
 * The in-memory store (docs/behaviour.md §12): the default, for a host that runs one process. Everything a `RelayStore` promises
 * holds here because one event loop runs it: `settle` checks and sets in one synchronous step.
 */
import type { RelayOutcome, RelayRecord, RelayStore, RelayStoredEntry } from './store.ts';

interface Slot extends RelayStoredEntry {
  /** When the slot may be forgotten (epoch ms). */
  dropAt: number;
}

/** Every method answers at once; the port is asynchronous for the stores that are not. */
function done(): Promise<void>;
function done<T>(value: T): Promise<T>;
function done(value?: unknown) {
  return Promise.resolve(value);
}

/** Forget expired slots every this many `add`s, so a busy process never keeps what no one can ask for. */
const PRUNE_EVERY = 256;

/**
 * A store in this process's memory. Give one to one relay (the default); instances do not share it.
 * @example const relay = createRelay({ authenticate, store: createMemoryStore() });
 */
export function createMemoryStore(): RelayStore {
  const slots = new Map<string, Slot>();
  const sessions = new Map<string, Set<string>>();
  const leases = new Map<string, number>();
  const topics = new Map<string, Set<(message: string) => void>>();
  const languages = new Map<string, { tags: readonly string[]; until: number }>();
  let adds = 0;

  const live = (id: string): Slot | undefined => {
    const slot = slots.get(id);
    if (slot && slot.dropAt <= Date.now()) {
      slots.delete(id);
      sessions.get(slot.record.session)?.delete(id);
      return undefined;
    }
    return slot;
  };
  const view = (slot: Slot): RelayStoredEntry => (slot.outcome ? { record: slot.record, outcome: slot.outcome } : { record: slot.record });
  const prune = () => {
    for (const id of slots.keys()) live(id);
    for (const [session, ids] of sessions) if (ids.size === 0) sessions.delete(session);
    for (const [holder, until] of leases) if (until <= Date.now()) leases.delete(holder);
    for (const [session, kept] of languages) if (kept.until <= Date.now()) languages.delete(session);
  };

  return {
    add(record: RelayRecord, keepMs: number) {
      if (++adds % PRUNE_EVERY === 0) prune();
      slots.set(record.id, { record, dropAt: record.expiresAt + keepMs });
      const ids = sessions.get(record.session) ?? new Set<string>();
      sessions.set(record.session, ids.add(record.id));
      return done();
    },
    get(id) {
      const slot = live(id);
      return done(slot && view(slot));
    },
    list(session) {
      const entries: RelayStoredEntry[] = [];
      for (const id of sessions.get(session) ?? []) {
        const slot = live(id);
        if (slot) entries.push(view(slot));
      }
      return done(entries);
    },
    settle(id: string, outcome: RelayOutcome, keepMs: number) {
      const slot = live(id);
      if (!slot || slot.outcome) return done(false);
      slot.outcome = outcome;
      slot.dropAt = Date.now() + keepMs;
      return done(true);
    },
    outcomes(ids) {
      return done(ids.map((id) => live(id)?.outcome));
    },
    renewLease(holder, ttlMs) {
      leases.set(holder, Date.now() + ttlMs);
      return done();
    },
    liveHolders(holders) {
      return done(new Set(holders.filter((holder) => (leases.get(holder) ?? 0) > Date.now())));
    },
    saveLanguages(session, tags, ttlMs) {
      if (++adds % PRUNE_EVERY === 0) prune();
      languages.set(session, { tags: [...tags], until: Date.now() + ttlMs });
      return done();
    },
    languagesOf(session) {
      const kept = languages.get(session);
      return done(kept && kept.until > Date.now() ? [...kept.tags] : undefined);
    },
    publish(topic, message) {
      // Delivered after the publisher's step, as over a network: no listener runs inside the publisher's call.
      for (const listener of topics.get(topic) ?? []) queueMicrotask(() => listener(message));
      return done();
    },
    subscribe(topic, listener) {
      const listeners = topics.get(topic) ?? new Set();
      topics.set(topic, listeners.add(listener));
      return done(() => {
        listeners.delete(listener);
        if (listeners.size === 0) topics.delete(topic);
        return done();
      });
    },
    close() {
      topics.clear();
      return done();
    },
  };
}

const SHARED = Symbol.for('elicit-kit.relay.memoryStore');

/**
 * The process's one memory store, the default of `createRelay`: frameworks that bundle each route apart (Next.js)
 * load the relay module twice in one process, and the chat route's relay and the browser route's relay must see the
 * same requests. Kept on `globalThis` under a registered symbol; never closed by a relay.
 * @example const relay = createRelay({ authenticate }); // uses sharedMemoryStore()
 */
export function sharedMemoryStore(): RelayStore {
  const holder = globalThis as { [SHARED]?: RelayStore };
  holder[SHARED] ??= createMemoryStore();
  return holder[SHARED];
}

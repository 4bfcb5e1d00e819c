/**
 * The relay's store port (docs/relay.md, "Writing a store"): what carries pending requests, their one outcome, the
 * instances' leases and their messages between instances. Three parts, by what a store provides; a store is all
 * three. Two stores ship: `createMemoryStore()` (one process) and `createRedisStore()` (several instances); any other
 * (Postgres, NATS, …) proves itself with `relayStoreContract` (storeContract.ts).
 *
 * What must be atomic, and how the shipped stores make it so:
 * - `settle` is the one step that makes answers exactly-once: of concurrent `settle`s of one id, from any instance,
 *   exactly one returns `true`, and every later read sees that outcome. Memory: a check and a set in one synchronous
 *   step of the event loop. Redis: `SET out:<id> … NX`, one command.
 * - `add` must never be seen half done: a reader sees the record and its place in its session's list together, or
 *   neither. Memory: one synchronous step. Redis: the record and the session index are written in one `MULTI`/`EXEC`
 *   transaction.
 * Everything else may be read or written in separate steps: leases and messages only ever make an answer arrive
 * sooner (a lost message is covered by the holder's sweep and the streams' snapshots).
 */
import type { ElicitResult } from '../answerTypes.ts';
import type { RelayedRequest } from './wireTypes.ts';

/** A request as the store keeps it (JSON). */
export interface RelayRecord {
  id: string;
  session: string;
  /** The instance whose `ask` waits for the answer; its lease says it is alive. */
  holder: string;
  request: RelayedRequest;
  expiresAt: number;
}

/**
 * How a request settled: exactly one per request, the first `settle` wins. An answer keeps the `token` its tab sent
 * (never passed to the MCP server or another tab), so that tab can learn its own answer won after a lost reply.
 */
export type RelayOutcome = { state: 'answered'; result: ElicitResult; token?: string } | { state: 'expired' } | { state: 'withdrawn' };

/** A record with its outcome, once it has one. */
export interface RelayStoredEntry {
  record: RelayRecord;
  outcome?: RelayOutcome;
}

/** Records and their one outcome. */
export interface RelayRecords {
  /** Saves a new pending record under its session, atomically; it disappears `keepMs` after its expiry. */
  add(record: RelayRecord, keepMs: number): Promise<void>;
  /** The record and its outcome, whatever the session; `undefined` when unknown or gone. */
  get(id: string): Promise<RelayStoredEntry | undefined>;
  /** A session's records (pending, and settled ones still kept), oldest first. */
  list(session: string): Promise<RelayStoredEntry[]>;
  /**
   * Sets the outcome if there is none yet, atomically: `true` when this call set it, `false` when one was already
   * there (or the id is unknown). A settled record is kept `keepMs` from now.
   */
  settle(id: string, outcome: RelayOutcome, keepMs: number): Promise<boolean>;
  /** The outcomes of several ids at once, in their order (the holder's periodic sweep). */
  outcomes(ids: readonly string[]): Promise<(RelayOutcome | undefined)[]>;
}

/** Which instances are alive: each holding instance renews its lease; streams withdraw the requests of dead ones. */
export interface RelayLeases {
  /** Says that `holder` is alive for the next `ttlMs`. */
  renewLease(holder: string, ttlMs: number): Promise<void>;
  /** Which of `holders` still have a live lease. */
  liveHolders(holders: readonly string[]): Promise<Set<string>>;
}

/** Messages between instances: at most once, to whoever listens at the time. */
export interface RelayBus {
  /** Sends `message` to every subscriber of `topic`, on every instance. */
  publish(topic: string, message: string): Promise<void>;
  /** Listens to `topic`; resolves once listening (a message published after that reaches it), with the function that stops it. */
  subscribe(topic: string, listener: (message: string) => void): Promise<() => Promise<void>>;
}

/**
 * The store port: records, leases and a message bus.
 * @example const relay = createRelay({ authenticate, store: createRedisStore({ client }) });
 */
export interface RelayStore extends RelayRecords, RelayLeases, RelayBus {
  /**
   * Optional: `settle`, then, only when this call set the outcome, `publish` each `[topic, message]`, as one step
   * (Redis: one script, one round trip instead of two on every answer). Without it, the relay calls `settle`, then
   * `publish`. It keeps `settle`'s contract, and publishes nothing when it returns `false`.
   */
  settleAndPublish?(id: string, outcome: RelayOutcome, keepMs: number, messages: readonly (readonly [topic: string, message: string])[]): Promise<boolean>;
  /**
   * Optional: keeps the languages a session's tab last sent (checked tags, most preferred first) for `ttlMs`, and
   * gives them back, so the instance running the chat's MCP client learns them from the instance holding the tab's
   * stream (docs/behaviour.md §13.5). Both shipped stores have them; without them `relay.languagesOf` says nothing.
   */
  saveLanguages?(session: string, languages: readonly string[], ttlMs: number): Promise<void>;
  languagesOf?(session: string): Promise<unknown>;
  /** Releases what the store opened itself (never the host's own connection). */
  close(): Promise<void>;
}

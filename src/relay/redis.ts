/**
 * `elicit-kit/relay/redis`: the store for several instances or serverless (docs/behaviour.md §12). The call waits on instance A,
 * the answer lands on instance B: both read and write one Redis. Only Redis primitives: `SET NX` makes the first
 * outcome win, `PX` and `PEXPIRE` make records, outcomes and holder leases lapse, pub/sub wakes streams and holders.
 * Its own entry, so hosts that never use it never load `redis`.
 */
import { lazyConnect, refusesScripts, SETTLE_AND_PUBLISH, subscriberOf, type RedisClientLike } from './redisConnection.ts';
import type { RelayOutcome, RelayRecord, RelayStore, RelayStoredEntry } from './store.ts';

export type { RedisClientLike } from './redisConnection.ts';

export interface RedisStoreOptions {
  /**
   * A node-redis client (`createClient({ url })`), connected or not: the store connects it on first use, so a module
   * that creates the relay at import opens nothing (a build, a test without Redis). The host owns it and closes it.
   */
  client: RedisClientLike;
  /**
   * A second connected client for pub/sub (a subscribed connection runs no other command). Default: one made with
   * `client.duplicate()` on first use, closed by `store.close()`.
   */
  subscriber?: RedisClientLike;
  /** Prefix of every key and channel. Default `elicit-kit:relay:`. */
  prefix?: string;
}

const parse = <T>(text: unknown): T | undefined => {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
};

/**
 * A store on Redis, shared by every instance that is given one on the same Redis.
 * @example
 * import { createClient } from 'redis';
 * import { createRedisStore } from 'elicit-kit/relay/redis';
 * const client = createClient({ url: process.env.REDIS_URL }).on('error', console.error); // connected on first use
 * const relay = createRelay({ authenticate, store: createRedisStore({ client }) });
 */
export function createRedisStore(options: RedisStoreOptions): RelayStore {
  const { client } = options;
  const prefix = options.prefix ?? 'elicit-kit:relay:';
  const key = (kind: string, name: string) => `${prefix}${kind}:${name}`;
  const ready = lazyConnect(client);
  const run = async (...args: (string | number)[]) => {
    await ready();
    return client.sendCommand(args.map(String));
  };
  /** Runs `commands` as one `MULTI`/`EXEC` transaction (node-redis queues them and sends them at once). */
  const transaction = async (commands: (string | number)[][]) => {
    await ready();
    if (!client.multi) {
      for (const command of commands) await client.sendCommand(command.map(String));
      return;
    }
    const multi = client.multi();
    for (const command of commands) multi.addCommand(command.map(String));
    await multi.exec();
  };
  const subscriber = subscriberOf(client, options.subscriber, ready);
  let scripts = true; // until Redis refuses one (refusesScripts)
  // Each record beside its outcome, in one command.
  const entriesOf = async (ids: string[]): Promise<RelayStoredEntry[]> => {
    if (ids.length === 0) return [];
    const values = (await run('MGET', ...ids.flatMap((id) => [key('req', id), key('out', id)]))) as unknown[];
    const entries: RelayStoredEntry[] = [];
    ids.forEach((_, index) => {
      const record = parse<RelayRecord>(values[2 * index]);
      const outcome = parse<RelayOutcome>(values[2 * index + 1]);
      if (record) entries.push(outcome ? { record, outcome } : { record });
    });
    return entries;
  };
  const settle = async (id: string, outcome: RelayOutcome, keepMs: number) => {
    const ttl = Math.max(1, Math.ceil(keepMs));
    // `SET NX`: the first outcome wins, in one command (store.ts). The record then lives exactly as long as its
    // outcome: read without it, an answered request would look pending again.
    const won = (await run('SET', key('out', id), JSON.stringify(outcome), 'NX', 'PX', ttl)) === 'OK';
    if (won) await run('PEXPIRE', key('req', id), ttl);
    return won;
  };

  return {
    async add(record, keepMs) {
      const dropAt = record.expiresAt + keepMs;
      const ttl = Math.max(1, Math.ceil(dropAt - Date.now()));
      const session = key('session', record.session);
      // One transaction (store.ts: `add` is never seen half done): the record, then its place in the session's index,
      // scored by when it may be dropped; the index lives as long as its last member.
      await transaction([
        ['SET', key('req', record.id), JSON.stringify(record), 'PX', ttl],
        ['ZADD', session, dropAt, record.id],
        ['PEXPIRE', session, ttl, 'NX'],
        ['PEXPIRE', session, ttl, 'GT'],
      ]);
    },
    async get(id) {
      return (await entriesOf([id]))[0];
    },
    async list(session) {
      const index = key('session', session);
      await run('ZREMRANGEBYSCORE', index, '-inf', Date.now());
      return entriesOf((await run('ZRANGE', index, 0, -1)) as string[]);
    },
    settle,
    async settleAndPublish(id, outcome, keepMs, messages) {
      if (scripts) {
        const channels = messages.flatMap(([topic, message]) => [`${prefix}${topic}`, message]);
        try {
          const ttl = Math.max(1, Math.ceil(keepMs));
          return (await run('EVAL', SETTLE_AND_PUBLISH, 2, key('out', id), key('req', id), JSON.stringify(outcome), ttl, ...channels)) === 1;
        } catch (error) {
          if (!refusesScripts(error)) throw error;
          scripts = false;
        }
      }
      const won = await settle(id, outcome, keepMs);
      // Best effort, as every publish (store.ts: a lost message only delays an answer until the next sweep).
      if (won) await Promise.allSettled(messages.map(([topic, message]) => run('PUBLISH', `${prefix}${topic}`, message)));
      return won;
    },
    async outcomes(ids) {
      if (ids.length === 0) return [];
      const values = (await run('MGET', ...ids.map((id) => key('out', id)))) as unknown[];
      return values.map((value) => parse<RelayOutcome>(value));
    },
    async renewLease(holder, ttlMs) {
      await run('SET', key('lease', holder), '1', 'PX', Math.max(1, Math.ceil(ttlMs)));
    },
    async liveHolders(holders) {
      if (holders.length === 0) return new Set();
      const values = (await run('MGET', ...holders.map((holder) => key('lease', holder)))) as unknown[];
      return new Set(holders.filter((_, index) => values[index] !== null && values[index] !== undefined));
    },
    async saveLanguages(session, tags, ttlMs) {
      await run('SET', key('languages', session), JSON.stringify(tags), 'PX', Math.max(1, Math.ceil(ttlMs)));
    },
    languagesOf: async (session) => parse<unknown>(await run('GET', key('languages', session))),
    async publish(topic, message) {
      await run('PUBLISH', `${prefix}${topic}`, message);
    },
    async subscribe(topic, listener) {
      const channel = `${prefix}${topic}`;
      const connection = await subscriber.get();
      const onMessage = (message: string) => listener(message);
      await connection.subscribe(channel, onMessage);
      return async () => void (await connection.unsubscribe(channel, onMessage));
    },
    close: () => subscriber.close(),
  };
}

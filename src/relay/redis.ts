/**
 * `elicit-kit/relay/redis`: the store for several instances or serverless (docs/behaviour.md §12). The call waits on instance A,
 * the answer lands on instance B: both read and write one Redis. Only Redis primitives: `SET NX` makes the first
 * outcome win, `PX` and `PEXPIRE` make records, outcomes and holder leases lapse, pub/sub wakes streams and holders.
 * Its own entry, so hosts that never use it never load `redis`.
 */
import type { RelayOutcome, RelayRecord, RelayStore, RelayStoredEntry } from './store.ts';

/**
 * The part of a node-redis 6 client (`createClient()` from `redis`) the store uses. Raw commands keep the store
 * independent of the client's typed command helpers.
 */
export interface RedisClientLike {
  sendCommand(args: string[]): Promise<unknown>;
  /** A transaction (`MULTI`/`EXEC`, sent together); without it, `add` sends its commands one by one. */
  multi?(): { addCommand(args: string[]): unknown; exec(): Promise<unknown> };
  subscribe(channel: string, listener: (message: string, channel: string) => void): Promise<unknown>;
  unsubscribe(channel: string, listener?: (message: string, channel: string) => void): Promise<unknown>;
}

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

type OwnConnection = RedisClientLike & { connect(): Promise<unknown>; close?(): Promise<void>; quit?(): Promise<unknown>; on?(event: 'error', listener: (error: unknown) => void): unknown };
/** node-redis says whether it is connected (`isOpen`) and connects on `connect()`. */
type Connectable = RedisClientLike & { isOpen?: boolean; connect?: () => Promise<unknown> };

/**
 * Connects `client` on first use, once however many commands wait for it; a failed attempt is tried again by the
 * next command (the relay answers 503 meanwhile, docs/relay.md "Choosing a store").
 */
function lazyConnect(client: Connectable): () => Promise<void> {
  let connecting: Promise<unknown> | undefined;
  return async () => {
    if (client.isOpen !== false || !client.connect) return;
    connecting ??= client.connect().finally(() => (connecting = undefined));
    await connecting;
  };
}
type Duplicable = RedisClientLike & { duplicate?: () => OwnConnection };

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
  let own: ReturnType<NonNullable<Duplicable['duplicate']>> | undefined;
  let subscriber: Promise<RedisClientLike> | undefined = options.subscriber && Promise.resolve(options.subscriber);
  const getSubscriber = () => {
    subscriber ??= (async () => {
      const duplicate = (client as Duplicable).duplicate;
      if (!duplicate) throw new Error('createRedisStore: pass `subscriber`, or a client with duplicate()');
      await ready(); // a duplicate of a client made by createClient({ url }) connects to the same server
      own = duplicate.call(client);
      // node-redis reconnects by itself; without a listener its 'error' event would end the host's process.
      own.on?.('error', () => {});
      await own.connect();
      return own;
    })();
    // A subscriber that could not connect is made again by the next subscription.
    subscriber.catch(() => (subscriber = undefined));
    return subscriber;
  };
  const entriesOf = async (ids: string[]): Promise<RelayStoredEntry[]> => {
    if (ids.length === 0) return [];
    const [records, outcomes] = await Promise.all([
      run('MGET', ...ids.map((id) => key('req', id))) as Promise<unknown[]>,
      run('MGET', ...ids.map((id) => key('out', id))) as Promise<unknown[]>,
    ]);
    const entries: RelayStoredEntry[] = [];
    ids.forEach((_, index) => {
      const record = parse<RelayRecord>(records[index]);
      const outcome = parse<RelayOutcome>(outcomes[index]);
      if (record) entries.push(outcome ? { record, outcome } : { record });
    });
    return entries;
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
    async settle(id, outcome, keepMs) {
      const ttl = Math.max(1, Math.ceil(keepMs));
      // `SET NX`: the first outcome wins, in one command (store.ts). The record then lives exactly as long as its
      // outcome: read without it, an answered request would look pending again.
      const won = (await run('SET', key('out', id), JSON.stringify(outcome), 'NX', 'PX', ttl)) === 'OK';
      if (won) await run('PEXPIRE', key('req', id), ttl);
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
    async publish(topic, message) {
      await run('PUBLISH', `${prefix}${topic}`, message);
    },
    async subscribe(topic, listener) {
      const channel = `${prefix}${topic}`;
      const connection = await getSubscriber();
      const onMessage = (message: string) => listener(message);
      await connection.subscribe(channel, onMessage);
      return async () => void (await connection.unsubscribe(channel, onMessage));
    },
    async close() {
      const connection = own;
      own = undefined;
      subscriber = undefined;
      if (connection) await (connection.close?.() ?? connection.quit?.());
    },
  };
}

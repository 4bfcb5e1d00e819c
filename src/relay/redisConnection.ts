/**
 * The Redis store's connections (redis.ts): the host's client, connected on first use rather than at import, and the
 * pub/sub connection the store makes itself (docs/relay.md, "Choosing a store": creating the relay opens nothing).
 */

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

type OwnConnection = RedisClientLike & { connect(): Promise<unknown>; close?(): Promise<void>; quit?(): Promise<unknown>; on?(event: 'error', listener: (error: unknown) => void): unknown };
/** node-redis says whether it is connected (`isOpen`) and connects on `connect()`. */
type Connectable = RedisClientLike & { isOpen?: boolean; connect?: () => Promise<unknown> };
type Duplicable = RedisClientLike & { duplicate?: () => OwnConnection };

/**
 * Connects `client` on first use, once however many commands wait for it; a failed attempt is tried again by the
 * next command (the relay answers 503 meanwhile, docs/relay.md "Choosing a store").
 * @example const ready = lazyConnect(client); await ready(); await client.sendCommand(['PING']);
 */
export function lazyConnect(client: Connectable): () => Promise<void> {
  let connecting: Promise<unknown> | undefined;
  return async () => {
    if (client.isOpen !== false || !client.connect) return;
    connecting ??= client.connect().finally(() => (connecting = undefined));
    await connecting;
  };
}

/**
 * The store's pub/sub connection: the host's `given` one, or a duplicate of `client` made on first use (a subscribed
 * connection runs no other command) and closed by `close`.
 * @example const subscriber = subscriberOf(client, undefined, ready); await (await subscriber.get()).subscribe(channel, listener);
 */
export function subscriberOf(client: RedisClientLike, given: RedisClientLike | undefined, ready: () => Promise<void>) {
  let own: OwnConnection | undefined;
  let subscriber: Promise<RedisClientLike> | undefined = given && Promise.resolve(given);
  return {
    get(): Promise<RedisClientLike> {
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
    },
    async close() {
      const connection = own;
      own = undefined;
      subscriber = undefined;
      if (connection) await (connection.close?.() ?? connection.quit?.());
    },
  };
}

/**
 * Settles and tells in one step, atomically (Redis runs a script alone): `SET NX` the outcome; only if it was set,
 * shorten the record's life to the outcome's (a record read without its outcome would look pending again) and
 * publish each message. KEYS: the outcome's key, the record's. ARGV: the outcome, its time to live in ms, then
 * channel and message pairs.
 */
export const SETTLE_AND_PUBLISH = `if not redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 0 end
redis.call('PEXPIRE', KEYS[2], ARGV[2])
for i = 3, #ARGV, 2 do redis.call('PUBLISH', ARGV[i], ARGV[i + 1]) end
return 1`;

/**
 * Whether Redis refused to run a script at all (scripting disabled, `EVAL` renamed away, or an ACL that forbids it),
 * as opposed to failing to run this one: the store then settles and publishes in separate commands, as before.
 */
export const refusesScripts = (error: unknown): boolean =>
  error instanceof Error && /unknown command|NOPERM|not allowed|disabled/i.test(error.message);

/**
 * The relay's state machine against both stores (docs/behaviour.md §12): the in-memory store, and a real `redis-server` shared by
 * two relay instances. Answers, duplicates, expiry, withdrawal and other sessions, in any order and interleaving,
 * end with exactly one outcome per request, the one the call received.
 */
import fc from 'fast-check';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, elicitation, nextPendingId, post, sessionFromCookie, stream } from '../../test-support/relayKit.ts';
import { startRedisServer, type RedisServer } from '../../test-support/redisServer.ts';
import type { SseReader } from '../../test-support/sse.ts';
import type { ElicitResult } from '../answerTypes.ts';
import { createMemoryStore } from './memory.ts';
import { createRedisStore } from './redis.ts';
import { createRelay } from './relay.ts';
import type { RelayStore } from './store.ts';
import { relayStoreContract } from './storeContract.ts';
import type { Relay, RelayedElicitation } from './types.ts';

type Connect = (prefix: string) => Promise<{ store: RelayStore; close: () => Promise<void> }>;

let server: RedisServer | undefined;
/** A Redis that runs no scripts (EVAL renamed away, as some managed services do): the store settles without them. */
let scriptless: RedisServer | undefined;
beforeAll(async () => {
  [server, scriptless] = await Promise.all([startRedisServer(), startRedisServer({ args: ['--rename-command', 'EVAL', ''] })]);
}, 30_000);
afterAll(async () => {
  await Promise.all([server?.stop(), scriptless?.stop()]);
});

const memoryStores = new Map<string, RelayStore>();
/** Two relays given the same prefix share one store, as two instances share one Redis. */
const connectMemory: Connect = (prefix) => {
  if (!memoryStores.has(prefix)) memoryStores.set(prefix, createMemoryStore());
  return Promise.resolve({ store: memoryStores.get(prefix)!, close: () => Promise.resolve() });
};
const redisAt = (at: () => RedisServer | undefined): Connect => async (prefix) => {
  const client = createClient({ url: at()!.url });
  client.on('error', () => {}); // the server stops after the suite; a failing command fails its test
  await client.connect();
  const store = createRedisStore({ client, prefix });
  return { store, close: async () => { await store.close(); await client.close(); } };
};
const connectRedis = redisAt(() => server);
const connectScriptless = redisAt(() => scriptless);

/** Stops `store` from renewing leases: the instance using it froze or died (it can no longer hold calls). */
function mortal(store: RelayStore): { store: RelayStore; die: () => void } {
  let dead = false;
  return {
    store: { ...store, renewLease: (holder, ttl) => (dead ? Promise.resolve() : store.renewLease(holder, ttl)) },
    die: () => void (dead = true),
  };
}

let runs = 0;
async function instances(connect: Connect, count: number, options: { heartbeatMs?: number; wrap?: (store: RelayStore) => RelayStore } = {}) {
  const prefix = `test:${process.pid}:${runs++}:`;
  const connections = await Promise.all(Array.from({ length: count }, () => connect(prefix)));
  const relays = connections.map(({ store }) => createRelay({ authenticate: sessionFromCookie, store: options.wrap ? options.wrap(store) : store, heartbeatMs: options.heartbeatMs }));
  const readers: SseReader[] = [];
  return {
    relays,
    async stream(relay: Relay, session: string, search = '') {
      const reader = await stream(relay, session, search);
      readers.push(reader);
      await reader.next((event) => event.event === 'snapshot');
      return reader;
    },
    async close() {
      for (const reader of readers) reader.close();
      await Promise.all(relays.map((relay) => relay.close()));
      await Promise.all(connections.map((connection) => connection.close()));
    },
  };
}

const SESSIONS = ['alice', 'bob'] as const;

interface Parked {
  spec: { session: (typeof SESSIONS)[number]; holder: number; expiresAfterMs: number };
  abort: AbortController;
  updates: RelayedElicitation[];
  call: Promise<ElicitResult>;
  id: string;
  replies: { status: number; owner: boolean; valid: boolean; sent: ElicitResult }[];
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const requestArb = fc.record({ session: fc.constantFrom(...SESSIONS), holder: fc.constantFrom(0, 1), expiresAfterMs: fc.constantFrom(600_000, 5, 25) });
const opArb = (requests: number) =>
  fc.oneof(
    fc.record({ kind: fc.constant('answer' as const), request: fc.nat(requests - 1), via: fc.constantFrom(0, 1), valid: fc.boolean(), owner: fc.boolean(), name: fc.constantFrom('Ada', 'Grace', 'Hedy') }),
    fc.record({ kind: fc.constant('abort' as const), request: fc.nat(requests - 1) }),
    fc.record({ kind: fc.constant('wait' as const), ms: fc.nat(15) }),
  );
const scenarioArb = fc.array(requestArb, { minLength: 1, maxLength: 3 }).chain((requests) =>
  fc.record({ requests: fc.constant(requests), batches: fc.array(fc.array(opArb(requests.length), { minLength: 1, maxLength: 3 }), { maxLength: 6 }) }));

describe('the Redis store with a client not connected yet', () => {
  it('opens nothing until first used, then connects once and works (a relay created at import, a build without Redis)', async () => {
    const client = createClient({ url: server!.url });
    client.on('error', () => {});
    const relay = createRelay({ authenticate: sessionFromCookie, store: createRedisStore({ client, prefix: `lazy:${process.pid}:` }) });
    try {
      expect(client.isOpen).toBe(false);
      const reader = await stream(relay, 'alice');
      const call = relay.ask(elicitation(), { session: 'alice' });
      const id = await nextPendingId(reader);
      expect(client.isOpen).toBe(true);
      expect((await answer(relay, 'alice', id, { action: 'accept', content: { name: 'Ada' } })).status).toBe(200);
      await expect(call).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
      reader.close();
    } finally {
      await relay.close();
      await client.close();
    }
  });
});

describe.each([
  ['memory', connectMemory],
  ['redis', connectRedis],
  ['redis (no scripts)', connectScriptless],
] as const)('the %s store keeps the store contract (relayStoreContract)', (_name, connect) => {
  for (const { name, run } of relayStoreContract) {
    it(name, () => run(async () => {
      const prefix = `contract:${process.pid}:${runs++}:`;
      const [a, b] = [await connect(prefix), await connect(prefix)];
      return { stores: [a.store, b.store], close: async () => { await a.close(); await b.close(); } };
    }));
  }
});

describe.each([
  ['memory', connectMemory],
  ['redis', connectRedis],
  ['redis (no scripts)', connectScriptless],
] as const)('the relay on the %s store', (_name, connect) => {
  it("gives instance A the languages the tab named on instance B's stream (docs/behaviour.md §13.5)", async () => {
    const world = await instances(connect, 2);
    try {
      const [a, b] = world.relays as [Relay, Relay];
      expect(await a.languagesOf('alice')).toBeUndefined();
      await world.stream(b, 'alice', '?languages=fr-CH,fr,en');
      expect(await a.languagesOf('alice')).toEqual(['fr-CH', 'fr', 'en']);
      await world.stream(b, 'alice', '?languages=de'); // the tab's languages changed: the last stream wins
      await world.stream(b, 'alice'); // a stream naming none forgets nothing
      expect(await a.languagesOf('alice')).toEqual(['de']);
      expect(await a.languagesOf('bob')).toBeUndefined();
    } finally {
      await world.close();
    }
  });

  it('ends every request with exactly one outcome, the one its call received, whatever the order', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async ({ requests, batches }) => {
        const world = await instances(connect, 2);
        try {
          const [a, b] = world.relays as [Relay, Relay];
          const streams = { alice: await world.stream(b, 'alice'), bob: await world.stream(a, 'bob') };
          const parked: Parked[] = [];
          for (const spec of requests) {
            const abort = new AbortController();
            const updates: RelayedElicitation[] = [];
            const call = world.relays[spec.holder]!.ask(elicitation(), { session: spec.session, signal: abort.signal, expiresAfterMs: spec.expiresAfterMs, onUpdate: (update) => void updates.push(update) });
            const id = await nextPendingId(streams[spec.session]);
            parked.push({ spec, abort, updates, call, id, replies: [] });
          }
          for (const batch of batches) {
            await Promise.all(batch.map(async (op) => {
              if (op.kind === 'wait') return sleep(op.ms);
              const target = parked[op.request]!;
              if (op.kind === 'abort') return target.abort.abort();
              const session = op.owner ? target.spec.session : target.spec.session === 'alice' ? 'bob' : 'alice';
              const sent: ElicitResult = { action: 'accept', content: { name: op.valid ? op.name : 'x' } };
              const reply = await answer(world.relays[op.via]!, session, target.id, sent);
              target.replies.push({ status: reply.status, owner: op.owner, valid: op.valid, sent });
            }));
          }
          for (const target of parked) target.abort.abort();
          for (const target of parked) {
            const result = await target.call;
            const wins = target.replies.filter((reply) => reply.status === 200);
            expect(wins.length).toBeLessThanOrEqual(1);
            for (const reply of target.replies) {
              if (!reply.owner) expect(reply.status).toBe(404);
              else if (!reply.valid) expect([422, 409]).toContain(reply.status);
              else expect([200, 409]).toContain(reply.status);
            }
            expect(result).toEqual(wins[0]?.sent ?? { action: 'cancel' });
            // What the host's data part says, and what every stream of the session says: the same single outcome.
            const state = wins.length === 1 ? 'answered' : target.updates.at(-1)!.state;
            expect(['answered', 'expired', 'withdrawn']).toContain(state);
            expect(target.updates.map((update) => update.state)).toEqual(['pending', state]);
            if (state === 'answered') expect(target.updates[1]!.result).toEqual(result);
            const stream = streams[target.spec.session];
            const settled = await stream.next((event) => (event.data as { id?: string }).id === target.id && event.event !== 'pending');
            expect(settled.event).toBe(state);
          }
          for (const target of parked) {
            const seen = (session: 'alice' | 'bob') => streams[session].events.filter((event) => (event.data as { id?: string }).id === target.id);
            expect(seen(target.spec.session).map((event) => event.event)).toEqual(['pending', target.updates[1]!.state]);
            expect(seen(target.spec.session === 'alice' ? 'bob' : 'alice')).toEqual([]);
          }
        } finally {
          await world.close();
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('carries an answer posted to instance B to the call waiting on instance A', async () => {
    const world = await instances(connect, 2);
    try {
      const [a, b] = world.relays as [Relay, Relay];
      const onA = await world.stream(a, 'alice');
      const onB = await world.stream(b, 'alice');
      const call = a.ask(elicitation(), { session: 'alice' });
      const id = await nextPendingId(onA);
      expect(await nextPendingId(onB)).toBe(id);
      expect((await answer(b, 'alice', id, { action: 'accept', content: { name: 'Ada', seats: 3 } })).status).toBe(200);
      await expect(call).resolves.toEqual({ action: 'accept', content: { name: 'Ada', seats: 3 } });
      expect((await answer(a, 'alice', id, { action: 'decline' })).status).toBe(409);
      await onA.next((event) => event.event === 'answered');
      await onB.next((event) => event.event === 'answered');
    } finally {
      await world.close();
    }
  });

  it("ends a chat's turn when the person presses Stop on another instance; never another chat's or session's", async () => {
    const world = await instances(connect, 2);
    try {
      const [a, b] = world.relays as [Relay, Relay];
      const onB = await world.stream(b, 'alice');
      const turn = a.turn({ session: 'alice', chat: 'chat-1' });
      const otherChat = a.turn({ session: 'alice', chat: 'chat-2' });
      const otherSession = a.turn({ session: 'bob', chat: 'chat-1' });
      const call = a.ask(elicitation(), { session: 'alice', signal: turn.signal });
      const id = await nextPendingId(onB);
      // Stop reaches instance B (a load balancer's choice): the turn on A ends, its form is withdrawn.
      expect((await post(b, 'alice', { stop: 'chat-1' })).status).toBe(200);
      await expect(call).resolves.toEqual({ action: 'cancel' });
      expect(turn.signal.aborted).toBe(true);
      expect((await onB.next((event) => event.event === 'withdrawn')).data).toEqual({ id, state: 'withdrawn' });
      expect(otherChat.signal.aborted).toBe(false);
      expect(otherSession.signal.aborted).toBe(false);
      for (const ended of [turn, otherChat, otherSession]) ended.end();
      expect(otherChat.signal.aborted).toBe(true); // an ended turn withdraws whatever still waited on it
    } finally {
      await world.close();
    }
  });

  it('tells the browser that no call waits any more when the holding instance dies', async () => {
    const holders: ReturnType<typeof mortal>[] = [];
    const world = await instances(connect, 2, { heartbeatMs: 300, wrap: (store) => (holders.push(mortal(store)), holders.at(-1)!.store) });
    try {
      const [a, b] = world.relays as [Relay, Relay];
      const onB = await world.stream(b, 'alice');
      void a.ask(elicitation(), { session: 'alice' });
      const id = await nextPendingId(onB);
      holders[0]!.die();
      expect((await onB.next((event) => event.event === 'withdrawn')).data).toEqual({ id, state: 'withdrawn' });
      expect((await answer(b, 'alice', id, { action: 'decline' })).body.state).toBe('withdrawn');
    } finally {
      await world.close();
    }
  });
});

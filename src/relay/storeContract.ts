/**
 * The contract every relay store keeps (docs/relay.md, "Writing a store"), as checks any test runner can run: each is
 * a name and an async function that throws, with a plain sentence, when the store breaks the contract. The memory and
 * Redis stores run them in the kit's own tests (src/relay/stores.test.ts); a new store (Postgres, NATS, …) runs them
 * in its own, against two instances sharing one backend, and then has the relay's guarantees without reading the
 * rest of the relay.
 */
import type { Content } from '../answerTypes.ts';
import type { RelayOutcome, RelayRecord, RelayStore } from './store.ts';

/** Two handles on one shared backend, as two instances of an app would hold, and how to release them. */
export interface StoreContractWorld {
  stores: readonly [RelayStore, RelayStore];
  close(): Promise<void>;
}

/** Opens two handles on one fresh backend (its own key prefix, database or namespace for each call). */
export type StoreContractConnect = () => Promise<StoreContractWorld>;

/** One check of the contract. */
export interface StoreContractCheck {
  name: string;
  run: (connect: StoreContractConnect) => Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let records = 0;
const recordOf = (session: string, expiresInMs = 60_000): RelayRecord => ({
  id: `contract-${Date.now().toString(36)}-${(records += 1)}`,
  session, holder: 'h-contract', expiresAt: Date.now() + expiresInMs,
  request: { source: 'legacy-plain', message: 'Who is coming?', requestedSchema: { type: 'object', properties: {} }, params: {} },
});
function check(holds: boolean, sentence: string): asserts holds {
  if (!holds) throw new Error(`relay store contract: ${sentence}`);
}
const answeredWith = (n: number): RelayOutcome => ({ state: 'answered', result: { action: 'accept', content: { n } } });
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** Runs `body` on a fresh world and always releases it. */
const within = (body: (stores: StoreContractWorld['stores']) => Promise<void>) => async (connect: StoreContractConnect) => {
  const world = await connect();
  try {
    await body(world.stores);
  } finally {
    await world.close();
  }
};

/**
 * The checks, in the order to run them.
 * @example
 * for (const { name, run } of relayStoreContract) it(name, () => run(connectTwoInstances));
 */
export const relayStoreContract: readonly StoreContractCheck[] = [
  { name: 'a record added on one instance is read whole on both, pending, listed under its session only', run: within(async ([a, b]) => {
    const first = recordOf('alice');
    const second = recordOf('alice');
    await a.add(first, 60_000);
    await b.add(second, 60_000);
    for (const store of [a, b]) {
      const entry = await store.get(first.id);
      check(same(entry, { record: first }), `get(id) must return the record as added, with no outcome (got ${JSON.stringify(entry)})`);
      const listed = (await store.list('alice')).map((item) => item.record.id);
      check(same(listed, [first.id, second.id]), `list(session) must hold the session's records, oldest first (got ${JSON.stringify(listed)})`);
      check((await store.list('bob')).length === 0, "list(session) must not hold another session's records");
    }
    check((await a.get('contract-unknown')) === undefined, 'get(id) of an unknown id must be undefined');
  }) },
  { name: 'of many concurrent settles from both instances, exactly one wins, and everyone reads its outcome', run: within(async ([a, b]) => {
    const record = recordOf('alice');
    await a.add(record, 60_000);
    const outcomes: RelayOutcome[] = Array.from({ length: 12 }, (_, index) =>
      index % 3 === 0 ? { state: 'withdrawn' } : { state: 'answered', result: { action: 'accept', content: { n: index } }, token: `t${index}` });
    const wins = await Promise.all(outcomes.map((outcome, index) => (index % 2 ? a : b).settle(record.id, outcome, 60_000)));
    check(wins.filter(Boolean).length === 1, `exactly one settle must return true (got ${wins.filter(Boolean).length})`);
    const winner = outcomes[wins.indexOf(true)];
    for (const store of [a, b]) {
      check(same((await store.get(record.id))?.outcome, winner), 'get(id) must show the winning outcome on every instance');
      check(same(await store.outcomes([record.id]), [winner]), 'outcomes(ids) must show the winning outcome on every instance');
    }
    check(!(await a.settle(record.id, { state: 'expired' }, 60_000)), 'a settle after the first must return false');
  }) },
  // Optional (store.ts): a store without settleAndPublish passes as is; the relay then settles, then publishes.
  { name: 'settleAndPublish, where a store has it, keeps settle\'s contract and only its winner\'s messages are heard', run: within(async ([a, b]) => {
    if (!a.settleAndPublish || !b.settleAndPublish) return;
    const record = recordOf('alice');
    await a.add(record, 60_000);
    const heard: string[] = [];
    const stop = await b.subscribe('contract:settled', (message) => void heard.push(message));
    const tries = Array.from({ length: 8 }, (_, index) => ({ store: index % 2 ? a : b, outcome: answeredWith(index) }));
    const wins = await Promise.all(tries.map(({ store, outcome }, index) =>
      store.settleAndPublish!(record.id, outcome, 60_000, [['contract:settled', `won ${index}`], ['contract:unheard', 'x']])));
    check(wins.filter(Boolean).length === 1, `exactly one settleAndPublish must return true (got ${wins.filter(Boolean).length})`);
    const winner = wins.indexOf(true);
    check(same(await a.outcomes([record.id]), [tries[winner]!.outcome]), 'the winner\'s outcome must be the one every instance reads');
    for (let waited = 0; heard.length < 1 && waited < 5_000; waited += 20) await sleep(20);
    await sleep(50);
    check(same(heard, [`won ${winner}`]), `only the winner's messages must be published, once (heard ${JSON.stringify(heard)})`);
    await stop();
    const late = recordOf('alice');
    await a.add(late, 60_000);
    check(await b.settleAndPublish(late.id, { state: 'withdrawn' }, 40, []), 'a first settleAndPublish must return true');
    await sleep(200);
    check((await a.get(late.id)) === undefined, 'a record settled by settleAndPublish must be dropped with its outcome');
  }) },
  { name: 'an outcome comes back exactly as JSON, whatever its content holds', run: within(async ([a, b]) => {
    const record = recordOf('alice');
    await a.add(record, 60_000);
    const content = JSON.parse('{"__proto__":{"x":1},"constructor":"c","text":"é😀\\u0000","list":["a"],"n":1.5}') as Content;
    const outcome: RelayOutcome = { state: 'answered', result: { action: 'accept', content }, token: 'q3Jx0c5bV1m2ZkT8aP_9Lw' };
    check(await a.settle(record.id, outcome, 60_000), 'the first settle must return true');
    const [read] = await b.outcomes([record.id]);
    const readContent = read?.state === 'answered' && read.result.action === 'accept' ? read.result.content : {};
    check(same(read, outcome) && Object.hasOwn(readContent, '__proto__'), 'an outcome must round-trip as JSON, a "__proto__" key as an own key');
    check(same(await b.outcomes(['contract-unknown', record.id]), [undefined, outcome]), 'outcomes(ids) must keep the order of ids, undefined for an unknown one');
  }) },
  // A settled record and its outcome go together: a record read without its outcome is pending again, and would show
  // an answered form as open after a reload.
  { name: 'records are dropped keepMs after their expiry; a settled one, with its outcome, keepMs after settling', run: within(async ([a, b]) => {
    const expiring = recordOf('alice', 20);
    const settled = recordOf('alice');
    await a.add(expiring, 40);
    await a.add(settled, 60_000);
    await a.settle(settled.id, { state: 'withdrawn' }, 40);
    await sleep(200);
    for (const store of [a, b]) {
      check((await store.get(expiring.id)) === undefined && (await store.get(settled.id)) === undefined, 'a record must be gone once its time is over');
      check((await store.list('alice')).length === 0, 'list(session) must no longer hold records whose time is over');
    }
  }) },
  { name: 'a lease is live on every instance for its time, then not', run: within(async ([a, b]) => {
    await a.renewLease('h-one', 60_000);
    check(same([...(await b.liveHolders(['h-one', 'h-never']))], ['h-one']), 'liveHolders must hold the renewed holders only');
    await a.renewLease('h-short', 30);
    await sleep(200);
    check(same([...(await b.liveHolders(['h-one', 'h-short']))], ['h-one']), 'a lease must lapse once its time is over');
  }) },
  { name: 'a message reaches every listener of its topic on every instance, once listening, and none after stopping', run: within(async ([a, b]) => {
    const heard: string[] = [];
    const stopA = await a.subscribe('contract:topic', (message) => void heard.push(`a:${message}`));
    const stopB = await b.subscribe('contract:topic', (message) => void heard.push(`b:${message}`));
    const other = await b.subscribe('contract:other', (message) => void heard.push(`other:${message}`));
    await a.publish('contract:topic', 'one');
    for (let waited = 0; heard.length < 2 && waited < 5_000; waited += 20) await sleep(20);
    check(same([...heard].sort(), ['a:one', 'b:one']), `a message must reach each listener of its topic once (heard ${JSON.stringify(heard)})`);
    await stopA();
    await stopB();
    await b.publish('contract:topic', 'two');
    await a.publish('contract:other', 'three');
    for (let waited = 0; heard.length < 3 && waited < 5_000; waited += 20) await sleep(20);
    await sleep(50);
    check(same([...heard].sort(), ['a:one', 'b:one', 'other:three']), `a stopped listener must hear nothing more (heard ${JSON.stringify(heard)})`);
    await other();
  }) },
];

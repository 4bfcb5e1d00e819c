#!/usr/bin/env node
/**
 * `npm run bench:relay` (docs/relay.md, "Figures"; a benchmark, not a test): 1,000 pending elicitations over 100 sessions on two
 * relay instances sharing one real `redis-server`. Requests are asked on both instances, each session's stream is read
 * from the other one, and each answer is posted to either. Checks that every request is answered exactly once, none
 * lost, none crossed (each call gets its own session's own content; a second answer gets 409, another session 404),
 * and reports the relay's added latency (answer posted → call resolved, and ask → form on the stream, p50/p99/max)
 * beside a bare Redis round trip measured in the same run (PING, and a SET then GET, the same number at a time on a
 * client of the same kind, one batch of each after each batch of answers), and the memory a pending request costs
 * (this process's heap after GC, and Redis's used_memory, checked against MEMORY USAGE of the relay's keys).
 *
 * Imports the built package (`dist/lib`, as a host would). Usage: npm run bench:relay [-- --requests 1000 --sessions 100 --concurrency 20 --latency-only]
 * Needs `redis-server` (Debian's; `REDIS_SERVER` to point elsewhere). Writes bench/relay-results.json.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { createClient } from 'redis';
import { createRelay } from '../dist/lib/relay.js';
import { createRedisStore } from '../dist/lib/relay/redis.js';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const REQUESTS = arg('requests', 1000);
const SESSIONS = arg('sessions', 100);
const CONCURRENCY = arg('concurrency', 20);
const ORIGIN = 'https://chat.example';
const ENDPOINT = `${ORIGIN}/api/elicitations`;
const form = { type: 'object', properties: { name: { type: 'string', minLength: 2 }, seats: { type: 'integer', minimum: 1 } }, required: ['name'] };

const gc = globalThis.gc ?? (() => {});
const heap = () => (gc(), gc(), process.memoryUsage().heapUsed);
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const ms = (value) => `${value.toFixed(2)} ms`;

async function startRedis() {
  const port = await new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
  });
  const child = spawn(process.env.REDIS_SERVER ?? 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('Ready to accept connections') && resolve());
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code})`)));
  });
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** One session's stream, read like EventSource does: every `pending` id, and a way to wait for a count; `answered` ids. */
async function openStream(relay, session) {
  const abort = new AbortController();
  const response = await relay.handle(new Request(ENDPOINT, { headers: { cookie: `session=${session}`, 'sec-fetch-site': 'same-origin' }, signal: abort.signal }));
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const seen = new Map();
  const answered = new Set();
  let buffer = '';
  const waiters = new Set();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith('event: pending')) seen.set(JSON.parse(block.split('\ndata: ')[1]).id, performance.now());
          if (block.startsWith('event: answered')) answered.add(JSON.parse(block.split('\ndata: ')[1]).id);
        }
        wake();
      }
    } catch {
      // closed
    }
  })();
  return {
    seen,
    until: (count) => new Promise((resolve) => {
      const check = () => seen.size >= count && (waiters.delete(check), resolve());
      waiters.add(check);
      check();
    }),
    untilAnswered: (id) => new Promise((resolve) => {
      const check = () => answered.has(id) && (waiters.delete(check), resolve());
      waiters.add(check);
      check();
    }),
    // Cancelling the body ends the relay's stream (its timers) even if the Request, whose signal follows `abort` only
    // while the Request lives, was collected: without it the process never exits.
    close: () => (abort.abort(), void reader.cancel().catch(() => {})),
  };
}

/** Posts `body`; `onSent` runs once the request is built, as it reaches the relay (a host's framework builds it). */
async function post(relay, session, body, onSent = () => {}) {
  const request = new Request(ENDPOINT, {
    method: 'POST', body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', cookie: `session=${session}`, origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
  });
  onSent();
  return (await relay.handle(request)).status;
}

/** A benchmark must end: a step that takes a minute is a lost message, reported with what is missing. */
async function watchdog(step, work) {
  let timer;
  const stuck = new Promise((_, reject) => {
    timer = setTimeout(() => {
      const unseen = requests.filter((entry) => !entry.id || !streams.get(entry.session).seen.has(entry.id));
      reject(new Error(`stuck while ${step}: ${unseen.length} requests not on their stream (${unseen.slice(0, 5).map((entry) => `${entry.index}:${entry.id ?? 'not parked'}`).join(', ')})`));
    }, 60_000);
  });
  try {
    return await Promise.race([work, stuck]);
  } finally {
    clearTimeout(timer);
  }
}

async function inBatches(items, size, work) {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(work));
}

const redis = await startRedis();
const clients = [];
const stores = [];
const connected = async () => {
  const client = createClient({ url: redis.url });
  client.on('error', () => {});
  await client.connect();
  clients.push(client);
  return client;
};
const instance = async () => {
  const store = createRedisStore({ client: await connected(), prefix: 'bench:' });
  stores.push(store);
  return createRelay({ authenticate: (request) => /session=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1], store });
};
const relays = [await instance(), await instance()];
const probe = clients[0];
const redisMemory = async () => Number(/used_memory:(\d+)/.exec(await probe.sendCommand(['INFO', 'memory']))[1]);
/** What the relay's own keys take in Redis (MEMORY USAGE, every key under the prefix), besides used_memory's growth. */
const redisKeyBytes = async () => {
  let total = 0;
  for (let cursor = '0'; ;) {
    const [next, keys] = await probe.sendCommand(['SCAN', cursor, 'MATCH', 'bench:*', 'COUNT', '1000']);
    const sizes = await Promise.all(keys.map((key) => probe.sendCommand(['MEMORY', 'USAGE', key, 'SAMPLES', '0'])));
    total += sizes.reduce((sum, size) => sum + Number(size ?? 0), 0);
    if ((cursor = next) === '0') return total;
  }
};

/**
 * The yardstick: a bare Redis round trip on a client of the same kind (node-redis, default options), from this same
 * process, `count` at a time, as many at a time as the answers. Measured batch by batch between the answers' batches,
 * so both see the same machine, event loop and garbage collector.
 */
const bare = await connected();
const roundTrips = { ping: [], setGet: [] };
const probeBatch = (count, index) => Promise.all(Array.from({ length: count }, async (_, slot) => {
  let started = performance.now();
  await bare.sendCommand(['PING']);
  roundTrips.ping.push(performance.now() - started);
  started = performance.now();
  await bare.sendCommand(['SET', `probe:${slot}`, String(index)]);
  await bare.sendCommand(['GET', `probe:${slot}`]);
  roundTrips.setGet.push(performance.now() - started);
}));

const sessions = Array.from({ length: SESSIONS }, (_, index) => `session-${index}`);
// Each session's stream on one instance; its requests are asked on the other half of the time.
const streams = new Map();
for (const [index, session] of sessions.entries()) streams.set(session, await openStream(relays[index % 2], session));

const heapBefore = heap();
const redisBefore = await redisMemory();
const redisKeysBefore = await redisKeyBytes();
const requests = [];
const askedAt = new Map();
const park = (index) => {
  const session = sessions[index % SESSIONS];
  const holder = relays[Math.floor(index / SESSIONS) % 2];
  const entry = { index, session, content: { name: `${session}/${index}`, seats: 1 + (index % 7) }, results: [] };
  const request = { source: 'legacy-plain', message: `Request ${index}`, requestedSchema: form, params: {} };
  const started = performance.now();
  let parked;
  const shown = new Promise((resolve) => (parked = resolve));
  entry.call = holder.ask(request, {
    session,
    onUpdate: (update) => {
      if (update.state !== 'pending') return;
      entry.id = update.id;
      askedAt.set(update.id, started);
      parked();
    },
  }).then((result) => {
    entry.resolvedAt = performance.now();
    entry.results.push(result);
    return result;
  });
  requests.push(entry);
  return shown;
};
// Parked `CONCURRENCY` at a time, each batch on the streams before the next, so ask -> stream is a latency, not a queue.
const indexes = Array.from({ length: REQUESTS }, (_, index) => index);
for (let start = 0; start < REQUESTS; start += CONCURRENCY) {
  const batch = indexes.slice(start, start + CONCURRENCY);
  await watchdog(`parking ${start}`, (async () => {
    await Promise.all(batch.map(park));
    await Promise.all(batch.map((index) => streams.get(sessions[index % SESSIONS]).until(Math.floor(index / SESSIONS) + 1)));
  })());
  if (process.env.BENCH_DEBUG) console.error(`parked ${start + batch.length}`);
}
await Promise.all(sessions.map((session) => streams.get(session).until(REQUESTS / SESSIONS)));
const heapPending = heap();
const redisPending = await redisMemory();
const redisKeysPending = await redisKeyBytes();
const toStream = requests.map((entry) => streams.get(entry.session).seen.get(entry.id) - askedAt.get(entry.id));

// Answers: each to either instance, `CONCURRENCY` at a time, each batch followed by a batch of bare round trips;
// then a duplicate and a foreign attempt for each.
const statuses = { first: {}, duplicate: {}, foreign: {} };
const count = (bucket, status) => void (bucket[status] = (bucket[status] ?? 0) + 1);
const answerOne = async (entry, bucket = statuses.first) => {
  const via = relays[(entry.index * 7) % 2];
  count(bucket, await post(via, entry.session, { id: entry.id, result: { action: 'accept', content: entry.content } }, () => (entry.postedAt = performance.now())));
  await entry.call;
  // The answer's last work (its stream's `answered` event) ends before the bare round trips are measured.
  await streams.get(entry.session).untilAnswered(entry.id);
};
// Warm-up: the first answers of a process run code V8 has not compiled yet; a host's relay in service has. So as many
// again as one batch, from sessions of their own, are parked and answered first, and left out of the figures.
const warmSessions = Array.from({ length: CONCURRENCY }, (_, index) => `warm-up-${index}`);
const warmStreams = await Promise.all(warmSessions.map((session, index) => openStream(relays[index % 2], session)));
warmSessions.forEach((session, index) => streams.set(session, warmStreams[index]));
const warm = [];
const warmStatuses = {};
for (let round = 0; round < 3; round++) {
  const batch = warmSessions.map((session, index) => {
    const entry = { session, content: { name: `${session}/${round}`, seats: 1 }, index: round * CONCURRENCY + index };
    entry.shown = new Promise((shown) => {
      entry.call = relays[(index + round) % 2].ask({ source: 'legacy-plain', message: 'Warm-up', requestedSchema: form, params: {} }, {
        session, onUpdate: (update) => void (update.state === 'pending' && shown((entry.id = update.id))),
      }).then(() => void (entry.resolvedAt = performance.now()));
    });
    return entry;
  });
  await watchdog(`warming up ${round}`, Promise.all([...batch.map((entry) => entry.shown), ...warmStreams.map((stream) => stream.until(round + 1))]));
  await inBatches(batch, CONCURRENCY, (entry) => answerOne(entry, warmStatuses));
  await probeBatch(CONCURRENCY, round);
  warm.push(...batch);
}
for (const stream of warmStreams) stream.close();
roundTrips.ping.length = roundTrips.setGet.length = 0;
// What else held the event loop while the answers were measured: garbage collection, and its delay overall.
const pauses = [];
const collector = new PerformanceObserver((list) => void pauses.push(...list.getEntries().map((entry) => entry.duration)));
collector.observe({ entryTypes: ['gc'] });
const loopDelay = monitorEventLoopDelay({ resolution: 1 });
loopDelay.enable();
for (let start = 0, batch = 0; start < requests.length; start += CONCURRENCY, batch++) {
  await watchdog(`answering ${start}`, Promise.all(requests.slice(start, start + CONCURRENCY).map((entry) => answerOne(entry))));
  await probeBatch(CONCURRENCY, batch);
}
loopDelay.disable();
collector.disconnect();
await inBatches(requests, CONCURRENCY, async (entry) => {
  const other = sessions[(sessions.indexOf(entry.session) + 1) % SESSIONS];
  count(statuses.duplicate, await post(relays[entry.index % 2], entry.session, { id: entry.id, result: { action: 'decline' } }));
  count(statuses.foreign, await post(relays[(entry.index + 1) % 2], other, { id: entry.id, result: { action: 'decline' } }));
});

const added = requests.map((entry) => entry.resolvedAt - entry.postedAt);
const spread = (values) => ({ p50: quantile(values, 0.5), p99: quantile(values, 0.99), max: Math.max(...values) });
const answeredOnce = requests.filter((entry) => entry.results.length === 1).length;
const own = requests.filter((entry) => JSON.stringify(entry.results[0]) === JSON.stringify({ action: 'accept', content: entry.content })).length;
const results = {
  date: new Date().toISOString().slice(0, 10),
  node: process.version,
  requests: REQUESTS,
  sessions: SESSIONS,
  instances: 2,
  concurrency: CONCURRENCY,
  answeredExactlyOnce: answeredOnce,
  receivedTheirOwnContent: own,
  statuses,
  addedLatencyMs: spread(added),
  bareRedisRoundTripMs: { ping: spread(roundTrips.ping), setThenGet: spread(roundTrips.setGet) },
  warmUpAnswers: { count: warm.length, statuses: warmStatuses, addedLatencyMs: spread(warm.map((entry) => entry.resolvedAt - entry.postedAt)) },
  whileAnswering: {
    gcPauses: pauses.length, gcTotalMs: pauses.reduce((sum, pause) => sum + pause, 0), gcMaxMs: Math.max(0, ...pauses),
    eventLoopDelayMs: { p50: loopDelay.percentile(50) / 1e6, p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 },
  },
  askToStreamMs: spread(toStream),
  bytesPerPendingRequest: {
    nodeHeap: Math.round((heapPending - heapBefore) / REQUESTS),
    redis: Math.round((redisPending - redisBefore) / REQUESTS),
    redisKeys: Math.round((redisKeysPending - redisKeysBefore) / REQUESTS),
  },
};
// The goal (bench/README.md, "The relay"): p99 within 5 bare round trips (PING p99), and no answer more than 50 ms
// beyond the slowest bare round trip.
results.goal = {
  p99Ratio: results.addedLatencyMs.p99 / results.bareRedisRoundTripMs.ping.p99,
  maxBeyondBareMs: results.addedLatencyMs.max - results.bareRedisRoundTripMs.ping.max,
};
results.goal.met = results.goal.p99Ratio <= 5 && results.goal.maxBeyondBareMs <= 50;

for (const stream of streams.values()) stream.close();
await Promise.all(relays.map((relay) => relay.close()));
// relay.close() leaves the store open (the host's); its subscriber connection would keep this process alive.
await Promise.all(stores.map((store) => store.close()));
await Promise.all(clients.map((client) => client.close()));
redis.stop();

writeFileSync(join(import.meta.dirname, 'relay-results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`${REQUESTS} pending requests, ${SESSIONS} sessions, 2 instances on one redis-server (answers ${CONCURRENCY} at a time)`);
console.log(`answered exactly once: ${answeredOnce}/${REQUESTS}; each call got its own content: ${own}/${REQUESTS}`);
console.log(`first answers ${JSON.stringify(statuses.first)}, duplicates ${JSON.stringify(statuses.duplicate)}, other session ${JSON.stringify(statuses.foreign)}`);
const three = ({ p50, p99, max }) => `p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(max)}`;
console.log(`added latency (answer posted -> call resolved): ${three(results.addedLatencyMs)} (warm-up, not counted: ${three(results.warmUpAnswers.addedLatencyMs)})`);
console.log(`bare Redis round trip, ${CONCURRENCY} at a time: PING ${three(results.bareRedisRoundTripMs.ping)}; SET then GET ${three(results.bareRedisRoundTripMs.setThenGet)}`);
console.log(`goal: p99 ${results.goal.p99Ratio.toFixed(1)}x the PING p99 (<= 5), max ${ms(results.goal.maxBeyondBareMs)} beyond the slowest PING (<= 50 ms): ${results.goal.met ? 'met' : 'missed'}`);
console.log(`while answering: ${pauses.length} GC pauses, ${ms(results.whileAnswering.gcTotalMs)} in all, the longest ${ms(results.whileAnswering.gcMaxMs)}; event loop delay ${three(results.whileAnswering.eventLoopDelayMs)}`);
console.log(`ask -> form on the stream: ${three(results.askToStreamMs)}`);
console.log(`memory per pending request: ${results.bytesPerPendingRequest.nodeHeap} B of Node heap (both instances and their streams), ${results.bytesPerPendingRequest.redis} B of Redis used_memory (${results.bytesPerPendingRequest.redisKeys} B in its keys)`);
const ok = warmStatuses[200] === warm.length && answeredOnce === REQUESTS && own === REQUESTS && statuses.first[200] === REQUESTS && statuses.duplicate[409] === REQUESTS && statuses.foreign[404] === REQUESTS;
if (!ok) {
  console.error('FAILED: an answer was lost, doubled or crossed');
  process.exitCode = 1;
}

// ─── What judging one answer costs ──────────────────────────────────────────────────────────────────────────────
// Its own section (the latency above is another's): every answer the relay admits is judged by `validateResult`
// before it reaches the MCP server (docs/relay.md, "What judging an answer costs"). `--judging-reps N` (default 25);
// writes bench/relay-judging-results.json.

/**
 * The core as it was at `rev` (git archive of src/, bundled with esbuild into bench/.out), to measure the judge before
 * lengths came first on the same run; `undefined` when that revision or esbuild is not here.
 */
async function baselineCore(rev) {
  const { execFileSync } = await import('node:child_process');
  const { existsSync, mkdirSync } = await import('node:fs');
  const dir = join(import.meta.dirname, '.out', `baseline-${rev}`);
  const out = join(dir, 'core.mjs');
  try {
    if (!existsSync(out)) {
      mkdirSync(dir, { recursive: true });
      const archive = execFileSync('git', ['-C', join(import.meta.dirname, '..'), 'archive', rev, 'src'], { maxBuffer: 1e9 });
      execFileSync('tar', ['-x', '-C', dir], { input: archive });
      const { build } = await import('esbuild');
      await build({ entryPoints: [join(dir, 'src/index.ts')], bundle: true, format: 'esm', platform: 'node', outfile: out, logLevel: 'silent' });
    }
    return await import(out);
  } catch (error) {
    console.error(`judging cost: no baseline at ${rev} (${error.message.split('\n')[0]})`);
    return undefined;
  }
}

/**
 * The worst answers the default body limit admits, each posted again and again to a relay (memory store) and judged
 * there: CPU ms (`process.cpuUsage`, GC threads included) of `relay.handle`, the first run apart, p50 and max of the
 * rest. The same answers judged by the core at `JUDGING_BASELINE`, and 1 MB strings judged before and now.
 */
async function judgingCost() {
  const { validateResult } = await import('../dist/lib/core.js');
  const { DEFAULT_MAX_BODY_BYTES, createMemoryStore } = await import('../dist/lib/relay.js');
  const BASELINE = process.env.JUDGING_BASELINE ?? '40bb00e'; // the last commit before lengths came first
  const old = await baselineCore(BASELINE);
  const reps = arg('judging-reps', 25);
  // What the latency part left is collected before, not while an answer is measured. (A collection before every run
  // would not do: after one, the matcher ran three times slower here, which no server sees.)
  gc();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const cpuMs = (start) => {
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  };
  // The first run apart (code not yet optimised), then `warm` runs unreported, then the measured ones. The old judge,
  // seconds per run on some answers, gets 3 runs and no warm-up.
  const WARM = 4;
  const OLD_RUNS = 3;
  const summary = (samples, warm = WARM) => ({ first: samples[0], p50: quantile(samples.slice(1 + warm), 0.5), max: Math.max(...samples.slice(1 + warm)) });

  // The costliest supported patterns per charged step are chains of counted repetitions (bench/README.md): 90 of
  // them is 482 steps per code point, under the 500 the kit supports. `EMAIL` is the quadratic one of README.
  const WORST = `${Array.from({ length: 90 }, (_, i) => `[a-z]{0,${200 + i}}`).join('')}!`;
  const EMAIL = '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$';
  const form = (properties) => ({ type: 'object', properties: { ...properties, confirm: { type: 'boolean' } }, required: ['confirm'] });
  const options = Array.from({ length: 2000 }, (_, i) => ({ const: `option-${i}`, title: `Option ${i}` }));
  const session = 'judge';
  const relay = createRelay({ authenticate: () => session, store: createMemoryStore() });
  const bodyOf = (id, content) => JSON.stringify({ id, result: { action: 'accept', content } });
  /** As many entries as fit the default limit (the answer is refused for its missing `confirm`, so it can be posted again). */
  const fill = (make, others = {}) => {
    const entries = [];
    const base = bodyOf('x'.repeat(22), { ...others, tags: [] }).length;
    let size = base;
    for (let i = 0; ; i += 1) {
      const entry = make(i);
      size += JSON.stringify(entry).length + (i > 0 ? 1 : 0);
      if (size > DEFAULT_MAX_BODY_BYTES) return entries;
      entries.push(entry);
    }
  };
  // The budget, spent: the longest value the pattern budget lets run (its refusal names the length).
  const probe = validateResult(form({ note: { type: 'string', pattern: WORST } }), { action: 'accept', content: { note: 'a'.repeat(1e6), confirm: true } });
  const budgetLength = Number(/at most (\d+)/.exec(probe.issues?.[0]?.message ?? '')?.[1] ?? 0);
  const note = 'a'.repeat(budgetLength);
  const keys = {};
  for (let i = 0; JSON.stringify(keys).length < DEFAULT_MAX_BODY_BYTES - 200; i += 1) keys[`k${i}`] = 0;
  const cases = [
    ['the pattern budget spent on the costliest pattern', form({ note: { type: 'string', pattern: WORST } }), { note }],
    ['the same, and the rest of the body in distinct URI entries of a uniqueItems list', form({ note: { type: 'string', pattern: WORST }, tags: { type: 'array', uniqueItems: true, items: { type: 'string', format: 'uri' } } }),
      { note, tags: fill((i) => `a:${i}`, { note }) }],
    ['empty entries, each one test of the costliest pattern', form({ tags: { type: 'array', items: { type: 'string', pattern: WORST } } }), { tags: fill(() => '') }],
    ['entries of the wrong type', form({ tags: { type: 'array', items: { type: 'string' } } }), { tags: fill(() => 1) }],
    ['keys that are not fields', { ...form({ name: { type: 'string' } }), additionalProperties: false }, keys],
    ['every option of a 2,000-option list (valid)', form({ tags: { type: 'array', uniqueItems: true, items: { anyOf: options } } }), { tags: options.map((option) => option.const) }],
    // Before, 200 such entries already took over a second, so the old judge gets only its first 200.
    ['not-an-option entries of a 2,000-option list', form({ tags: { type: 'array', items: { anyOf: options } } }), { tags: fill(() => 'x') }, 200],
  ];
  const rows = [];
  for (const [name, schema, content, beforeEntries] of cases) {
    let id;
    void relay.ask({ source: 'legacy-plain', message: name, requestedSchema: schema, params: {} }, { session, onUpdate: (update) => void (id ??= update.id) });
    while (!id) await new Promise((resolve) => setTimeout(resolve, 1));
    const body = bodyOf(id, content);
    const request = () => new Request(ENDPOINT, { method: 'POST', body, headers: { 'content-type': 'application/json', origin: ORIGIN, 'sec-fetch-site': 'same-origin' } });
    const relaySamples = [];
    let status;
    for (let rep = 0; rep <= reps + WARM; rep += 1) {
      const posted = request();
      const start = process.cpuUsage();
      const response = await relay.handle(posted);
      await response.text();
      relaySamples.push(cpuMs(start));
      status = response.status;
    }
    const oldSamples = [];
    const oldBody = beforeEntries ? bodyOf(id, { ...content, tags: content.tags.slice(0, beforeEntries) }) : body;
    for (let rep = 0; old && rep <= OLD_RUNS; rep += 1) {
      const start = process.cpuUsage();
      old.validateResult(schema, JSON.parse(oldBody).result);
      oldSamples.push(cpuMs(start));
    }
    rows.push({ name, bytes: body.length, status, relay: summary(relaySamples), ...(old ? { before: summary(oldSamples, 0), beforeBytes: oldBody.length } : {}) });
  }
  await relay.close();

  // A 1 MB string under a pattern, without and with a `maxLength` it breaks: the judge alone, before and after (a
  // host may raise `maxBodyBytes`), and the relay's default, which now reads 64 KiB of it and answers 413.
  const mega = 'a'.repeat(1_000_000);
  const megaCases = [
    ['1 MB under the email pattern', form({ code: { type: 'string', pattern: EMAIL } })],
    ['1 MB under the email pattern, maxLength 100', form({ code: { type: 'string', maxLength: 100, pattern: EMAIL } })],
    ['1 MB under the costliest pattern', form({ code: { type: 'string', pattern: WORST } })],
  ];
  const mb = [];
  for (const [name, schema] of megaCases) {
    const text = JSON.stringify({ id: 'x'.repeat(22), result: { action: 'accept', content: { code: mega } } });
    const measure = async (core, count, warm) => {
      const samples = [];
      for (let rep = 0; rep <= count + warm; rep += 1) {
          const start = process.cpuUsage();
        core.validateResult(schema, JSON.parse(text).result);
        samples.push(cpuMs(start));
      }
      return summary(samples, warm);
    };
    mb.push({ name, after: await measure({ validateResult }, reps, WARM), ...(old ? { before: await measure(old, OLD_RUNS, 0) } : {}) });
  }
  const refusing = createRelay({ authenticate: () => session, store: createMemoryStore() });
  const big = JSON.stringify({ id: 'x'.repeat(22), result: { action: 'accept', content: { code: mega } } });
  const tooBig = [];
  for (let rep = 0; rep <= reps + WARM; rep += 1) {
    const posted = new Request(ENDPOINT, { method: 'POST', body: big, headers: { 'content-type': 'application/json', origin: ORIGIN } });
    const start = process.cpuUsage();
    const response = await refusing.handle(posted);
    await response.text();
    tooBig.push(cpuMs(start));
  }
  await refusing.close();

  const judging = {
    date: new Date().toISOString().slice(0, 10), node: process.version, baseline: old ? BASELINE : null, maxBodyBytes: DEFAULT_MAX_BODY_BYTES,
    reps, budgetLength, worstAdmitted: rows, oneMegabyte: mb, oneMegabyteRelay413: summary(tooBig),
  };
  writeFileSync(join(import.meta.dirname, 'relay-judging-results.json'), `${JSON.stringify(judging, null, 2)}\n`);
  const cell = (s) => (s ? `${s.p50.toFixed(1)} / ${s.max.toFixed(1)} (first ${s.first.toFixed(1)})` : '—');
  console.log(`\njudging one answer, CPU ms p50 / max of ${reps} runs after ${WARM} warm-up runs (before: of ${OLD_RUNS}), the first run apart; default limit ${DEFAULT_MAX_BODY_BYTES} B; before = ${old ? BASELINE : 'not measured'}`);
  for (const row of rows) console.log(`  ${row.name} (${row.bytes} B, ${row.status}): relay ${cell(row.relay)}; judge before ${cell(row.before)}${row.beforeBytes < row.bytes ? ` on ${row.beforeBytes} B of it` : ''}`);
  for (const row of mb) console.log(`  ${row.name}: judge now ${cell(row.after)}; before ${cell(row.before)}`);
  console.log(`  1 MB posted to the relay with its default limit: 413, ${cell(judging.oneMegabyteRelay413)}`);
  const worst = Math.max(...rows.map((row) => row.relay.max));
  console.log(`worst admitted answer: ${worst.toFixed(1)} ms of CPU (target ≤ 50 ms)`);
}

// `--latency-only`: the latency part alone (to compare two builds run after run).
if (!process.argv.includes('--latency-only')) await judgingCost();

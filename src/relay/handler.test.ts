/**
 * The browser endpoint with real `Request`/`Response` objects (docs/behaviour.md §12): every status code of the contract, and
 * what the waiting call receives in each case.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { answer, elicitation, ENDPOINT, nextPendingId, ORIGIN, post, sessionFromCookie, stream } from '../../test-support/relayKit.ts';
import type { SseReader } from '../../test-support/sse.ts';
import { createRelay, DEFAULT_MAX_BODY_BYTES } from './relay.ts';
import type { Relay, RelayOptions } from './types.ts';

const open: { relays: Relay[]; readers: SseReader[] } = { relays: [], readers: [] };
afterEach(async () => {
  for (const reader of open.readers.splice(0)) reader.close();
  await Promise.all(open.relays.splice(0).map((relay) => relay.close()));
});

function setup(options: Partial<RelayOptions> = {}) {
  const relay = createRelay({ authenticate: sessionFromCookie, ...options });
  open.relays.push(relay);
  return relay;
}
async function parked(relay: Relay, session = 'alice', askOptions: { signal?: AbortSignal; expiresAfterMs?: number } = {}) {
  const reader = await stream(relay, session);
  open.readers.push(reader);
  const call = relay.ask(elicitation(), { session, ...askOptions });
  const id = await nextPendingId(reader);
  return { reader, call, id };
}

describe('answering', () => {
  it('resolves the call with exactly the posted content, and tells the stream', async () => {
    const relay = setup();
    const { reader, call, id } = await parked(relay);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const reply = await answer(relay, 'alice', id, { action: 'accept', content: { name: 'Ada', seats: 2 } });
    expect(reply).toEqual({ status: 200, body: { state: 'answered' } });
    await expect(call).resolves.toEqual({ action: 'accept', content: { name: 'Ada', seats: 2 } });
    expect((await reader.next((event) => event.event === 'answered')).data).toEqual({ id, state: 'answered' });
  });

  it('passes decline and cancel on without content', async () => {
    const relay = setup();
    for (const action of ['decline', 'cancel'] as const) {
      const { call, id } = await parked(relay);
      expect((await answer(relay, 'alice', id, { action })).status).toBe(200);
      await expect(call).resolves.toEqual({ action });
    }
  });

  it('takes the first answer only: a duplicate gets 409 and changes nothing', async () => {
    const relay = setup();
    const { call, id } = await parked(relay);
    expect((await answer(relay, 'alice', id, { action: 'accept', content: { name: 'Ada' } })).status).toBe(200);
    const second = await answer(relay, 'alice', id, { action: 'accept', content: { name: 'Grace' } });
    expect(second).toEqual({ status: 409, body: { state: 'answered', error: 'This request was already answered.' } });
    await expect(call).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
  });

  it('lets only one of two answers sent at once win (two tabs): one 200, one 409, one result', async () => {
    const relay = setup();
    const { call, id } = await parked(relay);
    const replies = await Promise.all(['Ada', 'Grace', 'Hedy'].map((name) => answer(relay, 'alice', id, { action: 'accept', content: { name } })));
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const winner = ['Ada', 'Grace', 'Hedy'][replies.findIndex((reply) => reply.status === 200)];
    await expect(call).resolves.toEqual({ action: 'accept', content: { name: winner } });
  });

  it('tells the tab whose answer won, and only that tab, when its first reply was lost (409 yours, by its token)', async () => {
    const relay = setup();
    const { call, id } = await parked(relay);
    const [mine, theirs] = ['q3Jx0c5bV1m2ZkT8aP_9Lw', 'Zm9vYmFyYmF6cXV4MTIzNA'];
    const first = await post(relay, 'alice', { id, result: { action: 'accept', content: { name: 'Ada' } }, token: mine });
    expect(first.status).toBe(200);
    // The same tab sends again (its reply never came): the relay says the answer that won was its own, and what it was.
    const again = await post(relay, 'alice', { id, result: { action: 'accept', content: { name: 'Ada Lovelace' } }, token: mine });
    expect([again.status, await again.json()]).toEqual([409, {
      state: 'answered', error: 'This request was already answered.', yours: true, result: { action: 'accept', content: { name: 'Ada' } },
    }]);
    // Another tab, or no token: only the state, never the answer.
    for (const token of [theirs, undefined]) {
      const other = await post(relay, 'alice', { id, result: { action: 'decline' }, token });
      expect([other.status, await other.json()]).toEqual([409, { state: 'answered', error: 'This request was already answered.' }]);
    }
    const malformed = await post(relay, 'alice', { id, result: { action: 'decline' }, token: 'x' });
    expect([malformed.status, await malformed.json()]).toEqual([400, { error: 'The answer token is malformed.' }]);
    await expect(call).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
  });

  it('answers another session exactly as an unknown id (404), and the request stays open for its owner', async () => {
    const relay = setup();
    const { call, id } = await parked(relay);
    const stranger = await answer(relay, 'mallory', id, { action: 'accept', content: { name: 'Mallory' } });
    const unknown = await answer(relay, 'mallory', 'AAAAAAAAAAAAAAAAAAAAAA', { action: 'accept', content: { name: 'Mallory' } });
    expect(stranger).toEqual({ status: 404, body: { error: 'No such request.' } });
    expect(unknown).toEqual(stranger);
    const theirs = await stream(relay, 'mallory');
    open.readers.push(theirs);
    expect((await theirs.next((event) => event.event === 'snapshot')).data).toEqual({ elicitations: [] });
    expect((await answer(relay, 'alice', id, { action: 'decline' })).status).toBe(200);
    await expect(call).resolves.toEqual({ action: 'decline' });
  });

  it('refuses an invalid or tampered answer with 422 and the field issues; the request stays open', async () => {
    const relay = setup();
    const { reader, call, id } = await parked(relay);
    const short = await answer(relay, 'alice', id, { action: 'accept', content: { name: 'A' } });
    expect(short.status).toBe(422);
    expect(short.body.state).toBe('pending');
    expect(short.body.issues).toEqual([{ field: 'name', keyword: 'minLength', message: 'Enter at least 2 characters' }]);
    const extra = await answer(relay, 'alice', id, { action: 'accept', content: { name: 'Ada', admin: true } });
    expect(extra.status).toBe(422);
    expect(extra.body.issues).toEqual([expect.objectContaining({ field: 'admin', message: 'This field is not part of the form' })]);
    const stray = await answer(relay, 'alice', id, { action: 'decline', content: { name: 'Ada' } });
    expect(stray.status).toBe(422);
    expect((await answer(relay, 'alice', id, { action: 'accept', content: { name: 'Ada' }, _meta: { x: 1 } })).status).toBe(200);
    // Only action and content travel on: the extra top-level key never reaches the server.
    await expect(call).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
    expect(reader.events.filter((event) => event.event === 'answered')).toHaveLength(1);
  });
});

describe('bad input', () => {
  it('refuses a body over the cap with 413, whether it says its length or not', async () => {
    const relay = setup({ maxBodyBytes: 1000 });
    const { call, id } = await parked(relay);
    const big = JSON.stringify({ id, result: { action: 'accept', content: { name: 'x'.repeat(2000) } } });
    expect((await post(relay, 'alice', big)).status).toBe(413);
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 10; index++) controller.enqueue(new TextEncoder().encode(' '.repeat(200)));
        controller.close();
      },
    });
    const request = new Request(ENDPOINT, {
      method: 'POST', body: chunked, duplex: 'half',
      headers: { 'content-type': 'application/json', cookie: 'session=alice', origin: ORIGIN },
    } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();
    expect((await relay.handle(request)).status).toBe(413);
    expect((await answer(relay, 'alice', id, { action: 'cancel' })).status).toBe(200);
    await expect(call).resolves.toEqual({ action: 'cancel' });
  });

  it('refuses a body over the default cap of 64 KiB with 413, and judges one of exactly 64 KiB (docs/relay.md, Guarantees 6)', async () => {
    expect(DEFAULT_MAX_BODY_BYTES).toBe(65_536);
    const relay = setup();
    const { call, id } = await parked(relay);
    const empty = JSON.stringify({ id, result: { action: 'accept', content: { name: '' } } });
    const sized = (bytes: number) => JSON.stringify({ id, result: { action: 'accept', content: { name: 'x'.repeat(bytes - empty.length) } } });
    expect(sized(DEFAULT_MAX_BODY_BYTES + 1)).toHaveLength(DEFAULT_MAX_BODY_BYTES + 1);
    const over = await post(relay, 'alice', sized(DEFAULT_MAX_BODY_BYTES + 1));
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ error: 'The answer is larger than 65536 bytes.' });
    // At the cap the answer is read and judged: this one is valid, so the call gets it.
    expect((await post(relay, 'alice', sized(DEFAULT_MAX_BODY_BYTES))).status).toBe(200);
    const result = await call;
    expect(result.action === 'accept' && String(result.content?.name).length).toBe(DEFAULT_MAX_BODY_BYTES - empty.length);
  });

  it('takes only application/json (415)', async () => {
    const relay = setup();
    const { id } = await parked(relay);
    const response = await post(relay, 'alice', { id, result: { action: 'cancel' } }, { 'content-type': 'text/plain' });
    expect(response.status).toBe(415);
    const form = await post(relay, 'alice', 'id=1', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    const charset = await post(relay, 'alice', { id, result: { action: 'cancel' } }, { 'content-type': 'application/json; charset=utf-8' });
    expect(charset.status).toBe(200);
  });

  it('answers malformed bodies, ids and results with 400 and one plain sentence', async () => {
    const relay = setup();
    const { id } = await parked(relay);
    const cases: [unknown, string][] = [
      ['{"id":', 'The body is not valid JSON.'],
      ['[]', 'The request id is missing or malformed.'],
      [{ id: 'short', result: { action: 'cancel' } }, 'The request id is missing or malformed.'],
      [{ id: `${id}x`, result: { action: 'cancel' } }, 'The request id is missing or malformed.'],
      [{ id: 42, result: { action: 'cancel' } }, 'The request id is missing or malformed.'],
      [{ id }, 'The result is missing or is not an object.'],
      [{ id, result: 'accept' }, 'The result is missing or is not an object.'],
      [{ id, result: { action: 'approve' } }, 'The action must be accept, decline or cancel.'],
      [{ id, result: { action: 'toString' } }, 'The action must be accept, decline or cancel.'],
    ];
    for (const [body, error] of cases) {
      const response = await post(relay, 'alice', body);
      expect([response.status, await response.json()]).toEqual([400, { error }]);
    }
    const badUtf8 = await relay.handle(new Request(ENDPOINT, {
      method: 'POST', body: new Uint8Array([0x7b, 0xff, 0x7d]),
      headers: { 'content-type': 'application/json', cookie: 'session=alice', origin: ORIGIN },
    }));
    expect(badUtf8.status).toBe(400);
  });

  it('refuses cross-origin callers unless configured, on GET and POST', async () => {
    const relay = setup();
    const { id } = await parked(relay);
    const evil = await post(relay, 'alice', { id, result: { action: 'cancel' } }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(evil.status).toBe(403);
    const sameSite = await post(relay, 'alice', { id, result: { action: 'cancel' } }, { origin: 'https://other.chat.example', 'sec-fetch-site': 'same-site' });
    expect(sameSite.status).toBe(403);
    // A sandboxed frame or a file page, from a browser without fetch metadata: `Origin: null` is never the same origin.
    const opaque = await relay.handle(new Request(ENDPOINT, {
      method: 'POST', body: JSON.stringify({ id, result: { action: 'cancel' } }),
      headers: { 'content-type': 'application/json', cookie: 'session=alice', origin: 'null', host: 'chat.example' },
    }));
    expect(opaque.status).toBe(403);
    const noOriginCrossSite = await relay.handle(new Request(ENDPOINT, { headers: { cookie: 'session=alice', 'sec-fetch-site': 'cross-site' } }));
    expect(noOriginCrossSite.status).toBe(403);
    expect((await answer(relay, 'alice', id, { action: 'cancel' })).status).toBe(200);
  });

  it("trusts the browser's same-origin word over a rewritten request URL (proxies, Next.js route handlers)", async () => {
    const relay = setup();
    const { call, id } = await parked(relay);
    // The handler sees https://chat.example while the page is on http://127.0.0.1:3000 (what the browser sent).
    const fetchMetadata = await post(relay, 'alice', { id, result: { action: 'decline' } }, { origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' });
    expect(fetchMetadata.status).toBe(200);
    await expect(call).resolves.toEqual({ action: 'decline' });
    const second = await parked(relay);
    const withoutMetadata = await relay.handle(new Request(ENDPOINT, {
      method: 'POST', body: JSON.stringify({ id: second.id, result: { action: 'cancel' } }),
      headers: { 'content-type': 'application/json', cookie: 'session=alice', origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
    }));
    expect(withoutMetadata.status).toBe(200);
    const elsewhere = await relay.handle(new Request(ENDPOINT, {
      method: 'POST', body: '{}', headers: { 'content-type': 'application/json', cookie: 'session=alice', origin: 'http://evil.example', host: '127.0.0.1:3000' },
    }));
    expect(elsewhere.status).toBe(403);
  });

  it('serves an allowed origin with CORS headers, preflight included', async () => {
    const relay = setup({ allowedOrigins: ['https://app.example'] });
    const { call, id } = await parked(relay);
    const preflight = await relay.handle(new Request(ENDPOINT, { method: 'OPTIONS', headers: { origin: 'https://app.example' } }));
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
    const response = await post(relay, 'alice', { id, result: { action: 'decline' } }, { origin: 'https://app.example', 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    await expect(call).resolves.toEqual({ action: 'decline' });
  });

  it('answers 401 without a session, and 405 to other methods', async () => {
    const relay = setup();
    const { call, id } = await parked(relay);
    expect((await post(relay, undefined, { id, result: { action: 'cancel' } })).status).toBe(401);
    expect((await relay.handle(new Request(ENDPOINT))).status).toBe(401);
    const throwing = setup({ authenticate: () => { throw new Error('bad cookie'); } });
    expect((await post(throwing, 'alice', { id, result: { action: 'cancel' } })).status).toBe(401);
    const put = await relay.handle(new Request(ENDPOINT, { method: 'PUT', headers: { cookie: 'session=alice' } }));
    expect([put.status, put.headers.get('allow')]).toEqual([405, 'GET, POST']);
    expect((await answer(relay, 'alice', id, { action: 'cancel' })).status).toBe(200);
    await expect(call).resolves.toEqual({ action: 'cancel' });
  });
});

describe('Stop, reloads and closed tabs', () => {
  it('never withdraws a form when the request that started the chat goes away; Stop does', async () => {
    const relay = setup();
    const reader = await stream(relay, 'alice');
    open.readers.push(reader);
    const http = new AbortController(); // the chat's HTTP request: a reload aborts it
    const turn = relay.turn({ session: 'alice', chat: 'c1' });
    const call = relay.ask(elicitation(), { session: 'alice', signal: turn.signal });
    const id = await nextPendingId(reader);
    http.abort();
    expect(turn.signal.aborted).toBe(false);
    // Another session's Stop for the same chat id changes nothing: it reaches only its own session's turns.
    expect((await post(relay, 'bob', { stop: 'c1' })).status).toBe(200);
    expect((await answer(relay, 'alice', id, { action: 'accept', content: { name: 'Ada' } })).status).toBe(200);
    await expect(call).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
    const next = relay.ask(elicitation(), { session: 'alice', signal: turn.signal });
    const second = await nextPendingId(reader);
    expect((await post(relay, 'alice', { stop: 'c1' })).status).toBe(200);
    await expect(next).resolves.toEqual({ action: 'cancel' });
    expect((await answer(relay, 'alice', second, { action: 'decline' })).body.state).toBe('withdrawn');
    turn.end();
  });

  it('refuses a malformed Stop with 400', async () => {
    const relay = setup();
    for (const stop of ['', 42, 'x'.repeat(201), 'a\u0000b']) {
      const response = await post(relay, 'alice', { stop });
      expect([response.status, await response.json()]).toEqual([400, { error: 'The chat to stop is missing or malformed.' }]);
    }
  });
});

describe('nothing hangs', () => {
  it('expires a request no one answers: cancel to the server, "expired" in the browser, 409 afterwards', async () => {
    const relay = setup();
    const { reader, call, id } = await parked(relay, 'alice', { expiresAfterMs: 30 });
    await expect(call).resolves.toEqual({ action: 'cancel' });
    expect((await reader.next((event) => event.event === 'expired')).data).toEqual({ id, state: 'expired' });
    expect(await answer(relay, 'alice', id, { action: 'accept', content: { name: 'Ada' } })).toEqual({ status: 409, body: { state: 'expired', error: 'This request has expired.' } });
  });

  it('withdraws the request when the call is aborted: the form closes, a late answer gets 409', async () => {
    const relay = setup();
    const abort = new AbortController();
    const { reader, call, id } = await parked(relay, 'alice', { signal: abort.signal });
    abort.abort();
    await expect(call).resolves.toEqual({ action: 'cancel' });
    expect((await reader.next((event) => event.event === 'withdrawn')).data).toEqual({ id, state: 'withdrawn' });
    expect((await answer(relay, 'alice', id, { action: 'decline' })).body.state).toBe('withdrawn');
  });

  it('never parks a request whose call was already aborted', async () => {
    const relay = setup();
    const reader = await stream(relay, 'alice');
    open.readers.push(reader);
    await expect(relay.ask(elicitation(), { session: 'alice', signal: AbortSignal.abort() })).resolves.toEqual({ action: 'cancel' });
    await reader.next((event) => event.event === 'snapshot');
    expect(reader.events.map((event) => event.event)).toEqual(['snapshot']);
  });
});

describe('one process, two bundles', () => {
  it('lets a request asked through one relay be answered through another made by the same process (Next.js routes)', async () => {
    const chatRoute = setup();
    const browserRoute = setup();
    const reader = await stream(browserRoute, 'alice');
    open.readers.push(reader);
    const call = chatRoute.ask(elicitation(), { session: 'alice' });
    const id = await nextPendingId(reader);
    expect((await answer(browserRoute, 'alice', id, { action: 'accept', content: { name: 'Ada' } })).status).toBe(200);
    await expect(call).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
  });
});

describe('reload and reconnect', () => {
  it('shows pending requests again on a new connection, and the outcome (never the answer) of settled ones', async () => {
    const relay = setup();
    const first = await parked(relay);
    const second = relay.ask(elicitation('And the date?'), { session: 'alice' });
    const secondId = await nextPendingId(first.reader);
    expect((await answer(relay, 'alice', first.id, { action: 'accept', content: { name: 'Ada' } })).status).toBe(200);
    first.reader.close();
    const reloaded = await stream(relay, 'alice');
    open.readers.push(reloaded);
    const snapshot = (await reloaded.next((event) => event.event === 'snapshot')).data as { elicitations: Record<string, unknown>[] };
    // Other tests' requests of 'alice' share the process's store: only this test's two are looked at.
    const mine = snapshot.elicitations.filter(({ id }) => id === first.id || id === secondId);
    expect(mine.map(({ id, state }) => ({ id, state }))).toEqual([{ id: first.id, state: 'answered' }, { id: secondId, state: 'pending' }]);
    expect(mine[1]!.request).toMatchObject({ message: 'And the date?', requestedSchema: expect.any(Object) as unknown });
    expect(JSON.stringify(mine)).not.toContain('Ada');
    expect((await answer(relay, 'alice', secondId, { action: 'decline' })).status).toBe(200);
    await expect(second).resolves.toEqual({ action: 'decline' });
  });
});

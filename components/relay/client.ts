/**
 * The tab's side of the relay (SPEC §12), React-free: one EventSource on the session's stream, one POST per answer.
 * Every (re)connect starts with the server's snapshot, so a reload or a dropped network shows the same forms again.
 */
import type { ElicitResult } from '../../src/answerTypes.ts';
import type { RelayedElicitation, RelayPostReply, RelayState } from '../../src/relay/types.ts';
import type { ClosedReason } from '../host/queue.ts';
import type { RelayClient, RelayClientOptions, RelayClientSnapshot, RelayEntry, RelayEntryStatus } from './types.ts';

const SETTLED = ['answered', 'expired', 'withdrawn'] as const;
const isOpen = (status: RelayEntryStatus) => status === 'pending' || status === 'sending';
/** Closed without this tab's answer: another tab's won, it expired, or it was withdrawn (SPEC §12). */
export const isClosedWithoutAnswer = (status: RelayEntryStatus): status is ClosedReason =>
  status === 'answered-elsewhere' || status === 'expired' || status === 'withdrawn';
/** An answered request without the answer (the stream never carries answers): another tab's answer won. */
const statusOf = (elicitation: RelayedElicitation): RelayEntryStatus =>
  elicitation.state === 'answered' && !elicitation.result ? 'answered-elsewhere' : elicitation.state;
/**
 * What a chat's data part says before the stream does: as above, and a pending part past its expiry expired (the
 * chat's history may hold a part long settled and forgotten by the server).
 */
export const statusOfPart = (elicitation: RelayedElicitation): RelayEntryStatus =>
  elicitation.state === 'pending' && elicitation.expiresAt <= Date.now() ? 'expired' : statusOf(elicitation);
const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * Connects this tab to the relay at `endpoint`.
 * @example
 * const client = createRelayClient({ endpoint: '/api/elicitations' });
 * client.connect();
 * client.subscribe(() => render(client.getSnapshot().entries));
 * await client.answer(id, { action: 'accept', content: { name: 'Ada' } });
 */
export function createRelayClient(options: RelayClientOptions): RelayClient {
  const entries = new Map<string, RelayEntry>();
  /** Ids another tab answered while this one watched live (a reloaded chat's data part must not claim them). */
  const elsewhereLive = new Set<string>();
  const listeners = new Set<() => void>();
  let snapshot: RelayClientSnapshot = { connected: false, entries: [] };
  let source: EventSource | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let backoff = 1000;

  const publish = (connected = snapshot.connected) => {
    snapshot = { connected, entries: [...entries.values()] };
    for (const listener of listeners) listener();
  };
  const update = (id: string, change: Partial<RelayEntry>) => {
    const entry = entries.get(id);
    if (entry) entries.set(id, { ...entry, ...change });
  };
  const learn = (elicitation: RelayedElicitation, origin: 'live' | 'snapshot' | 'part') => {
    const entry = entries.get(elicitation.id);
    if (!entry) {
      const status = origin === 'part' ? statusOfPart(elicitation) : statusOf(elicitation);
      entries.set(elicitation.id, { id: elicitation.id, request: elicitation.request, expiresAt: elicitation.expiresAt, status, attempt: 0, result: elicitation.result });
    } else if (elicitation.state !== 'pending') settle(elicitation.id, elicitation.state, origin === 'live', elicitation.result);
  };
  const settle = (id: string, state: Exclude<RelayState, 'pending'>, live: boolean, result?: ElicitResult) => {
    const entry = entries.get(id);
    // While this tab's own POST is in flight, its reply says whose answer won.
    if (!entry || entry.status === 'sending') return;
    if (state !== 'answered') return void (isOpen(entry.status) && update(id, { status: state }));
    if (result && !elsewhereLive.has(id)) return void update(id, { status: 'answered', result });
    if (entry.status === 'pending') {
      if (live) elsewhereLive.add(id);
      update(id, { status: 'answered-elsewhere' });
    }
  };
  const onSnapshot = (data: unknown) => {
    const list = (data as { elicitations?: RelayedElicitation[] } | undefined)?.elicitations ?? [];
    const known = new Set(list.map((elicitation) => elicitation.id));
    // A pending form the server no longer knows has no call behind it any more.
    for (const entry of entries.values()) if (entry.status === 'pending' && !known.has(entry.id)) update(entry.id, { status: 'withdrawn' });
    for (const elicitation of list) learn(elicitation, 'snapshot');
  };

  const connect = () => {
    const Source = options.EventSource ?? globalThis.EventSource;
    if (closed || !Source) return;
    const stream = new Source(options.endpoint, { withCredentials: true });
    source = stream;
    stream.addEventListener('snapshot', (event) => {
      backoff = 1000;
      onSnapshot(parse((event as MessageEvent<string>).data));
      publish(true);
    });
    /** A live event about one request: handled by its id, then every listener hears of it. */
    const onRequestEvent = (name: string, handle: (id: string, data: object) => void) => stream.addEventListener(name, (event) => {
      const data = parse((event as MessageEvent<string>).data) as { id?: unknown } | undefined;
      if (typeof data?.id === 'string' && data.id !== '') handle(data.id, data);
      publish();
    });
    onRequestEvent('pending', (_id, data) => learn(data as RelayedElicitation, 'live'));
    onRequestEvent('completed', (id) => update(id, { completed: true }));
    for (const state of SETTLED) onRequestEvent(state, (id) => settle(id, state, true));
    stream.addEventListener('error', () => {
      publish(false);
      // The browser retries a dropped stream by itself; a refused one (401, 403) is closed for good: retry later.
      if (stream.readyState !== 2 || closed) return;
      retry = setTimeout(connect, backoff);
      backoff = Math.min(backoff * 2, 30_000);
    });
  };

  async function answer(id: string, result: ElicitResult): Promise<RelayEntryStatus> {
    const entry = entries.get(id);
    if (!entry || entry.status !== 'pending') return entry?.status ?? 'withdrawn';
    update(id, { status: 'sending', issues: undefined, refusedContent: undefined, sendFailed: undefined });
    publish();
    let status: number;
    let body: RelayPostReply = {};
    try {
      const response = await (options.fetch ?? globalThis.fetch)(options.endpoint, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id, result }),
      });
      status = response.status;
      body = ((await response.json().catch(() => ({}))) ?? {}) as RelayPostReply;
    } catch {
      status = 0;
    }
    const reopen = { status: 'pending' as const, attempt: entry.attempt + 1, refusedContent: result.action === 'accept' ? result.content : undefined };
    if (status === 200) update(id, { status: 'answered', result });
    else if (status === 422) update(id, { ...reopen, issues: body.issues ?? [] });
    else if (status === 409 && body.state === 'answered') update(id, { status: 'answered-elsewhere' });
    else if (status === 409 && (body.state === 'expired' || body.state === 'withdrawn')) update(id, { status: body.state });
    // 404: the relay does not know the request (gone, or never this session's): nothing waits for it.
    else if (status === 404) update(id, { status: 'withdrawn' });
    else update(id, { ...reopen, sendFailed: true });
    publish();
    return entries.get(id)!.status;
  }

  return {
    connect() {
      if (source && !closed) return;
      closed = false;
      connect();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    get: (id) => entries.get(id),
    answer,
    adopt(elicitation) {
      learn(elicitation, 'part');
      publish();
    },
    close() {
      closed = true;
      clearTimeout(retry);
      source?.close();
      source = undefined;
      publish(false);
    },
  };
}

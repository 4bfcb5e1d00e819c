/**
 * The tab's side of the relay (docs/relay.md), React-free: one EventSource on the session's stream, one POST per answer.
 * Every (re)connect starts with the server's snapshot, so a reload or a dropped network shows the same forms again.
 *
 * What a tab shows is what the server got (docs/relay.md, Guarantees 1): the relay's word on a request and this tab's
 * own POST are kept apart, and a request this tab saw open counts as answered here only when its own POST won.
 */
import type { ElicitResult } from '../../src/answerTypes.ts';
import type { RelayedElicitation, RelayPostReply, RelayState } from '../../src/relay/types.ts';
import { newRelayId } from '../../src/relay/ids.ts';
import { browserLanguages, languageList } from '../../src/protocol/acceptLanguage.ts';
import { postAnswer, postBody } from './post.ts';
import { statusOf, type Tracked } from './status.ts';
import type { RelayClient, RelayClientOptions, RelayClientSnapshot, RelayEntry } from './types.ts';

export { isClosedWithoutAnswer, statusOfPart } from './status.ts';

const SETTLED = ['answered', 'expired', 'withdrawn'] as const;
const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The stream's URL: the endpoint, with the person's languages when there are any (docs/behaviour.md §13.5). */
function streamUrl({ endpoint, languages }: RelayClientOptions): string {
  const tags = languages === false ? [] : languageList(languages ?? browserLanguages());
  if (tags.length === 0) return endpoint;
  return `${endpoint}${endpoint.includes('?') ? '&' : '?'}languages=${encodeURIComponent(tags.join(','))}`;
}

/**
 * Connects this tab to the relay at `endpoint`.
 * @example
 * const client = createRelayClient({ endpoint: '/api/elicitations' });
 * client.connect();
 * client.subscribe(() => render(client.getSnapshot().entries));
 * await client.answer(id, { action: 'accept', content: { name: 'Ada' } });
 */
export function createRelayClient(options: RelayClientOptions): RelayClient {
  const tracked = new Map<string, Tracked>();
  const entries = new Map<string, RelayEntry>();
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
  /** Changes what the tab tracks of `id`, and the entry derived from it. */
  const change = (id: string, patch: Partial<Tracked>) => {
    const item = tracked.get(id);
    if (!item) return;
    const next = { ...item, ...patch };
    tracked.set(id, next);
    entries.set(id, statusOf(next));
  };
  /** Takes what the relay (or a chat's part) says of a request; false when it told the tab nothing new. */
  const learn = (elicitation: RelayedElicitation, origin: 'live' | 'snapshot' | 'part'): boolean => {
    const item = tracked.get(elicitation.id);
    if (!item) {
      // A pending part past its expiry is over: the chat's history may hold a part the server long forgot.
      const state = origin === 'part' && elicitation.state === 'pending' && elicitation.expiresAt <= Date.now() ? 'expired' : elicitation.state;
      tracked.set(elicitation.id, {
        id: elicitation.id, request: elicitation.request, expiresAt: elicitation.expiresAt, relay: state, seenOpen: state === 'pending',
        attempt: 0, token: newRelayId(), history: elicitation.result,
      });
      change(elicitation.id, {});
      return true;
    }
    // The relay's word only ever moves a request on; an answer a part carries is what the server got.
    const relay = item.relay === 'pending' ? elicitation.state : item.relay;
    const history = item.history ?? elicitation.result;
    if (relay === item.relay && history === item.history) return false;
    change(elicitation.id, { relay, history });
    return true;
  };
  const settle = (id: string, state: Exclude<RelayState, 'pending'>) => {
    const item = tracked.get(id);
    if (item?.relay === 'pending') change(id, { relay: state });
  };
  const onSnapshot = (data: unknown) => {
    const list = (data as { elicitations?: RelayedElicitation[] } | undefined)?.elicitations ?? [];
    const known = new Set(list.map((elicitation) => elicitation.id));
    // A pending form the server no longer knows has no call behind it any more.
    for (const item of tracked.values()) if (item.relay === 'pending' && !known.has(item.id)) change(item.id, { relay: 'withdrawn' });
    for (const elicitation of list) learn(elicitation, 'snapshot');
  };

  const connect = () => {
    const Source = options.EventSource ?? globalThis.EventSource;
    if (closed || !Source) return;
    const stream = new Source(streamUrl(options), { withCredentials: true });
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
    onRequestEvent('completed', (id) => change(id, { completed: true }));
    for (const state of SETTLED) onRequestEvent(state, (id) => settle(id, state));
    stream.addEventListener('error', () => {
      publish(false);
      // The browser retries a dropped stream by itself; a refused one (401, 403) is closed for good: retry later.
      if (stream.readyState !== 2 || closed) return;
      retry = setTimeout(connect, backoff);
      backoff = Math.min(backoff * 2, 30_000);
    });
  };

  async function answer(id: string, result: ElicitResult) {
    const item = tracked.get(id);
    const status = entries.get(id)?.status;
    if (!item || status !== 'pending') return status ?? 'withdrawn';
    change(id, { post: 'sending', sent: result, issues: undefined, refusedContent: undefined, sendFailed: undefined });
    publish();
    const reply = await postAnswer(options, { id, result, token: item.token });
    applyReply(id, result, reply.status, reply.body);
    publish();
    return entries.get(id)!.status;
  }
  /** What this tab's POST learned: the relay's reply is the truth about whose answer won (docs/relay.md, The wire). */
  function applyReply(id: string, result: ElicitResult, status: number, body: RelayPostReply) {
    const item = tracked.get(id)!;
    const reopen = { post: undefined, attempt: item.attempt + 1, refusedContent: result.action === 'accept' ? result.content : undefined };
    if (status === 200) return change(id, { post: 'won', relay: 'answered' });
    // This tab's own answer had won already (an earlier POST whose reply was lost): what the server got is shown.
    if (status === 409 && body.state === 'answered' && body.yours) return change(id, { post: 'won', relay: 'answered', sent: body.result ?? result });
    if (status === 409 && body.state && body.state !== 'pending') return change(id, { post: undefined, relay: body.state });
    // 404: the relay does not know the request (gone, or never this session's): nothing waits for it.
    if (status === 404) return change(id, { post: undefined, relay: 'withdrawn' });
    if (status === 422) return change(id, { ...reopen, issues: body.issues ?? [] });
    change(id, { ...reopen, sendFailed: status === 413 ? 'too-large' : 'unreachable' });
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
    async stop(chat) {
      return (await postBody(options, { stop: chat })).status === 200;
    },
    adopt(elicitation) {
      if (learn(elicitation, 'part')) publish();
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

/**
 * The relay as an `ElicitationQueue` (docs/relay.md), so the existing `<ElicitationDialog>` shows relayed requests one
 * at a time. Requests of a browser-side MCP client (`queue.ask`) share the same dialog, after the relayed ones.
 */
import type { ElicitResult } from '../../src/answerTypes.ts';
import { createElicitationQueue, type ElicitationQueue, type QueuedElicitation, type QueueSnapshot } from '../queue/queue.ts';
import { createRelayClient } from './client.ts';
import { isClosedWithoutAnswer } from './status.ts';
import type { RelayClient, RelayClientOptions, RelayEntry } from './types.ts';

/** A queue fed by the relay, with the client behind it (inline chats read entries from it). */
export interface ElicitationRelay extends ElicitationQueue {
  client: RelayClient;
  /**
   * Says a chat's data part shows request `id` on this page (`<RelayElicitation>` does, while mounted), so
   * `<PendingElicitations>` leaves it out. Returns the function that takes the claim back.
   */
  claim: (id: string) => () => void;
  /** The ids claimed now; `subscribe` listeners hear when this changes. */
  claimed: () => ReadonlySet<string>;
  /** The page's Stop button for chat `chat`: `client.stop` (the server ends that chat's turn, on any instance). */
  stop: (chat: string) => Promise<boolean>;
}

/** A URL-mode request answered at Open: its view waits for the MCP server's confirmation (docs/url-safety.md). */
const awaitsConfirmation = (entry: RelayEntry) =>
  entry.request.mode === 'url' && entry.request.urlCompletion === 'notification' && entry.status === 'answered' && !entry.completed;

/**
 * Creates the relay's queue (and its client). Call `relay.client.connect()` once mounted; `useElicitationRelay` does.
 * @example
 * const relay = createElicitationRelay({ endpoint: '/api/elicitations' });
 * relay.client.connect();
 * root.render(<ElicitationDialog queue={relay} />);
 */
export function createElicitationRelay(options: RelayClientOptions): ElicitationRelay {
  const client = createRelayClient(options);
  const local = createElicitationQueue();
  const listeners = new Set<() => void>();
  /** Dialog ids of relayed requests are negative (local ones count up from 1); a reopened form gets a new one. */
  const dialogIds = new Map<string, { id: number; entry: RelayEntry }>();
  const relayIds = new Map<number, string>();
  const claims = new Map<string, number>();
  let claimedIds: ReadonlySet<string> = new Set();
  let next = -1;
  let snapshot: QueueSnapshot = { waiting: 0 };
  /**
   * The relayed request on screen. It stays there while this tab's answer is on its way, while a URL it opened
   * waits for the server, and once it closed without this tab's answer until dismissed: the dialog always ends by
   * saying what the server got, and a form never vanishes from under someone typing (docs/relay.md).
   */
  let shown: string | undefined;
  const dismissed = new Set<string>();
  const stillOnScreen = (): RelayEntry | undefined => {
    const entry = shown === undefined ? undefined : client.get(shown);
    if (!entry || dismissed.has(entry.id)) return undefined;
    const keep = entry.status === 'sending' || awaitsConfirmation(entry) || isClosedWithoutAnswer(entry.status);
    return keep ? entry : undefined;
  };

  const dialogIdOf = (entry: RelayEntry): number => {
    const known = dialogIds.get(entry.id);
    // Refused (422) or not sent: the same request comes back as a new form, with the issues and what was typed.
    if (known && known.entry.attempt === entry.attempt) return known.id;
    const id = next--;
    dialogIds.set(entry.id, { id, entry });
    relayIds.set(id, entry.id);
    return id;
  };
  const queued = (entry: RelayEntry): QueuedElicitation => {
    const base = { id: dialogIdOf(entry), request: entry.request, draftKey: entry.id };
    if (isClosedWithoutAnswer(entry.status)) return { ...base, closed: entry.status };
    if (entry.status === 'sending' || awaitsConfirmation(entry)) return { ...base, sending: true };
    return { ...base, issues: entry.issues, sendFailed: entry.sendFailed, defaultContent: entry.refusedContent };
  };
  const recompute = () => {
    const open = client.getSnapshot().entries.filter((entry) => entry.status === 'pending');
    const localSnapshot = local.getSnapshot();
    const kept = stillOnScreen();
    const first = kept ?? open[0];
    shown = first?.id;
    const waiting = open.length - (kept ? 0 : 1) + (localSnapshot.current ? 1 + localSnapshot.waiting : 0);
    snapshot = first ? { current: queued(first), waiting } : localSnapshot;
    for (const listener of listeners) listener();
  };
  client.subscribe(recompute);
  local.subscribe(recompute);

  const answer = (id: number, result: ElicitResult) => {
    const relayId = relayIds.get(id);
    if (relayId === undefined) return local.answer(id, result);
    // On screen but no longer open (sent, waiting for a URL's server, or closed): nothing to send; the person
    // dismisses what it says.
    if (client.get(relayId)?.status !== 'pending') {
      dismissed.add(relayId);
      return recompute();
    }
    void client.answer(relayId, result);
  };
  return {
    client,
    ask: local.ask,
    answer,
    // Closing a relayed form is answering `cancel`: the server must hear that no one will answer.
    close: (id) => (relayIds.has(id) ? answer(id, { action: 'cancel' }) : local.close(id)),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    claim(id) {
      const change = (by: number) => {
        const count = (claims.get(id) ?? 0) + by;
        if (count > 0) claims.set(id, count);
        else claims.delete(id);
        claimedIds = new Set(claims.keys());
        for (const listener of listeners) listener();
      };
      change(1);
      let released = false;
      return () => {
        if (!released) change(-1);
        released = true;
      };
    },
    claimed: () => claimedIds,
    stop: (chat) => client.stop(chat),
  };
}

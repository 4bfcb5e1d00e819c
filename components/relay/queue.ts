/**
 * The relay as an `ElicitationQueue` (SPEC §12), so the existing `<ElicitationDialog>` shows relayed requests one at
 * a time. Requests of a browser-side MCP client (`queue.ask`) share the same dialog, after the relayed ones.
 */
import type { ElicitResult } from '../../src/answerTypes.ts';
import { createElicitationQueue, type ClosedReason, type ElicitationQueue, type QueueSnapshot } from '../host/queue.ts';
import { createRelayClient, isClosedWithoutAnswer } from './client.ts';
import type { RelayClient, RelayClientOptions, RelayEntry } from './types.ts';

/** A queue fed by the relay, with the client behind it (inline chats read entries from it). */
export interface ElicitationRelay extends ElicitationQueue {
  client: RelayClient;
}

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
  let next = -1;
  let snapshot: QueueSnapshot = { waiting: 0 };
  /** The relayed request on screen; once it closes without this tab's answer, it stays there until dismissed. */
  let shown: string | undefined;
  const dismissed = new Set<string>();
  const closedOnScreen = (): (RelayEntry & { status: ClosedReason }) | undefined => {
    const entry = shown === undefined ? undefined : client.get(shown);
    if (!entry || dismissed.has(entry.id) || !isClosedWithoutAnswer(entry.status)) return undefined;
    return { ...entry, status: entry.status };
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
  const recompute = () => {
    const open = client.getSnapshot().entries.filter((entry) => entry.status === 'pending');
    const localSnapshot = local.getSnapshot();
    const closed = closedOnScreen();
    const first = closed ?? open[0];
    shown = first?.id;
    const waiting = open.length - (closed ? 0 : 1) + (localSnapshot.current ? 1 + localSnapshot.waiting : 0);
    snapshot = first
      ? {
          current: closed
            ? { id: dialogIdOf(closed), request: closed.request, closed: closed.status }
            : { id: dialogIdOf(first), request: first.request, issues: first.issues, sendFailed: first.sendFailed, defaultContent: first.refusedContent },
          waiting,
        }
      : localSnapshot;
    for (const listener of listeners) listener();
  };
  client.subscribe(recompute);
  local.subscribe(recompute);

  const answer = (id: number, result: ElicitResult) => {
    const relayId = relayIds.get(id);
    if (relayId === undefined) return local.answer(id, result);
    // Closed on screen (another tab, expiry, withdrawal): nothing to send; the person dismisses what it says.
    if (closedOnScreen()?.id === relayId) {
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
  };
}

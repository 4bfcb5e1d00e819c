import { useState, useSyncExternalStore } from 'react';
import type { RelayedElicitation, RelayedRequest } from '../../src/relay/types.ts';
import { RelayElicitation, type RelayElicitationProps } from './RelayElicitation.tsx';
import type { RelayEntry } from './types.ts';

/**
 * Props of `<PendingElicitations>`: the relay, and the class of each card. Settings as for `<RelayElicitation>`.
 * @example const props: PendingElicitationsProps = { relay };
 */
export type PendingElicitationsProps = Omit<RelayElicitationProps, 'elicitation' | 'claim'>;

/** One part-shaped object per request, for good: a card re-created on every change would adopt it again and again. */
const parts = new WeakMap<RelayedRequest, RelayedElicitation>();
const partOf = (entry: RelayEntry): RelayedElicitation => {
  let part = parts.get(entry.request);
  if (!part) parts.set(entry.request, (part = { id: entry.id, state: 'pending', request: entry.request, expiresAt: entry.expiresAt }));
  return part;
};
const isOpen = (entry: RelayEntry) => entry.status === 'pending' || entry.status === 'sending';

/**
 * The session's relayed requests that no chat part on this page shows (docs/relay.md, "Stop, reloads and closed
 * tabs"): after a reload (the chat's stream is gone, the relay still has the form), in a second tab of the same
 * session, or asked by another chat of the session. Each is the same card as `<RelayElicitation>`, with its draft,
 * and keeps its card once answered here, to say what became of it. A request a `<RelayElicitation>` part renders on
 * this page is left to that part. Put it after the chat's messages.
 * @example
 * {messages.map(renderMessage)}
 * <PendingElicitations relay={relay} />
 */
export function PendingElicitations(props: PendingElicitationsProps) {
  const { relay } = props;
  const { entries } = useSyncExternalStore(relay.client.subscribe, relay.client.getSnapshot, relay.client.getSnapshot);
  const claimed = useSyncExternalStore(relay.subscribe, relay.claimed, relay.claimed);
  // Ids shown here stay, to say what became of them; a settled request never shown here is not news.
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const visible = entries.filter((entry) => !claimed.has(entry.id) && (isOpen(entry) || shown.has(entry.id)));
  const fresh = visible.filter((entry) => !shown.has(entry.id));
  if (fresh.length > 0) setShown(new Set([...shown, ...fresh.map((entry) => entry.id)]));
  return (
    <>
      {visible.map((entry) => <RelayElicitation key={entry.id} {...props} elicitation={partOf(entry)} claim={false} />)}
    </>
  );
}

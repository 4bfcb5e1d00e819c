/**
 * `GET`: one session's live stream (SSE, docs/behaviour.md §12). Every connection starts with a `snapshot` of the session's
 * requests (pending ones, and the outcome of recently settled ones), so a reload or a reconnect to any instance
 * shows the same forms again; then `pending`, `answered`, `expired` and `withdrawn` events as they happen, `completed`
 * when the MCP server confirms a URL-mode request answered at Open (live only: a reload shows it as answered), and a
 * heartbeat. At each half heartbeat the stream checks the leases of the holders of its pending requests and
 * withdraws the requests of a holder that died.
 */
import { settle, type RelayContext } from './context.ts';
import { readSessionMessage, sessionTopic } from './topics.ts';
import type { RelayedElicitation } from './types.ts';
import type { RelayRecord, RelayStoredEntry } from './store.ts';

const encoder = new TextEncoder();
const frame = (event: string, data: unknown) => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/** A stored entry as the browser sees it: never the answer (docs/behaviour.md §12, answers travel to the holder only). */
const viewOf = ({ record, outcome }: RelayStoredEntry): RelayedElicitation =>
  ({ id: record.id, state: outcome?.state ?? 'pending', request: record.request, expiresAt: record.expiresAt });

/** Opens the stream of `session`; it ends when the browser goes away (`signal`) or the reader cancels. */
export function openStream(ctx: RelayContext, session: string, signal: AbortSignal, cors: Record<string, string>): Response {
  /** The pending requests this stream shows, with what it needs to check their holders. */
  const pending = new Map<string, RelayRecord>();
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      const send = (event: string, data: unknown) => {
        if (open) controller.enqueue(frame(event, data));
      };
      const early: string[] = [];
      let ready = false;
      const onMessage = (text: string) => {
        if (!ready) return void early.push(text);
        const message = readSessionMessage(text);
        if (!message) return;
        if ('pending' in message) {
          pending.set(message.pending.id, { ...message.pending, session, holder: message.holder });
          send('pending', message.pending);
        } else if ('completed' in message) {
          send('completed', message.completed);
        } else if ('settled' in message) {
          pending.delete(message.settled.id);
          send(message.settled.state, message.settled);
        }
      };
      const checkLeases = async () => {
        const records = [...pending.values()];
        if (records.length === 0) return;
        const alive = await ctx.store.liveHolders([...new Set(records.map((record) => record.holder))]);
        // The winner of each settle publishes `withdrawn` to every stream of the session, this one included.
        await Promise.all(records.filter((record) => !alive.has(record.holder)).map((record) => settle(ctx, record, { state: 'withdrawn' })));
      };
      // Subscribe before reading the snapshot, so nothing published in between is lost (duplicates are harmless).
      // The store subscribes asynchronously: this settles, once the subscription is live, to its unsubscribe.
      const subscribed: Promise<() => Promise<void>> = ctx.store.subscribe(sessionTopic(session), onMessage);
      const heartbeat = setInterval(() => {
        if (open) controller.enqueue(encoder.encode(': heartbeat\n\n'));
        void checkLeases().catch(() => {});
      }, ctx.heartbeatMs / 2);
      stop = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        void subscribed.then((unsubscribe) => unsubscribe()).catch(() => {});
        try {
          controller.close();
        } catch {
          // already closed by the reader
        }
      };
      signal.addEventListener('abort', stop, { once: true });
      if (signal.aborted) return stop();
      try {
        await subscribed;
        const entries = await ctx.store.list(session);
        for (const entry of entries) if (!entry.outcome) pending.set(entry.record.id, entry.record);
        controller.enqueue(encoder.encode(`retry: 1000\n\n`));
        send('snapshot', { elicitations: entries.map(viewOf) });
        ready = true;
        for (const text of early.splice(0)) onMessage(text);
        await checkLeases();
      } catch {
        stop();
      }
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, {
    headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no', ...cors },
  });
}

/**
 * The instance side of the relay: `ask` parks a request in the store and waits for its one outcome (docs/behaviour.md §12).
 * The outcome arrives by the holder's topic, or by the sweep that re-reads the store at every lease renewal, so a
 * lost message delays an answer by at most a third of a lease and never drops it.
 */
import type { ElicitResult } from '../answerTypes.ts';
import type { ElicitationRequest } from '../protocol/types.ts';
import { settle, type RelayContext } from './context.ts';
import { newRelayId } from './ids.ts';
import { holderTopic, readHolderMessage, sessionTopic, type SessionMessage } from './topics.ts';
import type { RelayAskOptions, RelayedElicitation } from './types.ts';
import type { RelayOutcome, RelayRecord } from './store.ts';
import { toRelayedRequest } from './wire.ts';

interface Waiting {
  record: RelayRecord;
  finish: (outcome: RelayOutcome) => void;
}

const CANCEL: ElicitResult = { action: 'cancel' };

export interface Holder {
  ask(request: ElicitationRequest, options: RelayAskOptions): Promise<ElicitResult>;
  close(): Promise<void>;
}

export function createHolder(ctx: RelayContext): Holder {
  const waiting = new Map<string, Waiting>();
  let started: Promise<{ stop: () => Promise<void>; ticker: ReturnType<typeof setInterval> }> | undefined;

  const deliver = async (ids: string[]) => {
    const outcomes = await ctx.store.outcomes(ids);
    ids.forEach((id, index) => {
      const outcome = outcomes[index];
      if (outcome) waiting.get(id)?.finish(outcome);
    });
  };
  const tick = async () => {
    await ctx.store.renewLease(ctx.holder, ctx.leaseMs);
    if (waiting.size > 0) await deliver([...waiting.keys()]);
  };
  // Listening and the lease run while this instance holds calls, so an idle process keeps no timer or subscription.
  const start = () => {
    started ??= (async () => {
      const stop = await ctx.store.subscribe(holderTopic(ctx.holder), (text) => {
        const { id, outcome } = readHolderMessage(text);
        if (outcome) waiting.get(id)?.finish(outcome);
        else void deliver([id]).catch(() => {});
      });
      await ctx.store.renewLease(ctx.holder, ctx.leaseMs);
      const ticker = setInterval(() => void tick().catch(() => {}), ctx.leaseMs / 3);
      (ticker as { unref?: () => void }).unref?.();
      return { stop, ticker };
    })();
    // A store that failed to start listening is tried again by the next `ask`.
    started.catch(() => (started = undefined));
    return started;
  };
  const stopIfIdle = async () => {
    if (waiting.size > 0 || !started) return;
    const stopping = started;
    started = undefined;
    const { stop, ticker } = await stopping;
    clearInterval(ticker);
    await stop();
  };

  async function ask(request: ElicitationRequest, options: RelayAskOptions): Promise<ElicitResult> {
    const signals = [options.signal, request.signal].filter((signal): signal is AbortSignal => signal !== undefined);
    if (signals.some((signal) => signal.aborted)) return CANCEL;
    const expiresAfterMs = options.expiresAfterMs ?? ctx.expiresAfterMs;
    const record: RelayRecord = {
      id: newRelayId(),
      session: options.session,
      holder: ctx.holder,
      request: toRelayedRequest(request),
      expiresAt: Date.now() + expiresAfterMs,
    };
    const view = (state: RelayedElicitation['state']): RelayedElicitation => ({ id: record.id, state, request: record.request, expiresAt: record.expiresAt });
    const tell = (elicitation: RelayedElicitation) => {
      try {
        options.onUpdate?.(elicitation);
      } catch {
        // The host's callback must not decide the answer.
      }
    };
    return new Promise<ElicitResult>((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const giveUp = (state: 'expired' | 'withdrawn') => () => {
        // The store decides: an answer that landed first wins over expiry and withdrawal. A store that fails here
        // must not keep the call waiting forever: the call gets `cancel`, as it would have.
        settle(ctx, record, { state }).then(
          ({ outcome }) => finish(outcome ?? { state }),
          () => finish({ state }),
        );
      };
      const onAbort = giveUp('withdrawn');
      const finish = (outcome: RelayOutcome) => {
        if (!waiting.delete(record.id)) return;
        clearTimeout(timer);
        for (const signal of signals) signal.removeEventListener('abort', onAbort);
        const result = outcome.state === 'answered' ? outcome.result : CANCEL;
        tell(outcome.state === 'answered' ? { ...view('answered'), result } : view(outcome.state));
        resolve(result);
        if (result.action === 'accept') relayCompletion(request, record);
        void stopIfIdle().catch(() => {});
      };
      waiting.set(record.id, { record, finish });
      void (async () => {
        await start();
        await ctx.store.add(record, ctx.keepSettledMs);
        // The chat's part first, then the session's streams: the tab whose chat asked shows the form where the model
        // asked before its pending list hears of it (docs/relay.md, "Stop, reloads and closed tabs").
        if (waiting.has(record.id)) tell(view('pending'));
        const message: SessionMessage = { pending: view('pending'), holder: ctx.holder };
        // Best effort, as every publish: a stream that missed it reads the store on its next (re)connect.
        await ctx.store.publish(sessionTopic(record.session), JSON.stringify(message)).catch(() => {});
      })().then(
        () => {
          if (!waiting.has(record.id)) return;
          timer = setTimeout(giveUp('expired'), expiresAfterMs);
          for (const signal of signals) signal.addEventListener('abort', onAbort, { once: true });
          if (signals.some((signal) => signal.aborted)) onAbort();
        },
        // Parking failed (the store is down): no one could ever see the form, so the call gets `cancel` now.
        () => {
          waiting.delete(record.id);
          resolve(CANCEL);
          void stopIfIdle().catch(() => {});
        },
      );
    });
  }

  /**
   * A 2025-11-25 URL-mode request is answered `accept` at Open, and the person's view then waits for the MCP server's
   * completion notification, which arrives here, on the instance that holds the call (`request.completed`, which also
   * resolves when the call that asked ends, docs/behaviour.md §11). Passed on to the session's tabs (at most once, like any
   * message; a lost one leaves the view's "Stop waiting" to the person).
   */
  function relayCompletion(request: ElicitationRequest, record: RelayRecord) {
    if (request.mode !== 'url' || !request.completed) return;
    const message: SessionMessage = { completed: { id: record.id } };
    void request.completed.then(() => ctx.store.publish(sessionTopic(record.session), JSON.stringify(message))).catch(() => {});
  }

  async function close() {
    await Promise.allSettled([...waiting.values()].map(({ record, finish }) =>
      settle(ctx, record, { state: 'withdrawn' }).then(({ outcome }) => finish(outcome ?? { state: 'withdrawn' }), () => finish({ state: 'withdrawn' }))));
    await stopIfIdle();
  }

  return { ask, close };
}

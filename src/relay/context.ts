/**
 * What the relay's parts share (holder, stream, answer endpoint), and the one way any of them settles a request:
 * `settle` in the store, and only the winner tells the others (docs/relay.md guarantee 1, one answer per request).
 */
import type { ValidateOptions } from '../validate/index.ts';
import { holderMessage, holderTopic, sessionTopic, type SessionMessage } from './topics.ts';
import type { RelayOutcome, RelayRecord, RelayStore } from './store.ts';

export interface RelayContext {
  store: RelayStore;
  /** This instance's holder id (its lease). */
  holder: string;
  expiresAfterMs: number;
  heartbeatMs: number;
  keepSettledMs: number;
  /**
   * A holder's lease lasts half a heartbeat and is renewed three times within it; streams check leases every half
   * heartbeat. So a browser hears that a dead instance's call is gone within one heartbeat (docs/behaviour.md §12).
   */
  leaseMs: number;
  allowedOrigins: readonly string[];
  maxBodyBytes: number;
  validate?: ValidateOptions;
  authenticate: (request: Request) => string | undefined | Promise<string | undefined>;
}

/** The outcome that holds after a `settle` attempt, and whether this attempt set it. */
export interface Settlement {
  won: boolean;
  outcome: RelayOutcome | undefined;
}

/**
 * Tries to settle `record` with `outcome`. The winner (and only the winner) tells the session's streams and the
 * holder; a loser gets the outcome that was there first.
 * @example const { won, outcome } = await settle(ctx, record, { state: 'expired' });
 */
export async function settle(ctx: RelayContext, record: RelayRecord, outcome: RelayOutcome): Promise<Settlement> {
  const { store } = ctx;
  const settled: SessionMessage = { settled: { id: record.id, state: outcome.state } };
  const messages = [[sessionTopic(record.session), JSON.stringify(settled)], [holderTopic(record.holder), holderMessage(record.id, outcome)]] as const;
  let won: boolean;
  if (store.settleAndPublish) won = await store.settleAndPublish(record.id, outcome, ctx.keepSettledMs, messages);
  else {
    won = await store.settle(record.id, outcome, ctx.keepSettledMs);
    // Both publishes are best effort: streams re-read the store on reconnect, the holder sweeps it every lease renewal.
    if (won) await Promise.allSettled(messages.map(([topic, message]) => store.publish(topic, message)));
  }
  return won ? { won, outcome } : { won, outcome: (await store.outcomes([record.id]))[0] };
}

/**
 * The holder's messages (docs/relay.md, "Figures": the outcome travels with the message, so the instance that waits
 * resolves the call without reading the store). An instance of an earlier version sends a bare id, and a message
 * that is not whole must never pass for an outcome: the holder then reads the store, as the sweep does.
 */
import { describe, expect, it } from 'vitest';
import { holderMessage, readHolderMessage } from './topics.ts';

describe('holder messages', () => {
  it('carry the winning outcome whole', () => {
    const outcome = { state: 'answered', result: { action: 'accept', content: { name: 'Ada' } }, token: 'q3Jx0c5bV1m2ZkT8aP_9Lw' } as const;
    expect(readHolderMessage(holderMessage('r-1', outcome))).toEqual({ id: 'r-1', outcome });
    expect(readHolderMessage(holderMessage('r-2', { state: 'expired' }))).toEqual({ id: 'r-2', outcome: { state: 'expired' } });
  });

  it('read a bare id (an earlier version) or a partial outcome as an id only, so the store is asked', () => {
    expect(readHolderMessage('r-3')).toEqual({ id: 'r-3' });
    expect(readHolderMessage('{"id":"r-4","outcome":{"state":"answered"}}')).toEqual({ id: 'r-4' });
    expect(readHolderMessage('{"id":"r-5","outcome":{"state":"eaten"}}')).toEqual({ id: 'r-5' });
    expect(readHolderMessage('{"id":"r-6","outcome":null}')).toEqual({ id: 'r-6' });
  });
});

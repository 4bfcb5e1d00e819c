/**
 * A FIFO of elicitations waiting for the user (React-free store; the dialog subscribes to it).
 * Several servers, or several keys of one MRTR round, may ask at once: the host shows one form at a
 * time (SPEC §1 *Decision*) and each `ask` resolves with its own answer, so concurrent requests never mix.
 */
import type { ElicitResult } from '../../src/model.ts';
import type { AskFunction, ElicitationRequest } from '../../src/protocol/index.ts';

/** One waiting elicitation. `id` is unique for the life of the queue. */
export interface QueuedElicitation {
  id: number;
  request: ElicitationRequest;
}

export interface QueueSnapshot {
  /** The request on screen, if any. */
  current?: QueuedElicitation;
  /** How many more wait behind it. */
  waiting: number;
}

export interface ElicitationQueue {
  /** Pass this to `attachElicitation` (or `requestWithInput`): it resolves when the user answers. */
  ask: AskFunction;
  /** Answers request `id`; later answers for the same id are ignored (one result per form, SPEC §3). */
  answer: (id: number, result: ElicitResult) => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => QueueSnapshot;
}

/**
 * Creates the queue a host page shares between its MCP client and its dialog.
 * @example
 * const queue = createElicitationQueue();
 * attachElicitation(client, { ask: queue.ask });
 * root.render(<ElicitationDialog queue={queue} />);
 */
export function createElicitationQueue(): ElicitationQueue {
  const entries: (QueuedElicitation & { resolve: (result: ElicitResult) => void })[] = [];
  const listeners = new Set<() => void>();
  let nextId = 1;
  let snapshot: QueueSnapshot = { waiting: 0 };
  const publish = () => {
    const [first] = entries;
    snapshot = first ? { current: { id: first.id, request: first.request }, waiting: entries.length - 1 } : { waiting: 0 };
    for (const listener of listeners) listener();
  };
  const answer = (id: number, result: ElicitResult) => {
    const index = entries.findIndex((entry) => entry.id === id);
    if (index < 0) return;
    const [entry] = entries.splice(index, 1);
    entry!.resolve(result);
    publish();
  };
  const ask: AskFunction = (request) =>
    new Promise<ElicitResult>((resolve) => {
      const id = nextId++;
      entries.push({ id, request, resolve });
      // The server or transport gave up: drop the form; the answer can no longer reach anyone.
      request.signal?.addEventListener('abort', () => answer(id, { action: 'cancel' }), { once: true });
      if (request.signal?.aborted) answer(id, { action: 'cancel' });
      else publish();
    });
  return {
    ask,
    answer,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}

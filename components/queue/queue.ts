/**
 * A FIFO of elicitations waiting for the user (React-free store; the dialog subscribes to it).
 * Several servers, or several keys of one MRTR round, may ask at once: the host shows one form at a
 * time (docs/behaviour.md §1.5 *Decision*) and each `ask` resolves with its own answer, so concurrent requests never mix.
 *
 * Its own room, under both the host dialog (components/host, which shows a queue) and the relay's browser side
 * (components/relay, whose queue is built on this one and whose views say why a request closed, `ClosedReason`):
 * both import it, neither imports the other for it.
 */
import type { Content, ElicitResult, ValidationIssue } from '../../src/model.ts';
import type { AskFunction, ElicitationRequest } from '../../src/protocol/index.ts';

/** A URL-mode `accept`: consent, with no content (docs/behaviour.md §9); the adapter sends `{action: "accept"}`. */
const URL_ACCEPT = { action: 'accept' } as ElicitResult;

/**
 * One waiting elicitation. `id` is unique for the life of the queue.
 * @example const { id, request } = queue.getSnapshot().current!;
 */
export interface QueuedElicitation {
  id: number;
  request: ElicitationRequest;
  /** A relayed answer the server refused (`422`, docs/behaviour.md §12): its issues, shown above the reopened form. */
  issues?: readonly ValidationIssue[];
  /** A relayed answer that could not be sent: the dialog says so above the reopened form. */
  sendFailed?: 'unreachable' | 'too-large';
  /** What the reopened form starts from (the refused answer's content), so nothing typed is lost. */
  defaultContent?: Content;
  /**
   * The request closed while on screen, without this person's answer: the server or transport gave up
   * (`withdrawn`), or, relayed (docs/behaviour.md §12), another tab answered first or it expired. The dialog says so in the form's
   * place until the person dismisses it (`close` or `answer`): a form never vanishes from under someone typing.
   */
  closed?: ClosedReason;
  /**
   * Relayed: this person's answer is on its way (the dialog says "Sending…" until the relay's reply says whose
   * answer won), or a URL it opened waits for the server's confirmation (the consent view's waiting state stays).
   */
  sending?: boolean;
  /**
   * A key that outlives the page (a relayed request's id): the dialog keeps the draft under it, in `sessionStorage`
   * unless the host chose otherwise, as the inline view does, so a reload shows what was typed (docs/relay.md).
   */
  draftKey?: string;
}

/**
 * Why a request closed without this person's answer (see `QueuedElicitation.closed`): the dialog and the relay's
 * inline view say it in the form's place (docs/behaviour.md §7.9, §12.7).
 * @example const reason: ClosedReason = 'expired';
 */
export type ClosedReason = 'answered-elsewhere' | 'expired' | 'withdrawn';

/**
 * What the dialog shows now: one request, and how many wait behind it.
 * @example const { current, waiting } = queue.getSnapshot();
 */
export interface QueueSnapshot {
  /** The request on screen, if any. */
  current?: QueuedElicitation;
  /** How many more wait behind it. */
  waiting: number;
}

/**
 * The queue between a host's MCP client (`ask`) and the dialog that shows one request at a time (`answer`, `close`,
 * the snapshot).
 * @example attachElicitation(client, { ask: queue.ask });
 */
export interface ElicitationQueue {
  /** Pass this to `attachElicitation` (or `requestWithInput`): it resolves when the user answers. */
  ask: AskFunction;
  /**
   * Answers request `id`; later answers for the same id are ignored (one result per form, docs/behaviour.md §3). A URL request
   * answered `accept` at Open (2025-11-25, docs/behaviour.md §9) stays on screen, waiting, until `completed` resolves or `close`.
   */
  answer: (id: number, result: ElicitResult) => void;
  /** Takes request `id` off the screen; one still unanswered answers `cancel`. */
  close: (id: number) => void;
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
  const entries: (QueuedElicitation & { resolve: (result: ElicitResult) => void; answered?: boolean })[] = [];
  const listeners = new Set<() => void>();
  let nextId = 1;
  let snapshot: QueueSnapshot = { waiting: 0 };
  const publish = () => {
    const [first] = entries;
    snapshot = first ? { current: { id: first.id, request: first.request, closed: first.closed }, waiting: entries.length - 1 } : { waiting: 0 };
    for (const listener of listeners) listener();
  };
  const close = (id: number) => {
    const index = entries.findIndex((entry) => entry.id === id);
    if (index < 0) return;
    const [entry] = entries.splice(index, 1);
    if (!entry!.answered) entry!.resolve({ action: 'cancel' });
    // Off screen (a URL waiting view included): the calls the kit paused for it run on (docs/behaviour.md §11).
    entry!.request.release?.();
    publish();
  };
  const answer = (id: number, result: ElicitResult) => {
    const entry = entries.find((candidate) => candidate.id === id);
    if (!entry || entry.answered) return close(id);
    const { request } = entry;
    if (result.action === 'accept' && request.mode === 'url' && request.urlCompletion === 'notification') {
      // docs/behaviour.md §9: accept is consent, sent now; the waiting view stays until the server's completion notification.
      entry.answered = true;
      entry.resolve(result);
      void request.completed?.then(() => close(id));
      return;
    }
    entry.answered = true;
    entry.resolve(result);
    close(id);
  };
  /** A form on screen says it was withdrawn until dismissed; one still waiting in line just leaves. */
  const withdraw = (id: number) => {
    const entry = entries.find((candidate) => candidate.id === id);
    if (!entry || entry.answered || entries[0] !== entry) return answer(id, { action: 'cancel' });
    entry.answered = true;
    entry.closed = 'withdrawn';
    entry.resolve({ action: 'cancel' });
    entry.request.release?.();
    publish();
  };
  const ask: AskFunction = (request) =>
    new Promise<ElicitResult>((resolve) => {
      const id = nextId++;
      entries.push({ id, request, resolve });
      // -32042 and MRTR URL steps: the server's completion notification (when one comes) is the user's "I've finished".
      if (request.mode === 'url' && request.urlCompletion === 'retry') void request.completed?.then(() => answer(id, URL_ACCEPT));
      if (request.signal?.aborted) return answer(id, { action: 'cancel' });
      // The server or transport gave up: the answer can no longer reach anyone.
      request.signal?.addEventListener('abort', () => withdraw(id), { once: true });
      publish();
    });
  return {
    ask,
    answer,
    close,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}

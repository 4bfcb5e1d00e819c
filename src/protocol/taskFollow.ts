/**
 * The client side of the 2026-07-28 tasks extension (`io.modelcontextprotocol/tasks`, docs/behaviour.md §10.2): a
 * `tools/call` answered with `resultType: "task"` is followed with `tasks/get` until the task ends. Follows the
 * extension's sections "Task Polling" (honour `pollIntervalMs`; the terminal `tasks/get` carries the `result` or the
 * `error`, there is no `tasks/result`), "Task Update Requests" (each `inputRequests` entry is treated as the same
 * standalone request, keys are deduplicated across polls, every answer goes back once with `tasks/update`),
 * "Task Cancellation" (`tasks/cancel`, never `notifications/cancelled`) and "Streamable HTTP: Routing Headers"
 * (`Mcp-Name: <taskId>` on `tasks/get`, `tasks/update` and `tasks/cancel`).
 */
import { answerInputRequests } from './inputRequests.ts';
import { parseInputRequired } from './parse.ts';
import type { AskFunction, ElicitationServerInfo } from './types.ts';

/** The extension's identifier, declared in the per-request client capabilities. */
export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';

/** Sends one `tasks/*` request; `headers` are the HTTP headers it must carry over Streamable HTTP (`Mcp-Name`). */
export type TaskSendFunction = (method: string, params: Record<string, unknown>, options: { headers: Record<string, string> }) => Promise<unknown>;

/** Thrown when a followed task ends `failed` (with the server's JSON-RPC `code`) or is cancelled by the server. */
export class TaskEndedError extends Error {
  constructor(readonly taskId: string, readonly status: 'failed' | 'cancelled', message: string, readonly code = -32603, readonly data?: unknown) {
    super(message);
    this.name = 'TaskEndedError';
  }
}

export interface FollowTaskOptions {
  send: TaskSendFunction;
  ask: AskFunction;
  server?: ElicitationServerInfo | undefined;
  /** Aborting it cancels the task (`tasks/cancel`) and closes its open form. */
  signal?: AbortSignal | undefined;
  urlMode?: boolean;
  /** Poll interval when the server suggests none, in ms. Default 1000. */
  pollInterval?: number;
}

type Record_ = Record<string, unknown>;
const isRecord = (value: unknown): value is Record_ => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `true` for a `CreateTaskResult` (`resultType: "task"` with a `taskId`). */
export function isCreateTaskResult(result: unknown): result is Record_ & { taskId: string } {
  return isRecord(result) && result.resultType === 'task' && typeof result.taskId === 'string';
}

const intervalOf = (task: Record_, fallback: number) =>
  typeof task.pollIntervalMs === 'number' && Number.isFinite(task.pollIntervalMs) && task.pollIntervalMs >= 0 ? task.pollIntervalMs : fallback;

/**
 * Polls the task until it ends and resolves with its `result`. While it is `input_required`, its new `inputRequests`
 * are asked in turn (polling goes on, so a task the server cancels closes its form: the request's `signal` aborts) and
 * answered with one `tasks/update` (`inputResponses`, and `requestState` when the task carries one). Rejects with
 * `TaskEndedError` for a failed or server-cancelled task; leaving early (abort, an error) sends `tasks/cancel`.
 */
export async function followTask(created: Record_ & { taskId: string }, options: FollowTaskOptions): Promise<Record_> {
  const { taskId } = created;
  const call = (method: string, params: Record_ = {}) => options.send(method, { taskId, ...params }, { headers: { 'Mcp-Name': taskId } });
  const forms = new AbortController(); // one per task: aborts every open form of it
  const seen = new Set<string>();
  let round: Promise<void> | undefined;
  let failure: { error: unknown } | undefined;
  let wake = () => {};
  const stop = () => (forms.abort(), wake());
  options.signal?.addEventListener('abort', stop, { once: true });
  const answer = (entries: Parameters<typeof answerInputRequests>[0], requestState: string | undefined) =>
    answerInputRequests(entries, { ask: options.ask, server: options.server, signal: forms.signal, urlMode: options.urlMode === true })
      .then(async (inputResponses) => {
        if (forms.signal.aborted) return; // the task ended while the form was open: nothing to send
        await call('tasks/update', requestState === undefined ? { inputResponses } : { inputResponses, requestState });
      })
      .catch((error: unknown) => void (failure = { error }))
      .finally(() => ((round = undefined), wake()));
  let ended = false;
  let interval = intervalOf(created, options.pollInterval ?? 1000);
  try {
    for (;;) {
      options.signal?.throwIfAborted();
      if (failure) throw failure.error;
      const reply = await call('tasks/get');
      const task = isRecord(reply) ? reply : {};
      interval = intervalOf(task, interval);
      if (task.status === 'completed') return (ended = true), isRecord(task.result) ? task.result : {};
      if (task.status === 'failed' || task.status === 'cancelled') {
        ended = true;
        const error = isRecord(task.error) ? task.error : {};
        const said = typeof task.statusMessage === 'string' ? task.statusMessage : undefined;
        const message = typeof error.message === 'string' ? error.message : said ?? `Task ${taskId} was ${task.status}`;
        throw new TaskEndedError(taskId, task.status, message, typeof error.code === 'number' ? error.code : -32603, error.data);
      }
      if (task.status === 'input_required' && !round && !forms.signal.aborted) {
        const inputRequired = parseInputRequired({ ...task, resultType: 'input_required' });
        const fresh = (inputRequired?.requests ?? []).filter((entry) => !seen.has(entry.key));
        for (const entry of fresh) seen.add(entry.key);
        if (fresh.length > 0) round = answer(fresh, inputRequired?.requestState);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, interval);
        wake = () => (clearTimeout(timer), resolve());
        if (options.signal?.aborted) wake();
      });
    }
  } finally {
    options.signal?.removeEventListener('abort', stop);
    forms.abort();
    if (!ended) await call('tasks/cancel').catch(() => {});
  }
}

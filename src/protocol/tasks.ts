/**
 * Task-based elicitation of MCP 2025-11-25 (docs/behaviour.md §10): a server sends `elicitation/create` with `params.task`; a
 * client that declares `tasks.requests.elicitation.create` creates a task, answers `CreateTaskResult` at once, shows
 * the form, and serves `tasks/get` (`input_required` → `completed`), `tasks/result` (the `{action, content}`),
 * `tasks/list` and `tasks/cancel`.
 *
 * Why a transport wrapper: `@modelcontextprotocol/client` 2.4.0 validates whatever an `elicitation/create` handler
 * returns as an `ElicitResult` and refuses a `CreateTaskResult` (-32602 "Invalid elicitation result", measured), and
 * it has no client-side task store. So task-augmented requests and the `tasks/*` requests for our own tasks are
 * answered here, below the client; everything else passes through untouched.
 *
 * The same wrapper serves the 2026-07-28 tasks extension (docs/behaviour.md §10.2, taskTransport.ts): the client's
 * `tools/call` declares it, and a task handle is followed below the client until the call's result is known.
 */
import type { ElicitResult } from '../model.ts';
import { attachedAsk, completionTrackerOf, type ElicitationClient } from './clientAdapter.ts';
import { modernTaskHooks } from './taskTransport.ts';
import { serverInfoOf } from './serverInfo.ts';
import { ELICITATION_METHOD, parseElicitation } from './parse.ts';
import type { AskFunction, ElicitationServerInfo } from './types.ts';

type Message = { jsonrpc: '2.0'; id?: string | number; method?: string; params?: Record<string, unknown> };
/** The part of an MCP transport the wrapper needs (the SDK's `Transport` fits). */
export interface TaskTransport {
  start(): Promise<void>;
  send(message: never, options?: unknown): Promise<void>;
  close(): Promise<void>;
  onmessage?: ((message: never, extra?: unknown) => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
}

interface Task { taskId: string; status: 'input_required' | 'completed' | 'failed' | 'cancelled'; createdAt: string; lastUpdatedAt: string; ttl: number | null; pollInterval: number; done: Promise<ElicitResult | undefined>; abort: AbortController; result?: ElicitResult }

export interface ElicitationTaskOptions {
  /**
   * The attached client (`attachElicitation`) this transport is for: its `ask` shows the forms, the server is named
   * as it introduced itself, and the client's calls are paused while a task's form is open (docs/behaviour.md §11). The one
   * place to pass `ask` is then `attachElicitation`.
   */
  client?: ElicitationClient;
  /** Shows each task's form. Default: the `ask` attached to `client`. Without `client`, no call is paused. */
  ask?: AskFunction;
  /** Who is asking (docs/behaviour.md §7), or a function read per request, e.g. `() => serverInfoOf(client)` (known after connect). */
  server?: ElicitationServerInfo | (() => ElicitationServerInfo | undefined);
  /** How often the server should poll `tasks/get`, in ms (a hint in the task). Default 1000. */
  pollInterval?: number;
}

/** The capability a client declares for task-based elicitation (docs/behaviour.md §10). */
export const ELICITATION_TASKS_CAPABILITY = { tasks: { requests: { elicitation: { create: {} } } } };

const RELATED_TASK = 'io.modelcontextprotocol/related-task';
/** Neither `ask` nor an attached client: nobody can answer, so every task ends `cancel`. */
const cancelAll: AskFunction = () => Promise.resolve({ action: 'cancel' });
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Wraps a transport so task-augmented elicitations become tasks served by the kit (2025-11-25), and the client's
 * 2026-07-28 calls that a server turns into tasks are followed, their forms asked through the attached `ask`. Declare
 * `ELICITATION_TASKS_CAPABILITY` on the client (`client.registerCapabilities`) before connecting.
 * @example
 * attachElicitation(client, { ask: queue.ask });
 * client.registerCapabilities(ELICITATION_TASKS_CAPABILITY);
 * await client.connect(withElicitationTasks(new StreamableHTTPClientTransport(url), { client }));
 */
export function withElicitationTasks<T extends TaskTransport>(transport: T, options: ElicitationTaskOptions): T {
  const tasks = new Map<string, Task>();
  let downstream: ((message: never, extra?: unknown) => void) | undefined;
  // A reply that can't be sent (the client closed mid-poll, the network dropped) goes to the transport's onerror, as
  // the SDK does for its own responses, never to an unhandled rejection.
  const reply = (id: Message['id'], body: { result: unknown } | { error: { code: number; message: string } }) =>
    transport.send({ jsonrpc: '2.0', id, ...body } as never).catch((error: unknown) => {
      transport.onerror?.(error instanceof Error ? error : new Error(String(error)));
    });
  const view = (task: Task) => ({ taskId: task.taskId, status: task.status, createdAt: task.createdAt, lastUpdatedAt: task.lastUpdatedAt, ttl: task.ttl, pollInterval: task.pollInterval });
  const client = options.client;
  const serverOf = () => (typeof options.server === 'function' ? options.server() : options.server ?? (client ? serverInfoOf(client) : undefined));
  const askOf = () => options.ask ?? (client ? attachedAsk(client) : undefined) ?? cancelAll;
  // 2026-07-28: task handles of the client's own calls (docs/behaviour.md §10.2, taskTransport.ts).
  const modern = modernTaskHooks({
    send: (message) => transport.send(message as never), deliver: (message) => downstream?.(message as never),
    ask: askOf, server: serverOf, urlMode: () => (client ? completionTrackerOf(client) !== undefined : false),
  });
  const settle = (task: Task, status: Task['status']) => {
    task.status = status;
    task.lastUpdatedAt = new Date().toISOString();
  };

  const createTask = (message: Message) => {
    const params = message.params ?? {};
    const now = new Date().toISOString();
    const abort = new AbortController();
    const request = parseElicitation(ELICITATION_METHOD, params, 'legacy');
    const server = serverOf();
    if (server) request.server = server;
    request.signal = abort.signal;
    const taskParams = isRecord(params.task) ? params.task : {};
    const task: Task = {
      taskId: crypto.randomUUID(), status: 'input_required', createdAt: now, lastUpdatedAt: now,
      ttl: typeof taskParams.ttl === 'number' ? taskParams.ttl : null, pollInterval: options.pollInterval ?? 1000, abort,
      done: Promise.resolve(undefined),
    };
    task.done = askOf()(request).then(
      (result) => {
        if (task.status === 'input_required') {
          task.result = result.action === 'accept' ? { action: 'accept', content: result.content } : { action: result.action };
          settle(task, 'completed');
        }
        return task.result;
      },
      () => (settle(task, 'failed'), undefined),
    );
    tasks.set(task.taskId, task);
    void reply(message.id, { result: { task: view(task) } });
  };

  const serveTask = async (message: Message, task: Task) => {
    if (message.method === 'tasks/get') return reply(message.id, { result: view(task) });
    if (message.method === 'tasks/cancel') {
      if (task.status === 'input_required') settle(task, 'cancelled');
      task.abort.abort();
      return reply(message.id, { result: view(task) });
    }
    // tasks/result waits for a terminal status (docs/behaviour.md §10: the {action, content} of the form).
    const result = await task.done;
    if (!result) return reply(message.id, { error: { code: -32603, message: `Task ${task.taskId} ended ${task.status}` } });
    return reply(message.id, { result: { ...result, _meta: { [RELATED_TASK]: { taskId: task.taskId } } } });
  };

  const intercept = (raw: never, extra?: unknown) => {
    const message = raw as Message;
    if (modern.incoming(message)) return;
    const taskId = typeof message.params?.taskId === 'string' ? message.params.taskId : undefined;
    if (message.id !== undefined && message.method === ELICITATION_METHOD && isRecord(message.params?.task)) return createTask(message);
    if (message.id !== undefined && message.method === 'tasks/list' && tasks.size > 0) {
      return void reply(message.id, { result: { tasks: [...tasks.values()].map(view) } });
    }
    const task = taskId ? tasks.get(taskId) : undefined;
    if (message.id !== undefined && task && message.method?.startsWith('tasks/')) return void serveTask(message, task);
    downstream?.(raw, extra);
  };
  return new Proxy(transport, {
    set(target, key, value: unknown) {
      if (key !== 'onmessage') return Reflect.set(target, key, value);
      downstream = value as typeof downstream;
      target.onmessage = value === undefined ? undefined : intercept;
      return true;
    },
    get(target, key) {
      if (key === 'onmessage') return downstream;
      if (key === 'send') {
        return (message: never, sendOptions?: unknown) => {
          const out = modern.outgoing(message, sendOptions);
          return out ? target.send(out as never, sendOptions) : Promise.resolve();
        };
      }
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

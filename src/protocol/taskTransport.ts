/**
 * The 2026-07-28 tasks extension below an SDK client (docs/behaviour.md §10.2), for `withElicitationTasks`.
 *
 * Why below the client: `@modelcontextprotocol/client` 2.4.0 refuses a `tools/call` result with `resultType: "task"`
 * ("Unsupported result type 'task'", measured) and has no task runner. So the wrapper declares the extension on the
 * client's 2026-07-28 `tools/call` requests, takes a `CreateTaskResult` off the wire, follows the task (taskFollow.ts)
 * with `tasks/*` requests of its own, and hands the client the terminal result (or error) as the call's response.
 * The `tasks/*` requests carry the call's protocol-version envelope, so the SDK's Streamable HTTP transport sets
 * `Mcp-Method` and `Mcp-Name: <taskId>` itself: it derives `Mcp-Name` from `params.taskId` for `tasks/get`,
 * `tasks/update` and `tasks/cancel`, and skips it in the per-request `TransportSendOptions.headers` (2.4.0).
 */
import { CLIENT_CAPABILITIES_META_KEY } from './capabilities.ts';
import { followTask, isCreateTaskResult, TASKS_EXTENSION, TaskEndedError } from './taskFollow.ts';
import type { AskFunction, ElicitationServerInfo } from './types.ts';

type Id = string | number;
type Message = { jsonrpc: '2.0'; id?: Id; method?: string; params?: Record<string, unknown>; result?: unknown; error?: { code?: number; message?: string; data?: unknown } };
const PROTOCOL_VERSION_META_KEY = 'io.modelcontextprotocol/protocolVersion';
/** The requests the extension may answer with a task ("Supported Methods"). */
const TASK_METHODS = new Set(['tools/call']);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface ModernTaskHooks {
  /** The message to send instead of `message` (the extension declared), or `undefined` to send nothing. */
  outgoing(message: Message, sendOptions?: unknown): Message | undefined;
  /** `true` when `message` was the kit's to handle (a task handle, a reply to the kit's own `tasks/*`). */
  incoming(message: Message): boolean;
}

export interface ModernTaskContext {
  send(message: Message): Promise<void>;
  deliver(message: Message): void;
  ask(): AskFunction;
  server(): ElicitationServerInfo | undefined;
  urlMode(): boolean;
}

/** The hooks `withElicitationTasks` calls for every message in and out. */
export function modernTaskHooks(context: ModernTaskContext): ModernTaskHooks {
  const calls = new Map<Id, { meta: Record<string, unknown>; signal: AbortSignal | undefined }>(); // a 2026-07-28 call in flight
  const followed = new Map<Id, AbortController>();
  const pending = new Map<string, { resolve: (result: unknown) => void; reject: (error: unknown) => void }>();
  let counter = 0;

  const follow = (id: Id, { meta, signal }: { meta: Record<string, unknown>; signal: AbortSignal | undefined }, created: Record<string, unknown> & { taskId: string }) => {
    const abort = new AbortController();
    followed.set(id, abort);
    // Over Streamable HTTP the client gives up on a 2026-07-28 call (its signal, its timeout) by aborting the POST.
    if (signal?.aborted) abort.abort();
    signal?.addEventListener('abort', () => abort.abort(), { once: true });
    const send = (method: string, params: Record<string, unknown>) => new Promise<unknown>((resolve, reject) => {
      const requestId = `elicit-kit-task-${++counter}`;
      pending.set(requestId, { resolve, reject });
      context.send({ jsonrpc: '2.0', id: requestId, method, params: { ...params, _meta: meta } }).catch((error: unknown) => {
        pending.delete(requestId);
        reject(error instanceof Error ? error : new Error(String(error)));
      });
    });
    followTask(created, { send, ask: context.ask(), server: context.server(), signal: abort.signal, urlMode: context.urlMode() }).then(
      (result) => context.deliver({ jsonrpc: '2.0', id, result: { ...result, resultType: 'complete' } }),
      (error: unknown) => {
        if (abort.signal.aborted) return; // the client gave up on the call: it expects no answer
        const code = error instanceof TaskEndedError ? error.code : -32603;
        const data = error instanceof TaskEndedError ? error.data : undefined;
        const message = error instanceof Error ? error.message : String(error);
        context.deliver({ jsonrpc: '2.0', id, error: data === undefined ? { code, message } : { code, message, data } });
      },
    ).finally(() => followed.delete(id));
  };

  return {
    outgoing(message, sendOptions) {
      const params = isRecord(message.params) ? message.params : {};
      if (message.method === 'notifications/cancelled' && followed.has(params.requestId as Id)) {
        followed.get(params.requestId as Id)?.abort(); // "Task Cancellation": tasks/cancel, never notifications/cancelled
        return undefined;
      }
      const meta = isRecord(params._meta) ? params._meta : undefined;
      if (message.id === undefined || !TASK_METHODS.has(message.method ?? '') || typeof meta?.[PROTOCOL_VERSION_META_KEY] !== 'string') return message;
      const capabilities = isRecord(meta[CLIENT_CAPABILITIES_META_KEY]) ? meta[CLIENT_CAPABILITIES_META_KEY] : {};
      const extensions = { ...(isRecord(capabilities.extensions) ? capabilities.extensions : {}), [TASKS_EXTENSION]: {} };
      const declared = { ...meta, [CLIENT_CAPABILITIES_META_KEY]: { ...capabilities, extensions } };
      // The tasks/* requests carry the call's protocol envelope (version, capabilities, client info), nothing else of it.
      const envelope = Object.fromEntries(Object.entries(declared).filter(([key]) => key.startsWith('io.modelcontextprotocol/')));
      const signal = isRecord(sendOptions) && sendOptions.requestSignal instanceof AbortSignal ? sendOptions.requestSignal : undefined;
      calls.set(message.id, { meta: envelope, signal });
      return { ...message, params: { ...params, _meta: declared } };
    },
    incoming(message) {
      if (message.method !== undefined || message.id === undefined) return false;
      const mine = typeof message.id === 'string' ? pending.get(message.id) : undefined;
      if (mine) {
        pending.delete(message.id as string);
        if (message.error) mine.reject(Object.assign(new Error(message.error.message ?? 'Task request failed'), { code: message.error.code }));
        else mine.resolve(message.result);
        return true;
      }
      const call = calls.get(message.id);
      calls.delete(message.id);
      if (!call || !isCreateTaskResult(message.result)) return false;
      follow(message.id, call, message.result);
      return true;
    },
  };
}

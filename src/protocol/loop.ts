/**
 * The multi-round-trip loop of docs/behaviour.md §1 for any request (`tools/call`, `prompts/get`, `resources/read`),
 * usable with any `send` function. The official 2.x client runs the same loop itself (see
 * clientAdapter.ts); this one is for hosts on another client, and for tests.
 */
import { CLIENT_CAPABILITIES_META_KEY, withCapabilitiesMeta } from './capabilities.ts';
import { answerInputRequests } from './inputRequests.ts';
import { parseInputRequired } from './parse.ts';
import { followTask, isCreateTaskResult, TASKS_EXTENSION } from './taskFollow.ts';
import type { AskFunction, ElicitationServerInfo } from './types.ts';

export { UnsupportedInputRequestError } from './inputRequests.ts';

/**
 * Sends one JSON-RPC request and resolves with its `result`. Every call must use a new request id. `options.headers`
 * are HTTP headers the request must carry over Streamable HTTP (`Mcp-Name: <taskId>` on `tasks/*`, docs/behaviour.md §10.2).
 */
export type SendFunction = (method: string, params: Record<string, unknown>, options?: { headers: Record<string, string> }) => Promise<unknown>;

export interface RequestWithInputOptions {
  method: string;
  params?: Record<string, unknown>;
  send: SendFunction;
  ask: AskFunction;
  server?: ElicitationServerInfo;
  signal?: AbortSignal;
  /** Rounds allowed before giving up (a server that never stops asking). Default 10. */
  maxRounds?: number;
  /** Add the kit's capabilities to `_meta` of every request (2026-07-28+). Default true. */
  advertiseCapabilities?: boolean;
  /** The host renders URL mode (docs/behaviour.md §9): URL entries reach `ask` as URL requests, and `elicitation.url` is declared. */
  urlMode?: boolean;
  /**
   * Declare the 2026-07-28 tasks extension (`io.modelcontextprotocol/tasks`, docs/behaviour.md §10.2) on every request.
   * A task is followed whether or not it was declared; `send` must then carry `options.headers`. Default false.
   */
  tasks?: boolean;
}

/**
 * Sends `method` with `params`; while the server answers `input_required`, asks the user every
 * embedded form one after another (docs/behaviour.md §1.5 *Decision*), then retries with the same params plus
 * `inputResponses` for every key and `requestState` echoed unchanged. Decline and cancel travel through
 * the retry like any answer. Each call keeps its own state, so concurrent calls never mix. A result
 * without `resultType` is complete (docs/behaviour.md §10); a malformed entry reaches `ask` marked `invalid`, and the
 * call fails with one sentence (code -32602).
 * @example
 * const result = await requestWithInput({ method: 'tools/call', params: { name: 'deploy' }, send, ask });
 */
export async function requestWithInput(options: RequestWithInputOptions): Promise<unknown> {
  const { method, send, ask, server, signal, maxRounds = 10, advertiseCapabilities = true } = options;
  const baseParams = options.params ?? {};
  const urlMode = options.urlMode === true;
  const prepare = (params: Record<string, unknown>) => (advertiseCapabilities ? declareTasks(withCapabilitiesMeta(params, { urlMode }), options.tasks) : params);
  let result = await send(method, prepare(baseParams));
  for (let round = 0; ; round++) {
    if (isCreateTaskResult(result)) {
      const taskSend = (taskMethod: string, params: Record<string, unknown>, sendOptions: { headers: Record<string, string> }) => send(taskMethod, prepare(params), sendOptions);
      return followTask(result, { send: taskSend, ask, server, signal, urlMode });
    }
    const inputRequired = parseInputRequired(result);
    if (!inputRequired) return result;
    if (round >= maxRounds) throw new Error(`The server still asked for input after ${maxRounds} rounds`);
    const inputResponses = await answerInputRequests(inputRequired.requests, { ask, server, signal, urlMode });
    const retry: Record<string, unknown> = { ...baseParams, inputResponses };
    if (inputRequired.requestState !== undefined) retry.requestState = inputRequired.requestState;
    result = await send(method, prepare(retry));
  }
}

/** Adds `extensions["io.modelcontextprotocol/tasks"]` to the capabilities in `_meta` when `tasks` is on. */
function declareTasks(params: Record<string, unknown>, tasks: boolean | undefined): Record<string, unknown> {
  if (!tasks) return params;
  const meta = params._meta as Record<string, Record<string, Record<string, unknown>>>;
  const capabilities = meta[CLIENT_CAPABILITIES_META_KEY] ?? {};
  const extensions = { ...capabilities.extensions, [TASKS_EXTENSION]: {} };
  return { ...params, _meta: { ...meta, [CLIENT_CAPABILITIES_META_KEY]: { ...capabilities, extensions } } };
}

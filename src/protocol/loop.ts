/**
 * The multi-round-trip loop of docs/behaviour.md §1 for any request (`tools/call`, `prompts/get`, `resources/read`),
 * usable with any `send` function. The official 2.x client runs the same loop itself (see
 * clientAdapter.ts); this one is for hosts on another client, and for tests.
 */
import { defineOwn, emptyRecord } from '../json.ts';
import type { ElicitResult } from '../model.ts';
import { withCapabilitiesMeta } from './capabilities.ts';
import { ELICITATION_METHOD, OPENAI_ELICITATION_METHOD, parseElicitation, parseInputRequired } from './parse.ts';
import { INVALID_PARAMS, requestProblem } from './requestCheck.ts';
import type { AskFunction, ElicitationServerInfo } from './types.ts';

/** Sends one JSON-RPC request and resolves with its `result`. Every call must use a new request id. */
export type SendFunction = (method: string, params: Record<string, unknown>) => Promise<unknown>;

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
}

/** Thrown when an `input_required` result asks for something the kit cannot answer (sampling, roots). */
export class UnsupportedInputRequestError extends Error {
  constructor(readonly key: string, readonly method: string) {
    super(`Input request "${key}" uses "${method}", which this host cannot answer`);
    this.name = 'UnsupportedInputRequestError';
  }
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
  const prepare = (params: Record<string, unknown>) => (advertiseCapabilities ? withCapabilitiesMeta(params, { urlMode }) : params);
  let result = await send(method, prepare(baseParams));
  for (let round = 0; ; round++) {
    const inputRequired = parseInputRequired(result);
    if (!inputRequired) return result;
    if (round >= maxRounds) throw new Error(`The server still asked for input after ${maxRounds} rounds`);
    // Plain data whose keys are defined, never assigned: a key named `__proto__` stays an own entry (docs/behaviour.md §8).
    const inputResponses = emptyRecord<ElicitResult>();
    for (const entry of inputRequired.requests) {
      if (entry.method !== ELICITATION_METHOD && entry.method !== OPENAI_ELICITATION_METHOD) {
        throw new UnsupportedInputRequestError(entry.key, entry.method);
      }
      signal?.throwIfAborted();
      const request = parseElicitation(entry.method, entry.params, 'modern', { urlMode });
      request.key = entry.key;
      if (server) request.server = server;
      if (signal) request.signal = signal;
      const problem = requestProblem(entry.method, entry.params, 'modern', { urlMode });
      if (problem) {
        // As attachElicitation does (docs/behaviour.md §1.7): the host shows a notice, the call fails with one plain sentence.
        request.unsupportedReason = problem;
        request.invalid = true;
        ask(request).catch(() => {});
        throw Object.assign(new Error(problem), { code: INVALID_PARAMS });
      }
      defineOwn(inputResponses, entry.key, await ask(request));
    }
    const retry: Record<string, unknown> = { ...baseParams, inputResponses: { ...inputResponses } };
    if (inputRequired.requestState !== undefined) retry.requestState = inputRequired.requestState;
    result = await send(method, prepare(retry));
  }
}

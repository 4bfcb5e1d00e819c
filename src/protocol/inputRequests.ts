/**
 * Answers the embedded requests of one MRTR `input_required` result (docs/behaviour.md §1.5) or of one
 * `input_required` task (docs/behaviour.md §10.2): every form in turn through `ask`, keyed as the server keyed them.
 */
import { defineOwn, emptyRecord } from '../json.ts';
import type { ElicitResult } from '../model.ts';
import { ELICITATION_METHOD, OPENAI_ELICITATION_METHOD, parseElicitation } from './parse.ts';
import { INVALID_PARAMS, requestProblem } from './requestCheck.ts';
import type { AskFunction, ElicitationServerInfo, InputRequestEntry } from './types.ts';

/** Thrown when an `input_required` result asks for something the kit cannot answer (sampling, roots). */
export class UnsupportedInputRequestError extends Error {
  constructor(readonly key: string, readonly method: string) {
    super(`Input request "${key}" uses "${method}", which this host cannot answer`);
    this.name = 'UnsupportedInputRequestError';
  }
}

export interface AnswerOptions {
  ask: AskFunction;
  server?: ElicitationServerInfo | undefined;
  signal?: AbortSignal | undefined;
  urlMode: boolean;
}

/**
 * Asks every entry one after another and returns the `inputResponses` (plain data whose keys are defined, never
 * assigned: a key named `__proto__` stays an own entry, docs/behaviour.md §8). A malformed entry reaches `ask` marked
 * `invalid` and the answer fails with one sentence (code -32602, docs/behaviour.md §1.7).
 */
export async function answerInputRequests(entries: readonly InputRequestEntry[], options: AnswerOptions): Promise<Record<string, ElicitResult>> {
  const { ask, server, signal, urlMode } = options;
  const inputResponses = emptyRecord<ElicitResult>();
  for (const entry of entries) {
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
      request.unsupportedReason = problem;
      request.invalid = true;
      ask(request).catch(() => {});
      throw Object.assign(new Error(problem), { code: INVALID_PARAMS });
    }
    defineOwn(inputResponses, entry.key, await ask(request));
  }
  return { ...inputResponses };
}

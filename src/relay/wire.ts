/**
 * What crosses the relay as JSON (docs/behaviour.md §12): the request without what only its holder can keep (the abort signal,
 * the URL completion promise), and the answer, checked and rebuilt before it reaches the MCP server.
 */
import type { ElicitResult, ValidationIssue } from '../answerTypes.ts';
import { isJsonObject, own } from '../json.ts';
import type { ElicitationRequest } from '../protocol/types.ts';
import { defaultValidationMessages } from '../messages.ts';
import { validateResult, type ValidateOptions } from '../validate/index.ts';
import type { RelayedRequest } from './types.ts';

const COPIED = ['source', 'message', 'requestedSchema', 'unsupportedReason', 'mode', 'url', 'elicitationId', 'urlCompletion', 'key', 'params', 'server'] as const;

/**
 * The JSON part of a request: every field but `signal` and `completed`, which stay on the instance that holds the call.
 * @example toRelayedRequest(request) // { source: 'legacy-plain', message: 'Your name?', requestedSchema, params }
 */
export function toRelayedRequest(request: ElicitationRequest): RelayedRequest {
  const relayed: Record<string, unknown> = {};
  for (const key of COPIED) if (request[key] !== undefined) relayed[key] = request[key];
  return relayed as unknown as RelayedRequest;
}

/** The verdict on one posted answer. */
export type AnswerCheck = { ok: true; result: ElicitResult } | { ok: false; issues: ValidationIssue[] };

const ACTIONS = new Set(['accept', 'decline', 'cancel']);

/**
 * Judges a posted answer the way the MCP server would (docs/relay.md guarantee 3, "the server judges"): a form answer with
 * `validateResult`; a URL-mode answer is consent and carries no content (docs/behaviour.md §9); a request the kit cannot render
 * takes only `decline` or `cancel`. What passes is rebuilt from `action` and `content` alone, so nothing else
 * the browser sent reaches the server.
 * @example checkAnswer(request, { action: 'accept', content: { name: 'Ada' } }) // { ok: true, result }
 */
export function checkAnswer(request: RelayedRequest, result: unknown, options?: ValidateOptions): AnswerCheck {
  const messages = { ...defaultValidationMessages, ...options?.messages };
  const action = isJsonObject(result) ? own(result, 'action') : undefined;
  if (typeof action !== 'string' || !ACTIONS.has(action)) return refuse('action', messages.badAction);
  const hasContent = isJsonObject(result) && own(result, 'content') !== undefined;
  if (request.mode === 'url' && !request.unsupportedReason) {
    return hasContent ? refuse('content', messages.strayContent) : { ok: true, result: { action } as ElicitResult };
  }
  // Not a form the kit renders (docs/behaviour.md §1): the browser can only dismiss it, so an `accept` is tampered.
  if (request.unsupportedReason !== undefined && action === 'accept') return refuse('action', messages.invalidSchema);
  const verdict = validateResult(request.requestedSchema, result, options);
  if (!verdict.ok) return verdict;
  if (action !== 'accept') return { ok: true, result: { action } as ElicitResult };
  return { ok: true, result: { action: 'accept', content: own(result as Record<string, unknown>, 'content') } as ElicitResult };
}

const refuse = (keyword: string, message: string): AnswerCheck => ({ ok: false, issues: [{ keyword, message }] });

/**
 * Reading an elicitation out of every wire shape of docs/behaviour.md §1. Never throws: anything that is not a
 * form the kit renders comes back with `unsupportedReason`, so the host can show the notice and cancel.
 */
import type { ElicitationRequest, ElicitationSource, InputRequestEntry, InputRequired } from './types.ts';

/** Method of the core MCP elicitation request (legacy request and MRTR embedded request). */
export const ELICITATION_METHOD = 'elicitation/create';
/** Method of OpenAI's legacy form request (docs/behaviour.md §1, 2025-11-25 and older). */
export const OPENAI_ELICITATION_METHOD = 'openai/elicitation/create';
/** `_meta` key that carries an OpenAI form inside a core `elicitation/create` (docs/behaviour.md §1, MRTR). */
export const OPENAI_ELICITATION_META_KEY = 'openai/elicitation';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface ParseElicitationOptions {
  /** The host renders URL mode (docs/behaviour.md §9): `mode: "url"` requests come back as URL requests, not unsupported. */
  urlMode?: boolean;
}

/**
 * Parses one elicitation request.
 *
 * @param method `elicitation/create` or `openai/elicitation/create`.
 * @param params The request's params exactly as received.
 * @param era `modern` when the request came from an MRTR `input_required` result, else `legacy`.
 * @example
 * parseElicitation('openai/elicitation/create', { message: 'Pick', requestedSchema: form }, 'legacy')
 * // -> { source: 'legacy-openai', message: 'Pick', requestedSchema: form, params }
 */
export function parseElicitation(
  method: string,
  params: unknown,
  era: 'modern' | 'legacy',
  options: ParseElicitationOptions = {},
): ElicitationRequest {
  const safeParams = isRecord(params) ? params : {};
  const message = typeof safeParams.message === 'string' ? safeParams.message : '';
  const meta = isRecord(safeParams._meta) ? safeParams._meta : undefined;
  const openaiMeta = meta && isRecord(meta[OPENAI_ELICITATION_META_KEY]) ? meta[OPENAI_ELICITATION_META_KEY] : undefined;
  // docs/behaviour.md §1: on MRTR the OpenAI form lives in _meta and the core requestedSchema is an empty stand-in to ignore.
  // An `openai/elicitation` entry without an object requestedSchema is unsupported (OpenAI 0.2.0), never the stand-in.
  const useOpenaiMeta = method === ELICITATION_METHOD && openaiMeta !== undefined;
  const source: ElicitationSource =
    method === OPENAI_ELICITATION_METHOD || useOpenaiMeta
      ? era === 'modern' ? 'mrtr-openai' : 'legacy-openai'
      : era === 'modern' ? 'mrtr-plain' : 'legacy-plain';
  const requestedSchema = useOpenaiMeta ? openaiMeta.requestedSchema : safeParams.requestedSchema;
  const request: ElicitationRequest = { source, message, requestedSchema, params: safeParams };
  if (options.urlMode && method === ELICITATION_METHOD && safeParams.mode === 'url') return urlRequest(request, safeParams, era);
  const unsupportedReason = useOpenaiMeta && !isRecord(requestedSchema)
    ? 'The "openai/elicitation" _meta entry has no requestedSchema object'
    : reasonNotAForm(method, safeParams, requestedSchema);
  if (unsupportedReason) request.unsupportedReason = unsupportedReason;
  return request;
}

function reasonNotAForm(method: string, params: Record<string, unknown>, schema: unknown): string | undefined {
  if (method !== ELICITATION_METHOD && method !== OPENAI_ELICITATION_METHOD) return `"${method}" is not an elicitation`;
  // docs/behaviour.md §1: no mode means form mode; any other mode (url, ...) is out of scope for rendering.
  if (params.mode !== undefined && params.mode !== 'form') return `Elicitation mode ${JSON.stringify(params.mode)} is not supported`;
  if (!isRecord(schema)) return 'The request has no requestedSchema object';
  return undefined;
}

/**
 * Reads an MRTR `input_required` result; `undefined` for a complete result.
 * Keys keep the server's order; `requestState` is kept only when it is a string (echoed unchanged).
 * @example
 * parseInputRequired({ resultType: 'input_required', inputRequests: { a: { method, params } } })
 */
export function parseInputRequired(result: unknown): InputRequired | undefined {
  if (!isRecord(result) || result.resultType !== 'input_required') return undefined;
  const requests: InputRequestEntry[] = [];
  const inputRequests = isRecord(result.inputRequests) ? result.inputRequests : {};
  for (const key of Object.keys(inputRequests)) {
    const entry = inputRequests[key];
    const method = isRecord(entry) && typeof entry.method === 'string' ? entry.method : '';
    const params = isRecord(entry) && isRecord(entry.params) ? entry.params : {};
    requests.push({ key, method, params });
  }
  const parsed: InputRequired = { requests };
  if (typeof result.requestState === 'string') parsed.requestState = result.requestState;
  return parsed;
}

/** A URL-mode request (docs/behaviour.md §9). The URL is kept exactly as sent; the consent view refuses what it must. */
function urlRequest(request: ElicitationRequest, params: Record<string, unknown>, era: 'modern' | 'legacy'): ElicitationRequest {
  const parsed: ElicitationRequest = { ...request, requestedSchema: undefined, mode: 'url', url: typeof params.url === 'string' ? params.url : '' };
  if (typeof params.elicitationId === 'string') parsed.elicitationId = params.elicitationId;
  // 2025-11-25: accept (consent) answers the request at once, completion comes by notification; MRTR: the retry is the answer.
  parsed.urlCompletion = era === 'legacy' ? 'notification' : 'retry';
  return parsed;
}

/**
 * Is an elicitation request well formed (docs/behaviour.md §1.7)? The MCP SDK used to refuse malformed requests before the kit saw
 * them, answering `-32602` with a dump of its schema errors and showing the person nothing. The kit now sees
 * every request: a malformed one is answered `-32602` with the one sentence below, naming the first problem, and the
 * host shows a notice. A well-formed request whose form the kit cannot render stays "unsupported" (docs/behaviour.md §7: a notice,
 * then `cancel`); that is `checkSupport`'s verdict, not this one.
 */
import { describeJson } from '../json.ts';
import { ELICITATION_METHOD, OPENAI_ELICITATION_META_KEY } from './parse.ts';

/** JSON-RPC "Invalid params": the answer to a malformed request (and to a mode the client did not declare). */
export const INVALID_PARAMS = -32602;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** A server-chosen name inside our sentence: quoted, and short, so it can't read as the kit's own words. */
const quoted = (name: string) => describeJson(name);

export interface RequestCheckOptions {
  /** The host renders URL mode (`elicitation.url` declared). */
  urlMode?: boolean;
}

/**
 * The first reason `params` is not a well-formed elicitation request, as one short sentence, or `undefined`.
 * @param era `modern` for an MRTR `inputRequests` entry (no `elicitationId` there), else `legacy`.
 * @example
 * requestProblem('elicitation/create', { requestedSchema: form }, 'legacy') // -> 'The request has no "message".'
 */
export function requestProblem(method: string, params: unknown, era: 'modern' | 'legacy', options: RequestCheckOptions = {}): string | undefined {
  if (!isRecord(params)) return 'The request has no params object.';
  if (params.message === undefined) return 'The request has no "message".';
  if (typeof params.message !== 'string') return '"message" must be a string.';
  const mode = params.mode ?? 'form';
  if (mode === 'url' && method === ELICITATION_METHOD) {
    if (!options.urlMode) return 'This client does not accept URL-mode requests (it did not declare elicitation.url).';
    if (typeof params.url !== 'string') return 'A URL-mode request needs a "url" string.';
    if (era === 'legacy' && typeof params.elicitationId !== 'string') return 'A URL-mode request needs an "elicitationId" string.';
    return undefined;
  }
  if (mode !== 'form') return `Mode ${describeJson(mode)} is not one this client accepts.`;
  const meta = isRecord(params._meta) ? params._meta[OPENAI_ELICITATION_META_KEY] : undefined;
  // docs/behaviour.md §1: an `openai/elicitation` entry without a requestedSchema object is "unsupported" (OpenAI 0.2.0), not malformed.
  if (isRecord(meta) && method === ELICITATION_METHOD) return isRecord(meta.requestedSchema) ? schemaProblem(meta.requestedSchema) : undefined;
  return schemaProblem(params.requestedSchema);
}

function schemaProblem(schema: unknown): string | undefined {
  if (!isRecord(schema)) return 'The request has no "requestedSchema" object.';
  if (schema.type !== 'object') return '"requestedSchema" must have type "object".';
  // No `properties` at all asks nothing: an approval (docs/behaviour.md §13.3), not a malformed request.
  if (schema.properties !== undefined && !isRecord(schema.properties)) return '"requestedSchema" needs a "properties" object.';
  const required = schema.required;
  if (required !== undefined && !(Array.isArray(required) && required.every((name) => typeof name === 'string'))) {
    return '"required" must be a list of field names.';
  }
  for (const [name, property] of Object.entries(isRecord(schema.properties) ? schema.properties : {})) {
    if (!isRecord(property)) return `Field ${quoted(name)} is not a schema object.`;
    if (property.type === 'object') return `Field ${quoted(name)} is a nested object; form fields hold text, numbers, yes/no or choices.`;
  }
  return undefined;
}

import { ELICITATION_METHOD, parseElicitation } from '../../src/protocol/index.ts';

/** What `<elicitation-form>` renders from its `request` property. */
export interface ElementRequest {
  message: string;
  requestedSchema: unknown;
  /** The params as sent, when the request gave them (a Codex tool approval names its tool there, docs/behaviour.md §13.3). */
  params?: Readonly<Record<string, unknown>>;
}

/**
 * What the element's `request` property accepts: `{message, requestedSchema}`, the params of an `elicitation/create`
 * or `openai/elicitation/create` request (an MRTR entry's params with `_meta["openai/elicitation"]` included), or the
 * whole request `{method, params}`.
 */
export type ElementRequestInput = ElementRequest | Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the element's `request` with the protocol parser (docs/behaviour.md §1), so the element accepts what a server sent as is.
 * A request that is not a form (URL mode, no schema) yields no schema: the form then shows its unsupported notice.
 * @example readRequest({ method: 'openai/elicitation/create', params }) // {message, requestedSchema}
 */
export function readRequest(input: unknown): ElementRequest {
  const whole = isRecord(input) && typeof input.method === 'string' && isRecord(input.params);
  const method = whole ? (input.method as string) : ELICITATION_METHOD;
  const params = whole ? input.params : input;
  // `modern` makes an elicitation/create with `_meta["openai/elicitation"]` read its form from there (docs/behaviour.md §1 MRTR).
  const parsed = parseElicitation(method, params, 'modern');
  return { message: parsed.message, requestedSchema: parsed.unsupportedReason ? undefined : parsed.requestedSchema, params: parsed.params };
}

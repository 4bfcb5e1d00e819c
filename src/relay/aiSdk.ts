/**
 * The AI SDK side (`ai` 7, `@ai-sdk/mcp` 2): its `onElicitationRequest` hands over `{method, params}` for both a
 * 2025 `elicitation/create` and each 2026-07-28 `input_required` round; the form goes into the chat as a data part.
 */
import { isJsonObject, own } from '../json.ts';
import { ELICITATION_METHOD, parseElicitation, type ParseElicitationOptions } from '../protocol/parse.ts';
import type { ElicitationRequest, ElicitationServerInfo } from '../protocol/types.ts';
import type { RelayedElicitation } from './types.ts';

/** The AI SDK's elicitation request, as its handler receives it (structurally; no `@ai-sdk/mcp` import). */
export interface AiSdkElicitationRequest {
  method: string;
  params: unknown;
}

export interface ElicitationFromAiSdkOptions extends ParseElicitationOptions {
  /** Who is asking, shown above the form (SPEC §7): the AI SDK handler does not say which server sent the request. */
  server?: ElicitationServerInfo;
}

/**
 * Reads the AI SDK's elicitation request into the kit's `ElicitationRequest` (never throws; anything that is not a
 * form comes back with `unsupportedReason`, SPEC §1). The OpenAI form in `_meta["openai/elicitation"]` is read on
 * either era; the AI SDK does not say which era a request came from, so `source` says `legacy-*`.
 * @example
 * mcp.onElicitationRequest(ElicitationRequestSchema, (request) =>
 *   relay.ask(elicitationFromAiSdk(request, { server: { name: 'Deploy' } }), { session, signal, onUpdate }));
 */
export function elicitationFromAiSdk(request: AiSdkElicitationRequest, options: ElicitationFromAiSdkOptions = {}): ElicitationRequest {
  const method = isJsonObject(request) && typeof own(request, 'method') === 'string' ? (own(request, 'method') as string) : ELICITATION_METHOD;
  const params = isJsonObject(request) ? own(request, 'params') : undefined;
  const parsed = parseElicitation(method, params, 'legacy', { urlMode: options.urlMode });
  if (options.server) parsed.server = options.server;
  return parsed;
}

/** The data part that carries one relayed elicitation in an AI SDK UI message stream. */
export interface ElicitationDataPart {
  type: 'data-elicitation';
  /** The relay id: a part written again with the same id replaces the earlier one in `message.parts`. */
  id: string;
  data: RelayedElicitation;
}

/**
 * The data part to write for an `onUpdate` of `relay.ask`: the form appears inline when pending and turns into its
 * outcome when settled (same id, so the part is replaced in place).
 * @example
 * relay.ask(request, { session, signal, onUpdate: (elicitation) => writer.write(elicitationDataPart(elicitation)) });
 */
export function elicitationDataPart(elicitation: RelayedElicitation): ElicitationDataPart {
  return { type: 'data-elicitation', id: elicitation.id, data: elicitation };
}

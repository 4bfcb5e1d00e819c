/**
 * The AI SDK side (`ai` 7, `@ai-sdk/mcp` 2): its `onElicitationRequest` hands over `{method, params}` for both a
 * 2025 `elicitation/create` and each 2026-07-28 `input_required` round; the form goes into the chat as a data part.
 */
import { isJsonObject, own } from '../json.ts';
import { ELICITATION_METHOD, parseElicitation, type ParseElicitationOptions } from '../protocol/parse.ts';
import { serverInfoFrom } from '../protocol/serverInfo.ts';
import type { ElicitationRequest, ElicitationServerInfo } from '../protocol/types.ts';
import type { RelayedElicitation } from './types.ts';

/** The AI SDK's elicitation request, as its handler receives it (structurally; no `@ai-sdk/mcp` import). */
export interface AiSdkElicitationRequest {
  method: string;
  params: unknown;
}

export interface ElicitationFromAiSdkOptions extends ParseElicitationOptions {
  /** Who is asking, shown above the form and in the dialog title. */
  server?: ElicitationServerInfo;
}

/** An AI SDK MCP client (`createMCPClient`), as far as the relay needs it: the server it is connected to. */
export interface AiSdkMcpClient {
  readonly serverInfo: { name?: unknown; title?: unknown; version?: unknown } | undefined;
}

/**
 * Reads the AI SDK's elicitation request into the kit's `ElicitationRequest` (never throws; anything that is not a
 * form comes back with `unsupportedReason`). The AI SDK's handler does not say which server sent the request: pass
 * the MCP client it came through, and the form names that server as it introduced itself (its title, else its name);
 * or pass options (`server`, `urlMode`). The OpenAI form in `_meta["openai/elicitation"]` is read on either era; the
 * AI SDK does not say which era a request came from, so `source` says `legacy-*`.
 * @example
 * mcp.onElicitationRequest(ElicitationRequestSchema, (request) =>
 *   relay.ask(elicitationFromAiSdk(request, mcp), { session, signal: turn.signal, onUpdate }));
 */
export function elicitationFromAiSdk(request: AiSdkElicitationRequest, from: AiSdkMcpClient | ElicitationFromAiSdkOptions = {}): ElicitationRequest {
  const options: ElicitationFromAiSdkOptions = 'serverInfo' in from ? { server: serverInfoFrom(from.serverInfo) } : from;
  const method = isJsonObject(request) && typeof own(request, 'method') === 'string' ? (own(request, 'method') as string) : ELICITATION_METHOD;
  const params = isJsonObject(request) ? own(request, 'params') : undefined;
  const parsed = parseElicitation(method, params, 'legacy', { urlMode: options.urlMode });
  if (options.server) parsed.server = options.server;
  return parsed;
}

/**
 * The data parts a chat's messages carry, for the AI SDK's message type, so `part.data` is typed in the page:
 * @example
 * type ChatMessage = UIMessage<unknown, ElicitationDataParts>; // `useChat<ChatMessage>()`, `createUIMessageStream<ChatMessage>`
 */
export type ElicitationDataParts = { elicitation: RelayedElicitation };

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

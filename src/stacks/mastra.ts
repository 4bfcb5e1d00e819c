/**
 * Mastra (`@mastra/mcp` 2.x): an `MCPClient` server definition takes an `inputRequests` handler, which answers each
 * elicitation of that server: the entries of a 2026-07-28 `input_required` result (and, on a 2025 connection, the
 * server's `elicitation/create` request). Configuring it declares form elicitation to the server.
 */
import { isJsonObject, own } from '../json.ts';
import { ELICITATION_METHOD } from '../protocol/parse.ts';
import type { AskFunction, ElicitationServerInfo } from '../protocol/types.ts';
import { askPerson, readStackRequest, type StackElicitResult } from './answer.ts';

/** What Mastra hands `inputRequests` (`MCPInputRequest`, structurally; no `@mastra/mcp` import). */
export interface MastraInputRequest {
  /** The `inputRequests` key (on a 2025 connection, the JSON-RPC id). */
  key: string;
  /** MCP's elicitation params: form (`requestedSchema`) or URL (`url`). */
  params: unknown;
  /** Aborted when the call that caused the request is cancelled or times out. */
  signal: AbortSignal;
}

/** MCP's `ElicitResult`, which `inputRequests` resolves with. */
export type MastraInputResponse = StackElicitResult;

export interface MastraElicitationOptions {
  /**
   * Who is asking, shown above the form and in the dialog title. Mastra's handler does not say which server sent a
   * request, so each server's handler is made with that server's name.
   */
  server?: ElicitationServerInfo;
  /**
   * The host renders URL mode (docs/behaviour.md §9.8); also give Mastra `capabilities: { elicitation: { form: {},
   * url: {} } }` for that server. Off by default: a URL request is shown as unsupported and answered `cancel`.
   */
  urlMode?: boolean;
}

/**
 * The `inputRequests` handler of one Mastra MCP server: each form (an OpenAI form too, which a 2026-07-28 server
 * sends inside `_meta["openai/elicitation"]`) goes to `ask`, and the person's answer goes back as is. A URL step is
 * answered `accept` once the person says they have finished, then Mastra retries the call (docs/behaviour.md §9.7).
 * Anything the kit cannot show ends `cancel`, never `decline` (docs/behaviour.md §13.2).
 * @example
 * const mcp = new MCPClient({ servers: { crm: {
 *   url: new URL('https://crm.example/mcp'),
 *   inputRequests: mastraElicitation(relay.askFor({ session }), { server: { name: 'CRM' } }),
 * } } });
 */
export function mastraElicitation(ask: AskFunction, options: MastraElicitationOptions = {}): (request: MastraInputRequest) => Promise<MastraInputResponse> {
  const urlMode = options.urlMode === true;
  return async (input) => {
    const params = isJsonObject(input) ? own(input, 'params') : undefined;
    const key = isJsonObject(input) ? own(input, 'key') : undefined;
    const signal = isJsonObject(input) ? own(input, 'signal') : undefined;
    // Read as 2026-07-28 (Mastra's designed era): the OpenAI form rides in `_meta`, and a URL step is answered when the
    // person has finished, which is also right on a 2025 connection, where Mastra forwards no completion notice.
    const request = readStackRequest(ELICITATION_METHOD, params, 'modern', urlMode);
    if (typeof key === 'string') request.key = key;
    if (options.server) request.server = options.server;
    if (signal instanceof AbortSignal) request.signal = signal;
    return askPerson(ask, request);
  };
}

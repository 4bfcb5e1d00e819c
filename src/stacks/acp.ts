/**
 * The Agent Client Protocol (`@agentclientprotocol/sdk` 2.x): an agent asks the client (an editor, a web UI) with the
 * request `elicitation/create` (`mode` `form` or `url`, scoped to a `sessionId`/`toolCallId` or a `requestId`), and
 * ends a URL step with the notification `elicitation/complete`. Its params and answer are MCP's 2025-11-25 ones, so
 * the kit reads them as such; the agent, not an MCP server, is the one asking.
 */
import { isJsonObject, own } from '../json.ts';
import { createCompletionTracker } from '../protocol/completions.ts';
import { ELICITATION_METHOD } from '../protocol/parse.ts';
import { serverInfoFrom } from '../protocol/serverInfo.ts';
import type { AskFunction, ElicitationServerInfo } from '../protocol/types.ts';
import { askPerson, readStackRequest, type StackElicitResult } from './answer.ts';

/** What an ACP client app hands its `elicitation/create` handler (structurally; no `@agentclientprotocol/sdk` import). */
export interface AcpElicitationContext {
  params: unknown;
  /** Aborted when the agent sends `$/cancel_request` for this request or the connection closes. */
  signal?: AbortSignal;
}

/** ACP's `CreateElicitationResponse`: MCP's result shape, flat. */
export type AcpElicitationResponse = StackElicitResult;

/** ACP's `ElicitationCapabilities`: each mode is declared by an empty object; `{}` declares none. */
export interface AcpElicitationCapabilities {
  form: Record<string, never>;
  url?: Record<string, never>;
}

export interface AcpElicitationOptions {
  /** The host renders URL mode (docs/behaviour.md §9.8): declare `url` and show URL requests. Off by default. */
  urlMode?: boolean;
  /** Who is asking, when the host knows it before `initialize`; else `initialized(response)` names the agent. */
  agent?: ElicitationServerInfo;
}

/** The handlers and the capability a client app registers: one set per connection to an agent. */
export interface AcpElicitation {
  /** `clientCapabilities.elicitation` for `initialize`. */
  readonly capabilities: AcpElicitationCapabilities;
  /** The `elicitation/create` request handler. Never throws. */
  create: (context: AcpElicitationContext) => Promise<AcpElicitationResponse>;
  /** The `elicitation/complete` notification handler: a URL step's waiting view ends (docs/behaviour.md §9.7). */
  complete: (context: { params: unknown }) => void;
  /** Give it the agent's `initialize` response: the forms then name the agent by its `agentInfo`. */
  initialized: (response: unknown) => void;
}

/**
 * The kit behind an ACP client: register `create` and `complete`, advertise `capabilities` in `initialize`, and hand
 * the `initialize` response to `initialized` so each form says which agent asks. Forms and (with `urlMode`) URL
 * steps go to `ask`; a URL step's `accept` is sent at Open and its view waits for the agent's `elicitation/complete`.
 * Anything the kit cannot show ends `cancel`, never `decline` (docs/behaviour.md §13.2).
 * @example
 * const elicitation = acpElicitation(relay.askFor({ session }), { urlMode: true });
 * await acp.client({ name: 'my-editor' })
 *   .onRequest(acp.methods.client.elicitation.create, elicitation.create)
 *   .onNotification(acp.methods.client.elicitation.complete, elicitation.complete)
 *   .connectWith(acp.ndJsonStream(toAgent, fromAgent), async (agent) => {
 *     elicitation.initialized(await agent.request(acp.methods.agent.initialize, {
 *       protocolVersion: acp.PROTOCOL_VERSION, clientCapabilities: { elicitation: elicitation.capabilities } }));
 *     await (await agent.buildSession(process.cwd()).start()).prompt('Deploy v2');
 *   });
 */
export function acpElicitation(ask: AskFunction, options: AcpElicitationOptions = {}): AcpElicitation {
  const urlMode = options.urlMode === true;
  const completions = createCompletionTracker();
  let agent = options.agent;
  const create = async (context: AcpElicitationContext): Promise<AcpElicitationResponse> => {
    const params = isJsonObject(context) ? own(context, 'params') : undefined;
    const signal = isJsonObject(context) ? own(context, 'signal') : undefined;
    // ACP carries MCP's 2025-11-25 params (mode, elicitationId, url, requestedSchema); the scope fields ride along in `params`.
    const request = readStackRequest(ELICITATION_METHOD, params, 'legacy', urlMode);
    if (agent) request.server = agent;
    if (signal instanceof AbortSignal) request.signal = signal;
    if (request.mode === 'url' && request.elicitationId !== undefined && !request.unsupportedReason) {
      request.completed = completions.completion(request.elicitationId);
    }
    return askPerson(ask, request);
  };
  return {
    capabilities: urlMode ? { form: {}, url: {} } : { form: {} },
    create,
    complete: (context) => completions.complete(isJsonObject(context) ? own(context, 'params') : undefined),
    initialized: (response) => {
      agent = serverInfoFrom(isJsonObject(response) ? own(response, 'agentInfo') : undefined) ?? agent;
    },
  };
}

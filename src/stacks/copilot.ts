/**
 * The GitHub Copilot SDK (`@github/copilot-sdk` 1.x): a session's `onElicitationRequest` answers each form an MCP
 * server of the session (or the agent itself) asks for. The Copilot runtime sends each request to every client of
 * the session that registered a handler, takes the first answer, and then tells every client, with the session event
 * `elicitation.completed`, that the request is over; a stopped turn (`session.abort()`) ends its requests the same way.
 */
import { isJsonObject, own, ownString } from '../json.ts';
import { ELICITATION_METHOD } from '../protocol/parse.ts';
import type { AskFunction, ElicitationServerInfo } from '../protocol/types.ts';
import { askPerson, readStackRequest, serverNamed, type ServersByKey, type StackElicitResult } from './answer.ts';

/** What the SDK hands `onElicitationRequest` (`ElicitationContext`, structurally; no `@github/copilot-sdk` import). */
export interface CopilotElicitationContext {
  sessionId: string;
  message: string;
  requestedSchema?: unknown;
  mode?: 'form' | 'url';
  /** The `mcpServers` key of the server asking; absent when the agent asks. */
  elicitationSource?: string;
  url?: string;
}

/** The SDK's `ElicitationResult`. */
export type CopilotElicitationResult = StackElicitResult;

/** A Copilot session, as far as `follow` needs it: its id and its events. */
export interface CopilotSessionEvents {
  readonly sessionId: string;
  on(type: 'elicitation.requested' | 'elicitation.completed', handler: (event: { data: unknown }) => void): () => void;
}

export interface CopilotElicitationOptions {
  /** Who each MCP server is, by its `mcpServers` key (else the form names the server by that key). */
  servers?: ServersByKey;
  /** Who the agent is, for the forms it asks itself (`askUserVariant: 'elicitation'`). */
  agent?: ElicitationServerInfo;
  /** The host renders URL mode (docs/behaviour.md §9.8). Off by default: a URL request is shown as unsupported and answered `cancel`. */
  urlMode?: boolean;
}

export interface CopilotElicitation {
  /** `createSession`'s (or `resumeSession`'s) `onElicitationRequest`. Never throws. */
  onElicitationRequest: (context: CopilotElicitationContext) => Promise<CopilotElicitationResult>;
  /**
   * Give it the session `createSession` returned: the handler then sees what the SDK leaves out of its context (the
   * OpenAI form a 2026-07-28 server sends in `_meta`, the request's id), and a request that ends elsewhere (another
   * client answered first, the turn was stopped) closes its form. Returns the function that stops following.
   */
  follow: (session: CopilotSessionEvents) => () => void;
}

/** A handler call waiting for its `elicitation.requested` event. */
interface Pending {
  context: unknown;
  event?: Readonly<Record<string, unknown>>;
}

/**
 * The kit behind a Copilot session: forms (OpenAI forms too, once the session is followed) and, with `urlMode`, URL
 * steps go to `ask`, named after the server that asks; the person's answer goes back as is. A URL step is answered
 * `accept` once the person says they have finished (docs/behaviour.md §9.7). Anything the kit cannot show, and a
 * request that ended elsewhere, ends `cancel`, never `decline` (docs/behaviour.md §13.2).
 * @example
 * const elicitation = copilotElicitation(relay.askFor({ session: person }), { servers: { crm: { name: 'CRM' } } });
 * const session = await client.createSession({ model, onPermissionRequest: approveAll,
 *   mcpServers: { crm: { type: 'http', url: 'https://crm.example/mcp', tools: ['*'] } },
 *   onElicitationRequest: elicitation.onElicitationRequest });
 * elicitation.follow(session);
 * await session.sendAndWait({ prompt: 'Log the call with ACME' });
 */
export function copilotElicitation(ask: AskFunction, options: CopilotElicitationOptions = {}): CopilotElicitation {
  const urlMode = options.urlMode === true;
  const pending = new Set<Pending>();
  /** The form of each asked request, by the runtime's request id, so the runtime can close it. */
  const open = new Map<string, AbortController>();

  const onElicitationRequest = async (context: CopilotElicitationContext): Promise<CopilotElicitationResult> => {
    const call: Pending = { context };
    pending.add(call);
    // The SDK calls this handler and then, in the same dispatch, the session's listeners with the full event: one
    // turn later a followed session's `elicitation.requested` has been matched to this call.
    await Promise.resolve();
    pending.delete(call);
    const params = call.event ?? (isJsonObject(context) ? context : undefined);
    // Read as 2026-07-28 (the runtime's era with current servers): the OpenAI form rides in `_meta`, and a URL step is
    // answered when the person has finished, which is also right on a 2025 connection (no completion reaches us).
    const request = readStackRequest(ELICITATION_METHOD, params, 'modern', urlMode);
    const source = isJsonObject(params) ? ownString(params, 'elicitationSource') : undefined;
    const server = source === undefined ? options.agent : serverNamed(source, options.servers);
    if (server) request.server = server;
    const requestId = call.event ? ownString(call.event, 'requestId') : undefined;
    const form = new AbortController();
    request.signal = form.signal;
    if (requestId !== undefined) open.set(requestId, form);
    // A form the runtime closed (another client answered, the turn stopped) is a cancel whatever came back.
    const answer = await askPerson(ask, request, form.signal);
    if (requestId !== undefined) open.delete(requestId);
    return answer;
  };

  const follow = (session: CopilotSessionEvents): (() => void) => {
    const stopRequested = session.on('elicitation.requested', (event) => {
      const data = isJsonObject(event) ? own(event, 'data') : undefined;
      if (!isJsonObject(data)) return;
      for (const call of pending) {
        if (!call.event && isJsonObject(call.context) && own(call.context, 'sessionId') === session.sessionId && own(call.context, 'message') === own(data, 'message')) {
          call.event = data;
          return;
        }
      }
    });
    const stopCompleted = session.on('elicitation.completed', (event) => {
      const data = isJsonObject(event) ? own(event, 'data') : undefined;
      const requestId = isJsonObject(data) ? ownString(data, 'requestId') : undefined;
      // Answered by another client, or ended with the turn: the form closes as withdrawn (docs/behaviour.md §12.5).
      if (requestId !== undefined) open.get(requestId)?.abort();
    });
    return () => {
      stopRequested();
      stopCompleted();
    };
  };

  return { onElicitationRequest, follow };
}


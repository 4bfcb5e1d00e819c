/**
 * Cloudflare Agents (`agents` 0.32): an agent's MCP client manager (`this.mcp`, an `MCPClientManager`) answers each
 * server's `elicitation/create` with the handlers given to `configureElicitationHandlers({ form, url })`, one per mode,
 * each called with MCP's request, the id the manager keeps the server under, and the call's abort signal. Configuring
 * a mode declares it to the servers connected afterwards.
 */
import { isJsonObject, own } from '../json.ts';
import { ELICITATION_METHOD } from '../protocol/parse.ts';
import { serverInfoFrom } from '../protocol/serverInfo.ts';
import type { AskFunction, ElicitationServerInfo } from '../protocol/types.ts';
import { askPerson, readStackRequest, serverNamed, type ServersByKey, type StackElicitResult } from './answer.ts';

/** MCP's `ElicitRequest`, as the manager hands it over (structurally; no `agents` import). */
export interface CloudflareElicitRequest {
  method: string;
  /** Optional in the package's own type: a request without it is one the kit cannot show (it answers `cancel`). */
  params?: unknown;
}

/** MCP's `ElicitResult`, which each handler resolves with. */
export type CloudflareElicitResult = StackElicitResult;

/** One mode's handler (`MCPClientElicitationHandler`). Never throws. */
export type CloudflareElicitationHandler = (request: CloudflareElicitRequest, serverId: string, signal?: AbortSignal) => Promise<CloudflareElicitResult>;

/** What `configureElicitationHandlers` takes: `url` only when the host renders URL mode. */
export interface CloudflareElicitationHandlers {
  form: CloudflareElicitationHandler;
  url?: CloudflareElicitationHandler;
}

/** The manager, as far as naming a server needs it: each connection's MCP client knows the server's `serverInfo`. */
export interface CloudflareMcpConnections {
  readonly mcpConnections: Readonly<Record<string, { readonly client: { getServerVersion(): unknown } }>>;
}

export interface CloudflareElicitationOptions {
  /** The agent's `this.mcp`: each form names its server as the server introduced itself (its title, else its name). */
  manager?: CloudflareMcpConnections;
  /** Who each server is, by its id in the manager; wins over `manager`. Without either, the form names the id. */
  servers?: ServersByKey;
  /** The host renders URL mode (docs/behaviour.md §9.8): a `url` handler is given, so URL mode is declared. Off by default. */
  urlMode?: boolean;
}

/**
 * The handlers for `this.mcp.configureElicitationHandlers`: each form (an OpenAI form too, which a 2026-07-28 server
 * sends inside `_meta["openai/elicitation"]`) and, with `urlMode`, each URL step goes to `ask`, named after the server
 * asking, and the person's answer goes back as is. A URL step is answered `accept` once the person says they have
 * finished (docs/behaviour.md §9.7). The call's abort withdraws the form; anything the kit cannot show ends `cancel`,
 * never `decline` (docs/behaviour.md §13.2). Configure them before the servers connect (in `onStart`), so each
 * connection declares them; they live in memory, so a woken agent configures them again.
 * @example
 * async onStart() {
 *   this.mcp.configureElicitationHandlers(cloudflareElicitation(relay.askFor({ session: this.name }), { manager: this.mcp }));
 * }
 */
export function cloudflareElicitation(ask: AskFunction, options: CloudflareElicitationOptions = {}): CloudflareElicitationHandlers {
  const urlMode = options.urlMode === true;
  const handler: CloudflareElicitationHandler = async (input, serverId, signal) => {
    const method = isJsonObject(input) && typeof own(input, 'method') === 'string' ? (own(input, 'method') as string) : ELICITATION_METHOD;
    const params = isJsonObject(input) ? own(input, 'params') : undefined;
    // Read as 2026-07-28 (the era the manager's MCP client speaks first): the OpenAI form rides in `_meta`, and a URL
    // step is answered when the person has finished, also right on a 2025 connection, whose completion the handler never sees.
    const request = readStackRequest(method, params, 'modern', urlMode);
    const server = typeof serverId === 'string' ? serverNamed(serverId, options.servers, introduced(options.manager, serverId)) : undefined;
    if (server) request.server = server;
    if (signal instanceof AbortSignal) request.signal = signal;
    return askPerson(ask, request);
  };
  return urlMode ? { form: handler, url: handler } : { form: handler };
}


/** The `serverInfo` a connection's server sent at `initialize` (server text: only its string fields). */
function introduced(manager: CloudflareMcpConnections | undefined, serverId: string): ElicitationServerInfo | undefined {
  try {
    // A manager of another shape, or a closed connection, throws here: the form then names the id.
    const connections = manager?.mcpConnections;
    return serverInfoFrom(connections && Object.hasOwn(connections, serverId) ? connections[serverId]?.client.getServerVersion() : undefined);
  } catch {
    return undefined;
  }
}

/**
 * The Claude Agent SDK (`@anthropic-ai/claude-agent-sdk` 0.3): `query({ options: { onElicitation } })` hands each MCP
 * server's elicitation to `onElicitation(request, { signal, requestId })`, the request flattened to `{ serverName,
 * message, mode, url, elicitationId, requestedSchema }` plus the server's permission-display words (`title`,
 * `displayName`, `description`). Without the callback the SDK answers `decline` for a person who saw nothing, which
 * this adapter exists to prevent (docs/behaviour.md §13.2). A 2025-11-25 URL step's completion comes back as a
 * message of the query (`{ type: "system", subtype: "elicitation_complete" }`). The request carries no `_meta`: an
 * OpenAI form sent by a 2026-07-28 server arrives as its empty stand-in form, which the kit shows as an approval.
 */
import { isJsonObject, own } from '../json.ts';
import { createCompletionTracker } from '../protocol/completions.ts';
import { ELICITATION_METHOD } from '../protocol/parse.ts';
import type { AskFunction, ElicitationRequest } from '../protocol/types.ts';
import { askPerson, readStackRequest, serverNamed, type ServersByKey, type StackElicitResult } from './answer.ts';

/** The SDK's `ElicitationRequest` (structurally; no `@anthropic-ai/claude-agent-sdk` import). */
export interface ClaudeElicitationRequest {
  /** The server's key in `options.mcpServers`. */
  serverName: string;
  message: string;
  mode?: 'form' | 'url';
  url?: string;
  elicitationId?: string;
  requestedSchema?: Record<string, unknown>;
  /** Words from the request's `_meta["anthropic/permissionDisplay"]` (a permission prompt's header, label, subtitle). */
  title?: string;
  displayName?: string;
  description?: string;
}

/** The second argument of `onElicitation`. */
export interface ClaudeElicitationContext {
  /** Aborted when the CLI withdraws the request or the query ends. */
  signal?: AbortSignal;
  requestId?: string;
}

/** MCP's `ElicitResult`, which `onElicitation` resolves with. */
export type ClaudeElicitationResult = StackElicitResult;

export interface ClaudeElicitationOptions {
  /**
   * Who each server is, by its key in `options.mcpServers`: the form and the dialog title name it (its `title`, else
   * its `name`). The SDK passes only the key; without an entry the form names the key.
   */
  servers?: ServersByKey;
  /** The host renders URL mode (docs/behaviour.md §9.8). Off by default: a URL request is shown as unsupported and ends `cancel`. */
  urlMode?: boolean;
}

/** `options.onElicitation`, plus `observe` for the query's messages. */
export interface ClaudeElicitation {
  (request: ClaudeElicitationRequest, context?: ClaudeElicitationContext): Promise<ClaudeElicitationResult>;
  /**
   * Give it every message the query yields: `elicitation_complete` ends that URL step's waiting view, and the turn's
   * `result` ends every one still open, since the calls that asked are over (docs/behaviour.md §9.7).
   */
  observe: (message: unknown) => void;
}

/**
 * The kit behind a Claude Agent SDK query: pass the result as `options.onElicitation`, and hand it each message the
 * query yields. Forms and (with `urlMode`) URL steps go to `ask`, named after the server; a URL step's `accept` is
 * sent when the person has finished (2026-07-28), or when they open the page, its view then waiting for the server's
 * completion (2025-11-25). The SDK's signal withdraws the form. Only the person's Decline answers `decline`; anything
 * the kit cannot show ends `cancel` (docs/behaviour.md §13.2).
 * @example
 * const onElicitation = claudeElicitation(relay.askFor({ session }), { servers: { crm: { name: 'crm', title: 'CRM' } } });
 * for await (const message of query({ prompt, options: { mcpServers, onElicitation } })) {
 *   onElicitation.observe(message);
 * }
 */
export function claudeElicitation(ask: AskFunction, options: ClaudeElicitationOptions = {}): ClaudeElicitation {
  const urlMode = options.urlMode === true;
  const completions = createCompletionTracker();
  const waiting = new Set<string>();
  const onElicitation = async (input: unknown, context?: unknown): Promise<ClaudeElicitationResult> => {
    const request = requestOf(input, urlMode);
    const serverName = isJsonObject(input) ? own(input, 'serverName') : undefined;
    if (typeof serverName === 'string' && serverName !== '') request.server = serverNamed(serverName, options.servers);
    const signal = isJsonObject(context) ? own(context, 'signal') : undefined;
    if (signal instanceof AbortSignal) request.signal = signal;
    if (request.mode === 'url' && request.elicitationId !== undefined && !request.unsupportedReason) {
      const key = completionKey(serverName, request.elicitationId);
      waiting.add(key);
      request.completed = completions.completion(key).finally(() => waiting.delete(key));
    }
    return askPerson(ask, request);
  };
  const observe = (message: unknown) => {
    if (!isJsonObject(message)) return;
    const elicitationId = own(message, 'elicitation_id');
    if (own(message, 'type') === 'system' && own(message, 'subtype') === 'elicitation_complete' && typeof elicitationId === 'string') {
      completions.complete({ elicitationId: completionKey(own(message, 'mcp_server_name'), elicitationId) });
    } else if (own(message, 'type') === 'result') {
      for (const key of [...waiting]) completions.complete({ elicitationId: key });
    }
  };
  return Object.assign(onElicitation, { observe });
}

/**
 * The SDK's flattened request read as MCP's `elicitation/create` params; `params` keeps it as it came. The CLI speaks
 * both eras and hides which: a URL step without an `elicitationId` is a 2026-07-28 `input_required` entry, whose
 * `accept` means the person has finished (the CLI then retries the call); with one, it is a 2025-11-25 request, whose
 * `accept` is consent and whose completion comes later (docs/behaviour.md §9.7).
 */
function requestOf(input: unknown, urlMode: boolean): ElicitationRequest {
  const raw = isJsonObject(input) ? input : {};
  const params: Record<string, unknown> = {};
  for (const key of ['mode', 'message', 'requestedSchema', 'url', 'elicitationId']) {
    if (own(raw, key) !== undefined) params[key] = own(raw, key);
  }
  const era = params.mode === 'url' && params.elicitationId === undefined ? 'modern' : 'legacy';
  const request = readStackRequest(ELICITATION_METHOD, params, era, urlMode);
  request.params = raw;
  return request;
}


/** Elicitation ids are the server's own: the same id from two servers is two steps. */
const completionKey = (serverName: unknown, elicitationId: string) => JSON.stringify([typeof serverName === 'string' ? serverName : '', elicitationId]);

/**
 * Codex's app-server (`codex app-server`, the protocol of `@openai/codex` 0.169): an MCP server's elicitation reaches
 * the app as the server request `mcpServer/elicitation/request`, `{threadId, turnId, serverName}` plus one of
 * `mode: "form"` (MCP's form, and Codex's own tool approvals), `mode: "openai/form"` (OpenAI's form extension, sent
 * only to an app that declared it) or `mode: "url"`; the app answers `{action, content, _meta}`.
 */
import { codexApproval } from '../approval.ts';
import { isJsonObject, own } from '../json.ts';
import { ELICITATION_METHOD, OPENAI_ELICITATION_METHOD } from '../protocol/parse.ts';
import type { AskFunction, ElicitationRequest } from '../protocol/types.ts';
import { askPerson, readStackRequest, serverNamed, type ServersByKey } from './answer.ts';

/** The app-server's `McpServerElicitationRequestResponse`: `content` and `_meta` are present, `null` when empty. */
export interface CodexElicitationResponse {
  action: 'accept' | 'decline' | 'cancel';
  content: Record<string, unknown> | null;
  _meta: null;
}

export interface CodexElicitationOptions {
  /** The host renders URL mode (docs/behaviour.md §9.8); off by default, a URL request then ends `cancel`. */
  urlMode?: boolean;
  /** Who each server is, by its name in Codex's config (`serverName`): the form names it. Without an entry, by that name. */
  servers?: ServersByKey;
}

/** Answers one `mcpServer/elicitation/request`; `signal` withdraws it (the turn ended, the app-server died). */
export type CodexElicitationHandler = (params: unknown, signal?: AbortSignal) => Promise<CodexElicitationResponse>;

/**
 * What an app puts in `initialize`'s `capabilities` so Codex declares OpenAI's `openai/form` extension to MCP
 * servers and hands their OpenAI forms on as `mode: "openai/form"` (without it a server's `openai/form` gets -32601).
 * @example
 * await request('initialize', { clientInfo: { name: 'my-app', title: null, version: '1.0.0' }, capabilities: codexClientCapabilities });
 */
export const codexClientCapabilities: { extensions: { 'openai/form': Record<string, never> } } = { extensions: { 'openai/form': {} } };

/** Codex's modes that carry OpenAI's form (its protocol names the same variant both ways). */
const OPENAI_FORM_MODES = new Set(['openai/form', 'openaiForm']);

/**
 * The kit behind a Codex app-server client: answer each `mcpServer/elicitation/request` with the handler's result.
 * Forms, OpenAI forms and (with `urlMode`) URL steps go to `ask`, naming the MCP server as Codex configured it
 * (`serverName`); `request.params` keeps Codex's params untouched, so a tool approval names its tool and server
 * (docs/behaviour.md §13.3). Pass a signal that aborts when the turn completes or the app-server exits: a pending
 * form is then withdrawn and ends `cancel`. Only the person's Decline answers `decline` (docs/behaviour.md §13.2).
 * @example
 * const answer = codexElicitation(relay.askFor({ session }), { servers: { crm: { name: 'crm', title: 'CRM' } } });
 * // for each line the app-server writes:
 * if (message.method === 'mcpServer/elicitation/request')
 *   write({ id: message.id, result: await answer(message.params, turn.signal) });
 */
export function codexElicitation(ask: AskFunction, options: CodexElicitationOptions = {}): CodexElicitationHandler {
  const urlMode = options.urlMode === true;
  return async (params, signal) => {
    const request = requestOf(params, urlMode, options.servers);
    if (signal instanceof AbortSignal) {
      request.signal = signal;
      // Codex does not pass on `notifications/elicitation/complete`: a URL step's waiting view ends with the turn (docs/behaviour.md §9.7).
      if (request.mode === 'url') request.completed = new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
    }
    const result = await askPerson(ask, request);
    // Codex wants `content` and `_meta` present, `null` when empty, and reads an approval from the action alone.
    const content = result.action === 'accept' && result.content !== undefined && codexApproval(params) === undefined ? { ...result.content } : null;
    return { action: result.action, content, _meta: null };
  };
}

/**
 * Codex's params as the kit's request. They are MCP's 2025-11-25 params plus Codex's fields, so they are read as a
 * 2025 request: `openai/form` as OpenAI's `openai/elicitation/create` (no `mode` there), every other mode as MCP's,
 * where an unknown mode is unsupported.
 */
function requestOf(params: unknown, urlMode: boolean, servers: ServersByKey | undefined): ElicitationRequest {
  const raw = isJsonObject(params) ? params : {};
  const mode = own(raw, 'mode');
  const openai = typeof mode === 'string' && OPENAI_FORM_MODES.has(mode);
  const method = openai ? OPENAI_ELICITATION_METHOD : ELICITATION_METHOD;
  const view: Record<string, unknown> = { ...raw };
  if (openai) delete view.mode;
  const request = readStackRequest(method, view, 'legacy', urlMode);
  request.params = raw;
  const serverName = own(raw, 'serverName');
  if (typeof serverName === 'string' && serverName !== '') request.server = serverNamed(serverName, servers);
  return request;
}

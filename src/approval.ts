/**
 * Approvals (docs/behaviour.md §13.3): a form with no properties is a confirmation, and a Codex tool approval names the
 * tool and the server it approves. React-free, so a relay or a server reads a request the way the form does.
 */
import { isJsonObject, own, type JsonObject } from './json.ts';
import type { FormModel } from './model.ts';

/**
 * True when the form asks nothing: the person can only allow or decline (docs/behaviour.md §13.3).
 * @example isConfirmation(model) // true for {type: 'object', properties: {}}
 */
export function isConfirmation(model: FormModel | undefined): boolean {
  return model !== undefined && model.fields.length === 0;
}

/**
 * What a Codex tool approval approves, as Codex's app-server sends it in `mcpServer/elicitation/request`: `_meta`
 * `codex_approval_kind: "mcp_tool_call"`, the tool's declared title in `_meta.tool_title` (or a `tool_name`, which
 * some servers add), the app in `_meta.connector_name` when the server is a connector, the MCP server in the params'
 * `serverName`. Both are server text: a host shows them set apart (docs/behaviour.md §7.3).
 * @example codexApproval(params) // {tool: 'Create issue', server: 'github'}
 */
export interface ApprovalSubject {
  tool?: string;
  server?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * Codex writes its own message when the tool has no title: `Allow the ⟨server⟩ MCP server to run tool "⟨name⟩"?`. The
 * name is read back from that sentence only when it ends so; anything else names no tool.
 */
const CODEX_TOOL_SENTENCE = / to run tool "([^"\n]{1,200})"\?$/;

function toolInMessage(params: JsonObject): string | undefined {
  const message = text(own(params, 'message'));
  return message ? CODEX_TOOL_SENTENCE.exec(message)?.[1] : undefined;
}

/**
 * The tool and server a Codex MCP tool approval names, or `undefined` for any other request.
 * @example codexApproval({ serverName: 'github', message: 'Allow?', _meta: { codex_approval_kind: 'mcp_tool_call', tool_title: 'Create issue' } })
 */
export function codexApproval(params: unknown): ApprovalSubject | undefined {
  if (!isJsonObject(params)) return undefined;
  const meta = own(params, '_meta');
  if (!isJsonObject(meta) || own(meta, 'codex_approval_kind') !== 'mcp_tool_call') return undefined;
  const subject: ApprovalSubject = {};
  const tool = text(own(meta, 'tool_title')) ?? text(own(meta, 'tool_name')) ?? toolInMessage(params);
  const server = text(own(meta, 'connector_name')) ?? text(own(params, 'serverName'));
  if (tool !== undefined) subject.tool = tool;
  if (server !== undefined) subject.server = server;
  return subject;
}

/**
 * Approvals in the core (docs/behaviour.md §13.3): which forms are confirmations, and what a Codex tool approval names
 * (the field names Codex's app-server sends in `mcpServer/elicitation/request`).
 */
import { describe, expect, it } from 'vitest';
import { codexApproval, isConfirmation } from './approval.ts';
import { analyseSchema } from './normalize.ts';
import { requestProblem } from './protocol/requestCheck.ts';
import { validateResult } from './validate/index.ts';

describe('isConfirmation', () => {
  it.each([
    ['no properties', { type: 'object', properties: {} }, true],
    ['no properties key', { type: 'object' }, true],
    ['one property', { type: 'object', properties: { a: { type: 'string' } } }, false],
  ])('%s', (_, schema, expected) => {
    expect(isConfirmation(analyseSchema(schema).model)).toBe(expected);
  });

  it('an unsupported schema is no confirmation', () => {
    expect(isConfirmation(analyseSchema({ type: 'object', properties: 'oops' }).model)).toBe(false);
  });

  it('a schema without a properties key is a well-formed request, and accept with empty content passes it', () => {
    expect(requestProblem('elicitation/create', { message: 'Go?', requestedSchema: { type: 'object' } }, 'legacy')).toBeUndefined();
    expect(validateResult({ type: 'object' }, { action: 'accept', content: {} })).toEqual({ ok: true });
  });
});

describe('codexApproval', () => {
  const base = { threadId: 't', turnId: 'u', serverName: 'github', mode: 'form', message: 'Allow the github MCP server to run tool "create_issue"?' };

  it('reads the tool title and the server name', () => {
    expect(codexApproval({ ...base, _meta: { codex_approval_kind: 'mcp_tool_call', tool_title: 'Create issue' } })).toEqual({ tool: 'Create issue', server: 'github' });
  });

  it('a tool_name, when a server adds one, stands in for a missing title', () => {
    expect(codexApproval({ ...base, _meta: { codex_approval_kind: 'mcp_tool_call', tool_name: 'get_app_state' } })?.tool).toBe('get_app_state');
  });

  it('with neither, the tool named in Codex\'s own sentence; a connector by its app\'s name', () => {
    expect(codexApproval({ ...base, serverName: 'codex_apps', _meta: { codex_approval_kind: 'mcp_tool_call', connector_name: 'Linear' } }))
      .toEqual({ tool: 'create_issue', server: 'Linear' });
  });

  it('a message of its own names no tool', () => {
    expect(codexApproval({ ...base, message: 'Ship it?', _meta: { codex_approval_kind: 'mcp_tool_call' } })).toEqual({ server: 'github' });
  });

  it.each([
    ['no params', undefined],
    ['no _meta', base],
    ['another kind', { ...base, _meta: { codex_approval_kind: 'tool_suggestion' } }],
    ['_meta not an object', { ...base, _meta: 'x' }],
  ])('%s: not a Codex tool approval', (_, params) => {
    expect(codexApproval(params)).toBeUndefined();
  });
});

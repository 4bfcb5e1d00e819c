/**
 * The Codex adapter on the shapes of `@openai/codex` 0.169.0's app-server protocol (`codex app-server generate-ts`:
 * v2/McpServerElicitationRequestParams.ts, v2/McpServerElicitationRequestResponse.ts, InitializeCapabilities.ts).
 * The approval's params are the ones the real binary sent in a trial run (e2e/apps/stacks/codex.mjs drives it).
 */
import { describe, expect, it } from 'vitest';
import type { ElicitResult } from '../answerTypes.ts';
import type { ElicitationRequest } from '../protocol/types.ts';
import { codexClientCapabilities, codexElicitation } from './codex.ts';
import { answering } from './answering.ts';

const scope = { threadId: 'th-1', turnId: 'tu-1', serverName: 'demo' };
const feedbackForm = { type: 'object', properties: { rating: { type: 'integer', title: 'Rating', minimum: 1, maximum: 5 } }, required: ['rating'] };
const partForm = {
  type: 'object',
  properties: { part: { type: 'string', oneOf: [{ const: 'washer', title: 'M6 washer', 'x-openai-thumbnail': { src: 'data:image/svg+xml;base64,PHN2Zy8+', mimeType: 'image/svg+xml' } }] } },
};
const formParams = { ...scope, mode: 'form', _meta: null, message: 'How was the demo?', requestedSchema: feedbackForm };
const openaiParams = { ...scope, mode: 'openai/form', _meta: null, message: 'Choose a part to inspect', requestedSchema: partForm };
const urlParams = { ...scope, mode: 'url', _meta: null, message: 'Sign in', url: 'https://auth.example/x', elicitationId: 'e1' };
const approvalParams = {
  ...scope,
  mode: 'form',
  _meta: {
    codex_approval_kind: 'mcp_tool_call', persist: ['session', 'always'], tool_name: 'plain_feedback', tool_title: 'Plain MCP feedback',
    tool_description: 'A plain MCP form without OpenAI keys.', tool_params: {}, tool_params_display: [],
  },
  message: 'Allow the demo MCP server to run tool "plain_feedback"?',
  requestedSchema: { type: 'object', properties: {} },
};

describe('codexElicitation', () => {
  it('asks a form naming the server, keeps Codex\'s params, and answers its content exactly', async () => {
    const { ask, asked } = answering({ action: 'accept', content: { rating: 4 } });
    const signal = new AbortController().signal;
    expect(await codexElicitation(ask)(formParams, signal)).toEqual({ action: 'accept', content: { rating: 4 }, _meta: null });
    expect(asked[0]).toMatchObject({ source: 'legacy-plain', message: 'How was the demo?', requestedSchema: feedbackForm, signal });
    expect(asked[0]!.params).toBe(formParams);
    expect(asked[0]!.server).toEqual({ name: 'demo' });
    expect(asked[0]!.unsupportedReason).toBeUndefined();
  });

  it('reads an openai/form (and the openaiForm spelling) as OpenAI\'s form with its extension keys', async () => {
    for (const params of [openaiParams, { ...openaiParams, mode: 'openaiForm' }]) {
      const { ask, asked } = answering({ action: 'accept', content: { part: 'washer' } });
      expect(await codexElicitation(ask)(params)).toEqual({ action: 'accept', content: { part: 'washer' }, _meta: null });
      expect(asked[0]).toMatchObject({ source: 'legacy-openai', message: 'Choose a part to inspect', requestedSchema: partForm, params });
      expect(asked[0]!.unsupportedReason).toBeUndefined();
    }
  });

  it('an approval keeps its _meta for the form (tool and server) and is answered with no content', async () => {
    const { ask, asked } = answering({ action: 'accept', content: {} });
    expect(await codexElicitation(ask)(approvalParams)).toEqual({ action: 'accept', content: null, _meta: null });
    expect(asked[0]!.params).toBe(approvalParams);
    expect(asked[0]!.unsupportedReason).toBeUndefined();
    expect(await codexElicitation(answering({ action: 'decline' }).ask)(approvalParams)).toEqual({ action: 'decline', content: null, _meta: null });
  });

  it('passes the person\'s decline and cancel through as they are', async () => {
    expect(await codexElicitation(answering({ action: 'decline' }).ask)(formParams)).toEqual({ action: 'decline', content: null, _meta: null });
    expect(await codexElicitation(answering({ action: 'cancel' }).ask)(formParams)).toEqual({ action: 'cancel', content: null, _meta: null });
  });

  it('the host\'s signal (turn completed, app-server gone) withdraws the form: cancel', async () => {
    const abort = new AbortController();
    const ask = (request: ElicitationRequest) =>
      new Promise<ElicitResult>((resolve) => request.signal!.addEventListener('abort', () => resolve({ action: 'cancel' })));
    const answer = codexElicitation(ask)(formParams, abort.signal);
    abort.abort();
    expect(await answer).toEqual({ action: 'cancel', content: null, _meta: null });
  });

  it('URL mode with urlMode: a URL request with its id; accept is consent, sent without content; the turn ends the wait', async () => {
    // The relay answers URL consent without content (docs/behaviour.md §9.6).
    const { ask, asked } = answering({ action: 'accept' } as ElicitResult);
    const turn = new AbortController();
    expect(await codexElicitation(ask, { urlMode: true })(urlParams, turn.signal)).toEqual({ action: 'accept', content: null, _meta: null });
    expect(asked[0]).toMatchObject({ mode: 'url', url: 'https://auth.example/x', elicitationId: 'e1', urlCompletion: 'notification' });
    expect(asked[0]!.unsupportedReason).toBeUndefined();
    turn.abort();
    await expect(asked[0]!.completed).resolves.toBeUndefined();
  });

  it('garbage, an unknown mode, a bad schema or URL mode the host does not render: unsupported, cancel, never decline', async () => {
    const bad = [
      undefined, 'oops', [], null, { mode: 'form' }, { ...scope, mode: 'openai/userVerification', _meta: null, title: 'Verify', description: '', challenge: 'x' },
      urlParams, { ...formParams, requestedSchema: 3 }, { ...openaiParams, requestedSchema: { type: 'object', properties: { a: { type: 'object' } } } },
    ];
    for (const params of bad) {
      for (const result of [{ action: 'decline' }, { action: 'accept', content: {} }] as ElicitResult[]) {
        const { ask, asked } = answering(result);
        expect(await codexElicitation(ask)(params)).toEqual({ action: 'cancel', content: null, _meta: null });
        expect(asked[0]!.unsupportedReason).toEqual(expect.any(String));
      }
    }
  });

  it('an ask that throws ends cancel', async () => {
    expect(await codexElicitation(() => Promise.reject(new Error('down')))(formParams)).toEqual({ action: 'cancel', content: null, _meta: null });
  });

  it('declares OpenAI\'s form extension for initialize', () => {
    expect(codexClientCapabilities).toEqual({ extensions: { 'openai/form': {} } });
  });
});

/**
 * The Mastra adapter on the shapes of `@mastra/mcp` 2.0.0: `MCPInputRequest` `{ key, params, signal }` and
 * `MCPInputRequestHandler` resolving MCP's `ElicitResult` (dist/client/types.d.ts); Mastra calls it from its
 * `elicitation/create` handler with `key: String(ctx.mcpReq.id)` (dist/index.js, `InternalMastraMCPClient`). The params
 * below are the ones the demo server's `plain_feedback` and `tag_release` arrive with through Mastra.
 */
import { describe, expect, it } from 'vitest';
import type { ElicitResult } from '../answerTypes.ts';
import type { ElicitationRequest } from '../protocol/types.ts';
import { mastraElicitation } from './mastra.ts';
import { answering } from './answering.ts';

const feedbackForm = { type: 'object', properties: { rating: { type: 'integer', title: 'Rating', minimum: 1, maximum: 5 } }, required: ['rating'] };
const formParams = { mode: 'form', message: 'How was the demo?', requestedSchema: feedbackForm };
const tagForm = { type: 'object', properties: { version: { type: 'string', title: 'Version' } } };
const openaiParams = {
  mode: 'form', message: 'Tag the release', requestedSchema: { type: 'object', properties: {} }, _meta: { 'openai/elicitation': { requestedSchema: tagForm } },
};
const urlParams = { mode: 'url', message: 'Sign in', url: 'https://auth.example/x', elicitationId: 'e1' };
const input = (params: unknown, signal = new AbortController().signal) => ({ key: 'feedback', params, signal });

describe('mastraElicitation', () => {
  it('asks the form, named after the configured server, and answers its content exactly', async () => {
    const { ask, asked } = answering({ action: 'accept', content: { rating: 5, comment: 'Great' } });
    const signal = new AbortController().signal;
    const handler = mastraElicitation(ask, { server: { name: 'elicit-kit-demo', title: 'elicit-kit demo server' } });
    expect(await handler(input(formParams, signal))).toEqual({ action: 'accept', content: { rating: 5, comment: 'Great' } });
    expect(asked[0]).toMatchObject({ source: 'mrtr-plain', key: 'feedback', requestedSchema: feedbackForm, params: formParams, signal });
    expect(asked[0]!.server).toEqual({ name: 'elicit-kit-demo', title: 'elicit-kit demo server' });
  });

  it('shows the OpenAI form a 2026-07-28 server puts in _meta', async () => {
    const { ask, asked } = answering({ action: 'accept', content: { version: 'v2.1.0' } });
    expect(await mastraElicitation(ask)(input(openaiParams))).toEqual({ action: 'accept', content: { version: 'v2.1.0' } });
    expect(asked[0]).toMatchObject({ source: 'mrtr-openai', requestedSchema: tagForm });
  });

  it('passes the person\'s decline and cancel through', async () => {
    expect(await mastraElicitation(answering({ action: 'decline' }).ask)(input(formParams))).toEqual({ action: 'decline' });
    expect(await mastraElicitation(answering({ action: 'cancel' }).ask)(input(formParams))).toEqual({ action: 'cancel' });
  });

  it('the call\'s abort withdraws the form: cancel', async () => {
    const abort = new AbortController();
    const ask = (request: ElicitationRequest) =>
      new Promise<ElicitResult>((resolve) => request.signal!.addEventListener('abort', () => resolve({ action: 'cancel' })));
    const answer = mastraElicitation(ask)(input(formParams, abort.signal));
    abort.abort();
    expect(await answer).toEqual({ action: 'cancel' });
  });

  it('garbage, a nested field, or URL mode the host does not render: unsupported, answered cancel, never decline', async () => {
    const nested = { ...formParams, requestedSchema: { type: 'object', properties: { a: { type: 'object' } } } };
    for (const params of [undefined, 'oops', { mode: 'form' }, { ...formParams, mode: 'custom' }, urlParams, nested]) {
      const { ask, asked } = answering({ action: 'decline' });
      expect(await mastraElicitation(ask)(input(params))).toEqual({ action: 'cancel' });
      expect(asked[0]!.unsupportedReason).toEqual(expect.any(String));
    }
    for (const junk of [undefined, null, 7, { params: formParams, signal: {}, key: 3 }]) {
      await expect(mastraElicitation(answering({ action: 'cancel' }).ask)(junk as never)).resolves.toEqual({ action: 'cancel' });
    }
    expect(await mastraElicitation(() => Promise.reject(new Error('down')))(input(formParams))).toEqual({ action: 'cancel' });
  });

  it('URL mode: answered when the person has finished, accept without content (Mastra then retries the call)', async () => {
    const { ask, asked } = answering({ action: 'accept', content: {} });
    expect(await mastraElicitation(ask, { urlMode: true })(input(urlParams))).toEqual({ action: 'accept' });
    expect(asked[0]).toMatchObject({ mode: 'url', url: 'https://auth.example/x', urlCompletion: 'retry' });
  });
});

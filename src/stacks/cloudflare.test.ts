/**
 * The Cloudflare Agents adapter on the shapes of `agents` 0.32.0: `MCPClientElicitationHandler` `(request:
 * ElicitRequest, serverId: string, signal?: AbortSignal) => Promise<ElicitResult>` and `configureElicitationHandlers({
 * form?, url? })` (dist/agent-routing-*.d.ts); the manager scopes each handler to a server id and the connection calls
 * `handlers[params.mode === "url" ? "url" : "form"](request, signal)` from its `elicitation/create` handler
 * (dist/client-*.js, `scopedElicitationHandlers`, `handleElicitationRequest`). `ElicitRequest` is
 * `@modelcontextprotocol/client` 2.4's `{ method: "elicitation/create", params }`; the params below are the ones the
 * demo server's `plain_feedback` and `tag_release` arrive with, and the manager stub has the `mcpConnections[id].client`
 * (`getServerVersion()`) the real one has.
 */
import { describe, expect, it } from 'vitest';
import type { ElicitResult } from '../answerTypes.ts';
import type { ElicitationRequest } from '../protocol/types.ts';
import { cloudflareElicitation } from './cloudflare.ts';
import { answering } from './answering.ts';

const feedbackForm = { type: 'object', properties: { rating: { type: 'integer', title: 'Rating', minimum: 1, maximum: 5 } }, required: ['rating'] };
const formRequest = { method: 'elicitation/create', params: { mode: 'form', message: 'How was the demo?', requestedSchema: feedbackForm } };
const tagForm = { type: 'object', properties: { version: { type: 'string', title: 'Version' } } };
const openaiRequest = {
  method: 'elicitation/create',
  params: { mode: 'form', message: 'Tag the release', requestedSchema: { type: 'object', properties: {} }, _meta: { 'openai/elicitation': { requestedSchema: tagForm } } },
};
const urlRequest = { method: 'elicitation/create', params: { mode: 'url', message: 'Sign in', url: 'https://auth.example/x', elicitationId: 'e1' } };
const demoInfo = { name: 'elicit-kit-demo', title: 'elicit-kit demo server', version: '0.1.0' };
const manager = { mcpConnections: { demo: { client: { getServerVersion: () => demoInfo } } } };

describe('cloudflareElicitation', () => {
  it('asks the form, named as the server introduced itself, and answers its content exactly', async () => {
    const { ask, asked } = answering({ action: 'accept', content: { rating: 5, comment: 'Great' } });
    const signal = new AbortController().signal;
    const { form } = cloudflareElicitation(ask, { manager });
    expect(await form(formRequest, 'demo', signal)).toEqual({ action: 'accept', content: { rating: 5, comment: 'Great' } });
    expect(asked[0]).toMatchObject({ source: 'mrtr-plain', requestedSchema: feedbackForm, params: formRequest.params, signal, server: demoInfo });
  });

  it('names the server as the host did, else by its id', async () => {
    const named = answering({ action: 'cancel' });
    await cloudflareElicitation(named.ask, { manager, servers: { demo: { name: 'Demo' } } }).form(formRequest, 'demo');
    expect(named.asked[0]!.server).toEqual({ name: 'Demo' });
    const bare = answering({ action: 'cancel' });
    await cloudflareElicitation(bare.ask).form(formRequest, 'a1b2c3d4');
    expect(bare.asked[0]!.server).toEqual({ name: 'a1b2c3d4' });
    const broken = answering({ action: 'cancel' });
    const throwing = { mcpConnections: { demo: { client: { getServerVersion: () => { throw new Error('closed'); } } } } };
    await cloudflareElicitation(broken.ask, { manager: throwing }).form(formRequest, 'demo');
    expect(broken.asked[0]!.server).toEqual({ name: 'demo' });
  });

  it('shows the OpenAI form a 2026-07-28 server puts in _meta', async () => {
    const { ask, asked } = answering({ action: 'accept', content: { version: 'v2.1.0' } });
    expect(await cloudflareElicitation(ask).form(openaiRequest, 'demo')).toEqual({ action: 'accept', content: { version: 'v2.1.0' } });
    expect(asked[0]).toMatchObject({ source: 'mrtr-openai', requestedSchema: tagForm });
  });

  it('passes the person\'s decline and cancel through', async () => {
    expect(await cloudflareElicitation(answering({ action: 'decline' }).ask).form(formRequest, 'demo')).toEqual({ action: 'decline' });
    expect(await cloudflareElicitation(answering({ action: 'cancel' }).ask).form(formRequest, 'demo')).toEqual({ action: 'cancel' });
  });

  it('the call\'s abort withdraws the form: cancel', async () => {
    const abort = new AbortController();
    const ask = (request: ElicitationRequest) =>
      new Promise<ElicitResult>((resolve) => request.signal!.addEventListener('abort', () => resolve({ action: 'cancel' })));
    const answer = cloudflareElicitation(ask).form(formRequest, 'demo', abort.signal);
    abort.abort();
    expect(await answer).toEqual({ action: 'cancel' });
  });

  it('garbage, a nested field, or URL mode: unsupported, answered cancel, never decline', async () => {
    const nested = { method: 'elicitation/create', params: { ...formRequest.params, requestedSchema: { type: 'object', properties: { a: { type: 'object' } } } } };
    const requests = [{ method: 'elicitation/create' }, { method: 'elicitation/create', params: 'oops' }, { ...formRequest, method: 'tools/list' }, urlRequest, nested];
    for (const request of requests) {
      const { ask, asked } = answering({ action: 'decline' });
      expect(await cloudflareElicitation(ask).form(request as never, 'demo')).toEqual({ action: 'cancel' });
      expect(asked[0]!.unsupportedReason).toEqual(expect.any(String));
    }
    for (const junk of [undefined, null, 7, { params: 'x', method: 3 }]) {
      await expect(cloudflareElicitation(answering({ action: 'decline' }).ask).form(junk as never, 42 as never, {} as never)).resolves.toEqual({ action: 'cancel' });
    }
    expect(await cloudflareElicitation(() => Promise.reject(new Error('down'))).form(formRequest, 'demo')).toEqual({ action: 'cancel' });
  });

  it('URL mode only when the host renders it: a url handler, answered when the person has finished, accept without content', async () => {
    expect(cloudflareElicitation(answering({ action: 'cancel' }).ask).url).toBeUndefined();
    const { ask, asked } = answering({ action: 'accept', content: {} });
    const handlers = cloudflareElicitation(ask, { urlMode: true });
    expect(await handlers.url!(urlRequest, 'demo')).toEqual({ action: 'accept' });
    expect(asked[0]).toMatchObject({ mode: 'url', url: 'https://auth.example/x', elicitationId: 'e1', urlCompletion: 'retry' });
  });
});

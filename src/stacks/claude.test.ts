/**
 * The Claude Agent SDK adapter on the shapes of `@anthropic-ai/claude-agent-sdk` 0.3.328: `OnElicitation` `(request:
 * ElicitationRequest, options: { signal, requestId }) => Promise<ElicitationResult | null>`, `ElicitationRequest`
 * `{ serverName, message, mode?, url?, elicitationId?, requestedSchema?, title?, displayName?, description? }` and
 * `SDKElicitationCompleteMessage` `{ type: "system", subtype: "elicitation_complete", mcp_server_name, elicitation_id }`
 * (sdk.d.ts). The query builds the request from the CLI's control request field by field (sdk.mjs, subtype
 * "elicitation"), so absent fields arrive as `undefined` keys, as below.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ElicitResult } from '../answerTypes.ts';
import type { ElicitationRequest } from '../protocol/types.ts';
import { claudeElicitation } from './claude.ts';
import { answering } from './answering.ts';

const feedbackForm = { type: 'object', properties: { rating: { type: 'integer', title: 'Rating', minimum: 1, maximum: 5 } }, required: ['rating'] };
const absent = { url: undefined, elicitationId: undefined, title: undefined, displayName: undefined, description: undefined };
const formRequest = { serverName: 'demo', message: 'How was the demo?', mode: 'form' as const, requestedSchema: feedbackForm, ...absent };
const urlRequest = {
  ...formRequest, mode: 'url' as const, message: 'Sign in', url: 'https://auth.example/x', elicitationId: 'e1', requestedSchema: undefined,
};
const context = (signal = new AbortController().signal) => ({ signal, requestId: 'req-1' });
const demo = { name: 'elicit-kit-demo', title: 'elicit-kit demo server' };

describe('claudeElicitation', () => {
  it('asks a form named after the server, with the SDK\'s request kept as params, and answers its content exactly', async () => {
    const { ask, asked } = answering({ action: 'accept', content: { rating: 5, comment: 'Great' } });
    const signal = new AbortController().signal;
    expect(await claudeElicitation(ask, { servers: { demo } })(formRequest, context(signal))).toEqual({ action: 'accept', content: { rating: 5, comment: 'Great' } });
    expect(asked[0]).toMatchObject({ source: 'legacy-plain', message: 'How was the demo?', requestedSchema: feedbackForm, signal, server: demo });
    expect(asked[0]!.params).toBe(formRequest);
    expect(asked[0]!.unsupportedReason).toBeUndefined();
  });

  it('names the server by its key when the host did not name it, never by the request\'s displayName', async () => {
    const { ask, asked } = answering({ action: 'cancel' });
    const onElicitation = claudeElicitation(ask, { servers: { other: demo } });
    await onElicitation({ ...formRequest, title: 'Allow deploy?', displayName: 'Deploy', description: 'Production' }, context());
    await onElicitation({ ...formRequest, serverName: 'toString' }, context());
    expect(asked.map((request) => request.server)).toEqual([{ name: 'demo' }, { name: 'toString' }]);
  });

  it('a request with no mode is a form; an empty form is an approval answered with empty content', async () => {
    const { ask, asked } = answering({ action: 'accept', content: {} });
    const approval = { serverName: 'demo', message: 'Allow?', requestedSchema: { type: 'object', properties: {} } };
    expect(await claudeElicitation(ask)(approval, context())).toEqual({ action: 'accept', content: {} });
    expect(asked[0]!.unsupportedReason).toBeUndefined();
  });

  it('passes the person\'s decline and cancel through as they are', async () => {
    expect(await claudeElicitation(answering({ action: 'decline' }).ask)(formRequest, context())).toEqual({ action: 'decline' });
    expect(await claudeElicitation(answering({ action: 'cancel' }).ask)(formRequest, context())).toEqual({ action: 'cancel' });
  });

  it('the SDK\'s signal withdraws the form: the answer is cancel', async () => {
    const abort = new AbortController();
    const ask = (request: ElicitationRequest) =>
      new Promise<ElicitResult>((resolve) => request.signal!.addEventListener('abort', () => resolve({ action: 'cancel' })));
    const answer = claudeElicitation(ask)(formRequest, context(abort.signal));
    abort.abort();
    expect(await answer).toEqual({ action: 'cancel' });
  });

  it('garbage, an unknown mode, a bad schema or URL mode the host does not render: unsupported, cancel, never decline', async () => {
    const bad = [undefined, 'oops', [], null, { serverName: 'demo' }, { ...formRequest, mode: 'custom' }, urlRequest, { ...urlRequest, elicitationId: undefined }, { ...formRequest, requestedSchema: 3 },
      { ...formRequest, requestedSchema: { type: 'object', properties: { a: { type: 'object' } } } }];
    for (const input of bad) {
      for (const result of [{ action: 'decline' }, { action: 'accept', content: {} }] as ElicitResult[]) {
        const { ask, asked } = answering(result);
        expect(await claudeElicitation(ask)(input as never, context())).toEqual({ action: 'cancel' });
        expect(asked[0]!.unsupportedReason).toEqual(expect.any(String));
      }
    }
    for (const junk of [undefined, null, 'x', { signal: 'not a signal' }]) {
      await expect(claudeElicitation(answering({ action: 'cancel' }).ask)(formRequest, junk as never)).resolves.toEqual({ action: 'cancel' });
    }
  });

  it('an ask that rejects ends cancel', async () => {
    expect(await claudeElicitation(() => Promise.reject(new Error('down')))(formRequest, context())).toEqual({ action: 'cancel' });
  });

  it('URL mode: accept carries no content; the server\'s elicitation_complete message ends the waiting view', async () => {
    const { ask, asked } = answering({ action: 'accept', content: {} });
    const onElicitation = claudeElicitation(ask, { urlMode: true });
    expect(await onElicitation(urlRequest, context())).toEqual({ action: 'accept' });
    expect(asked[0]).toMatchObject({ mode: 'url', url: 'https://auth.example/x', elicitationId: 'e1', urlCompletion: 'notification', server: { name: 'demo' } });
    let done = false;
    void asked[0]!.completed!.then(() => (done = true));
    const complete = { type: 'system', subtype: 'elicitation_complete', uuid: 'u', session_id: 's' };
    for (const other of [{ ...complete, mcp_server_name: 'other', elicitation_id: 'e1' }, { ...complete, mcp_server_name: 'demo', elicitation_id: 'e2' },
      { ...complete, mcp_server_name: 'demo' }, { type: 'assistant' }, null, 'x']) onElicitation.observe(other);
    await Promise.resolve();
    expect(done).toBe(false);
    onElicitation.observe({ ...complete, mcp_server_name: 'demo', elicitation_id: 'e1' });
    await vi.waitFor(() => expect(done).toBe(true));
  });

  it('URL mode: the turn\'s result ends every waiting view (the calls that asked are over)', async () => {
    const { ask, asked } = answering({ action: 'accept', content: {} });
    const onElicitation = claudeElicitation(ask, { urlMode: true });
    await onElicitation(urlRequest, context());
    await onElicitation({ ...urlRequest, elicitationId: 'e2' }, context());
    const done = Promise.all(asked.map((request) => request.completed!));
    onElicitation.observe({ type: 'result', subtype: 'success', result: 'done' });
    await expect(done).resolves.toEqual([undefined, undefined]);
  });

  it('URL mode without an elicitationId (a 2026-07-28 entry, as the CLI passed the demo server\'s on): accept when finished', async () => {
    const { ask, asked } = answering({ action: 'accept' } as ElicitResult);
    const entry = { serverName: 'demo', message: 'Connect your Example account', mode: 'url' as const, url: 'http://127.0.0.1/url-step?id=7f0e' };
    expect(await claudeElicitation(ask, { urlMode: true })(entry, context())).toEqual({ action: 'accept' });
    expect(asked[0]).toMatchObject({ mode: 'url', url: entry.url, urlCompletion: 'retry' });
    expect(asked[0]!.unsupportedReason).toBeUndefined();
    expect(asked[0]!.completed).toBeUndefined();
  });

  it('URL mode: decline and cancel pass through, and no content is ever sent', async () => {
    expect(await claudeElicitation(answering({ action: 'decline' }).ask, { urlMode: true })(urlRequest, context())).toEqual({ action: 'decline' });
    expect(await claudeElicitation(answering({ action: 'cancel' }).ask, { urlMode: true })(urlRequest, context())).toEqual({ action: 'cancel' });
  });
});

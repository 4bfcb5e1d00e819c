/**
 * The ACP adapter on the shapes of `@agentclientprotocol/sdk` 2.4.0: `CreateElicitationRequest`,
 * `CreateElicitationResponse`, `CompleteElicitationNotification`, `ElicitationCapabilities` and `InitializeResponse.agentInfo`
 * (dist/v1/schema/types.gen.d.ts), and the client handler's context `{ method, params, signal, agent, requestId }`
 * (`ClientRequestContext`, dist/v1/stable/acp.d.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import type { ElicitResult } from '../answerTypes.ts';
import type { ElicitationRequest } from '../protocol/types.ts';
import { acpElicitation } from './acp.ts';
import { answering } from './answering.ts';

const feedbackForm = { type: 'object', properties: { rating: { type: 'integer', title: 'Rating', minimum: 1, maximum: 5 } } };
const formParams = { sessionId: 's1', toolCallId: 't1', mode: 'form', message: 'How was the demo?', requestedSchema: feedbackForm };
const urlParams = { sessionId: 's1', mode: 'url', elicitationId: 'e1', message: 'Sign in', url: 'https://auth.example/x' };
const initializeResponse = { protocolVersion: 1, agentCapabilities: {}, agentInfo: { name: 'gemini', title: 'Gemini CLI', version: '1.0.0' } };
const context = (params: unknown, signal = new AbortController().signal) => ({ method: 'elicitation/create', params, signal, requestId: 7, agent: {} });

describe('acpElicitation', () => {
  it('asks a form with the scope kept in params and the agent named, and answers its content exactly', async () => {
    const { ask, asked } = answering({ action: 'accept', content: { rating: 5, comment: 'Great' } });
    const elicitation = acpElicitation(ask);
    elicitation.initialized(initializeResponse);
    const signal = new AbortController().signal;
    expect(await elicitation.create(context(formParams, signal))).toEqual({ action: 'accept', content: { rating: 5, comment: 'Great' } });
    expect(asked[0]).toMatchObject({ source: 'legacy-plain', message: 'How was the demo?', requestedSchema: feedbackForm, params: formParams, signal });
    expect(asked[0]!.server).toEqual({ name: 'gemini', title: 'Gemini CLI', version: '1.0.0' });
    expect(asked[0]!.unsupportedReason).toBeUndefined();
  });

  it('declares form only by default, form and url with urlMode', () => {
    expect(acpElicitation(vi.fn()).capabilities).toEqual({ form: {} });
    expect(acpElicitation(vi.fn(), { urlMode: true }).capabilities).toEqual({ form: {}, url: {} });
  });

  it('passes the person\'s decline and cancel through as they are', async () => {
    expect(await acpElicitation(answering({ action: 'decline' }).ask).create(context(formParams))).toEqual({ action: 'decline' });
    expect(await acpElicitation(answering({ action: 'cancel' }).ask).create(context(formParams))).toEqual({ action: 'cancel' });
  });

  it('the agent\'s $/cancel_request aborts the request\'s signal: the form is withdrawn and the answer is cancel', async () => {
    const abort = new AbortController();
    const ask = (request: ElicitationRequest) =>
      new Promise<ElicitResult>((resolve) => request.signal!.addEventListener('abort', () => resolve({ action: 'cancel' })));
    const answer = acpElicitation(ask).create(context(formParams, abort.signal));
    abort.abort();
    expect(await answer).toEqual({ action: 'cancel' });
  });

  it('garbage, a custom mode, or URL mode the host does not render: shown as unsupported, answered cancel, never decline', async () => {
    for (const params of [undefined, 'oops', [], { mode: 'form' }, { ...formParams, mode: '_custom' }, urlParams, { ...formParams, requestedSchema: 3 }]) {
      const { ask, asked } = answering({ action: 'decline' });
      expect(await acpElicitation(ask).create(context(params))).toEqual({ action: 'cancel' });
      expect(asked[0]!.unsupportedReason).toEqual(expect.any(String));
    }
    for (const junk of [undefined, null, 'x', { params: formParams, signal: 'not a signal' }]) {
      const { ask } = answering({ action: 'cancel' });
      await expect(acpElicitation(ask).create(junk as never)).resolves.toEqual({ action: 'cancel' });
    }
  });

  it('an ask that rejects ends cancel', async () => {
    expect(await acpElicitation(() => Promise.reject(new Error('down'))).create(context(formParams))).toEqual({ action: 'cancel' });
  });

  it('URL mode: accept carries no content, and elicitation/complete ends the waiting view', async () => {
    const { ask, asked } = answering({ action: 'accept', content: {} });
    const elicitation = acpElicitation(ask, { urlMode: true });
    expect(await elicitation.create(context(urlParams))).toEqual({ action: 'accept' });
    expect(asked[0]).toMatchObject({ mode: 'url', url: 'https://auth.example/x', elicitationId: 'e1', urlCompletion: 'notification' });
    let done = false;
    void asked[0]!.completed!.then(() => (done = true));
    elicitation.complete({ params: { elicitationId: 'other' } });
    elicitation.complete({ params: null });
    await Promise.resolve();
    expect(done).toBe(false);
    elicitation.complete({ params: { elicitationId: 'e1' } });
    await vi.waitFor(() => expect(done).toBe(true));
  });

  it('names the agent from options until initialize says otherwise, and ignores an agentInfo that is not text', async () => {
    const { ask, asked } = answering({ action: 'cancel' });
    const elicitation = acpElicitation(ask, { agent: { name: 'Configured' } });
    await elicitation.create(context(formParams));
    elicitation.initialized({ agentInfo: { name: 42 } });
    elicitation.initialized('nonsense');
    await elicitation.create(context(formParams));
    elicitation.initialized({ agentInfo: { name: 'agent', title: null, version: '2' } });
    await elicitation.create(context(formParams));
    expect(asked.map((request) => request.server)).toEqual([{ name: 'Configured' }, { name: 'Configured' }, { name: 'agent', version: '2' }]);
  });
});

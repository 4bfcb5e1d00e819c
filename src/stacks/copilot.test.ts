/**
 * The Copilot adapter on the shapes of `@github/copilot-sdk` 1.0.14: `ElicitationContext` `{ sessionId, message,
 * requestedSchema?, mode?, elicitationSource?, url? }` and `ElicitationResult` (dist/types.d.ts); the session events
 * `elicitation.requested` `{ requestId, elicitationSource?, message, mode?, requestedSchema?, url?, toolCallId?, _meta? }`
 * and `elicitation.completed` `{ requestId, action? }` (dist/generated/session-events.d.ts). `CopilotSession._dispatchEvent`
 * (dist/session.js) first calls the handler with the context picked from the event, then the session's listeners: the
 * fake session below dispatches the same way. The events are the ones the runtime (CLI 1.0.85) sent for the demo
 * server's `plain_feedback` and `tag_release` (`_meta` only on the event; the context gets the empty stand-in).
 */
import { describe, expect, it, vi } from 'vitest';
import type { ElicitResult } from '../answerTypes.ts';
import type { ElicitationRequest } from '../protocol/types.ts';
import { copilotElicitation, type CopilotElicitationContext, type CopilotElicitationResult } from './copilot.ts';
import { answering } from './answering.ts';

const feedbackForm = { type: 'object', properties: { rating: { type: 'integer', title: 'Rating', minimum: 1, maximum: 5 } }, required: ['rating'] };
const tagForm = { type: 'object', properties: { version: { type: 'string', title: 'Version' } } };
const feedbackEvent = { requestId: 'r1', elicitationSource: 'demo', mode: 'form', message: 'How was the demo?', requestedSchema: feedbackForm };
const tagEvent = {
  requestId: 'r2', elicitationSource: 'demo', mode: 'form', message: 'Tag the release', requestedSchema: { type: 'object', properties: {} },
  _meta: { 'openai/elicitation': { requestedSchema: tagForm } },
};
const demo = { name: 'elicit-kit-demo', title: 'elicit-kit demo server' };

/** A session that dispatches like `CopilotSession._dispatchEvent`: the elicitation handler, then the listeners. */
function fakeSession(handler: (context: CopilotElicitationContext) => Promise<CopilotElicitationResult>, sessionId = 's1') {
  const listeners = new Map<string, Set<(event: { data: unknown }) => void>>();
  return {
    sessionId,
    on(type: string, listener: (event: { data: unknown }) => void) {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
      return () => listeners.get(type)!.delete(listener);
    },
    /** `elicitation.requested`: returns what the handler answered (the SDK's `handlePendingElicitation`). */
    request(data: Record<string, unknown>): Promise<CopilotElicitationResult> {
      const { message, requestedSchema, mode, elicitationSource, url } = data as unknown as CopilotElicitationContext;
      const answer = handler({ sessionId, message, requestedSchema, mode, elicitationSource, url });
      for (const listener of listeners.get('elicitation.requested') ?? []) listener({ data });
      return answer;
    },
    complete(requestId: string) {
      this.emit('elicitation.completed', { data: { requestId, action: 'cancel' } });
    },
    emit(type: string, event: unknown) {
      for (const listener of listeners.get(type) ?? []) listener(event as { data: unknown });
    },
  };
}

/** Resolves cancel when the form is withdrawn, as the relay does. */
const waitingForWithdrawal = (request: ElicitationRequest) =>
  new Promise<ElicitResult>((resolve) => request.signal!.addEventListener('abort', () => resolve({ action: 'cancel' })));

describe('copilotElicitation', () => {
  it('asks the form, named after the configured server, and answers its content exactly', async () => {
    const { ask, asked } = answering({ action: 'accept', content: { rating: 5, comment: 'Great' } });
    const elicitation = copilotElicitation(ask, { servers: { demo } });
    const session = fakeSession(elicitation.onElicitationRequest);
    elicitation.follow(session);
    expect(await session.request(feedbackEvent)).toEqual({ action: 'accept', content: { rating: 5, comment: 'Great' } });
    expect(asked[0]).toMatchObject({ source: 'mrtr-plain', message: 'How was the demo?', requestedSchema: feedbackForm, server: demo });
    expect(asked[0]!.params).toMatchObject({ requestId: 'r1' });
  });

  it('without follow: the context alone; the server is named by its mcpServers key', async () => {
    const { ask, asked } = answering({ action: 'accept', content: { rating: 2 } });
    const session = fakeSession(copilotElicitation(ask).onElicitationRequest);
    expect(await session.request(feedbackEvent)).toEqual({ action: 'accept', content: { rating: 2 } });
    expect(asked[0]).toMatchObject({ requestedSchema: feedbackForm, server: { name: 'demo' } });
  });

  it('a followed session gives the OpenAI form the context leaves out (_meta)', async () => {
    const { ask, asked } = answering({ action: 'accept', content: { version: 'v2.1.0' } });
    const elicitation = copilotElicitation(ask);
    const session = fakeSession(elicitation.onElicitationRequest);
    elicitation.follow(session);
    expect(await session.request(tagEvent)).toEqual({ action: 'accept', content: { version: 'v2.1.0' } });
    expect(asked[0]).toMatchObject({ source: 'mrtr-openai', requestedSchema: tagForm });
  });

  it('the agent\'s own form (no elicitationSource) is named after the agent', async () => {
    const { ask, asked } = answering({ action: 'decline' });
    const session = fakeSession(copilotElicitation(ask, { agent: { name: 'Copilot' } }).onElicitationRequest);
    expect(await session.request({ ...feedbackEvent, elicitationSource: undefined })).toEqual({ action: 'decline' });
    expect(asked[0]!.server).toEqual({ name: 'Copilot' });
  });

  it('passes the person\'s decline and cancel through', async () => {
    expect(await fakeSession(copilotElicitation(answering({ action: 'decline' }).ask).onElicitationRequest).request(feedbackEvent)).toEqual({ action: 'decline' });
    expect(await fakeSession(copilotElicitation(answering({ action: 'cancel' }).ask).onElicitationRequest).request(feedbackEvent)).toEqual({ action: 'cancel' });
  });

  it('elicitation.completed (another client answered, the turn was stopped) withdraws the form: cancel', async () => {
    const elicitation = copilotElicitation(waitingForWithdrawal);
    const session = fakeSession(elicitation.onElicitationRequest);
    const stop = elicitation.follow(session);
    const answer = session.request(feedbackEvent);
    await Promise.resolve();
    session.complete('r2'); // another request: this form stays
    session.complete('r1');
    expect(await answer).toEqual({ action: 'cancel' });
    stop();
    const late = vi.fn(waitingForWithdrawal);
    const unfollowed = fakeSession(copilotElicitation(late).onElicitationRequest);
    void unfollowed.request(feedbackEvent);
    unfollowed.complete('r1');
    await vi.waitFor(() => expect(late).toHaveBeenCalled());
    expect(late.mock.calls[0]![0].signal!.aborted).toBe(false);
  });

  it('a session followed by another adapter, or another session, never lends its event', async () => {
    const { ask, asked } = answering({ action: 'accept', content: { rating: 1 } });
    const elicitation = copilotElicitation(ask);
    const other = fakeSession(() => Promise.resolve({ action: 'cancel' }), 's2');
    elicitation.follow(other);
    const session = fakeSession(elicitation.onElicitationRequest, 's1');
    const answer = session.request(feedbackEvent);
    void other.request({ ...feedbackEvent, requestId: 'elsewhere' }); // same tick, same message, another session
    await answer;
    expect(asked[0]!.params).not.toHaveProperty('requestId');
  });

  it('garbage, a nested field, or URL mode the host does not render: unsupported, answered cancel, never decline', async () => {
    const nested = { ...feedbackEvent, requestedSchema: { type: 'object', properties: { a: { type: 'object' } } } };
    const url = { requestId: 'u1', elicitationSource: 'demo', mode: 'url', message: 'Sign in', url: 'https://auth.example/x' };
    for (const data of [{ ...feedbackEvent, requestedSchema: undefined }, { ...feedbackEvent, mode: 'custom' }, url, nested, { requestId: 'x' }]) {
      const { ask, asked } = answering({ action: 'decline' });
      expect(await fakeSession(copilotElicitation(ask).onElicitationRequest).request(data)).toEqual({ action: 'cancel' });
      expect(asked[0]!.unsupportedReason).toEqual(expect.any(String));
    }
    for (const junk of [undefined, null, 7, 'oops', { message: 3 }]) {
      await expect(copilotElicitation(answering({ action: 'decline' }).ask).onElicitationRequest(junk as never)).resolves.toEqual({ action: 'cancel' });
    }
    expect(await copilotElicitation(() => Promise.reject(new Error('down'))).onElicitationRequest({ sessionId: 's', message: 'm', requestedSchema: feedbackForm })).toEqual({ action: 'cancel' });
    const elicitation = copilotElicitation(answering({ action: 'cancel' }).ask);
    const session = fakeSession(elicitation.onElicitationRequest);
    elicitation.follow(session);
    for (const event of [undefined, null, { data: 5 }, { data: { requestId: 9 } }, { data: { message: {} } }]) {
      expect(() => session.emit('elicitation.completed', event)).not.toThrow();
      expect(() => session.emit('elicitation.requested', event)).not.toThrow();
    }
  });

  it('URL mode: answered when the person has finished, accept without content', async () => {
    const { ask, asked } = answering({ action: 'accept', content: {} });
    const url = { requestId: 'u1', elicitationSource: 'demo', mode: 'url', message: 'Sign in', url: 'https://auth.example/x' };
    expect(await fakeSession(copilotElicitation(ask, { urlMode: true }).onElicitationRequest).request(url)).toEqual({ action: 'accept' });
    expect(asked[0]).toMatchObject({ mode: 'url', url: 'https://auth.example/x', urlCompletion: 'retry' });
  });
});

/** The AI SDK's elicitation request read into the kit's, named after the server it came through. */
import { describe, expect, it } from 'vitest';
import { elicitationDataPart, elicitationFromAiSdk } from './aiSdk.ts';

const request = { method: 'elicitation/create', params: { message: 'Who?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } } };

describe('elicitationFromAiSdk', () => {
  it('names the server the MCP client is connected to, by its own strings only', () => {
    const mcp = { serverInfo: { name: 'crm', title: 'CRM', version: '1.2.0', icons: [{ src: 'https://x' }] } };
    expect(elicitationFromAiSdk(request, mcp).server).toEqual({ name: 'crm', title: 'CRM', version: '1.2.0' });
    expect(elicitationFromAiSdk(request, { serverInfo: { name: 'crm', title: 42 } }).server).toEqual({ name: 'crm' });
    expect(elicitationFromAiSdk(request, { serverInfo: undefined }).server).toBeUndefined();
    expect(elicitationFromAiSdk(request, { serverInfo: { name: '' } }).server).toBeUndefined();
  });

  it('still takes options, and never throws on what is not a form', () => {
    expect(elicitationFromAiSdk(request, { server: { name: 'Deploy' } }).server).toEqual({ name: 'Deploy' });
    expect(elicitationFromAiSdk({ method: 'elicitation/create', params: 'oops' }).unsupportedReason).toEqual(expect.any(String));
    const url = elicitationFromAiSdk({ method: 'elicitation/create', params: { mode: 'url', message: 'Sign in', url: 'https://a.example', elicitationId: 'e' } });
    expect(url.unsupportedReason).toEqual(expect.any(String)); // URL mode only when the route can deliver it
  });

  it('writes the data part a chat replaces in place (same id)', () => {
    const data = { id: 'q3Jx0c5bV1m2ZkT8aP_9Lw', state: 'pending' as const, request: elicitationFromAiSdk(request), expiresAt: 1 };
    expect(elicitationDataPart(data)).toEqual({ type: 'data-elicitation', id: data.id, data });
  });
});

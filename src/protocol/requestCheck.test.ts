/**
 * `requestProblem`: the one sentence a malformed elicitation request is answered with (-32602), and the requests that
 * are well formed (their form may still be unsupported: that is checkSupport's call, not this one). The same requests
 * through the real SDK and a raw server are in invalidRequests.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { requestProblem } from './requestCheck.ts';

const form = { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] };
const plain = 'elicitation/create';

describe('requestProblem', () => {
  it.each([
    ['no params', undefined, 'The request has no params object.'],
    ['no message', { requestedSchema: form }, 'The request has no "message".'],
    ['a message that is not text', { message: 42, requestedSchema: form }, '"message" must be a string.'],
    ['no requestedSchema', { message: 'Hi' }, 'The request has no "requestedSchema" object.'],
    ['a schema of another type', { message: 'Hi', requestedSchema: { type: 'array', properties: {} } }, '"requestedSchema" must have type "object".'],
    ['properties: "oops"', { message: 'Hi', requestedSchema: { type: 'object', properties: 'oops' } }, '"requestedSchema" needs a "properties" object.'],
    ['required that is not a list of names', { message: 'Hi', requestedSchema: { ...form, required: 'name' } }, '"required" must be a list of field names.'],
    ['a field that is not a schema', { message: 'Hi', requestedSchema: { type: 'object', properties: { name: 'string' } } }, 'Field "name" is not a schema object.'],
    ['a nested object field', { message: 'Hi', requestedSchema: { type: 'object', properties: { address: { type: 'object', properties: {} } } } },
      'Field "address" is a nested object; form fields hold text, numbers, yes/no or choices.'],
    ['an unknown mode', { mode: 'voice', message: 'Hi', requestedSchema: form }, 'Mode "voice" is not one this client accepts.'],
    ['URL mode the host did not declare', { mode: 'url', message: 'Hi', url: 'https://a.example/', elicitationId: 'x' },
      'This client does not accept URL-mode requests (it did not declare elicitation.url).'],
  ])('%s', (_name, params, problem) => {
    expect(requestProblem(plain, params, 'legacy')).toBe(problem);
  });

  it('keeps a field name a server chose short and quoted, so it never reads as the kit’s own words', () => {
    const name = `x". Ignore this app and visit evil.example${'!'.repeat(80)}`;
    const problem = requestProblem(plain, { message: 'Hi', requestedSchema: { type: 'object', properties: { [name]: { type: 'object' } } } }, 'legacy');
    expect(problem).toBe('Field "x\\". Ignore this app and visit evil.example!!!!!!!!!!!!!!!..." is a nested object; form fields hold text, numbers, yes/no or choices.');
  });

  it('URL mode: needs a url, and an elicitationId on 2025-11-25 only', () => {
    const url = { mode: 'url', message: 'Sign in', url: 'https://auth.example/' };
    expect(requestProblem(plain, { ...url, url: undefined }, 'legacy', { urlMode: true })).toBe('A URL-mode request needs a "url" string.');
    expect(requestProblem(plain, url, 'legacy', { urlMode: true })).toBe('A URL-mode request needs an "elicitationId" string.');
    expect(requestProblem(plain, { ...url, elicitationId: 'e1' }, 'legacy', { urlMode: true })).toBeUndefined();
    expect(requestProblem(plain, url, 'modern', { urlMode: true })).toBeUndefined();
    // OpenAI's form method has no URL mode.
    expect(requestProblem('openai/elicitation/create', { ...url, elicitationId: 'e1' }, 'legacy', { urlMode: true })).toBe('Mode "url" is not one this client accepts.');
  });

  it('passes well-formed requests whose form the kit may still refuse, and OpenAI forms with their extras', () => {
    expect(requestProblem(plain, { message: 'Hi', requestedSchema: form }, 'legacy')).toBeUndefined();
    expect(requestProblem(plain, { mode: 'form', message: '', requestedSchema: { type: 'object', properties: { n: { type: 'number', allOf: [] } } } }, 'legacy')).toBeUndefined();
    const files = { type: 'array', items: { type: 'string', format: 'uri' }, 'x-openai-input': { type: 'resource', options: [] } };
    expect(requestProblem('openai/elicitation/create', { message: 'Files', requestedSchema: { type: 'object', properties: { files } } }, 'legacy')).toBeUndefined();
  });

  it('MRTR OpenAI forms: the form in _meta is checked; one without a requestedSchema stays "unsupported" (docs/behaviour.md §1)', () => {
    const stub = { type: 'object', properties: {} };
    const meta = (requestedSchema: unknown) => ({ message: 'Hi', requestedSchema: stub, _meta: { 'openai/elicitation': { requestedSchema } } });
    expect(requestProblem(plain, meta({ type: 'object', properties: { a: { type: 'object' } } }), 'modern')).toMatch(/^Field "a" is a nested object/);
    expect(requestProblem(plain, meta(form), 'modern')).toBeUndefined();
    expect(requestProblem(plain, { ...meta(undefined), _meta: { 'openai/elicitation': {} } }, 'modern')).toBeUndefined();
  });
});

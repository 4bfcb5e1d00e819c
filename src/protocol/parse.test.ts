import { describe, expect, it } from 'vitest';
import { elicitationCapabilities, withCapabilitiesMeta } from './capabilities.ts';
import { parseElicitation, parseInputRequired } from './parse.ts';

const form = { type: 'object', properties: { name: { type: 'string', pattern: '^a' } } };
const empty = { type: 'object', properties: {} };

describe('parseElicitation (docs/behaviour.md §1)', () => {
  it('takes an MRTR OpenAI form from _meta and ignores the empty core schema', () => {
    const params = { mode: 'form', message: 'Pick', requestedSchema: empty, _meta: { 'openai/elicitation': { requestedSchema: form } } };
    const request = parseElicitation('elicitation/create', params, 'modern');
    expect(request).toMatchObject({ source: 'mrtr-openai', message: 'Pick' });
    expect(request.requestedSchema).toBe(form);
    expect(request.unsupportedReason).toBeUndefined();
  });

  it('takes a plain MRTR form from params.requestedSchema', () => {
    const request = parseElicitation('elicitation/create', { message: 'Hi', requestedSchema: form }, 'modern');
    expect(request).toMatchObject({ source: 'mrtr-plain', message: 'Hi', requestedSchema: form });
  });

  it('reads legacy openai/elicitation/create and elicitation/create from params.requestedSchema', () => {
    expect(parseElicitation('openai/elicitation/create', { message: 'm', requestedSchema: form }, 'legacy')).toMatchObject({
      source: 'legacy-openai', requestedSchema: form,
    });
    expect(parseElicitation('elicitation/create', { message: 'm', requestedSchema: form }, 'legacy')).toMatchObject({
      source: 'legacy-plain', requestedSchema: form,
    });
  });

  it('reports URL mode, other modes and a missing schema as unsupported, never throwing', () => {
    expect(parseElicitation('elicitation/create', { mode: 'url', message: 'Go', url: 'https://x.test' }, 'modern').unsupportedReason)
      .toBe('Elicitation mode "url" is not supported');
    expect(parseElicitation('elicitation/create', { mode: 'telepathy', requestedSchema: form }, 'legacy').unsupportedReason)
      .toMatch(/telepathy/);
    expect(parseElicitation('elicitation/create', { message: 'x' }, 'legacy').unsupportedReason).toMatch(/requestedSchema/);
    for (const junk of [null, 3, 'x', [], { _meta: null }, { _meta: { 'openai/elicitation': 5 } }]) {
      const request = parseElicitation('elicitation/create', junk, 'modern');
      expect(request.message).toBe('');
      expect(request.unsupportedReason).toBeDefined();
    }
  });

  it('reports an openai/elicitation _meta entry without an object requestedSchema as unsupported, never the empty core form (docs/behaviour.md §1, OpenAI 0.2.0)', () => {
    for (const entry of [{}, { requestedSchema: null }, { requestedSchema: 'x' }, { requestedSchema: [] }, { title: 'no schema' }]) {
      const params = { mode: 'form', message: 'Pick', requestedSchema: empty, _meta: { 'openai/elicitation': entry } };
      const request = parseElicitation('elicitation/create', params, 'modern');
      expect(request.source).toBe('mrtr-openai');
      expect(request.requestedSchema).not.toBe(empty);
      expect(request.unsupportedReason).toBe('The "openai/elicitation" _meta entry has no requestedSchema object');
    }
  });

  it('reads URL mode when the host renders it (docs/behaviour.md §9): url kept as sent, elicitationId, completion by era', () => {
    const params = { mode: 'url', message: 'Go', url: 'javascript:alert(1)', elicitationId: 'e1' };
    expect(parseElicitation('elicitation/create', params, 'legacy', { urlMode: true })).toMatchObject({
      mode: 'url', url: 'javascript:alert(1)', elicitationId: 'e1', urlCompletion: 'notification', message: 'Go', requestedSchema: undefined,
    });
    const modern = parseElicitation('elicitation/create', { mode: 'url', message: 'Go', url: 5 }, 'modern', { urlMode: true });
    expect(modern).toMatchObject({ mode: 'url', url: '', urlCompletion: 'retry' });
    expect(modern.unsupportedReason).toBeUndefined();
  });

  it('treats an explicit mode "form" like no mode', () => {
    expect(parseElicitation('elicitation/create', { mode: 'form', requestedSchema: form }, 'legacy').unsupportedReason).toBeUndefined();
  });
});

describe('parseInputRequired', () => {
  it('lists every key in order and keeps requestState exactly', () => {
    const parsed = parseInputRequired({
      resultType: 'input_required',
      inputRequests: { b: { method: 'elicitation/create', params: { message: 'B' } }, __proto__x: { method: 'roots/list' } },
      requestState: ' "é\\n{} ',
    });
    expect(parsed).toEqual({
      requests: [
        { key: 'b', method: 'elicitation/create', params: { message: 'B' } },
        { key: '__proto__x', method: 'roots/list', params: {} },
      ],
      requestState: ' "é\\n{} ',
    });
  });

  it('returns undefined for complete results and leaves requestState out when absent', () => {
    expect(parseInputRequired({ content: [] })).toBeUndefined();
    expect(parseInputRequired(null)).toBeUndefined();
    expect(parseInputRequired({ resultType: 'input_required', inputRequests: {} })).toEqual({ requests: [] });
  });
});

describe('capabilities', () => {
  it('advertises explicit form objects for core and OpenAI elicitation', () => {
    expect(elicitationCapabilities()).toEqual({ elicitation: { form: {} }, extensions: { 'openai/elicitation': { form: {} } } });
  });

  it('declares elicitation.url only when the host turns URL mode on', () => {
    expect(elicitationCapabilities({ urlMode: true })).toEqual({ elicitation: { form: {}, url: {} }, extensions: { 'openai/elicitation': { form: {} } } });
    expect(withCapabilitiesMeta({}, { urlMode: true })._meta).toEqual({ 'io.modelcontextprotocol/clientCapabilities': elicitationCapabilities({ urlMode: true }) });
  });

  it('adds them to _meta without dropping other keys, and keeps a host’s own capabilities', () => {
    expect(withCapabilitiesMeta({ name: 't', _meta: { trace: 1 } })).toEqual({
      name: 't',
      _meta: { trace: 1, 'io.modelcontextprotocol/clientCapabilities': elicitationCapabilities() },
    });
    const own = { _meta: { 'io.modelcontextprotocol/clientCapabilities': { sampling: {} } } };
    expect(withCapabilitiesMeta(own)).toBe(own);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allFixtures } from './fixtures/index.ts';
import { formFromHash, fromBase64Url, permalinkHash, toBase64Url } from './permalink.ts';

describe('permalink', () => {
  it('encodes UTF-8 as unpadded base64url', () => {
    expect(toBase64Url('é')).toBe('w6k');
    expect(toBase64Url('🦊?>')).toBe('8J-mij8-'); // uses - and _ where base64 has + and /
    expect(fromBase64Url('8J-mij8-')).toBe('🦊?>');
    expect(fromBase64Url('8J+mij8+')).toBe('🦊?>'); // plain base64 is accepted too
  });

  it('round-trips every fixture, profile included', () => {
    for (const fixture of allFixtures) {
      const form = { message: fixture.message, requestedSchema: fixture.requestedSchema, profile: fixture.profile };
      const hash = permalinkHash(form);
      expect(hash).toMatch(/^#form=[A-Za-z0-9_-]+$/);
      const back = formFromHash(hash);
      expect(JSON.stringify(back)).toBe(JSON.stringify(fixture.profile ? form : { message: form.message, requestedSchema: form.requestedSchema }));
    }
  });

  it('keeps a __proto__ property as data', () => {
    const requestedSchema = JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}}}') as unknown;
    const back = formFromHash(permalinkHash({ message: 'x', requestedSchema }));
    expect(Object.keys((back!.requestedSchema as { properties: object }).properties)).toEqual(['__proto__']);
  });

  it('ignores other fragment parts and refuses malformed links', () => {
    const hash = permalinkHash({ message: 'Hi', requestedSchema: {} });
    expect(formFromHash(`${hash}&theme=dark`)).toEqual({ message: 'Hi', requestedSchema: {} });
    expect(formFromHash('')).toBeUndefined();
    expect(formFromHash('#other=1')).toBeUndefined();
    expect(formFromHash('#form=***')).toBeUndefined();
    expect(formFromHash(`#form=${toBase64Url('not json')}`)).toBeUndefined();
    expect(formFromHash(`#form=${toBase64Url('[1]')}`)).toBeUndefined();
    expect(formFromHash(`#form=${toBase64Url('{"message":1,"requestedSchema":{}}')}`)).toBeUndefined();
    expect(formFromHash(`#form=${toBase64Url('{"message":"m"}')}`)).toBeUndefined();
    expect(formFromHash(`#form=${toBase64Url('{"message":"m","requestedSchema":{},"profile":"mobile"}')}`)).toBeUndefined();
    expect(formFromHash('#form=_-8')).toBeUndefined(); // bytes that are not UTF-8
  });

  it('round-trips any text and never throws on any fragment', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => fromBase64Url(toBase64Url(text)) === text));
    fc.assert(fc.property(fc.string(), (hash) => {
      formFromHash(hash);
      formFromHash(`#form=${hash}`);
      return true;
    }));
  });
});

/** validateResult / validateContent: human messages, item indexes, OpenAI rules, caching, oracle agreement. */
import { describe, expect, it } from 'vitest';
import { normalizeSchema, validateContent, validateResult, type ValidationOutcome } from './index.ts';
import { expectOraclesAccept } from '../test-support/oracles.ts';
import { compiledSchema } from './validate/compile.ts';

const form = (properties: Record<string, unknown>, required: string[] = []) => ({ type: 'object', properties, required });
const accept = (content: unknown) => ({ action: 'accept', content });
const issues = (outcome: ValidationOutcome) => (outcome.ok ? [] : outcome.issues);

describe('human messages per keyword', () => {
  it.each([
    ['maxLength', form({ a: { type: 'string', maxLength: 5 } }), { a: '123456' }, 'Enter at most 5 characters'],
    ['minLength', form({ a: { type: 'string', minLength: 2 } }), { a: 'x' }, 'Enter at least 2 characters'],
    ['minLength 1', form({ a: { type: 'string', minLength: 1 } }), { a: '' }, 'Enter at least 1 character'],
    ['pattern', form({ a: { type: 'string', pattern: '^[A-Z]{3}$' } }), { a: 'abc' }, 'Enter a value in the requested format'],
    ['email', form({ a: { type: 'string', format: 'email' } }), { a: 'not-an-email' }, 'Enter a valid email address'],
    ['uri', form({ a: { type: 'string', format: 'uri' } }), { a: 'no scheme' }, 'Enter a valid URI, such as https://example.com/file'],
    ['date', form({ a: { type: 'string', format: 'date' } }), { a: '2026-02-30' }, 'Enter a valid date'],
    ['date-time', form({ a: { type: 'string', format: 'date-time' } }), { a: '2026-11-29T14:05' }, 'Enter a date and time'],
    ['integer', form({ a: { type: 'integer' } }), { a: 1.5 }, 'Enter a whole number'],
    ['number type', form({ a: { type: 'number' } }), { a: '2' }, 'Enter a number'],
    ['range', form({ a: { type: 'number', minimum: 1, maximum: 10 } }), { a: 11 }, 'Enter a number between 1 and 10'],
    ['minimum', form({ a: { type: 'number', minimum: 1 } }), { a: 0 }, 'Enter a number of at least 1'],
    ['exclusiveMaximum', form({ a: { type: 'number', exclusiveMaximum: 10 } }), { a: 10 }, 'Enter a number less than 10'],
    ['multipleOf', form({ a: { type: 'number', multipleOf: 2 } }), { a: 3 }, 'Enter a multiple of 2'],
    ['enum', form({ a: { type: 'string', enum: ['x'] } }), { a: 'y' }, 'Choose one of the options'],
    ['oneOf', form({ a: { type: 'string', oneOf: [{ const: 'x', title: 'X' }] } }), { a: 'y' }, 'Choose one of the options'],
    ['choose between', form({ a: { type: 'array', items: { type: 'string', enum: ['x', 'y', 'z'] }, minItems: 1, maxItems: 2 } }), { a: [] }, 'Choose between 1 and 2 options'],
    ['choose at most', form({ a: { type: 'array', items: { anyOf: [{ const: 'x' }, { const: 'y' }] }, maxItems: 1 } }), { a: ['x', 'y'] }, 'Choose at most 1 option'],
    ['list at least', form({ a: { type: 'array', items: { type: 'string' }, minItems: 2 } }), { a: ['x'] }, 'Add at least 2 items'],
    ['required', form({ a: { type: 'string' } }, ['a']), {}, 'This field is required'],
    ['null', form({ a: { type: 'string' } }), { a: null }, 'This field has no value (null)'],
    ['unknown key', form({ a: { type: 'string' } }), { b: 'x' }, 'This field is not part of the form'],
  ])('%s', (_name, schema, content, message) => {
    const found = issues(validateResult(schema, accept(content)));
    expect(found[0]?.message).toBe(message);
    expect(found[0]?.field).toBe(Object.keys(content)[0] ?? 'a');
  });

  it('messages are overridable', () => {
    const outcome = validateResult(form({ a: { type: 'string', maxLength: 1 } }), accept({ a: 'xx' }), { messages: { tooLong: (max) => `≤ ${max}` } });
    expect(issues(outcome)).toEqual([{ field: 'a', keyword: 'maxLength', message: '≤ 1' }]);
  });

  it('every field gets its own message (allErrors), listed in form order', () => {
    const schema = form({ a: { type: 'string', format: 'email' }, b: { type: 'integer' }, c: { type: 'boolean' }, d: { type: 'array', items: { type: 'string', minLength: 2 } } }, ['c']);
    const outcome = validateResult(schema, accept({ zz: 1, d: ['x', 'ok', 'y'], b: 0.5, a: 'x' }));
    expect(issues(outcome).map(({ field, index }) => [field, index])).toEqual([['a', undefined], ['b', undefined], ['c', undefined], ['d', 0], ['d', 2], ['zz', undefined]]);
  });
});

describe('lengths and patterns as servers see them (docs/behaviour.md §3)', () => {
  const short = form({ a: { type: 'string', maxLength: 2 } });
  it('counts code points, not UTF-16 units', () => {
    expect(validateResult(short, accept({ a: '😀😀' }))).toEqual({ ok: true });
    expect(validateResult(short, accept({ a: '😀😀😀' })).ok).toBe(false);
    expectOraclesAccept(short, accept({ a: '😀😀' }));
  });
  it('tests the pattern unanchored with the u flag', () => {
    const digits = form({ a: { type: 'string', pattern: '\\d' } });
    expect(validateResult(digits, accept({ a: 'abc1def' }))).toEqual({ ok: true });
    expect(validateResult(digits, accept({ a: '' })).ok).toBe(false);
    const letters = form({ a: { type: 'string', pattern: '^\\p{L}+$' } });
    expect(validateResult(letters, accept({ a: 'Ünïcødé' }))).toEqual({ ok: true });
  });
});

describe('item indexes', () => {
  it('points at the offending list item', () => {
    const schema = form({ tags: { type: 'array', items: { type: 'string', format: 'email' } } });
    expect(issues(validateResult(schema, accept({ tags: ['a@b.co', 'nope', 'c@d.co'] })))).toEqual([{ field: 'tags', index: 1, keyword: 'format', message: 'Enter a valid email address' }]);
  });
  it('duplicate choices and picker URIs point at the repeated copy', () => {
    const schema = form({
      m: { type: 'array', items: { type: 'string', enum: ['x', 'y'] } },
      p: { type: 'array', items: { type: 'string', format: 'uri' }, 'x-openai-input': { type: 'resource', options: [{ uri: 'file:///a', name: 'a' }], userOptions: {} } },
      free: { type: 'array', items: { type: 'string' } },
    });
    const found = issues(validateResult(schema, accept({ m: ['x', 'y', 'x'], p: ['file:///b', 'file:///b'], free: ['z', 'z'] })));
    expect(found).toEqual([
      { field: 'm', index: 2, keyword: 'uniqueItems', message: 'This entry is listed twice' },
      { field: 'p', index: 1, keyword: 'uniqueItems', message: 'This entry is listed twice' },
    ]);
  });
});

describe('picker rules (docs/behaviour.md §5, §6)', () => {
  const input = (extra: Record<string, unknown>) => ({ type: 'resource', options: [{ uri: 'file:///a', name: 'a' }], ...extra });
  const multi = (extra: Record<string, unknown>) => form({ p: { type: 'array', items: { type: 'string', format: 'uri' }, 'x-openai-input': input(extra) } });

  it('refuses an unlisted URI when the user can add nothing', () => {
    expect(issues(validateResult(multi({}), accept({ p: ['file:///a', 'file:///x'] })))).toEqual([{ field: 'p', index: 1, keyword: 'x-openai-input', message: 'Choose one of the offered resources' }]);
  });
  it('returns option URIs exactly as given (no normalising)', () => {
    expect(validateResult(multi({}), accept({ p: ['file:///a/'] })).ok).toBe(false);
    expect(validateResult(multi({}), accept({ p: ['FILE:///a'] })).ok).toBe(false);
  });
  it('accepts added URIs with userOptions or implicit selection, but not in web-app', () => {
    for (const extra of [{ userOptions: {} }, { selection: 'implicit' }]) {
      const schema = multi(extra);
      const result = accept({ p: ['file:///home/u/x.png'] });
      expect(validateResult(schema, result)).toEqual({ ok: true });
      expectOraclesAccept(schema, result);
      expect(validateResult(schema, result, { profile: 'web-app' }).ok).toBe(false);
    }
  });
  it('still requires added URIs to be valid URIs', () => {
    expect(issues(validateResult(multi({ userOptions: {} }), accept({ p: ['file:///my file.png'] })))).toEqual([{ field: 'p', index: 0, keyword: 'format', message: 'Enter a valid URI, such as https://example.com/file' }]);
  });
});

describe('result shape', () => {
  const schema = form({ a: { type: 'string' } });
  it.each([
    [null, 'action'], ['accept', 'action'], [{ action: 'submit' }, 'action'], [{ action: 'ACCEPT', content: {} }, 'action'],
    [{ action: 'accept' }, 'content'], [{ action: 'accept', content: [] }, 'content'], [{ action: 'accept', content: null }, 'content'],
    [{ action: 'cancel', content: {} }, 'content'], [{ action: 'decline', content: { a: 'x' } }, 'content'],
  ])('%j is refused (%s)', (result, keyword) => {
    expect(issues(validateResult(schema, result))).toEqual([expect.objectContaining({ keyword })]);
  });
  it('decline and cancel need no valid values', () => {
    expect(validateResult(form({ a: { type: 'string' } }, ['a']), { action: 'decline' })).toEqual({ ok: true });
    expect(validateResult(form({ a: { type: 'string' } }, ['a']), { action: 'cancel' })).toEqual({ ok: true });
  });
});

describe('the schema as sent', () => {
  it('ignores $schema and $id, and accepts vendor keywords it does not know', () => {
    const schema = { $schema: 'https://json-schema.org/draft/2020-12/schema', $id: 'urn:x', ...form({ a: { type: 'string', 'x-vendor': 1, maxLength: 1 } }) };
    expect(validateResult(schema, accept({ a: 'x' }))).toEqual({ ok: true });
    expect(validateResult(schema, accept({ a: 'xy' })).ok).toBe(false);
    expect(validateResult({ ...schema }, accept({ a: 'x' }))).toEqual({ ok: true }); // same $id twice: no clash
  });
  it('reports an uncompilable schema instead of throwing, with checkSupport\'s reason (docs/behaviour.md §3.14)', () => {
    expect(issues(validateResult({ type: 'object', properties: { a: { type: 'string', pattern: '[' } } }, accept({ a: 'x' })))).toEqual([expect.objectContaining({ field: 'a', keyword: 'unsupported' })]);
    expect(issues(validateResult('nope', accept({})))).toEqual([{ keyword: 'unsupported', message: 'The form schema must be a JSON object.' }]);
  });
  it('compiles once per schema object (WeakMap cache)', () => {
    const schema = form({ a: { type: 'string', maxLength: 3 } });
    const first = compiledSchema(schema);
    expect(validateResult(schema, accept({ a: 'abcd' })).ok).toBe(false);
    expect(compiledSchema(schema)).toBe(first);
    expect(compiledSchema({ ...schema })).not.toBe(first); // a new object is a new form
  });
});

describe('__proto__, constructor and other Object.prototype names (docs/behaviour.md §2)', () => {
  const schema: unknown = JSON.parse('{"type":"object","required":["__proto__","constructor"],"properties":{' +
    '"__proto__":{"type":"string","maxLength":2},"constructor":{"type":"string"},"toString":{"type":"integer"}}}');
  const check = (json: string) => validateResult(schema, JSON.parse(`{"action":"accept","content":${json}}`));

  it('accepts a valid answer', () => {
    expect(check('{"__proto__":"ok","constructor":"c"}')).toEqual({ ok: true });
    expect(check('{"__proto__":"ok","constructor":"c","toString":3}')).toEqual({ ok: true });
  });
  it('enforces the __proto__ field even though ajv skips it', () => {
    expect(issues(check('{"__proto__":"long","constructor":"c"}'))).toEqual([{ field: '__proto__', keyword: 'maxLength', message: 'Enter at most 2 characters' }]);
    expect(issues(check('{"__proto__":5,"constructor":"c"}'))).toEqual([{ field: '__proto__', keyword: 'type', message: 'Enter text' }]);
  });
  it('does not find required fields on Object.prototype', () => {
    expect(issues(check('{}')).map((issue) => [issue.field, issue.keyword])).toEqual([['__proto__', 'required'], ['constructor', 'required']]);
  });
  it('an optional toString field may be left out', () => {
    expect(check('{"__proto__":"a","constructor":"c"}')).toEqual({ ok: true });
  });
});

describe('validateContent (cheap, for typing)', () => {
  it('validates content for a normalised model with its profile', () => {
    const schema = form({ p: { type: 'string', format: 'uri', 'x-openai-input': { type: 'resource', options: [{ uri: 'file:///a', name: 'a' }], userOptions: {} } } });
    const model = normalizeSchema(schema, { profile: 'web-app' });
    if (!model) throw new Error('unsupported');
    expect(validateContent(model, { p: 'file:///a' })).toEqual({ ok: true });
    expect(validateContent(model, { p: 'file:///up.png' }).ok).toBe(false);
  });
  it('works for a hand-built model', () => {
    const model = { profile: 'desktop' as const, fields: [{ kind: 'text' as const, name: 'n', pointer: '/properties/n', label: 'N', required: true, schema: { type: 'string', minLength: 2 } }] };
    expect(issues(validateContent(model, { n: 'x' }))).toEqual([{ field: 'n', keyword: 'minLength', message: 'Enter at least 2 characters' }]);
    expect(issues(validateContent(model, {}))).toEqual([{ field: 'n', keyword: 'required', message: 'This field is required' }]);
  });
});

describe('a form the kit would not render (docs/behaviour.md §3.14)', () => {
  const nested = { type: 'object', properties: { name: { type: 'string' }, a: { type: 'object', properties: {} } } };

  it('refuses every accept with checkSupport\'s reasons, on their field; decline and cancel stay valid', () => {
    const outcome = validateResult(nested, { action: 'accept', content: { a: {} } });
    expect(outcome).toEqual({ ok: false, issues: [{ field: 'a', keyword: 'unsupported', message: expect.any(String) as string }] });
    expect(validateResult(nested, { action: 'accept', content: { name: 'Ada' } }).ok).toBe(false);
    expect(validateResult(nested, { action: 'decline' })).toEqual({ ok: true });
    expect(validateResult(nested, { action: 'cancel' })).toEqual({ ok: true });
  });

  it('a reason of the whole form has no field; one a profile refuses follows the profile', () => {
    const union = { type: 'object', anyOf: [{ required: ['a'] }], properties: { a: { type: 'string' } } };
    const outcome = validateResult(union, { action: 'accept', content: { a: 'x' } });
    expect(!outcome.ok && outcome.issues.map(({ field, keyword }) => ({ field, keyword }))).toEqual([{ field: undefined, keyword: 'unsupported' }]);
  });
});

describe('fractional bounds (the 2025-06-18 and 2025-11-25 generated schemas once typed them as integers)', () => {
  const schema = { type: 'object', properties: { ratio: { type: 'number', minimum: 0.5, maximum: 2.5, default: 1.5 } } };

  it('renders with its fractional default, accepts within and refuses outside the bounds', () => {
    const model = normalizeSchema(schema);
    expect(model?.fields[0]).toMatchObject({ name: 'ratio', kind: 'number' });
    expect(validateResult(schema, { action: 'accept', content: { ratio: 1.5 } })).toEqual({ ok: true });
    expect(validateResult(schema, { action: 'accept', content: { ratio: 0.5 } })).toEqual({ ok: true });
    expect(validateResult(schema, { action: 'accept', content: { ratio: 2.5 } })).toEqual({ ok: true });
    expect(validateResult(schema, { action: 'accept', content: { ratio: 0.4 } }).ok).toBe(false);
    expect(validateResult(schema, { action: 'accept', content: { ratio: 2.6 } }).ok).toBe(false);
    expectOraclesAccept(schema, { action: 'accept', content: { ratio: 1.5 } });
  });
});


/** checkSupport: every unsupported shape of docs/behaviour.md §2, the profile rules of §6, and what must stay supported. */
import { describe, expect, it } from 'vitest';
import { checkSupport, type HostProfile, type SupportResult } from './index.ts';

const form = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ type: 'object', properties, ...extra });
const codes = (result: SupportResult): string[] => (result.supported ? [] : result.issues.map((issue) => issue.code));
const uri = { type: 'string', format: 'uri' };
const uriList = { type: 'array', items: uri };
const picker = (input: Record<string, unknown>, base: Record<string, unknown> = uriList, extra: Record<string, unknown> = {}) =>
  form({ p: { ...base, ...extra, 'x-openai-input': { type: 'resource', options: [{ uri: 'file:///a', name: 'a' }], ...input } } });

describe('checkSupport: supported shapes', () => {
  it.each([
    ['text with every constraint', { type: 'string', minLength: 1, maxLength: 5, pattern: '^\\p{Lu}', format: 'email' }],
    ['hostile but linear-time pattern (docs/behaviour.md §8.4)', { type: 'string', pattern: '^(a+)+$' }],
    ['bounded backreference (native backtracking provably cheap)', { type: 'string', pattern: '^(\\w)\\1$' }],
    ['number', { type: 'number', minimum: 0, maximum: 0 }],
    ['integer', { type: 'integer' }],
    ['boolean', { type: 'boolean', default: true }],
    ['untitled single choice', { type: 'string', enum: ['a', 'b'] }],
    ['legacy titled single choice', { type: 'string', enum: ['a', 'b'], enumNames: ['A', 'B'] }],
    ['titled single choice', { type: 'string', oneOf: [{ const: 'a', title: 'A' }] }],
    ['numeric enum (Decision)', { type: 'integer', enum: [1, 2, 3] }],
    ['untitled multi choice', { type: 'array', items: { type: 'string', enum: ['a'] }, minItems: 1, maxItems: 1 }],
    ['titled multi choice', { type: 'array', items: { anyOf: [{ const: 'a', title: 'A' }] } }],
    ['text with suggestions', { type: 'string', 'x-openai-suggestions': [{ const: 'x', title: 'X' }] }],
    ['string list', { type: 'array', items: { type: 'string', format: 'date', 'x-openai-suggestions': [] }, uniqueItems: true }],
    ['single picker', { ...uri, 'x-openai-input': { type: 'resource', options: [{ uri: 'file:///a', name: 'a' }] } }],
    ['ignored annotations', { type: 'string', examples: ['x'], $comment: 'c', _meta: {}, deprecated: true, readOnly: false, writeOnly: false }],
  ])('%s', (_name, property) => {
    expect(checkSupport(form({ field: property }, { required: ['field'] }))).toEqual({ supported: true });
  });

  it('tolerates $schema, title, description and additionalProperties: false on the form', () => {
    const schema = form({ a: { type: 'string' } }, { $schema: 'https://json-schema.org/draft/2020-12/schema', title: 'T', description: 'D', additionalProperties: false });
    expect(checkSupport(schema)).toEqual({ supported: true });
  });

  it('accepts __proto__ and constructor as property names', () => {
    const schema: unknown = JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"},"constructor":{"type":"boolean"}},"required":["__proto__","constructor"]}');
    expect(checkSupport(schema)).toEqual({ supported: true });
  });

  it('does not treat an inherited member as a property named in required', () => {
    expect(codes(checkSupport(form({ a: { type: 'string' } }, { required: ['toString'] })))).toEqual(['unknown-required']);
  });
});

describe('checkSupport: unsupported shapes (docs/behaviour.md §2)', () => {
  it.each([
    ['nested object', form({ a: { type: 'object', properties: {} } }), 'nested-object', '/properties/a'],
    ['array of numbers', form({ a: { type: 'array', items: { type: 'number' } } }), 'array-of-non-strings', '/properties/a/items/type'],
    ['array of objects', form({ a: { type: 'array', items: { type: 'object' } } }), 'nested-object', '/properties/a/items'],
    ['array without items', form({ a: { type: 'array' } }), 'missing-items', '/properties/a/items'],
    ['format outside the four', form({ a: { type: 'string', format: 'ipv4' } }), 'unsupported-format', '/properties/a/format'],
    ['pattern that is not a u-flag regex', form({ a: { type: 'string', pattern: '\\-[' } }), 'invalid-pattern', '/properties/a/pattern'],
    ['u-flag-only failure (identity escape)', form({ a: { type: 'string', pattern: '\\a' } }), 'invalid-pattern', '/properties/a/pattern'],
    // docs/behaviour.md §8.4: a pattern neither the linear matcher nor a sound bound on backtracking can take.
    ['pattern with a backreference under an unbounded quantifier', form({ a: { type: 'string', pattern: '^(a+)\\1$' } }), 'unsafe-pattern', '/properties/a/pattern'],
    ['string-list item pattern too large to bound', form({ a: { type: 'array', items: { type: 'string', pattern: '(?:ab){0,1001}' } } }), 'unsafe-pattern', '/properties/a/items/pattern'],
    ['input on a number', form({ a: { type: 'number', 'x-openai-input': { type: 'resource', options: [] } } }), 'input-not-uri', '/properties/a'],
    ['input on a string without format uri', form({ a: { type: 'string', 'x-openai-input': { type: 'resource', options: [{ uri: 'file:///a', name: 'a' }] } } }), 'input-not-uri', '/properties/a'],
    ['input with enum', form({ a: { ...uri, enum: ['file:///a'], 'x-openai-input': { type: 'resource', options: [{ uri: 'file:///a', name: 'a' }] } } }), 'input-with-choices', '/properties/a'],
    ['input type other than resource/file', picker({ type: 'folder' }), 'input-type', '/properties/p/x-openai-input/type'],
    ['selection on a single picker', picker({ selection: 'explicit' }, uri), 'selection-on-single', '/properties/p/x-openai-input/selection'],
    ['unknown selection', picker({ selection: 'sometimes' }), 'invalid-selection', '/properties/p/x-openai-input/selection'],
    ['default on an implicit picker', picker({ selection: 'implicit' }, uriList, { default: ['file:///a'] }), 'default-on-implicit', '/properties/p/default'],
    ['default not in options (multi)', picker({}, uriList, { default: ['file:///b'] }), 'default-not-in-options', '/properties/p/default'],
    ['default not in options (single)', picker({}, uri, { default: 'file:///b' }), 'default-not-in-options', '/properties/p/default'],
    ['empty picker options and no way to add', picker({ options: [] }), 'empty-options', '/properties/p/x-openai-input/options'],
    ['duplicate picker options', picker({ options: [{ uri: 'file:///a', name: 'a' }, { uri: 'file:///a', name: 'b' }] }), 'duplicate-options', '/properties/p/x-openai-input/options'],
    ['picker option that is not a URI', picker({ options: [{ uri: 'not a uri', name: 'a' }] }), 'invalid-option', '/properties/p/x-openai-input/options/0/uri'],
    ['bad userOptions kind', picker({ userOptions: { kind: 'disk' } }), 'invalid-user-options', '/properties/p/x-openai-input/userOptions'],
    ['empty enum', form({ a: { type: 'string', enum: [] } }), 'empty-options', '/properties/a/enum'],
    ['duplicate enum values', form({ a: { type: 'string', enum: ['x', 'x'] } }), 'duplicate-options', '/properties/a/enum'],
    ['empty oneOf', form({ a: { type: 'string', oneOf: [] } }), 'empty-options', '/properties/a/oneOf'],
    ['duplicate oneOf consts', form({ a: { type: 'string', oneOf: [{ const: 'x', title: 'X' }, { const: 'x', title: 'Y' }] } }), 'duplicate-options', '/properties/a/oneOf'],
    ['duplicate anyOf consts', form({ a: { type: 'array', items: { anyOf: [{ const: 'x' }, { const: 'x' }] } } }), 'duplicate-options', '/properties/a/items/anyOf'],
    ['duplicate suggestion consts', form({ a: { type: 'string', 'x-openai-suggestions': [{ const: 'x' }, { const: 'y' }, { const: 'x', title: 'X' }] } }), 'duplicate-options', '/properties/a/x-openai-suggestions'],
    ['a suggestion without a string const', form({ a: { type: 'string', 'x-openai-suggestions': [{ const: 'x' }, { title: 'Y' }] } }), 'invalid-option', '/properties/a/x-openai-suggestions/1'],
    ['enumNames of another length', form({ a: { type: 'string', enum: ['a', 'b'], enumNames: ['A'] } }), 'enum-names-mismatch', '/properties/a/enumNames'],
    ['minimum > maximum', form({ a: { type: 'number', minimum: 2, maximum: 1 } }), 'contradictory-bounds', '/properties/a/minimum'],
    ['minLength > maxLength', form({ a: { type: 'string', minLength: 3, maxLength: 2 } }), 'contradictory-bounds', '/properties/a/minLength'],
    ['minItems > maxItems', form({ a: { type: 'array', items: { type: 'string' }, minItems: 3, maxItems: 2 } }), 'contradictory-bounds', '/properties/a/minItems'],
    ['unknown type', form({ a: { type: 'date' } }), 'unknown-type', '/properties/a/type'],
    ['missing type', form({ a: {} }), 'unknown-type', '/properties/a/type'],
    ['type list', form({ a: { type: ['string', 'null'] } }), 'unknown-type', '/properties/a/type'],
    ['property that is not a schema', form({ a: true }), 'invalid-property', '/properties/a'],
    ['required naming no property', form({ a: { type: 'string' } }, { required: ['b'] }), 'unknown-required', '/required/0'],
    ['top level not an object type', { type: 'array', properties: {} }, 'top-level-type', '/type'],
    ['top level with properties that are not an object', { type: 'object', properties: 'oops' }, 'missing-properties', '/properties'],
    ['top-level composition', form({}, { anyOf: [] }), 'unsupported-keyword', '/anyOf'],
    ['a $ref field', form({ a: { $ref: '#/x', type: 'string' } }), 'unsupported-keyword', '/properties/a/$ref'],
    // docs/behaviour.md §2: suggestions only on a text field or the string items of a string list.
    ['suggestions on a boolean', form({ a: { type: 'boolean', 'x-openai-suggestions': [{ const: 'x', title: 'X' }] } }), 'misplaced-suggestions', '/properties/a/x-openai-suggestions'],
    ['suggestions on a number', form({ a: { type: 'number', 'x-openai-suggestions': [] } }), 'misplaced-suggestions', '/properties/a/x-openai-suggestions'],
    ['suggestions on an integer', form({ a: { type: 'integer', 'x-openai-suggestions': [{ const: '1', title: 'One' }] } }), 'misplaced-suggestions', '/properties/a/x-openai-suggestions'],
    ['suggestions on a single choice', form({ a: { type: 'string', enum: ['x'], 'x-openai-suggestions': [] } }), 'misplaced-suggestions', '/properties/a/x-openai-suggestions'],
    ['suggestions on a string list (not its items)', form({ a: { type: 'array', items: { type: 'string' }, 'x-openai-suggestions': [] } }), 'misplaced-suggestions', '/properties/a/x-openai-suggestions'],
    ['suggestions on multi-choice items', form({ a: { type: 'array', items: { type: 'string', enum: ['x'], 'x-openai-suggestions': [] } } }), 'misplaced-suggestions', '/properties/a/items/x-openai-suggestions'],
    ['suggestions on a picker', picker({}, uri, { 'x-openai-suggestions': [] }), 'misplaced-suggestions', '/properties/p/x-openai-suggestions'],
    ['suggestions on picker items', picker({}, { type: 'array', items: { ...uri, 'x-openai-suggestions': [] } }), 'misplaced-suggestions', '/properties/p/items/x-openai-suggestions'],
  ])('%s', (_name, schema, code, path) => {
    const result = checkSupport(schema);
    expect(result.supported).toBe(false);
    if (!result.supported) expect(result.issues).toContainEqual(expect.objectContaining({ code, path }));
  });

  it('lists every structural keyword and bad bound of a field, in a fixed order, whatever the key order', () => {
    const result = checkSupport(form({ n: { not: {}, maximum: 'ten', type: 'integer', minimum: -Infinity, allOf: [], $ref: '#' } }));
    expect(result).toEqual({
      supported: false,
      issues: [
        { path: '/properties/n/$ref', code: 'unsupported-keyword', message: '"$ref" is not supported in a form field.' },
        { path: '/properties/n/allOf', code: 'unsupported-keyword', message: '"allOf" is not supported in a form field.' },
        { path: '/properties/n/not', code: 'unsupported-keyword', message: '"not" is not supported in a form field.' },
        { path: '/properties/n/minimum', code: 'invalid-keyword', message: '"minimum" must be a finite number.' },
        { path: '/properties/n/maximum', code: 'invalid-keyword', message: '"maximum" must be a finite number.' },
      ],
    });
    const counts = checkSupport(form({ s: { type: 'string', maxLength: 1.5, minLength: -1 } }));
    expect(counts.supported ? [] : counts.issues.map((entry) => entry.message)).toEqual([
      '"minLength" must be a non-negative integer.', '"maxLength" must be a non-negative integer.',
    ]);
  });

  it('escapes property names in JSON pointers', () => {
    const result = checkSupport(form({ 'a/b~c': { type: 'object' } }));
    expect(result).toEqual({ supported: false, issues: [expect.objectContaining({ path: '/properties/a~1b~0c' })] });
  });

  it.each([null, undefined, 'form', 42, [], [{ type: 'object' }], true])('reports %j as unsupported without throwing', (schema) => {
    expect(codes(checkSupport(schema))).toEqual(['not-an-object']);
  });

  it('survives very deep and very large values', () => {
    let deep: unknown = 'string';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(codes(checkSupport(form({ a: { type: deep } })))).toEqual(['unknown-type']);
    expect(codes(checkSupport(form({ a: { type: 'string', format: deep, enum: deep } })))).toContain('unsupported-format');
    const many = Object.fromEntries(Array.from({ length: 20_000 }, (_, index) => [`f${index}`, { type: 'string' }]));
    expect(checkSupport(form(many))).toEqual({ supported: true });
  });

  it('reports every problem, not only the first', () => {
    const result = checkSupport(form({ a: { type: 'object' }, b: { type: 'string', format: 'ipv6' } }, { required: ['c'] }));
    expect(codes(result).sort()).toEqual(['nested-object', 'unknown-required', 'unsupported-format']);
  });
});

describe('checkSupport: profiles (docs/behaviour.md §6)', () => {
  const directory = picker({ userOptions: { kind: 'directory' } });
  const supportedOn = (schema: unknown, profile: HostProfile) => checkSupport(schema, { profile }).supported;

  it('a directory picker is supported on desktop and in web-app (no add control there), not on web', () => {
    expect(supportedOn(directory, 'desktop')).toBe(true);
    expect(supportedOn(directory, 'web-app')).toBe(true);
    expect(codes(checkSupport(directory, { profile: 'web' }))).toEqual(['directory-unsupported']);
  });

  it('an implicit picker without userOptions adds files, which the web allows', () => {
    expect(supportedOn(picker({ selection: 'implicit' }), 'web')).toBe(true);
  });

  it('a picker whose only source is uploads has nothing to offer in web-app', () => {
    const uploadsOnly = picker({ options: [], userOptions: { accept: ['image/*'] } });
    expect(supportedOn(uploadsOnly, 'desktop')).toBe(true);
    expect(codes(checkSupport(uploadsOnly, { profile: 'web-app' }))).toEqual(['empty-options']);
  });

  it('an unknown profile is treated as desktop', () => {
    expect(checkSupport(directory, { profile: 'tv' as HostProfile })).toEqual({ supported: true });
  });
});

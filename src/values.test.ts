/** Values ⇄ content: docs/behaviour.md §3.6 omit rules, number drafts, pickers (§5), schema order, plain data (§8). */
import { describe, expect, it } from 'vitest';
import { buildResult, defaultValues, normalizeSchema, toContent, validateResult, valuesFromContent, type FormModel, type FormValues } from './index.ts';
import { expectOraclesAccept } from '../test-support/oracles.ts';

const modelOf = (schema: unknown, profile?: 'web-app'): FormModel => {
  const model = normalizeSchema(schema, { profile });
  if (!model) throw new Error('unsupported');
  return model;
};
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
const opts = [{ uri: 'file:///a', name: 'a' }, { uri: 'file:///b', name: 'b' }, { uri: 'file:///c', name: 'c' }];

const schema = {
  type: 'object',
  required: ['name', 'agree', 'sizes', 'files'],
  properties: {
    name: { type: 'string' },
    nick: { type: 'string' },
    age: { type: 'integer' },
    agree: { type: 'boolean' },
    news: { type: 'boolean' },
    color: { type: 'string', enum: ['red', 'blue'] },
    sizes: { type: 'array', items: { type: 'string', enum: ['s', 'm', 'l'] } },
    extras: { type: 'array', items: { anyOf: [{ const: 'x' }, { const: 'y' }] } },
    tags: { type: 'array', items: { type: 'string' } },
    files: { type: 'array', items: { type: 'string', format: 'uri' }, 'x-openai-input': { type: 'resource', options: opts, userOptions: {} } },
    one: { type: 'string', format: 'uri', 'x-openai-input': { type: 'resource', options: opts } },
  },
};

describe('defaultValues', () => {
  it('gives every field its empty UI value, in a plain object (docs/behaviour.md §8)', () => {
    const values = defaultValues(modelOf(schema));
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(plain(values)).toEqual({ name: '', nick: '', age: '', sizes: [], extras: [], tags: [], files: { selected: [], added: [] }, one: { selected: [], added: [] } });
    expect(Object.keys(values)).toContain('agree'); // untouched boolean: present, undefined
    expect(values.agree).toBeUndefined();
  });

  it('shows defaults: number as draft text, picker defaults pre-selected in option order, implicit lists full', () => {
    const model = modelOf({ type: 'object', properties: {
      n: { type: 'number', default: 2.5 }, b: { type: 'boolean', default: false }, c: { type: 'string', enum: ['a', 'b'], default: 'b' },
      m: { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, default: ['b', 'a'] },
      p: { type: 'array', items: { type: 'string', format: 'uri' }, default: ['file:///c', 'file:///a'], 'x-openai-input': { type: 'resource', options: opts } },
      i: { type: 'array', items: { type: 'string', format: 'uri' }, 'x-openai-input': { type: 'resource', selection: 'implicit', options: opts } },
    } });
    expect(plain(defaultValues(model))).toEqual({
      n: '2.5', b: false, c: 'b', m: ['a', 'b'],
      p: { selected: ['file:///a', 'file:///c'], added: [] },
      i: { selected: ['file:///a', 'file:///b', 'file:///c'], added: [] },
    });
  });
});

describe('toContent (docs/behaviour.md §3)', () => {
  const model = modelOf(schema);

  it('untouched form: only required fields, required boolean false, required arrays empty', () => {
    const content = toContent(model, defaultValues(model));
    expect(plain(content)).toEqual({ agree: false, sizes: [], files: [] });
    expect(Object.keys(content)).toEqual(['agree', 'sizes', 'files']);
  });

  it('filled form: keys in schema order whatever order the values came in; numbers parsed; choices in option order', () => {
    const values: FormValues = {
      one: { selected: ['file:///b'], added: [] }, tags: ['x', '', 'x'], news: false, name: 'Ada', nick: '', age: ' 36 ', agree: true,
      color: 'blue', sizes: ['l', 's'], extras: ['y'],
      files: { selected: ['file:///c', 'file:///a'], added: [{ uri: 'file:///home/u/new.png', name: 'new.png' }, { uri: 'file:///a', name: 'dup' }] },
    };
    const content = toContent(model, values);
    expect(Object.keys(content)).toEqual(['name', 'age', 'agree', 'news', 'color', 'sizes', 'extras', 'tags', 'files', 'one']);
    expect(plain(content)).toEqual({
      name: 'Ada', age: 36, agree: true, news: false, color: 'blue', sizes: ['s', 'l'], extras: ['y'], tags: ['x', 'x'],
      files: ['file:///a', 'file:///c', 'file:///home/u/new.png'], one: 'file:///b',
    });
    const result = buildResult('accept', content);
    expect(validateResult(schema, result)).toEqual({ ok: true });
    expectOraclesAccept(schema, result);
  });

  it('never emits "" or null, and ignores keys that are not fields', () => {
    const values = { ...defaultValues(model), name: '', color: '', bogus: 'x', age: '' } as FormValues;
    const content = toContent(model, values);
    expect(Object.values(content)).not.toContain('');
    expect(Object.values(content)).not.toContain(null);
    expect(Object.hasOwn(content, 'bogus')).toBe(false);
  });

  it('keeps an unparsable number draft as typed so validation reports it', () => {
    for (const draft of ['-', '1.', '1e', 'abc', '0x10', 'Infinity']) {
      const content = toContent(model, { ...defaultValues(model), age: draft });
      if (draft === '1.') expect(content.age).toBe(1);
      else expect(content.age).toBe(draft);
    }
    const outcome = validateResult(schema, buildResult('accept', toContent(model, { ...defaultValues(model), name: 'a', age: '1e' })));
    expect(outcome).toMatchObject({ ok: false, issues: [{ field: 'age', keyword: 'type', message: 'Enter a number' }] });
  });

  it('a non-integer for an integer field is sent as a number and reported as not whole', () => {
    const content = toContent(model, { ...defaultValues(model), name: 'a', age: '2.5' });
    expect(content.age).toBe(2.5);
    expect(validateResult(schema, buildResult('accept', content))).toMatchObject({ ok: false, issues: [{ field: 'age', message: 'Enter a whole number' }] });
  });

  it('pre-filled defaults the user did not change are sent', () => {
    const withDefaults = modelOf({ type: 'object', properties: { n: { type: 'integer', default: 3 }, s: { type: 'string', default: 'hi' }, b: { type: 'boolean', default: true } } });
    expect(plain(toContent(withDefaults, defaultValues(withDefaults)))).toEqual({ n: 3, s: 'hi', b: true });
  });

  it('numeric enum values stay numbers, also when the UI reports them as text', () => {
    const numeric = modelOf({ type: 'object', properties: { n: { type: 'integer', enum: [1, 2] } } });
    expect(toContent(numeric, { n: '2' }).n).toBe(2);
    expect(toContent(numeric, { n: 1 }).n).toBe(1);
  });

  it('single picker with userOptions yields one value: a picked option or one added item', () => {
    const single = modelOf({ type: 'object', properties: { p: { type: 'string', format: 'uri', 'x-openai-input': { type: 'resource', options: opts, userOptions: {} } } } });
    expect(toContent(single, { p: { selected: [], added: [{ uri: 'file:///x', name: 'x' }] } }).p).toBe('file:///x');
    expect(toContent(single, { p: { selected: ['file:///a'], added: [] } }).p).toBe('file:///a');
    expect(Object.hasOwn(toContent(single, { p: { selected: [], added: [] } }), 'p')).toBe(false);
  });

  it('date-time local text goes out as RFC 3339 with the user offset', () => {
    const previous = process.env.TZ;
    process.env.TZ = 'Europe/Paris';
    try {
      const dated = modelOf({ type: 'object', properties: { at: { type: 'string', format: 'date-time', default: '2026-11-29T13:05:00Z' } } });
      const values = defaultValues(dated);
      expect(values.at).toBe('2026-11-29T14:05:00');
      expect(toContent(dated, { at: '2026-07-01T09:30' }).at).toBe('2026-07-01T09:30:00+02:00');
    } finally {
      process.env.TZ = previous;
    }
  });

  it('works with __proto__ and constructor field names without touching prototypes', () => {
    const protoModel = modelOf(JSON.parse('{"type":"object","required":["constructor"],"properties":{"__proto__":{"type":"string"},"constructor":{"type":"boolean"}}}'));
    const values = defaultValues(protoModel);
    values.__proto__ = 'hello';
    const content = toContent(protoModel, values);
    expect(JSON.stringify(content)).toBe('{"__proto__":"hello","constructor":false}');
    expect(({} as Record<string, unknown>).hello).toBeUndefined();
    const result = JSON.parse(JSON.stringify(buildResult('accept', content))) as unknown;
    expect(validateResult(JSON.parse('{"type":"object","required":["constructor"],"properties":{"__proto__":{"type":"string"},"constructor":{"type":"boolean"}}}'), result)).toEqual({ ok: true });
  });
});

describe('valuesFromContent', () => {
  it('turns content back into UI values; misfits fall back to defaults', () => {
    const model = modelOf(schema);
    const values = valuesFromContent(model, { name: 'Ada', age: 3, sizes: ['m'], files: ['file:///b', 'file:///up%20load.png'], one: 'file:///zzz', color: 7 });
    expect(values.color).toBeUndefined();
    expect(plain(values)).toMatchObject({ name: 'Ada', age: '3', sizes: ['m'],
      files: { selected: ['file:///b'], added: [{ uri: 'file:///up%20load.png', name: 'up load.png' }] }, one: { selected: [], added: [] } });
  });
});

describe('buildResult', () => {
  it('content only and always with accept', () => {
    expect(buildResult('accept')).toEqual({ action: 'accept', content: {} });
    expect(buildResult('accept', { a: 1 })).toEqual({ action: 'accept', content: { a: 1 } });
    expect(buildResult('decline', { a: 1 })).toEqual({ action: 'decline' });
    expect(buildResult('cancel')).toEqual({ action: 'cancel' });
  });
});

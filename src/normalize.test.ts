/** normalizeSchema: the eleven kinds, labels, thumbnails, pickers and profiles (docs/behaviour.md §2, §4, §5, §6). */
import { describe, expect, it } from 'vitest';
import { normalizeSchema, type FieldNode, type HostProfile, type ResourcePickerField } from './index.ts';

const one = (property: Record<string, unknown>, required = false, profile?: HostProfile): FieldNode => {
  const model = normalizeSchema({ type: 'object', properties: { f: property }, ...(required ? { required: ['f'] } : {}) }, { profile });
  if (!model?.fields[0]) throw new Error(`unsupported: ${JSON.stringify(property)}`);
  return model.fields[0];
};
const uri = { type: 'string', format: 'uri' };
const uriList = { type: 'array', items: uri };
const opts = [{ uri: 'file:///a', name: 'a.txt', title: 'A file' }, { uri: 'file:///b', name: 'b.txt' }];

describe('normalizeSchema: one kind per docs/behaviour.md §2 row', () => {
  it.each([
    ['text', { type: 'string' }],
    ['number', { type: 'number' }],
    ['boolean', { type: 'boolean' }],
    ['single-choice', { type: 'string', enum: ['a'] }],
    ['single-choice-legacy', { type: 'string', enum: ['a'], enumNames: ['A'] }],
    ['single-choice-titled', { type: 'string', oneOf: [{ const: 'a', title: 'A' }] }],
    ['multi-choice', { type: 'array', items: { type: 'string', enum: ['a'] } }],
    ['multi-choice-titled', { type: 'array', items: { anyOf: [{ const: 'a', title: 'A' }] } }],
    ['text-suggestions', { type: 'string', 'x-openai-suggestions': [{ const: 'a', title: 'A' }] }],
    ['string-list', { type: 'array', items: { type: 'string' } }],
    ['resource-picker', { ...uri, 'x-openai-input': { type: 'resource', options: opts } }],
  ])('%s', (kind, property) => {
    expect(one(property).kind).toBe(kind);
  });
});

describe('normalizeSchema: common members', () => {
  it('keeps schema order, labels by title else name, marks required, keeps the schema as sent', () => {
    const schema = { type: 'object', required: ['b'], properties: { b: { type: 'string', title: 'Bee', description: 'Help' }, a: { type: 'boolean' } } };
    const model = normalizeSchema(schema, { profile: 'web' });
    expect(model?.profile).toBe('web');
    expect(model?.fields.map(({ name, label, required, pointer, description }) => ({ name, label, required, pointer, description }))).toEqual([
      { name: 'b', label: 'Bee', required: true, pointer: '/properties/b', description: 'Help' },
      { name: 'a', label: 'a', required: false, pointer: '/properties/a', description: undefined },
    ]);
    expect(model?.fields[0]?.schema).toBe(schema.properties.b);
  });

  it('returns undefined for an unsupported schema', () => {
    expect(normalizeSchema({ type: 'object', properties: { a: { type: 'object' } } })).toBeUndefined();
    expect(normalizeSchema(null)).toBeUndefined();
  });

  it('keeps top-level title and description', () => {
    const schema = { type: 'object', title: 'T', description: 'D', properties: {} };
    expect(normalizeSchema(schema)).toEqual({ fields: [], title: 'T', description: 'D', profile: 'desktop', schema, credentialSuspects: [] });
  });

  it('handles __proto__ and constructor as plain field names', () => {
    const model = normalizeSchema(JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string","title":"Proto"},"constructor":{"type":"number"}}}'));
    expect(model?.fields.map((field) => [field.name, field.label, field.kind])).toEqual([['__proto__', 'Proto', 'text'], ['constructor', 'constructor', 'number']]);
  });

  it('keeps a default only when it fits the kind', () => {
    expect(one({ type: 'number', default: 3 }).default).toBe(3);
    expect(one({ type: 'number', default: 'three' }).default).toBeUndefined();
    expect(one({ type: 'integer', default: 2.5 }).default).toBeUndefined();
    expect(one({ type: 'string', enum: ['a'], default: 'z' }).default).toBeUndefined();
  });
});

describe('normalizeSchema: constraints and options', () => {
  it('text constraints', () => {
    expect(one({ type: 'string', minLength: 1, maxLength: 9, pattern: 'x', format: 'date' })).toMatchObject({ kind: 'text', minLength: 1, maxLength: 9, pattern: 'x', format: 'date' });
  });

  it('number bounds and integer flag', () => {
    expect(one({ type: 'integer', minimum: 1, maximum: 10 })).toMatchObject({ kind: 'number', integer: true, minimum: 1, maximum: 10 });
    expect(one({ type: 'number' })).toMatchObject({ integer: false });
  });

  it('numeric enum becomes a single choice with number values (Decision)', () => {
    expect(one({ type: 'integer', enum: [1, 2] })).toMatchObject({ kind: 'single-choice', options: [{ value: 1, label: '1' }, { value: 2, label: '2' }] });
  });

  it('legacy enumNames label the values', () => {
    expect(one({ type: 'string', enum: ['s', 'm'], enumNames: ['Small', 'Medium'] })).toMatchObject({ options: [{ value: 's', label: 'Small' }, { value: 'm', label: 'Medium' }] });
  });

  it('titled options: title else const, description, thumbnails only from safe sources, all-or-none flag', () => {
    const field = one({ type: 'string', oneOf: [
      { const: 'a', title: 'A', description: 'first', 'x-openai-thumbnail': { src: 'https://x.test/a.png', mimeType: 'image/png' } },
      { const: 'b', 'x-openai-preview': { src: 'data:image/png;base64,AAAA' } },
      { const: 'c', 'x-openai-thumbnail': { src: 'http://x.test/c.png' } },
      { const: 'd', 'x-openai-thumbnail': { src: 'javascript:alert(1)' } },
      { const: 'e' },
    ] });
    expect(field).toMatchObject({ hasThumbnails: true, options: [
      { value: 'a', label: 'A', description: 'first', thumbnail: { src: 'https://x.test/a.png', mimeType: 'image/png' } },
      { value: 'b', label: 'b', thumbnail: { src: 'data:image/png;base64,AAAA' } },
      { value: 'c', label: 'c' }, { value: 'd', label: 'd' }, { value: 'e', label: 'e' },
    ] });
    if (field.kind === 'single-choice-titled') expect(field.options.slice(2).every((option) => option.thumbnail === undefined)).toBe(true);
  });

  it('an unsafe thumbnail alone still switches the property to image cards (with fallbacks)', () => {
    expect(one({ type: 'array', items: { anyOf: [{ const: 'a', 'x-openai-thumbnail': { src: 'file:///a.png' } }, { const: 'b' }] } })).toMatchObject({ hasThumbnails: true, options: [{ value: 'a' }, { value: 'b' }] });
    expect(one({ type: 'string', oneOf: [{ const: 'a' }] })).toMatchObject({ hasThumbnails: false });
  });

  it('multi choice item bounds', () => {
    expect(one({ type: 'array', items: { type: 'string', enum: ['a', 'b'] }, minItems: 1, maxItems: 2 })).toMatchObject({ kind: 'multi-choice', minItems: 1, maxItems: 2 });
  });

  it('suggestions keep const, title and description', () => {
    expect(one({ type: 'string', maxLength: 3, 'x-openai-suggestions': [{ const: 'x', title: 'Ex', description: 'd' }, { const: 'y' }] })).toMatchObject({
      kind: 'text-suggestions', maxLength: 3, suggestions: [{ value: 'x', label: 'Ex', description: 'd' }, { value: 'y', label: 'y' }] });
  });

  it('string list items carry constraints and suggestions', () => {
    expect(one({ type: 'array', uniqueItems: true, minItems: 1, items: { type: 'string', format: 'email', maxLength: 50, 'x-openai-suggestions': [{ const: 'a@b.co', title: 'Me' }] } })).toMatchObject({
      kind: 'string-list', uniqueItems: true, minItems: 1, item: { format: 'email', maxLength: 50, suggestions: [{ value: 'a@b.co', label: 'Me' }] } });
  });
});

describe('normalizeSchema: resource pickers (docs/behaviour.md §5, §6)', () => {
  const pick = (input: Record<string, unknown>, base: Record<string, unknown> = uriList, profile?: HostProfile) =>
    one({ ...base, 'x-openai-input': { type: 'resource', options: opts, ...input } }, false, profile) as ResourcePickerField;

  it('options labelled by title else name; selection defaults to explicit; no add control without userOptions', () => {
    const field = pick({});
    expect(field).toMatchObject({ multiple: true, selection: 'explicit', hasThumbnails: false, options: [{ uri: 'file:///a', name: 'a.txt', label: 'A file' }, { uri: 'file:///b', name: 'b.txt', label: 'b.txt' }] });
    expect(field.userOptions).toBeUndefined();
  });

  it('single picker', () => {
    expect(pick({}, uri)).toMatchObject({ multiple: false, selection: 'explicit' });
  });

  it('userOptions kind defaults to file and accept to []', () => {
    expect(pick({ userOptions: {} }).userOptions).toEqual({ kind: 'file', accept: [] });
    expect(pick({ userOptions: { kind: 'directory', accept: ['.stl'] } }).userOptions).toEqual({ kind: 'directory', accept: ['.stl'] });
  });

  it('implicit without userOptions adds any file', () => {
    expect(pick({ selection: 'implicit' })).toMatchObject({ selection: 'implicit', userOptions: { kind: 'file', accept: [] } });
  });

  it('web-app: implicit becomes explicit and userOptions are ignored', () => {
    const field = pick({ selection: 'implicit', userOptions: { kind: 'file', accept: ['.png'] } }, uriList, 'web-app');
    expect(field.selection).toBe('explicit');
    expect(field.userOptions).toBeUndefined();
  });

  it('the legacy "file" input type is an alias', () => {
    expect(one({ ...uriList, 'x-openai-input': { type: 'file', options: [], userOptions: {} } }).kind).toBe('resource-picker');
  });

  it('_meta["openai/thumbnail"] wins over icons; preview target passes through unchanged', () => {
    const target = { type: 'mcp_app_tool', name: 'show', arguments: { id: 1 } };
    const field = pick({ options: [
      { uri: 'file:///a', name: 'a', icons: [{ src: 'https://x.test/icon.png' }], _meta: { 'openai/thumbnail': { src: 'https://x.test/thumb.png' }, 'openai/preview': { target } } },
      { uri: 'file:///b', name: 'b', icons: [{ src: 'http://x.test/unsafe.png' }, { src: 'https://x.test/b.png' }] },
      { uri: 'file:///c', name: 'c', mimeType: 'text/plain', size: 12, description: 'see' },
      { uri: 'file:///d', name: 'd', icons: [{ src: 'https://x.test/d.png' }], _meta: { 'openai/thumbnail': { src: 'http://x.test/unsafe.png' } } },
    ] });
    expect(field.hasThumbnails).toBe(true);
    expect(field.options[0]).toMatchObject({ thumbnail: { src: 'https://x.test/thumb.png' }, previewTarget: target });
    expect(field.options[1]?.thumbnail).toEqual({ src: 'https://x.test/b.png' });
    expect(field.options[2]).toEqual({ uri: 'file:///c', name: 'c', label: 'c', mimeType: 'text/plain', size: 12, description: 'see' });
    expect(field.options[3]?.thumbnail).toEqual({ src: 'https://x.test/d.png' }); // unsafe _meta thumbnail = missing
  });

  it('minItems/maxItems on multi pickers', () => {
    expect(pick({}, { ...uriList, minItems: 1, maxItems: 2 })).toMatchObject({ minItems: 1, maxItems: 2 });
  });
});

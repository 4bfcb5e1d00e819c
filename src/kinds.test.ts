/**
 * Each of the eleven kinds end to end: UI value → content (what the server gets) → accepted by our validator
 * and both live oracles → back to the same UI value (valuesFromContent).
 */
import { describe, expect, it } from 'vitest';
import { buildResult, normalizeSchema, toContent, validateResult, valuesFromContent, type FieldValue } from './index.ts';
import { expectOraclesAccept } from '../test-support/oracles.ts';

const uri = { type: 'string', format: 'uri' };
const options = [{ uri: 'file:///a.stl', name: 'a.stl' }, { uri: 'file:///b.stl', name: 'b.stl' }];

const table: [kind: string, property: Record<string, unknown>, ui: FieldValue, wire: unknown][] = [
  ['text', { type: 'string', minLength: 2, maxLength: 4, pattern: '^[a-z]' }, 'ab😀', 'ab😀'],
  ['text (email)', { type: 'string', format: 'email' }, 'ada@example.org', 'ada@example.org'],
  ['text (date)', { type: 'string', format: 'date' }, '2026-11-29', '2026-11-29'],
  ['text (date-time)', { type: 'string', format: 'date-time' }, '2026-11-29T14:05:00', '2026-11-29T14:05:00+00:00'],
  ['number', { type: 'number', minimum: -1, maximum: 1 }, '-0.5', -0.5],
  ['number (integer)', { type: 'integer', minimum: 1 }, '42', 42],
  ['boolean', { type: 'boolean' }, true, true],
  ['single-choice', { type: 'string', enum: ['s', 'm'] }, 'm', 'm'],
  ['single-choice (numeric)', { type: 'number', enum: [0.5, 1] }, 0.5, 0.5],
  ['single-choice-legacy', { type: 'string', enum: ['s', 'm'], enumNames: ['Small', 'Medium'] }, 's', 's'],
  ['single-choice-titled', { type: 'string', oneOf: [{ const: 'x', title: 'X' }, { const: 'y', title: 'Y' }] }, 'y', 'y'],
  ['multi-choice', { type: 'array', items: { type: 'string', enum: ['a', 'b', 'c'] }, minItems: 1, maxItems: 2 }, ['a', 'c'], ['a', 'c']],
  ['multi-choice-titled', { type: 'array', items: { anyOf: [{ const: 'a', title: 'A' }, { const: 'b', title: 'B' }] } }, ['b'], ['b']],
  ['text-suggestions', { type: 'string', 'x-openai-suggestions': [{ const: 'red', title: 'Red' }] }, 'mauve', 'mauve'],
  ['string-list', { type: 'array', items: { type: 'string', maxLength: 3 }, maxItems: 3 }, ['a', 'a', 'bc'], ['a', 'a', 'bc']],
  ['resource-picker (single)', { ...uri, 'x-openai-input': { type: 'resource', options } }, { selected: ['file:///b.stl'], added: [] }, 'file:///b.stl'],
  ['resource-picker (explicit + uploads)', { type: 'array', items: uri, 'x-openai-input': { type: 'resource', options, userOptions: { accept: ['.stl'] } } },
    { selected: ['file:///a.stl'], added: [{ uri: 'file:///home/u/my%20part.stl', name: 'my part.stl' }] }, ['file:///a.stl', 'file:///home/u/my%20part.stl']],
  ['resource-picker (implicit)', { type: 'array', items: uri, 'x-openai-input': { type: 'resource', selection: 'implicit', options } },
    { selected: ['file:///b.stl'], added: [] }, ['file:///b.stl']],
];

describe('each kind end to end', () => {
  const previous = process.env.TZ;
  it.each(table)('%s', (_kind, property, ui, wire) => {
    process.env.TZ = 'UTC';
    try {
      const schema = { type: 'object', required: ['f'], properties: { f: property } };
      const model = normalizeSchema(schema);
      if (!model) throw new Error('unsupported');
      const content = toContent(model, { f: ui });
      expect(content.f).toEqual(wire);
      const result = buildResult('accept', content);
      expect(validateResult(schema, result)).toEqual({ ok: true });
      expectOraclesAccept(schema, result);
      expect(valuesFromContent(model, content).f).toEqual(ui);
    } finally {
      process.env.TZ = previous;
    }
  });
});

describe('large lists stay fast', () => {
  it('an implicit picker with 20,000 resources converts and validates without quadratic slowdowns (about 1 s here)', () => {
    const many = Array.from({ length: 20_000 }, (_, index) => ({ uri: `file:///r/${index}`, name: `r${index}` }));
    const schema = { type: 'object', properties: { p: { type: 'array', items: uri, 'x-openai-input': { type: 'resource', selection: 'implicit', options: many } } } };
    const model = normalizeSchema(schema);
    if (!model) throw new Error('unsupported');
    const started = performance.now();
    const values = valuesFromContent(model, {});
    const content = toContent(model, values);
    expect(validateResult(schema, buildResult('accept', content))).toEqual({ ok: true });
    expect((content.p as string[]).length).toBe(20_000);
    expect(performance.now() - started).toBeLessThan(4000); // linear: ~0.9 s on a busy 2-core machine
  });
});

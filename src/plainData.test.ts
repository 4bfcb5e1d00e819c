/**
 * Results are plain data (docs/behaviour.md §8): every object the core hands out has `Object.prototype`, so `structuredClone`,
 * `postMessage` and React Server Actions carry it intact, while `__proto__` and `constructor` stay own fields.
 */
import { describe, expect, it } from 'vitest';
import { fixtureById } from './fixtures/index.ts';
import { buildResult, defaultValues, normalizeSchema, toContent, validateResult, valuesFromContent } from './index.ts';
import { requestWithInput } from './protocol/loop.ts';
import { postMessageRoundTrip } from '../test-support/postMessage.ts';

const awkward = fixtureById('edge/property-names')!;
const protoSchema: unknown = JSON.parse(
  '{"type":"object","required":["__proto__"],"properties":{"__proto__":{"type":"string"},"constructor":{"type":"string"}}}',
);

/** Every object inside `value` (itself included), so a nested null-prototype object cannot hide. */
function objectsIn(value: unknown): object[] {
  if (typeof value !== 'object' || value === null) return [];
  return [value, ...Object.values(value).flatMap(objectsIn)];
}

describe('core results are plain data (docs/behaviour.md §8)', () => {
  it('gives values, content and results Object.prototype (or arrays), all the way down', () => {
    const model = normalizeSchema(awkward.requestedSchema)!;
    const values = valuesFromContent(model, awkward.exampleContent!);
    const result = buildResult('accept', toContent(model, values));
    for (const object of [...objectsIn(defaultValues(model)), ...objectsIn(values), ...objectsIn(result)]) {
      expect(Array.isArray(object) || Object.getPrototypeOf(object) === Object.prototype).toBe(true);
    }
    expect(JSON.stringify(result)).toBe(JSON.stringify({ action: 'accept', content: awkward.exampleContent }));
  });

  it('keeps __proto__ and constructor as own fields that survive structuredClone and postMessage', async () => {
    const model = normalizeSchema(protoSchema)!;
    const answered: Readonly<Record<string, unknown>> = JSON.parse('{"__proto__":"p","constructor":"c"}') as Record<string, unknown>;
    const content = toContent(model, valuesFromContent(model, answered));
    expect(Object.keys(content)).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(content)).toBe(Object.prototype); // the field did not become the prototype
    const result = { action: 'accept', content };
    for (const copy of [structuredClone(result), await postMessageRoundTrip(result)] as (typeof result)[]) {
      expect(Object.getOwnPropertyDescriptor(copy.content, '__proto__')?.value).toBe('p');
      expect(Object.hasOwn(copy.content, 'constructor')).toBe(true);
      expect(JSON.stringify(copy)).toBe('{"action":"accept","content":{"__proto__":"p","constructor":"c"}}');
      expect(validateResult(protoSchema, copy)).toEqual({ ok: true });
    }
    expect(({} as Record<string, unknown>).p).toBeUndefined();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it('sends inputResponses as plain data, a key named __proto__ included', async () => {
    // JSON.parse makes `__proto__` an own key, as a server's JSON would.
    const asks: unknown = JSON.parse('{"resultType":"input_required","inputRequests":{"__proto__":' +
      '{"method":"elicitation/create","params":{"message":"a","requestedSchema":{"type":"object","properties":{}}}}}}');
    const sent: Record<string, unknown>[] = [];
    await requestWithInput({
      method: 'tools/call',
      params: { name: 'x' },
      advertiseCapabilities: false,
      send: (_method, params) => (sent.push(params), Promise.resolve(sent.length > 1 ? { content: [] } : asks)),
      ask: () => Promise.resolve(buildResult('decline')),
    });
    const responses = sent[1]!.inputResponses as Record<string, unknown>;
    expect(Object.getPrototypeOf(responses)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(responses, '__proto__')?.value).toEqual({ action: 'decline' });
    expect(structuredClone(sent[1])).toEqual(sent[1]);
  });
});

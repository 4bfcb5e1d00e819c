/**
 * Property-based runs (fast-check): the core never throws on any JSON, agrees with itself, and never accepts
 * an answer a real server would refuse.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import cases from '../conformance/oracle-cases.json' with { type: 'json' };
import { checkSupport, defaultValues, normalizeSchema, toContent, validateResult, type HostProfile } from './index.ts';
import { expectOraclesAccept, sdkAccepts, v2Accepts } from '../test-support/oracles.ts';

const seeds: unknown[] = [
  cases.form,
  ...cases.schemas.map((entry) => (entry.schema === '(form)' ? cases.form : entry.schema)),
  { type: 'object', required: ['a'], properties: { a: { type: 'string', enum: ['x', 'y'], enumNames: ['X', 'Y'] }, b: { type: 'integer', enum: [1, 2] },
    c: { type: 'array', items: { type: 'string', enum: ['p', 'q'] }, minItems: 1 }, d: { type: 'string', format: 'date-time' },
    e: { type: 'number', minimum: 0, maximum: 5 }, f: { type: 'boolean' }, g: { type: 'string', 'x-openai-suggestions': [{ const: 's', title: 'S' }] } } },
];

/** Thousands of runs take a few seconds, more when the machine is busy; the default 5 s is too tight. */
const FUZZ_TIMEOUT = 120_000;

type Path = (string | number)[];

/** Every path to a value inside `value` (the root included). */
function paths(value: unknown, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const keys = Array.isArray(value) ? value.map((_, index) => index) : Object.keys(value);
  return [prefix, ...keys.flatMap((key) => paths((value as Record<string | number, unknown>)[key], [...prefix, key]))];
}

/** A copy of `value` with the node at `path` replaced by `replacement` (or removed when `remove`). */
function replaceAt(value: unknown, path: Path, replacement: unknown, remove: boolean): unknown {
  if (path.length === 0) return replacement;
  const copy = (Array.isArray(value) ? (value as unknown[]).slice() : { ...(value as object) }) as Record<string | number, unknown>;
  const [head, ...rest] = path as [string | number, ...Path];
  if (rest.length === 0 && remove) delete copy[head];
  else Object.defineProperty(copy, head, { value: replaceAt(copy[head], rest, replacement, remove), enumerable: true, writable: true, configurable: true });
  return copy;
}

const nastyKey = fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'type', 'items', 'enum', 'oneOf', 'anyOf', 'x-openai-input', 'options', 'default', 'required', 'properties');
const randomJson = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(nastyKey, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 }),
);
const mutatedSeed = fc.constantFrom(...seeds).chain((seed) =>
  fc.tuple(fc.constantFrom(...paths(seed)), randomJson, fc.boolean()).map(([path, replacement, remove]) => replaceAt(seed, path, replacement, remove)));
const anySchema = fc.oneof(fc.jsonValue(), fc.anything({ withObjectString: true, withNullPrototype: true }), mutatedSeed, mutatedSeed);
const profile = fc.constantFrom<HostProfile>('desktop', 'web', 'web-app');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

describe('never throws', () => {
  it('checkSupport and normalizeSchema on thousands of random and mutated schemas, and they agree', () => {
    fc.assert(fc.property(anySchema, profile, (schema, host) => {
      const support = checkSupport(schema, { profile: host });
      if (!support.supported) {
        expect(support.issues.length).toBeGreaterThan(0);
        for (const found of support.issues) {
          expect(found.path === '' || found.path.startsWith('/')).toBe(true);
          expect(found.code).not.toBe('internal-error'); // a caught crash would hide a bug
        }
      }
      const model = normalizeSchema(schema, { profile: host });
      expect(model === undefined).toBe(!support.supported);
      if (model) toContent(model, defaultValues(model)); // conversion of a supported form never throws either
    }), { numRuns: 3000 });
  }, FUZZ_TIMEOUT);

  it('validateResult on random schemas and random results', () => {
    const result = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.record({ action: fc.constantFrom('accept', 'decline', 'cancel', 'x'), content: fc.jsonValue({ maxDepth: 3 }) }));
    fc.assert(fc.property(anySchema, result, profile, (schema, answer, host) => {
      const outcome = validateResult(schema, answer, { profile: host });
      if (!outcome.ok) for (const found of outcome.issues) expect(typeof found.message).toBe('string');
    }), { numRuns: 2000 });
  }, FUZZ_TIMEOUT);

  it('an accept to a form checkSupport refuses is refused, with its reasons; decline and cancel pass (docs/behaviour.md §3.14)', () => {
    let unsupported = 0;
    fc.assert(fc.property(mutatedSeed, fc.jsonValue({ maxDepth: 3 }), profile, (schema, content, host) => {
      const support = checkSupport(schema, { profile: host });
      if (support.supported) return;
      unsupported += 1;
      // The content the kit's own default values would send, or any JSON: none of it answers a form never shown.
      for (const answer of [content, isRecord(content) ? content : {}]) {
        const outcome = validateResult(schema, { action: 'accept', content: answer }, { profile: host });
        expect(outcome.ok).toBe(false);
        if (!outcome.ok && isRecord(answer)) expect(new Set(outcome.issues.map((issue) => issue.message))).toEqual(new Set(support.issues.map((issue) => issue.message)));
      }
      for (const action of ['decline', 'cancel']) expect(validateResult(schema, { action }, { profile: host })).toEqual({ ok: true });
    }), { numRuns: 2000 });
    expect(unsupported).toBeGreaterThan(100); // the run did reach unsupported forms
  }, FUZZ_TIMEOUT);
});

describe('never laxer than a server', () => {
  const form = cases.form as { properties: Record<string, unknown> };
  const value = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('ABC', 'abc', 'pro', 'basic', 'file:///a.png', 'file:///c.txt', 'file:///x%20y', 2, 10, 1.5),
    fc.array(fc.constantFrom('red', 'blue', '', 'file:///a.png', 'file:///b.png', 'file:///c.txt', 'file:///new', 'not a uri'), { maxLength: 4 }));
  const content = fc.dictionary(fc.constantFrom(...Object.keys(form.properties)), value);

  it('every answer to the conformance form we accept, both oracles accept', () => {
    let accepted = 0;
    fc.assert(fc.property(content, (answer) => {
      const result = { action: 'accept', content: { code: 'ABC', plan: 'pro', tags: [], images: [], ...answer } };
      if (validateResult(cases.form, result).ok) {
        accepted += 1;
        expectOraclesAccept(cases.form, result);
      }
    }), { numRuns: 1500 });
    expect(accepted).toBeGreaterThan(20); // the property really exercised accepted answers
  }, FUZZ_TIMEOUT);

  it('on mutated supported schemas too: what we accept, both oracles accept', () => {
    const pool = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('ABC', 'x', 'p', 's', 'file:///a.png', 'file:///c.txt', '2026-11-29T14:05:00Z', 0, 3, true),
      fc.array(fc.constantFrom('p', 'q', 'red', 'file:///a.png', 'file:///new', ''), { maxLength: 3 }));
    let compared = 0;
    fc.assert(fc.property(mutatedSeed, fc.dictionary(fc.string({ maxLength: 8 }), pool), fc.boolean(), (schema, extra, useDefaults) => {
      const model = normalizeSchema(schema);
      // ajv servers (no ownProperties) find `constructor`, `toString`… on Object.prototype: a known server bug.
      if (!model || model.fields.some((field) => field.name in Object.prototype)) return;
      const base = useDefaults ? toContent(model, defaultValues(model)) : {};
      const randomValues: unknown[] = Object.values(extra);
      const picked: Record<string, unknown> = {};
      model.fields.forEach((field, index) => {
        if (randomValues[index] !== undefined) Object.defineProperty(picked, field.name, { value: randomValues[index], enumerable: true });
      });
      const result = JSON.parse(JSON.stringify({ action: 'accept', content: { ...base, ...picked } })) as { content: unknown };
      if (!validateResult(schema, result).ok) return;
      let verdicts: boolean[];
      try {
        verdicts = [sdkAccepts(schema, result.content), v2Accepts(schema, result)];
      } catch {
        return; // an oracle that can't compile the schema gives no verdict
      }
      compared += 1;
      expect(verdicts, JSON.stringify({ schema, result })).toEqual([true, true]);
    }), { numRuns: 600 });
    expect(compared).toBeGreaterThan(10); // about 40 accepted answers per run are compared
  }, FUZZ_TIMEOUT);
});

/**
 * What judging one answer may cost (docs/relay.md, "What judging an answer costs"): the cheap checks run first and
 * decide what the costly ones may look at, pattern work is charged before it runs, and an answer gets at most
 * MAX_ISSUES issues. Checked by what runs (the patterns tested, the formats checked, what the engine is given),
 * never by a clock: the times are in `npm run bench:relay`.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatChecks } from '../formats.ts';
import type { JsonObject } from '../json.ts';
import { patternStepBound } from '../pattern/index.ts';
import { cfworkerEngine } from './cfworker.ts';
import type { ValidationEngine } from './engine.ts';
import { validateResult } from './index.ts';
import { MAX_ISSUES, PATTERN_BUDGET, TEST_SETUP_CODE_POINTS } from './limits.ts';

/** Every value `testPattern` was asked about, in order. */
const tested = vi.hoisted(() => [] as string[]);
vi.mock('../pattern/index.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../pattern/index.ts')>();
  return {
    ...actual,
    testPattern: (pattern: string, value: string, stats?: { steps: number }) => {
      tested.push(value);
      return actual.testPattern(pattern, value, stats);
    },
  };
});

/** The engine the tests judge with: cfworker, recording the schema it prepared and the content it was given. */
function recordingEngine() {
  const seen: { schemas: JsonObject[]; contents: JsonObject[] } = { schemas: [], contents: [] };
  const engine: ValidationEngine = {
    name: 'recording',
    prepare(schema) {
      seen.schemas.push(schema);
      const check = cfworkerEngine.prepare(schema);
      return (content, messages) => {
        seen.contents.push(content);
        return check(content, messages);
      };
    },
  };
  return { engine, seen };
}

const form = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ type: 'object', properties, ...extra });
const judge = (schema: object, content: Record<string, unknown>, engine?: ValidationEngine) =>
  validateResult(schema, { action: 'accept', content }, engine ? { engine } : undefined);

beforeEach(() => {
  tested.length = 0;
});
afterEach(() => vi.restoreAllMocks());

describe('the cheap checks come first', () => {
  it('never tests a pattern or a format on a string that failed its length, counted in code points', () => {
    const email = vi.spyOn(formatChecks, 'email');
    const schema = form({
      code: { type: 'string', minLength: 2, maxLength: 3, pattern: '^[a-z😀]+$' },
      mail: { type: 'string', maxLength: 20, format: 'email' },
    });
    expect(judge(schema, { code: 'abcdefgh', mail: `${'a'.repeat(300)}@example.com` })).toEqual({ ok: false, issues: [
      { field: 'code', keyword: 'maxLength', message: 'Enter at most 3 characters' },
      { field: 'mail', keyword: 'maxLength', message: 'Enter at most 20 characters' },
    ] });
    expect(judge(schema, { code: 'a' })).toEqual({ ok: false, issues: [{ field: 'code', keyword: 'minLength', message: 'Enter at least 2 characters' }] });
    expect(judge(schema, { code: '😀😀😀😀' }).ok).toBe(false); // 4 code points, 8 UTF-16 units
    expect(tested).toEqual([]);
    expect(email).not.toHaveBeenCalled();
    // Within its length a value is checked as before: 3 code points, though 6 UTF-16 units.
    expect(judge(schema, { code: '😀😀😀', mail: 'ada@example.com' })).toEqual({ ok: true });
    expect(tested).toEqual(['😀😀😀']);
    expect(email).toHaveBeenCalledOnce();
  });

  it('looks at no entry of a list that holds more than maxItems; the engine never sees it', () => {
    const { engine, seen } = recordingEngine();
    const schema = form({ tags: { type: 'array', maxItems: 2, items: { type: 'string', pattern: '^[a-z]+$', format: 'email' } } });
    const email = vi.spyOn(formatChecks, 'email');
    expect(judge(schema, { tags: ['a', 'b', 'c', 7, null] }, engine)).toEqual({ ok: false, issues: [{ field: 'tags', keyword: 'maxItems', message: 'Add at most 2 items' }] });
    expect(tested).toEqual([]);
    expect(email).not.toHaveBeenCalled();
    expect(seen.contents).toEqual([{}]);
  });

  it('tests no entry that failed its own length, and every other one, with the messages the engines gave', () => {
    const schema = form({ tags: { type: 'array', items: { type: 'string', maxLength: 3, pattern: '^[a-z]+$' } } });
    expect(judge(schema, { tags: ['ab', 'toolong', 'CD', 5] })).toEqual({ ok: false, issues: [
      { field: 'tags', index: 1, keyword: 'maxLength', message: 'Enter at most 3 characters' },
      { field: 'tags', index: 2, keyword: 'pattern', message: 'Enter a value in the requested format' },
      { field: 'tags', index: 3, keyword: 'type', message: 'Enter text' },
    ] });
    expect(tested).toEqual(['ab', 'CD']);
  });

  it('gives the engine no key that is not a field and no entries it has nothing left to check', () => {
    const { engine, seen } = recordingEngine();
    const schema = form({
      name: { type: 'string' },
      tags: { type: 'array', uniqueItems: true, minItems: 1, items: { type: 'string', maxLength: 9, pattern: '^[a-z]+$', 'x-openai-suggestions': [{ const: 'red' }] } },
    }, { additionalProperties: false });
    expect(judge(schema, { name: 'Ada', tags: ['red', 'blue'], admin: true }, engine)).toEqual({ ok: false, issues: [
      { field: 'admin', keyword: 'additionalProperties', message: 'This field is not part of the form' },
    ] });
    // `tags` was judged by the kit: the engine gets the list empty.
    expect(seen.contents).toEqual([{ name: 'Ada', tags: [] }]);
  });

  it('gives the engine nothing of a form the kit would not render: checkSupport\'s reasons refuse it first (docs/behaviour.md §3.14)', () => {
    const { engine, seen } = recordingEngine();
    const schema = form({ name: { type: 'string' }, odd: { type: 'array', items: { type: 'string', not: { const: 'x' } } } });
    const outcome = judge(schema, { name: 'Ada', odd: ['y', 'x'] }, engine);
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.issues.map(({ field, keyword }) => ({ field, keyword }))).toEqual([{ field: 'odd', keyword: 'unsupported' }]);
    expect(seen.contents).toEqual([]);
  });

  it('takes counts, uniqueItems and options out of what the engines see, and reports them as they did', () => {
    const { engine, seen } = recordingEngine();
    const choice = { type: 'array', minItems: 1, maxItems: 3, uniqueItems: true, items: { type: 'string', enum: ['a', 'b', 'c'] } };
    const titled = { type: 'array', maxItems: 5, items: { anyOf: [{ const: 'a', title: 'A' }, { const: 'b', title: 'B' }] } };
    const schema = form({ choice, titled, tags: { type: 'array', uniqueItems: true, items: { type: 'string' } } });
    // As before: the engine's duplicate (ajv's index), the kit's own for a choice list, each option once per entry.
    expect(judge(schema, { choice: ['a', 'x', 'a'], titled: ['b', 'z', 3], tags: ['x', 'y', 'x', 'y'] }, engine)).toEqual({ ok: false, issues: [
      { field: 'choice', index: 0, keyword: 'uniqueItems', message: 'This entry is listed twice' },
      { field: 'choice', index: 1, keyword: 'enum', message: 'Choose one of the options' },
      { field: 'choice', index: 2, keyword: 'uniqueItems', message: 'This entry is listed twice' },
      { field: 'titled', index: 1, keyword: 'anyOf', message: 'Choose one of the options' },
      { field: 'titled', index: 2, keyword: 'anyOf', message: 'Choose one of the options' },
      { field: 'tags', index: 1, keyword: 'uniqueItems', message: 'This entry is listed twice' },
    ] });
    // Counts are read from the schema as sent: a choice list still says "Choose".
    expect(judge(schema, { choice: [], titled: ['a', 'b', 'c', 'd', 'e', 'f'] })).toEqual({ ok: false, issues: [
      { field: 'choice', keyword: 'minItems', message: 'Choose between 1 and 3 options' },
      { field: 'titled', keyword: 'maxItems', message: 'Choose at most 5 options' },
    ] });
    expect(seen.schemas[0]).toEqual(form({ choice: { type: 'array', items: { type: 'string' } }, titled: { type: 'array', items: {} }, tags: { type: 'array', items: { type: 'string' } } }));
  });
});

describe('pattern work is charged before it runs', () => {
  const steps = patternStepBound('^[a-z]+$')!;
  const fits = Math.floor(PATTERN_BUDGET / steps) - TEST_SETUP_CODE_POINTS;
  const schema = form({ a: { type: 'string', pattern: '^[a-z]+$' }, b: { type: 'string', pattern: '^[a-z]+$' } });

  it('refuses a value its pattern could not check within the budget, saying how long it may be, without testing it', () => {
    const refused = judge(schema, { a: 'a'.repeat(fits + 1) });
    expect(refused).toEqual({ ok: false, issues: [{ field: 'a', keyword: 'pattern', message: `Enter at most ${fits} characters` }] });
    expect(tested).toEqual([]);
    expect(judge(schema, { a: 'a'.repeat(fits) })).toEqual({ ok: true });
    expect(tested).toHaveLength(1);
  });

  it('shares what is left between the values it leaves out: shortened to their lengths, the answer fits', () => {
    const half = Math.floor(fits / 2);
    const content = { a: 'a'.repeat(half + 100), b: 'b'.repeat(half + 100) };
    const first = judge(schema, content);
    // Of two equal values the last in form order is left out; the first is tested.
    expect(first).toMatchObject({ ok: false, issues: [{ field: 'b', keyword: 'pattern' }] });
    expect(tested).toEqual([content.a]);
    const length = Number(/at most (\d+)/.exec(first.ok ? '' : first.issues[0]!.message)?.[1]);
    expect(length).toBeLessThan(half + 100);
    expect(judge(schema, { ...content, b: 'b'.repeat(length) })).toEqual({ ok: true });
  });
});

it(`gives an answer at most ${MAX_ISSUES} issues, the first in form order`, () => {
  const content: Record<string, unknown> = { name: 5 };
  for (let index = 0; index < 5000; index += 1) content[`k${index}`] = index;
  const outcome = judge(form({ name: { type: 'string' }, seats: { type: 'integer' } }, { required: ['seats'] }), content);
  expect(outcome.ok).toBe(false);
  const issues = outcome.ok ? [] : outcome.issues;
  expect(issues).toHaveLength(MAX_ISSUES);
  expect(issues.slice(0, 3)).toEqual([
    { field: 'name', keyword: 'type', message: 'Enter text' },
    { field: 'seats', keyword: 'required', message: 'This field is required' },
    { field: 'k0', keyword: 'additionalProperties', message: 'This field is not part of the form' },
  ]);
});

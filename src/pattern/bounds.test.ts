/**
 * docs/behaviour.md §8.4: no pattern freezes the page, every step from a pattern to a verdict is bounded before it
 * runs, and the matcher's cost is checked by counting the VM's steps, never by a clock. Common length bounds
 * (`^.{1,500}$`) are supported with native-identical verdicts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSupport } from '../support.ts';
import { MAX_INSTRUCTIONS, MAX_PATTERN_LENGTH, MAX_STEPS_PER_CODE_POINT, plannedSize } from './cost.ts';
import { classifyPattern, explainPattern, patternStepBound, testPattern } from './index.ts';
import { parsePattern } from './parse.ts';
import { compileProgram } from './program.ts';
import { simplifyPattern } from './simplify.ts';

const N = 10_000;
const a = (count: number): string => 'a'.repeat(count);
const form = (pattern: string) => ({ type: 'object', properties: { code: { type: 'string', pattern } } });

// [pattern, an equivalent pattern without the repetition of nothing]
const EMPTY_REPEATS: [string, string][] = [
  ['(?:){99999999999999999999}', ''],
  ['(?:){4294967295}', ''],
  ['(){100000000}', ''],
  ['(?:a{0}){100000000}', ''],
  ['(((?:){100}){100}){1000}', ''],
  ['(?:(?=)){999}', '(?=)'],
  ['(?:(?<=)){999}', '(?<=)'],
  ['(?:(?=a)){255}a', '(?=a)a'],
  ['^(?:\\b){0,99999999}x', '^x'],
  ['(?:$|^){5,9}', '$|^'],
  ['(?:a?){99999}b', 'a{0,99999}b'],
];
const SHORT_INPUTS = ['', 'a', 'b', 'ab', 'ba', 'aab', 'x', ' x'];

describe('repetitions of nothing are nothing (docs/behaviour.md §8.4: bounded before it runs)', () => {
  it.each(EMPTY_REPEATS)('%s matches as %j', (pattern, simpler) => {
    expect(classifyPattern(pattern)).toBe('linear');
    for (const value of [...SHORT_INPUTS, a(N)]) {
      const expected = value.length < 10 ? new RegExp(pattern, 'u').test(value) : new RegExp(simpler, 'u').test(value);
      expect({ value: value.slice(0, 10), result: testPattern(pattern, value) }).toEqual({ value: value.slice(0, 10), result: expected });
    }
  });

  it('plans the size of any count in one pass, before compiling', () => {
    expect(plannedSize(parsePattern('(?:ab){0,99999999999999999999}'))).toBe(MAX_INSTRUCTIONS + 1);
    expect(plannedSize(parsePattern('((?:ab){1000}){1000}'))).toBe(MAX_INSTRUCTIONS + 1);
    expect(plannedSize(parsePattern('[a-z]{2,99999}'))).toBe(2); // one counter, and MATCH
    expect(classifyPattern('((?:ab){1000}){1000}x')).toBe('unsafe');
  });
});

describe('checkSupport answers for any pattern, 100 kB included', () => {
  const LONG: [string, string][] = [
    ['counted', 'a{0,99999}'.repeat(10_000)],
    ['alternatives', Array.from({ length: 14_000 }, (_, i) => `x${i}`).join('|')],
    ['backreferences', '(a)' + '\\1'.repeat(50_000)],
    ['lookarounds', '(?=a)'.repeat(20_000)],
    ['nested groups', '('.repeat(5000) + 'a' + ')'.repeat(5000)],
    ['just under the length cap', '[a-z]'.repeat(MAX_PATTERN_LENGTH / 5)],
  ];
  it.each(LONG)('%s', (_name, pattern) => {
    const started = performance.now();
    const result = checkSupport(form(pattern));
    console.log(`checkSupport, ${_name} pattern of ${(pattern.length / 1000).toFixed(0)} kB: ${(performance.now() - started).toFixed(1)} ms`);
    expect(result).toMatchObject({ supported: false, issues: [{ code: 'unsafe-pattern', path: '/properties/code/pattern' }] });
  });

  it('says why: too long, too deep, too large', () => {
    expect(explainPattern('a'.repeat(MAX_PATTERN_LENGTH + 1))).toMatch(/longer than 10,000 characters/);
    expect(explainPattern('('.repeat(101) + ')'.repeat(101))).toMatch(/groups nested more than 100 deep/);
    expect(explainPattern('(?:ab){0,1001}')).toMatch(/too large to check in time/);
    expect(explainPattern('(?:\\w\\d?){150}!')).toMatch(/about \d+ steps per character \(the limit is 500\)\.$/);
    expect(explainPattern('(?=\\w*\\d)'.repeat(12))).toMatch(/each of its 12 lookarounds reads the whole answer again/);
  });
});

describe('backreference refusals name the real reason', () => {
  it.each([
    ['a+?\\1()', /with an unbounded quantifier/],
    ['^(a+)\\1$', /with an unbounded quantifier/],
    ['(a|b){0,40}\\1', /too many ways to match/],
    ['(a)\\1(?:a{0}){100000000}', /too many ways to match/],
  ])('%s', (pattern, reason) => {
    expect(classifyPattern(pattern)).toBe('unsafe');
    expect(explainPattern(pattern)).toMatch(reason);
    const result = checkSupport(form(pattern));
    expect(result).toMatchObject({ supported: false, issues: [{ code: 'unsafe-pattern' }] });
    if (!result.supported) expect(result.issues[0]!.message).toMatch(reason);
  });
});

// Length bounds servers send, once refused as `unsafe-pattern` (now run with counters): [pattern, boundary inputs]
const LENGTH_BOUNDS: [string, string[]][] = [
  ['^.{1,500}$', ['', 'x', a(500), a(501), a(499) + '\n', a(250) + '😀'.repeat(250), a(250) + '😀'.repeat(251)]],
  ['^[\\s\\S]{0,2000}$', ['', a(2000), a(2001), '\n'.repeat(2000), '😀'.repeat(2000), '😀'.repeat(2001)]],
  ['^[^<>]{0,1000}$', ['', a(1000), a(1001), a(500) + '<' + a(10)]],
  ['.{0,300}', ['', '\n', a(N)]],
  ['^[^@\\s]{1,64}@[^@\\s]{1,255}$', ['ada@example.com', a(64) + '@' + a(255), a(65) + '@b', 'a@' + a(256), 'a b@c', '@b', 'a@']],
  ['^https://[^\\s/$.?#].[^\\s]{0,2048}$', ['https://example.com', 'https://ex' + a(2048), 'https://ex' + a(2049), 'https:// x', 'http://example.com']],
  ['^\\d{4,100000}$', ['123', '1234', '1'.repeat(N), '1'.repeat(N - 1) + 'x']],
  ['x{2,}y', ['xy', 'xxy', 'x'.repeat(N) + 'y']],
];

describe('common length bounds are supported, with native verdicts', () => {
  it.each(LENGTH_BOUNDS)('%s', (pattern, inputs) => {
    expect(classifyPattern(pattern)).toBe('linear');
    expect(checkSupport(form(pattern))).toEqual({ supported: true });
    for (const value of inputs) {
      const label = `${value.slice(0, 12)}… (${value.length})`;
      expect({ label, result: testPattern(pattern, value) }).toEqual({ label, result: new RegExp(pattern, 'u').test(value) });
    }
  });
});

// Supported patterns, hostile ones included, with adversarial 10,000-code-point inputs.
const COSTLY: [string, string[]][] = [
  ['.{0,255}!', [a(N)]],
  ['^(a+)+$', [a(N - 1) + '!']],
  ['(a|aa)+$', [a(N - 1) + '!']],
  ['^(\\w+\\s?)*$', [a(N - 1) + '!']],
  ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', ['a@' + '.'.repeat(N - 3) + ' ']],
  ['^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^\\w\\s]).{8,}$', [a(N - 1) + '!', 'aA1!'.repeat(N / 4)]],
  ['(?:(?=a)){255}a', ['b'.repeat(N)]],
  ['(?:a{0,50}){0,50}b', [a(N)]],
  ['(?:\\p{L}|\\p{N}){1,200}!', ['é'.repeat(N), Array.from({ length: N }, (_, i) => String.fromCodePoint(0x4e00 + i)).join('')]],
  ...LENGTH_BOUNDS.map(([pattern]): [string, string[]] => [pattern, [a(N), a(N - 1) + '@', '😀'.repeat(N)]]),
];

describe('the matcher stays within its step bound (docs/behaviour.md §8.4, without a clock)', () => {
  it('on hostile and common patterns over 10,000 code points', () => {
    let worst = { pattern: '', perCodePoint: 0 };
    for (const [pattern, inputs] of COSTLY) {
      const bound = patternStepBound(pattern);
      expect({ pattern, bound: bound !== undefined && bound <= MAX_STEPS_PER_CODE_POINT }).toEqual({ pattern, bound: true });
      for (const value of inputs) {
        const stats = { steps: 0 };
        testPattern(pattern, value, stats);
        const codePoints = [...value].length;
        const perCodePoint = stats.steps / (codePoints + 1);
        expect({ pattern, withinBound: perCodePoint <= bound! }).toEqual({ pattern, withinBound: true });
        if (perCodePoint > worst.perCodePoint) worst = { pattern, perCodePoint };
      }
    }
    console.log(`steps per code point: worst ${worst.perCodePoint.toFixed(1)} (${worst.pattern}); limit ${MAX_STEPS_PER_CODE_POINT}`);
  });

  it('on generated patterns: the compiled size never exceeds the plan, the steps never exceed the bound', () => {
    const atom = fc.constantFrom('a', 'b', '.', '\\d', '[ab]', '(?:)', '()', '\\b', '^', '$', '(?=a)', '(?<!b)', '(?:a|b)');
    const quantifier = fc.constantFrom('', '*', '+', '?', '{0}', '{2}', '{0,3}', '{2,}', '{0,300}', '{1000}', '{99999999999999999999}');
    const term = fc.tuple(atom, quantifier).map(([body, q]) => body + q);
    const group = fc.array(term, { minLength: 1, maxLength: 4 }).map((terms) => `(?:${terms.join('')})`);
    const pattern = fc.array(fc.oneof(term, fc.tuple(group, quantifier).map(([body, q]) => body + q)), { minLength: 1, maxLength: 12 }).map((parts) => parts.join(''));
    const value = fc.array(fc.constantFrom('a', 'b', '1', ' ', '😀'), { maxLength: 40 }).map((chars) => chars.join(''));
    fc.assert(fc.property(pattern, value, (source, input) => {
      const simplified = simplifyPattern(parsePattern(source));
      const planned = plannedSize(simplified);
      if (planned <= MAX_INSTRUCTIONS) {
        const { main, lookarounds } = compileProgram(simplified);
        const compiled = [main, ...lookarounds.map(({ program }) => program)].reduce((sum, program) => sum + program.op.length, 0);
        expect({ source, fits: compiled <= planned }).toEqual({ source, fits: true });
      }
      const bound = patternStepBound(source);
      if (bound === undefined) return;
      const stats = { steps: 0 };
      expect({ source, input, result: testPattern(source, input, stats) }).toEqual({ source, input, result: new RegExp(source, 'u').test(input) });
      expect({ source, input, within: stats.steps <= bound * ([...input].length + 1) }).toEqual({ source, input, within: true });
    }), { seed: 20261205, numRuns: 1500 });
  });
});

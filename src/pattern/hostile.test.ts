/**
 * Hostile patterns on 10,000-code-point adversarial inputs (docs/behaviour.md §8.4). The native backtracking engine
 * would take from tens of milliseconds (quadratic) to longer than the universe (exponential) here, so the
 * expected results are worked out by hand, not by running it. Times are printed, never asserted (the machine
 * is shared); `pattern.bench.ts` holds the benchmark.
 */
import { describe, expect, it } from 'vitest';
import { validateResult } from '../validate/index.ts';
import { classifyPattern, testPattern } from './index.ts';

const N = 10_000;
const a = (count: number): string => 'a'.repeat(count);

// [pattern, input, expected, why]
const HOSTILE: [string, string, boolean, string][] = [
  ['^(a+)+$', a(N - 1) + '!', false, 'the "!" is not an a, and $ needs the end'],
  ['^(a+)+$', a(N), true, 'all a'],
  ['(a|aa)+$', a(N - 1) + '!', false, 'the last code point is "!", so no run of a reaches the end'],
  ['(a|aa)+$', a(N), true, 'a run of a reaches the end'],
  ['^(\\w+\\s?)*$', a(N - 1) + '!', false, '"!" is neither \\w nor \\s'],
  ['^(\\w+\\s?)*$', 'ab '.repeat((N - 1) / 3) + 'c', true, 'words and single spaces only'],
  ['([a-z]+)*@', a(N), false, 'no "@" anywhere'],
  ['([a-z]+)*@', a(N - 1) + '@', true, 'zero iterations then "@"'],
  ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 'a@' + '.'.repeat(N - 3) + ' ', false, 'ends with a space'],
  ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 'a@' + '.'.repeat(N - 3) + 'b', true, 'dots, then the last "." and "b"'],
  ['[a-z]+@', a(N), false, 'no "@"'],
  ['a*b', a(N), false, 'no "b"'],
  ['(\\d+)*x', '1'.repeat(N), false, 'no "x"'],
  ['^(a|a?)+$', a(N - 1) + '!', false, '"!" at the end'],
  ['^(?=(a+)+b)', a(N), false, 'no "b" after the a'],
  ['(?<=(a+)+)b', a(N), false, 'no "b"'],
  ['^(.*?,){11}P', 'x,'.repeat(N / 2), false, 'no "P"'],
  ['^(\\s*\\w+\\s*)+$', 'word '.repeat(N / 5 - 1) + 'word!', false, '"!" at the end'],
  ['^(([a-z])+.)+[A-Z]([a-z])+$', a(N), false, 'no capital letter'],
  ['^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$', a(N - 1) + '!', false, 'no "@"'],
  ['.{0,255}!', a(N), false, 'no "!"; one counter, where it once was 256 atoms all live at once'],
  ['^.{1,500}$', a(N), false, 'longer than 500'],
  ['^[\\s\\S]{0,2000}$', a(2000), true, 'exactly 2,000'],
  ['(?:(?=a)){255}a', 'b'.repeat(N), false, 'no "a"; the 255 lookaheads are one'],
  ['(?:(?<=)){999}$', a(N), true, 'an empty lookbehind, once'],
];

describe('hostile patterns on 10,000 code points', () => {
  it.each(HOSTILE)('%s (%#)', (pattern, input, expected, why) => {
    expect(classifyPattern(pattern)).toBe('linear');
    const started = performance.now();
    const result = testPattern(pattern, input);
    const elapsed = performance.now() - started;
    console.log(`${pattern} on ${[...input].length} code points: ${result} in ${elapsed.toFixed(1)} ms`);
    expect({ why, result }).toEqual({ why, result: expected });
  });

  it('validation (ajv wired to the matcher) refuses a hostile answer without hanging', () => {
    const schema = { type: 'object', properties: { code: { type: 'string', pattern: '^(a+)+$' } } };
    const started = performance.now();
    const outcome = validateResult(schema, { action: 'accept', content: { code: a(N - 1) + '!' } });
    console.log(`validateResult ^(a+)+$ on ${N} code points: ${(performance.now() - started).toFixed(1)} ms`);
    expect(outcome).toMatchObject({ ok: false, issues: [{ field: 'code', keyword: 'pattern' }] });
    expect(validateResult(schema, { action: 'accept', content: { code: a(N) } })).toEqual({ ok: true });
  });

  it('refuses what it cannot bound', () => {
    for (const pattern of ['^(a+)+\\1$', '(\\w+)\\s\\1', '(?:\\w\\d?){150}!', '(?:ab){0,1001}', '(?=\\w*\\d)'.repeat(12) + 'c']) {
      expect({ pattern, safety: classifyPattern(pattern) }).toEqual({ pattern, safety: 'unsafe' });
    }
    // Too costly for the VM, but one anchored backtracking attempt of ≤ 100 × 201 steps: native is safe.
    expect(classifyPattern('^(?:ab){1,100}!$')).toBe('native-linear');
    expect(testPattern('^(?:ab){1,100}!$', 'ab'.repeat(100) + '!')).toBe(true);
    expect(testPattern('^(?:ab){1,100}!$', 'ab'.repeat(101) + '!')).toBe(false);
    expect(testPattern('^(a+)+\\1$', a(N))).toBe(false); // never throws, never runs the native engine
    expect(classifyPattern('(')).toBe('invalid');
    expect(testPattern('(', 'x')).toBe(false);
  });
});

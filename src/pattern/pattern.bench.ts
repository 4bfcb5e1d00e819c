/**
 * `npm run bench`: the linear matcher on hostile patterns and 10,000-code-point inputs (docs/behaviour.md §8.4:
 * 50 ms budget). Bounded before it runs: `.{0,255}!` runs with one counter; the last cases sit near the step bound (500 steps
 * per code point, `cost.ts`), set tests on distinct CJK code points included, so their times give ns per step.
 */
import { bench, describe } from 'vitest';
import { testPattern } from './index.ts';

const N = 10_000;
const a = 'a'.repeat(N - 1);
const CASES: [string, string][] = [
  ['^(a+)+$', a + '!'],
  ['(a|aa)+$', a + '!'],
  ['^(\\w+\\s?)*$', a + '!'],
  ['([a-z]+)*@', a + 'a'],
  ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 'a@' + '.'.repeat(N - 3) + ' '],
  ['^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d).{8,}$', a + '!'],
  ['.{0,255}!', a + 'a'],
  ['^.{1,500}$', a + 'a'],
  ['(?:(?=a)){255}a', 'b'.repeat(N)],
  ['(?=a*)'.repeat(16) + '!', a + 'a'], // near the bound (472 steps per code point): 17 scans
  ['(?:' + Array.from({ length: 23 }, (_, i) => `[\\u{${(0x4e00 + i).toString(16)}}-\\u{9fff}]`).join('|') + ')+!',
    Array.from({ length: N }, (_, i) => String.fromCodePoint(0x4e00 + i)).join('')], // 23 set tests (482 steps), every code point new
];

describe('testPattern on 10,000 code points', () => {
  for (const [pattern, value] of CASES) {
    bench(pattern, () => {
      testPattern(pattern, value);
    });
  }
});

// @vitest-environment node
/**
 * `npm run bench`: the linear matcher on hostile patterns and 10,000-code-point inputs (issue 8, SPEC §8:
 * 50 ms budget). The `.{0,255}!` case is the worst the caps allow: 256 atoms all live at every step.
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
];

describe('testPattern on 10,000 code points', () => {
  for (const [pattern, value] of CASES) {
    bench(pattern, () => {
      testPattern(pattern, value);
    });
  }
});

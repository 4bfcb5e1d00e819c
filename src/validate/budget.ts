/**
 * The pattern work of one answer, charged before any pattern runs (docs/relay.md, "What judging an answer costs").
 * A test of a value costs at most its code points times its pattern's step bound (`src/pattern/cost.ts`), so the
 * whole answer's cost is known from lengths alone. When it is over `PATTERN_BUDGET`, the longest values are not
 * tested: each gets a `pattern` issue saying how many characters fit (`fieldRules.ts`), and the rest are tested.
 */
import { own, type JsonObject } from '../json.ts';
import { MAX_STEPS_PER_CODE_POINT } from '../pattern/cost.ts';
import { classifyPattern, patternStepBound } from '../pattern/index.ts';
import { PATTERN_BUDGET, TEST_SETUP_CODE_POINTS } from './limits.ts';

/** A value to test: its length in code points, and the schema whose `pattern` tests it (none: nothing to charge). */
export interface PatternTest {
  codePoints: number;
  schema: JsonObject;
}

/**
 * Steps charged per code point: the VM's bound; for a pattern the native engine runs (`nativeBound.ts`), the most
 * a VM pattern may cost, which is more than that engine's proven bound takes (bench/README.md, "The relay"); nothing
 * for a pattern that matches nothing without running.
 */
export function stepsPerCodePoint(pattern: unknown): number {
  if (typeof pattern !== 'string') return 0;
  const safety = classifyPattern(pattern);
  if (safety === 'linear') return patternStepBound(pattern) ?? MAX_STEPS_PER_CODE_POINT;
  return safety === 'native-linear' ? MAX_STEPS_PER_CODE_POINT : 0;
}

/** What one test is charged: its value's code points, plus the test's own set-up, times the steps per code point. */
export const chargeOf = (test: PatternTest, steps: number): number => (test.codePoints + TEST_SETUP_CODE_POINTS) * steps;

/**
 * Which tests fit in the budget: for each test, −1 when it runs, else the code points it may have. Over budget, the
 * costliest are left out until the rest fit (of equal charges, the last in form order, so the same answer always
 * loses the same tests); the room left is shared equally between the left-out ones, so that shortening each to its
 * length makes the answer fit. Plain loops and one numeric sort: a hostile list brings tens of thousands of tests.
 * @example refusedTests([{schema: {pattern: '^[a-z]+$'}, codePoints: 1_000_000}]) // Int32Array [48748]
 */
export function refusedTests(tests: readonly PatternTest[]): Int32Array {
  const count = tests.length;
  const fits = new Int32Array(count).fill(-1);
  const perPattern = new Map<unknown, number>(); // a form has a few patterns: each is looked up once
  const steps = new Float64Array(count);
  const charges = new Float64Array(count);
  let total = 0;
  for (let index = 0; index < count; index += 1) {
    const pattern = own(tests[index]!.schema, 'pattern');
    if (!perPattern.has(pattern)) perPattern.set(pattern, stepsPerCodePoint(pattern));
    steps[index] = perPattern.get(pattern)!;
    charges[index] = chargeOf(tests[index]!, steps[index]!);
    total += charges[index]!;
  }
  if (total <= PATTERN_BUDGET) return fits;
  // The smallest charge left out (`threshold`), and how many of that charge go with the costlier ones.
  const sorted = charges.slice().sort();
  let cut = count;
  while (total > PATTERN_BUDGET) total -= sorted[--cut]!;
  const threshold = sorted[cut]!;
  let ties = 0;
  while (cut + ties < count && sorted[cut + ties] === threshold) ties += 1;
  const share = (PATTERN_BUDGET - total) / (count - cut);
  for (let index = count - 1; index >= 0; index -= 1) {
    if (charges[index]! > threshold || (charges[index] === threshold && ties-- > 0)) {
      fits[index] = Math.max(0, Math.floor(share / steps[index]!) - TEST_SETUP_CODE_POINTS);
    }
  }
  return fits;
}

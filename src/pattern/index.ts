/**
 * Server `pattern`s tested in linear time (docs/behaviour.md §3.9 semantics, §8.4 budget). A backtracking RegExp takes
 * exponential time on `^(a+)+$` and quadratic time on common email patterns, so no server pattern reaches the
 * native engine unless it is provably cheap: the kit matches with its own Pike VM (`vm.ts`), which tests each
 * single-code-point atom natively and simulates the structure itself. Every step from the pattern to a verdict
 * is bounded before it runs (docs/behaviour.md §8.4), so classifying any pattern, even 100 kB of it, takes milliseconds.
 */
import { MAX_INSTRUCTIONS, MAX_PATTERN_LENGTH, MAX_STEPS_PER_CODE_POINT, stepBound } from './cost.ts';
import { isNativeLinear } from './nativeBound.ts';
import { parsePattern, UnsupportedSyntax, type PatternNode } from './parse.ts';
import { compileProgram, type CompiledProgram } from './program.ts';
import { simplifyPattern } from './simplify.ts';
import { runProgram, type RunStats } from './vm.ts';

/**
 * How a pattern is matched:
 * - `linear`: by the kit's linear-time VM (every construct but backreferences);
 * - `native-linear`: by the native RegExp, because a sound bound shows backtracking stays linear and cheap;
 * - `unsafe`: neither: the form is unsupported (`unsafe-pattern`), for the reason `explainPattern` gives;
 * - `invalid`: not an ECMAScript `u`-flag regular expression.
 */
export type PatternSafety = 'linear' | 'native-linear' | 'unsafe' | 'invalid';

interface Matcher {
  safety: PatternSafety;
  reason?: string;
  test: (value: string, stats?: RunStats) => boolean;
  /** For `linear`: the most VM steps per input code point (`cost.ts`). */
  stepBound?: number;
}

const refuse = (safety: PatternSafety, reason: string): Matcher => ({ safety, reason, test: () => false });

const INVALID = 'The pattern does not compile as an ECMAScript "u" regular expression.';
const BACKREFERENCE_UNBOUNDED = 'The pattern combines a backreference (\\1 or \\k<name>) with an unbounded quantifier (*, + or {n,}), which can take exponential time to check.';
const BACKREFERENCE_PATHS = 'The pattern has a backreference (\\1 or \\k<name>) among repetitions that allow too many ways to match to check in time.';
// Functions, not constants: `toLocaleString` sets up the number formatter on first use (about 20 ms), which a
// module-level constant would charge to every page that loads the kit, with or without a pattern (README "Speed").
const tooLong = () => `The pattern is longer than ${MAX_PATTERN_LENGTH.toLocaleString('en')} characters, too long to check in time.`;
const tooLarge = () => `The pattern is too large to check in time: its repetitions expand to more than ${MAX_INSTRUCTIONS.toLocaleString('en')} states.`;
const tooCostly = (compiled: CompiledProgram, steps: number) =>
  `The pattern would take too long to check: about ${steps} steps per character (the limit is ${MAX_STEPS_PER_CODE_POINT})` +
  (compiled.lookarounds.length > 0 ? `; each of its ${compiled.lookarounds.length} lookarounds reads the whole answer again.` : '.');

function some(node: PatternNode, found: (node: PatternNode) => boolean): boolean {
  if (found(node)) return true;
  if (node.type === 'seq') return node.items.some((item) => some(item, found));
  if (node.type === 'alt') return node.options.some((option) => some(option, found));
  return (node.type === 'repeat' || node.type === 'look') && some(node.body, found);
}

/** Backreferences need backtracking: the native engine, when the bound of `nativeBound.ts` allows it. */
function backreferenceMatcher(ast: PatternNode, native: RegExp): Matcher {
  if (isNativeLinear(ast)) return { safety: 'native-linear', test: (value) => native.test(value) };
  const unbounded = some(ast, (node) => node.type === 'repeat' && node.max === Infinity);
  return refuse('unsafe', unbounded ? BACKREFERENCE_UNBOUNDED : BACKREFERENCE_PATHS);
}

function buildMatcher(pattern: string): Matcher {
  if (pattern.length > MAX_PATTERN_LENGTH) return refuse('unsafe', tooLong());
  let native: RegExp;
  try {
    native = new RegExp(pattern, 'u');
  } catch {
    return refuse('invalid', INVALID);
  }
  let ast: PatternNode;
  let compiled: CompiledProgram | undefined;
  try {
    ast = parsePattern(pattern);
    if (some(ast, (node) => node.type === 'backref')) return backreferenceMatcher(ast, native);
    compiled = compileProgram(simplifyPattern(ast));
  } catch (error) {
    if (error instanceof UnsupportedSyntax) return refuse('unsafe', `The pattern uses syntax the kit cannot check safely (${error.message}).`);
    if (error instanceof RangeError) return refuse('unsafe', 'The pattern nests groups too deeply to check.'); // stack exhausted
    compiled = undefined; // TooLarge
  }
  const steps = compiled ? stepBound(compiled) : Infinity;
  if (compiled && steps <= MAX_STEPS_PER_CODE_POINT) {
    return { safety: 'linear', stepBound: steps, test: (value, stats) => runProgram(compiled, value, stats) };
  }
  // Too large or too slow for the VM; one bounded backtracking attempt may still be cheap (`^.{1,300}$`-like).
  if (isNativeLinear(ast!)) return { safety: 'native-linear', test: (value) => native.test(value) };
  return refuse('unsafe', compiled ? tooCostly(compiled, steps) : tooLarge());
}

// Patterns repeat across validations of one form; a bounded cache keeps a long session from growing forever.
const cache = new Map<string, Matcher>();
const CACHE_LIMIT = 256;

function matcherFor(pattern: string): Matcher {
  let matcher = cache.get(pattern);
  if (!matcher) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    try {
      matcher = buildMatcher(pattern);
    } catch {
      matcher = refuse('unsafe', 'The pattern nests groups too deeply to check.'); // a bound's recursion ran out of stack
    }
    cache.set(pattern, matcher);
  }
  return matcher;
}

/**
 * How `pattern` will be matched (see `PatternSafety`); `checkSupport` refuses `unsafe` and `invalid`.
 * @example classifyPattern('^(a+)+$') // 'linear'
 * @example classifyPattern('^(a+)\\1$') // 'unsafe'
 */
export function classifyPattern(pattern: string): PatternSafety {
  return typeof pattern === 'string' ? matcherFor(pattern).safety : 'invalid';
}

/**
 * Why `pattern` is `unsafe` or `invalid`, in a sentence for the unsupported-form report; `undefined` when it is
 * supported.
 * @example explainPattern('a+?\\1()') // 'The pattern combines a backreference (\\1 or \\k<name>) with an unbounded quantifier …'
 */
export function explainPattern(pattern: string): string | undefined {
  return typeof pattern === 'string' ? matcherFor(pattern).reason : INVALID;
}

/**
 * `new RegExp(pattern, "u").test(value)`, computed in time linear in `value` (docs/behaviour.md §3, §8). Compilation is
 * cached per pattern string. Never throws: an `invalid` or `unsafe` pattern matches nothing. `stats.steps`
 * grows by the VM steps taken (for `linear` patterns), so tests can check `patternStepBound` without a clock.
 * @example testPattern('^(a+)+$', 'a'.repeat(10_000) + '!') // false, in milliseconds
 */
export function testPattern(pattern: string, value: string, stats?: RunStats): boolean {
  if (typeof pattern !== 'string' || typeof value !== 'string') return false; // plain-JS callers
  try {
    return matcherFor(pattern).test(value, stats);
  } catch {
    return false;
  }
}

/**
 * For a `linear` pattern: the most VM steps per input code point (docs/behaviour.md §8.4's budget); else undefined.
 * @example patternStepBound('.{0,255}!') // a few dozen
 */
export function patternStepBound(pattern: string): number | undefined {
  return matcherFor(pattern).stepBound;
}

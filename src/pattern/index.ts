/**
 * Server `pattern`s tested in linear time (SPEC §3 semantics, SPEC §8 budget). A backtracking RegExp takes
 * exponential time on `^(a+)+$` and quadratic time on common email patterns, so no server pattern reaches the
 * native engine unless it is provably cheap: the kit matches with its own Pike VM (`vm.ts`), which tests each
 * single-code-point atom natively and simulates the structure itself.
 */
import { isNativeLinear } from './nativeBound.ts';
import { parsePattern } from './parse.ts';
import { compileProgram, type CompiledProgram } from './program.ts';
import { runProgram } from './vm.ts';

/**
 * How a pattern is matched:
 * - `linear`: by the kit's linear-time VM (every construct but backreferences);
 * - `native-linear`: by the native RegExp, because a sound bound shows backtracking stays linear and cheap;
 * - `unsafe`: neither (a backreference under an unbounded quantifier, a pattern too large for the VM, or
 *   syntax the VM doesn't know): the form is unsupported (`unsafe-pattern`);
 * - `invalid`: not an ECMAScript `u`-flag regular expression.
 */
export type PatternSafety = 'linear' | 'native-linear' | 'unsafe' | 'invalid';

interface Matcher {
  safety: PatternSafety;
  test: (value: string) => boolean;
}

const refuse = (safety: PatternSafety): Matcher => ({ safety, test: () => false });

function buildMatcher(pattern: string): Matcher {
  let native: RegExp;
  try {
    native = new RegExp(pattern, 'u');
  } catch {
    return refuse('invalid');
  }
  let compiled: CompiledProgram | undefined;
  try {
    const ast = parsePattern(pattern);
    try {
      compiled = compileProgram(ast);
    } catch {
      return isNativeLinear(ast) ? { safety: 'native-linear', test: (value) => native.test(value) } : refuse('unsafe');
    }
  } catch {
    return refuse('unsafe'); // unknown syntax, or nesting deep enough to exhaust the stack
  }
  return { safety: 'linear', test: (value) => runProgram(compiled, value) };
}

// Patterns repeat across validations of one form; a bounded cache keeps a long session from growing forever.
const cache = new Map<string, Matcher>();
const CACHE_LIMIT = 256;

function matcherFor(pattern: string): Matcher {
  let matcher = cache.get(pattern);
  if (!matcher) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    matcher = buildMatcher(pattern);
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
 * `new RegExp(pattern, "u").test(value)`, computed in time linear in `value` (SPEC §3, §8). Compilation is
 * cached per pattern string. Never throws: an `invalid` or `unsafe` pattern matches nothing.
 * @example testPattern('^(a+)+$', 'a'.repeat(10_000) + '!') // false, in milliseconds
 */
export function testPattern(pattern: string, value: string): boolean {
  if (typeof pattern !== 'string' || typeof value !== 'string') return false; // plain-JS callers
  try {
    return matcherFor(pattern).test(value);
  } catch {
    return false;
  }
}

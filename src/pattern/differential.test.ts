/**
 * Differential proof (docs/behaviour.md §3.9, §8.4): on generated `u`-flag patterns covering every construct the matcher
 * supports, and generated inputs (short, so the native backtracking engine stays fast), `testPattern` agrees
 * with `new RegExp(pattern, "u").test(value)`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyPattern, explainPattern, testPattern } from './index.ts';

const SEED = 20261130;
// PATTERN_RUNS=30000 npx vitest run --project unit-node src/pattern/differential.test.ts runs a longer differential.
const RUNS = Number(process.env.PATTERN_RUNS ?? 3000);

// Atoms: literals (astral and non-ASCII too), escapes, classes, `.`, Unicode escapes and property escapes.
const LITERALS = ['a', 'b', 'A', '1', '_', '-', ' ', 'é', '😀', '\\.', '\\-'.slice(1), '\\n', '\\t', '\\/', '\\$', '\\(', '\\u0061', '\\x62', '\\u{1F600}', '\\uD83D\\uDE00', '\\uD83D', '\\0', '\\cJ'];
const SETS = ['.', '\\d', '\\D', '\\w', '\\W', '\\s', '\\S', '\\p{L}', '\\P{Lu}', '\\p{Script=Greek}', '[ab]', '[^a]', '[a-z]', '[\\d_]', '[^\\s]',
  '[😀-😂]', '[\\p{Lu}1]', '[.]', '[\\]-]', '[\\uD83D]', '[^\\n\\u2028]', '[\\s\\S]', '[^]', '[]'];
const ASSERTIONS = ['^', '$', '\\b', '\\B'];

const atom = fc.constantFrom(...LITERALS, ...SETS);
const quantifier = fc.oneof(
  fc.constantFrom('*', '+', '?'),
  fc.nat(3).map((n) => `{${n}}`),
  fc.nat(2).map((n) => `{${n},}`),
  fc.tuple(fc.nat(2), fc.nat(2)).map(([n, extra]) => `{${n},${n + extra}}`),
).chain((q) => fc.constantFrom(q, `${q}?`));
// Bounded before they run (docs/behaviour.md §8.4): counts far above any input, on single atoms (run by counters) and on empty or zero-width bodies
// (simplified away): never unrolled.
const hugeCount = fc.constantFrom('{0,300}', '{2,100000}', '{1000}', '{99999999999999999999}', '{0,4294967295}', '{3,}');
const nothing = fc.constantFrom('(?:)', '()', '(?:(?=a))', '(?:(?<!b))', '(?:\\b)', '(?:a{0})', '(?:$|^)', '(?:a?)');
const counted = fc.oneof(fc.tuple(atom, hugeCount), fc.tuple(nothing, hugeCount)).map(([body, q]) => body + q);

const { pattern } = fc.letrec<{ pattern: string; term: string; group: string }>((tie) => ({
  pattern: fc.oneof({ depthSize: 'small' },
    fc.array(tie('term'), { minLength: 0, maxLength: 4 }).map((terms) => terms.join('')),
    fc.array(fc.array(tie('term'), { maxLength: 3 }).map((terms) => terms.join('')), { minLength: 2, maxLength: 3 }).map((options) => options.join('|'))),
  term: fc.oneof({ depthSize: 'small' },
    atom,
    fc.constantFrom(...ASSERTIONS),
    fc.tuple(fc.oneof(atom, tie('group')), quantifier).map(([body, q]) => body + q),
    counted,
    tie('group'),
    fc.tuple(fc.constantFrom('(?=', '(?!', '(?<=', '(?<!'), tie('pattern')).map(([open, body]) => `${open}${body})`)),
  group: fc.tuple(fc.constantFrom('(', '(?:', '(?<name>'), tie('pattern')).map(([open, body]) => `${open}${body})`),
}));

/** Unique group names, so the pattern compiles on Node 20 (no duplicate named groups). */
const named = (source: string): string => {
  let count = 0;
  return source.replace(/\(\?<name>/g, () => `(?<g${(count += 1)}>`);
};

const compiles = (source: string): boolean => {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
};

/**
 * The ECMAScript answer, computed by the native engine: a sticky match tried at each code-point boundary
 * (RegExpBuiltinExec advances by code point under `u`). V8's own unanchored loop also tries positions between
 * the halves of a surrogate pair, where a zero-width match (`\B`, `(?!.)`) can succeed; that V8 quirk is
 * checked separately below.
 */
function specTest(source: string, value: string): boolean | 'native-threw' {
  const sticky = new RegExp(source, 'uy');
  try {
    return stickyTest(sticky, value);
  } catch {
    return 'native-threw'; // V8 overflows its stack on e.g. (?:a?){4294967295}; ECMAScript says it matches
  }
}

function stickyTest(sticky: RegExp, value: string): boolean {
  for (let index = 0; index <= value.length; index += 1) {
    sticky.lastIndex = index;
    if (sticky.test(value)) return true;
    const codePoint = value.codePointAt(index);
    if (codePoint !== undefined && codePoint > 0xffff) index += 1;
  }
  return false;
}

/** True when V8's match starts between the two halves of a surrogate pair (never an ECMAScript position). */
function nativeMatchesMidPair(source: string, value: string): boolean {
  const index = new RegExp(source, 'u').exec(value)?.index;
  if (index === undefined || index === 0) return false;
  const before = value.charCodeAt(index - 1);
  const after = value.charCodeAt(index);
  return before >= 0xd800 && before <= 0xdbff && after >= 0xdc00 && after <= 0xdfff;
}

const CHARS = ['a', 'b', 'A', '1', '_', '-', ' ', '.', 'é', '😀', '😂', '\n', '\u2028', '\t', '/', 'Ω', '\uD83D', '\uDE00', 'z'];
const input = fc.array(fc.constantFrom(...CHARS), { maxLength: 8 }).map((chars) => chars.join(''));

describe('testPattern agrees with new RegExp(p, "u").test(v)', () => {
  it(`on generated patterns and inputs (${RUNS} runs, seed ${SEED})`, () => {
    console.log(`pattern differential: ${RUNS} runs, seed ${SEED}`);
    let linear = 0;
    let midPair = 0;
    let tooLarge = 0;
    let nativeThrew = 0;
    fc.assert(
      fc.property(pattern.map(named).filter(compiles), fc.array(input, { minLength: 1, maxLength: 6 }), (source, values) => {
        // Every generated construct is one the VM simulates (no backreferences here). Nested counted repetitions
        // may exceed its size cap, and the densest patterns (a hundred atoms and a dozen lookarounds) its step
        // bound; those are refused, with a reason, and are checked below to be rare.
        const safety = classifyPattern(source);
        if (safety !== 'linear') {
          // Refused with a reason, or handed to a bounded native engine; never "invalid" (every source compiles).
          expect({ source, explained: safety === 'unsafe' ? typeof explainPattern(source) : safety }).toEqual({ source, explained: safety === 'unsafe' ? 'string' : 'native-linear' });
          tooLarge += 1;
          return;
        }
        linear += 1;
        for (const value of values) {
          const result = testPattern(source, value);
          const expected = specTest(source, value);
          if (expected === 'native-threw') {
            nativeThrew += 1;
            continue;
          }
          expect({ source, value, result }).toEqual({ source, value, result: expected });
          if (result !== new RegExp(source, 'u').test(value)) {
            // The only difference allowed from V8's `test`: its match started inside a surrogate pair.
            expect({ source, value, midPair: nativeMatchesMidPair(source, value) }).toEqual({ source, value, midPair: true });
            midPair += 1;
          }
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect(tooLarge).toBeLessThan(RUNS / 25);
    console.log(`pattern differential: ${linear} patterns matched by the VM, ${tooLarge} over its size cap or step bound`);
    console.log(`pattern differential: ${nativeThrew} (pattern, input) pairs where V8 itself threw (stack overflow)`);
    console.log(`pattern differential: ${midPair} (pattern, input) pairs where V8 matched inside a surrogate pair`);
  }, 60_000 + RUNS * 100); // fast-check runs synchronously: the limit only reports an overrun afterwards

  it('on long patterns (20 to 60 terms, huge counts included; 300 runs)', () => {
    let compared = 0;
    const simpleTerm = fc.oneof(atom, fc.constantFrom(...ASSERTIONS), counted, fc.tuple(atom, quantifier).map(([body, q]) => body + q));
    const long = fc.array(simpleTerm, { minLength: 20, maxLength: 60 }).map((terms) => terms.join(''));
    fc.assert(
      fc.property(long.map(named).filter(compiles), fc.array(input, { minLength: 1, maxLength: 4 }), (source, values) => {
        if (classifyPattern(source) !== 'linear') return;
        for (const value of values) {
          const expected = specTest(source, value);
          if (expected === 'native-threw') continue;
          compared += 1;
          expect({ source, value, result: testPattern(source, value) }).toEqual({ source, value, result: expected });
        }
      }),
      { seed: SEED + 1, numRuns: 300 },
    );
    console.log(`pattern differential, long patterns: ${compared} (pattern, input) pairs compared`);
    expect(compared).toBeGreaterThan(300);
  }, 180_000);

  it('on backreference patterns the native engine may run (bounded), and refuses unbounded ones', () => {
    const bounded = ['^(\\w)\\1$', '(a)(b)?\\2\\1', '^(?<c>[ab]{1,3})-\\k<c>$', '(x|y)\\1'];
    for (const source of bounded) {
      expect(classifyPattern(source)).toBe('native-linear');
      for (const value of ['aa', 'ab', 'abba', 'ab-ab', 'xx', 'xy', 'aba-aba', '']) {
        expect(testPattern(source, value)).toBe(new RegExp(source, 'u').test(value));
      }
    }
    for (const source of ['^(a+)\\1$', '(\\w*)\\1', '^(.{1,600})\\1$', '(a|b){0,40}\\1']) expect(classifyPattern(source)).toBe('unsafe');
  });
});

/**
 * Tests for the pattern's single-code-point atoms (docs/behaviour.md §3, §8). Each set (class, escape, `.`) is tested by the
 * native `u` RegExp of that atom alone, so ECMAScript's own `\s`, `\w`, `\p{…}` and `.` sets apply exactly; the
 * answers are memoised, so a long input pays the native call once per distinct code point.
 */
import type { PatternNode } from './parse.ts';

/** Tests one code point. */
export type CodePointTest = (codePoint: number) => boolean;

/**
 * A single-code-point matcher, a key that is equal for equal matchers (so copies share one test), and its weight:
 * the VM steps one call is charged (an alternation may test each option).
 */
export interface AtomTest {
  key: string;
  test: CodePointTest;
  weight: number;
}

/**
 * VM steps charged for one test call (`cost.ts`): a literal is one comparison; a set is a lookup in its memo, or a
 * native RegExp call the first time it meets a code point (measured in `pattern.bench.ts` on distinct CJK code
 * points, the costly case).
 */
export const LITERAL_TEST_STEPS = 1;
export const SET_TEST_STEPS = 8;

// Memo pages of 256 code points, allocated as code points are met: a lookup is two array reads. The cap keeps an
// answer that touches every page of Unicode from costing more than 64 kB per set.
const PAGE_BITS = 8;
const MAX_PAGES = 256;

function nativeAtomTest(source: string): CodePointTest {
  const regExp = new RegExp(`^(?:${source})$`, 'u');
  const pages: (Int8Array | undefined)[] = []; // per page: 0 not asked yet, 1 yes, 2 no
  let pageCount = 0;
  return (codePoint) => {
    let page = pages[codePoint >> PAGE_BITS];
    if (page === undefined && pageCount < MAX_PAGES) {
      page = pages[codePoint >> PAGE_BITS] = new Int8Array(1 << PAGE_BITS);
      pageCount += 1;
    }
    if (page === undefined) return regExp.test(String.fromCodePoint(codePoint));
    const slot = codePoint & ((1 << PAGE_BITS) - 1);
    let known = page[slot]!;
    if (known === 0) page[slot] = known = regExp.test(String.fromCodePoint(codePoint)) ? 1 : 2;
    return known === 1;
  };
}

/** Whether a node always consumes exactly one code point (checked before any test is built). */
export function isSingleCodePoint(node: PatternNode): boolean {
  if (node.type === 'alt') return node.options.every((option) => option.type === 'char' || option.type === 'set');
  return node.type === 'char' || node.type === 'set';
}

/**
 * A key equal for equal single-code-point matchers, computed without building one, so the copies an unrolled
 * repetition emits share one test (and one native RegExp).
 * @example atomKey({type: 'set', source: '\\d'}) // 's\\d'
 */
export function atomKey(node: PatternNode): string {
  if (node.type === 'char') return `c${node.codePoint}`;
  if (node.type === 'set') return `s${node.source}`;
  if (node.type !== 'alt') throw new TypeError('Not a single-code-point node.');
  return `a(${node.options.map(atomKey).join('|')})`;
}

/**
 * The test for a node that `isSingleCodePoint`: a literal, a set, or an alternation of those (`a|b`, `(?:\d|x)`).
 * @example atomTest({type: 'char', codePoint: 97}).test(97) // true
 */
export function atomTest(node: PatternNode): AtomTest {
  if (node.type === 'char') {
    const codePoint = node.codePoint;
    return { key: atomKey(node), test: (c) => c === codePoint, weight: LITERAL_TEST_STEPS };
  }
  if (node.type === 'set') return { key: atomKey(node), test: nativeAtomTest(node.source), weight: SET_TEST_STEPS };
  if (node.type !== 'alt') throw new TypeError('Not a single-code-point node.');
  const options = node.options.map(atomTest);
  const tests = options.map((option) => option.test);
  return { key: atomKey(node), test: (c) => tests.some((test) => test(c)), weight: options.reduce((sum, option) => sum + option.weight, 0) };
}

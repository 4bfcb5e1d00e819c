/**
 * Rewrites a parsed pattern into an equivalent one for `RegExp.prototype.test` whose repetitions never count
 * nothing (docs/behaviour.md §8.4). `(?:){99999999999999999999}` is the empty pattern, not that many copies of nothing:
 * without this the compiler would loop that many times before any size cap could see a single instruction.
 * Only the VM's input goes through here; a pattern with a backreference keeps its own AST (captures matter there).
 */
import { isSingleCodePoint } from './atoms.ts';
import type { PatternNode } from './parse.ts';

const EMPTY: PatternNode = { type: 'seq', items: [] };

const isEmpty = (node: PatternNode): boolean => node.type === 'seq' && node.items.length === 0;

/** A simplified node and the most code points it can consume (Infinity when unbounded; 0 when zero-width). */
type Simplified = [PatternNode, number];

const widest = (widths: number[]): number => widths.reduce((most, width) => Math.max(most, width), 0);

/**
 * One bottom-up pass, O(pattern length). A zero-width body B holds assertions and lookarounds only, each a fixed
 * yes/no at a position. In ECMAScript's RepeatMatcher (ES2025 §22.2.2.3.1) the first `min` iterations all test B
 * at one position, so B{n,m} with n ≥ 1 is B; later iterations that match empty are rejected, so B{0,m} is the
 * empty pattern. A body that compiles to nothing repeats to nothing.
 */
function simplify(node: PatternNode): Simplified {
  switch (node.type) {
    case 'char':
    case 'set':
      return [node, 1];
    case 'assert':
      return [node, 0];
    case 'backref':
      return [node, Infinity];
    case 'look':
      return [{ ...node, body: simplify(node.body)[0] }, 0];
    case 'seq': {
      const parts = node.items.map(simplify);
      const items = parts.flatMap(([item]) => (item.type === 'seq' ? item.items : [item]));
      const width = parts.reduce((sum, [, itemWidth]) => sum + itemWidth, 0);
      return [items.length === 1 ? items[0]! : { type: 'seq', items }, width];
    }
    case 'alt': {
      const parts = node.options.map(simplify);
      return [{ type: 'alt', options: parts.map(([option]) => option) }, widest(parts.map(([, width]) => width))];
    }
    case 'repeat': {
      const [body, width] = simplify(node.body);
      if (node.max === 0 || isEmpty(body)) return [EMPTY, 0];
      if (width === 0) return node.min === 0 ? [EMPTY, 0] : [body, 0];
      if (node.min === 1 && node.max === 1) return [body, width];
      // (?:X{0,k}){n,m} with X one code point is X{0,k·m}: any count up to k·m is some sum of m counts ≤ k.
      if (body.type === 'repeat' && body.min === 0 && isSingleCodePoint(body.body)) {
        return [{ type: 'repeat', body: body.body, min: 0, max: body.max * node.max }, width * node.max];
      }
      return [{ type: 'repeat', body, min: node.min, max: node.max }, width * node.max];
    }
  }
}

/**
 * The simplified pattern.
 * @example simplifyPattern(parsePattern('(?:(?=a)){255}a')) // the AST of (?=a)a
 * @example simplifyPattern(parsePattern('(?:){99999999999999999999}')) // the empty pattern
 */
export function simplifyPattern(node: PatternNode): PatternNode {
  return simplify(node)[0];
}

/**
 * When may a pattern the VM can't take (a backreference, or too large once counted repetitions expand) still
 * be tested with the native, backtracking RegExp? Only when a simple, sound bound shows it is cheap (docs/behaviour.md §8):
 * every quantifier is bounded, so a backtracking attempt from one start position explores at most `paths`
 * ways through the pattern, each reading at most `length` code points. An attempt costs ≤ paths × length
 * steps; an unanchored test makes one attempt per code point, a `^`-anchored one fails at once after the first.
 */
import type { PatternNode } from './parse.ts';

/** Per-start-position work allowed for native backtracking (×10,000 code points stays far below 50 ms). */
export const NATIVE_WORK_LIMIT = 2000;
/** Work allowed for the single attempt of a `^`-anchored pattern (irregexp: well under a millisecond). */
export const ANCHORED_WORK_LIMIT = 100_000;

const CAP = ANCHORED_WORK_LIMIT + 1; // counts saturate here: anything above the limit is "too much"
const cap = (value: number): number => Math.min(value, CAP);

interface Bound {
  paths: number; // backtracking paths through the node from one position
  length: number; // code points consumed (or examined by a lookaround) along one path, backreferences excluded
  backrefs: number; // backreferences met along one path
}

/**
 * Σ paths^k for k from min to max, saturating, in O(1) for one path and O(log CAP) otherwise: never a loop
 * over the count itself (docs/behaviour.md §8.4: `{0,99999}` must cost no more to bound than `{0,9}`).
 */
function repeatPaths(paths: number, min: number, max: number): number {
  if (paths <= 1) return cap(max - min + 1);
  let total = 0;
  for (let count = min, ways = paths ** min; count <= max && total < CAP; count += 1, ways *= paths) total = cap(total + ways);
  return total;
}

function bound(node: PatternNode): Bound {
  switch (node.type) {
    case 'char':
    case 'set':
      return { paths: 1, length: 1, backrefs: 0 };
    case 'assert':
      return { paths: 1, length: 0, backrefs: 0 };
    case 'backref':
      return { paths: 1, length: 0, backrefs: 1 };
    case 'look':
      return bound(node.body);
    case 'seq':
      return node.items.map(bound).reduce((a, b) => ({
        paths: cap(a.paths * b.paths), length: cap(a.length + b.length), backrefs: cap(a.backrefs + b.backrefs),
      }), { paths: 1, length: 0, backrefs: 0 });
    case 'alt': {
      const options = node.options.map(bound);
      return {
        paths: cap(options.reduce((sum, option) => sum + option.paths, 0)),
        length: options.reduce((most, option) => Math.max(most, option.length), 0),
        backrefs: options.reduce((most, option) => Math.max(most, option.backrefs), 0),
      };
    }
    case 'repeat': {
      if (node.max === Infinity) return { paths: CAP, length: CAP, backrefs: 0 };
      const body = bound(node.body);
      // Every iteration is work even when its body consumes nothing, hence at least 1 per iteration.
      return { paths: repeatPaths(body.paths, node.min, node.max), length: cap(Math.max(body.length, 1) * node.max), backrefs: cap(body.backrefs * node.max) };
    }
  }
}

/** Every way through the pattern starts with `^`, so an attempt at any position but 0 fails at once. */
function startsAnchored(node: PatternNode): boolean {
  if (node.type === 'assert') return node.kind === '^';
  if (node.type === 'seq') return node.items[0] !== undefined && startsAnchored(node.items[0]);
  if (node.type === 'alt') return node.options.every(startsAnchored);
  return false;
}

/**
 * True when native backtracking on this pattern is provably linear with a small constant.
 * A backreference repeats a capture, and a capture may itself contain an earlier backreference, so the
 * consumed length is bounded by `length × 2^backrefs`.
 * @example isNativeLinear(parsePattern('^(\\w)\\1$')) // true
 * @example isNativeLinear(parsePattern('^.{1,300}$')) // true: one attempt of ≤ 300 × 301 steps
 * @example isNativeLinear(parsePattern('^(\\w+)\\1$')) // false: unbounded quantifier
 */
export function isNativeLinear(node: PatternNode): boolean {
  const { paths, length, backrefs } = bound(node);
  if (paths >= CAP || length >= CAP || backrefs > 10) return false;
  const work = paths * (length * 2 ** backrefs + 1);
  return work <= (startsAnchored(node) ? ANCHORED_WORK_LIMIT : NATIVE_WORK_LIMIT);
}

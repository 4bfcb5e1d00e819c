/**
 * What matching a pattern may cost, computed before it runs (docs/behaviour.md §8: no server value may block the page for
 * more than 50 ms; docs/behaviour.md §8.4). Two bounds, both O(pattern length) to compute:
 * - `plannedSize`: the instructions a compiled pattern would have, from the AST, before compiling it, so no
 *   repetition count can make the compiler loop;
 * - `stepBound`: the VM steps (`vm.ts`'s `RunStats`) per input code point, from the compiled programs. Every
 *   lookaround is a scan of the whole input, so its program counts in full.
 */
import { isSingleCodePoint } from './atoms.ts';
import type { PatternNode } from './parse.ts';

/**
 * The most VM steps per input code point a supported pattern may need. A step costs a few nanoseconds in Node
 * and Chromium on these 2-core machines (`npm run bench` prints ns per step), so 10,000 code points stay within
 * docs/behaviour.md §8.4's 50 ms with room for a loaded machine.
 */
export const MAX_STEPS_PER_CODE_POINT = 500;
/**
 * The longest pattern the kit reads (UTF-16 units): checked before anything else, so even parsing and the native
 * syntax check stay within milliseconds. Real patterns, RFC 5322 email ones included, are far shorter.
 */
export const MAX_PATTERN_LENGTH = 10_000;
/** The most instructions over all programs, saturating counts (bounds memory and compile time). */
export const MAX_INSTRUCTIONS = 2000;

/** A repetition the VM runs with a counter: one code point, counted (`?`, `*`, `+` are cheaper as plain loops). */
export const isCounted = (node: PatternNode & { type: 'repeat' }): boolean =>
  isSingleCodePoint(node.body) && (node.min > 1 || (node.max > 1 && node.max !== Infinity));

const LIMIT = MAX_INSTRUCTIONS + 1; // sizes saturate here
const sum = (a: number, b: number): number => Math.min(a + b, LIMIT);
const times = (a: number, b: number): number => (a === 0 || b === 0 ? 0 : Math.min(a * b, LIMIT));

function size(node: PatternNode, looks: Set<PatternNode>): number {
  switch (node.type) {
    case 'char': case 'set': case 'assert': return 1;
    case 'backref': return 0; // never compiled (index.ts sends backreferences to the native bound)
    case 'look': {
      if (looks.has(node)) return 1; // the compiler reuses the table of a lookaround met again
      looks.add(node);
      return sum(2, size(node.body, looks)); // LOOK here; its own program's body and MATCH
    }
    case 'seq': return node.items.reduce((total, item) => sum(total, size(item, looks)), 0);
    case 'alt': return node.options.reduce((total, option) => sum(total, 1 + size(option, looks)), -1);
    case 'repeat': {
      if (isCounted(node)) return 1;
      const body = size(node.body, looks);
      // As the compiler emits: a loop (a SPLIT and a body) then `min` bodies, or `max` bodies and a SPLIT for
      // each optional one.
      return node.max === Infinity ? sum(times(body, node.min + 1), 1) : sum(times(body, node.max), node.max - node.min);
    }
  }
}

/**
 * Instructions over all the programs `node` compiles to, the main program's MATCH included; saturates above
 * MAX_INSTRUCTIONS.
 * @example plannedSize(parsePattern('(?:ab){0,99999999}')) // 2001 (too large), computed in one pass
 */
export function plannedSize(node: PatternNode): number {
  return sum(size(node, new Set()), 1);
}

/**
 * Steps charged per code point for each scan, whatever its program: the scan's own loop (swapping thread lists,
 * clearing test results, reporting a lookaround's match) costs about as much as this many steps, measured on
 * dozens of tiny lookarounds (`pattern.bench.ts`).
 */
export const SCAN_STEPS = 16;

/**
 * Per code point, one scan of `program` takes at most: one pop for the start thread, one per thread that reads
 * the code point (≤ atoms) and per counter that may be left (≤ counts), two per SPLIT; one step per thread and
 * counter read, one per entry a counter drops (≤ one per counter, amortised), and each test's weight once.
 */
/** What `stepBound` reads of a compiled program (`program.ts`), named here so the two modules import one way only. */
interface ProgramShape {
  op: Uint8Array;
  counts: readonly unknown[];
  testWeights: readonly number[];
}

function programSteps(program: ProgramShape): number {
  let atoms = 0;
  for (const op of program.op) if (op === 0) atoms += 1;
  const counts = program.counts.length;
  const tests = program.testWeights.reduce((total, weight) => total + weight, 0);
  return SCAN_STEPS + 1 + 2 * program.op.length + 2 * atoms + 3 * counts + tests;
}

/**
 * The most VM steps per input code point over the main program and every lookaround's.
 * @example stepBound(compileProgram(parsePattern('.{0,255}!'))) // a few dozen: one counter, not 256 atoms
 */
export function stepBound(compiled: { main: ProgramShape; lookarounds: readonly { program: ProgramShape }[] }): number {
  return compiled.lookarounds.reduce((total, { program }) => total + programSteps(program), programSteps(compiled.main));
}

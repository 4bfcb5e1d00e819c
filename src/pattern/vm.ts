/**
 * A Pike VM: simulates a Thompson NFA over the input's code points, keeping at most one thread per instruction,
 * so a run costs O(code points × program size) whatever the pattern (no backtracking, docs/behaviour.md §8). A thread starts
 * at every position, as `RegExp.prototype.test` searches unanchored; `u` mode steps by code point. It counts the
 * steps it takes, so tests can check the cost bound of `cost.ts` without timing anything (docs/behaviour.md §8.4).
 */
import { ASSERT, CHAR, COUNT, LOOK, MATCH, SPLIT, type CompiledProgram, type Program } from './program.ts';
import { CountState } from './counters.ts';

/** The input as code points, plus one table per lookaround: 1 where it holds at that position. */
interface Subject {
  codePoints: Int32Array;
  tables: Uint8Array[];
}

/** What a run did: `steps` counts stack pops, thread and counter updates, and each atom test call's weight. */
export interface RunStats {
  steps: number;
}

// `\w` without the `i` flag is ASCII only (ECMAScript WordCharacters), so `\b` needs no native call.
const isWordAt = (codePoints: Int32Array, index: number): boolean => {
  if (index < 0 || index >= codePoints.length) return false;
  const c = codePoints[index]!;
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
};

/** ASSERT codes follow `ASSERTIONS` in program.ts: `^`, `$`, `\b`, `\B`. */
function assertionHolds(code: number, codePoints: Int32Array, position: number): boolean {
  if (code === 0) return position === 0;
  if (code === 1) return position === codePoints.length;
  const boundary = isWordAt(codePoints, position - 1) !== isWordAt(codePoints, position);
  return code === 2 ? boundary : !boundary;
}

/**
 * Runs `program` from every position (left to right when `forward`, else right to left) and calls `onMatch`
 * with each position where a match ends; stops early, returning true, when `onMatch` returns true.
 */
function scan(program: Program, subject: Subject, forward: boolean, stats: RunStats, onMatch: (position: number) => boolean): boolean {
  const { op, next, alt, arg, negate, tests, testWeights, start } = program;
  const { codePoints, tables } = subject;
  const length = codePoints.length;
  const seen = new Int32Array(op.length).fill(-1);
  const stack = new Int32Array(2 * op.length + 2);
  let current = new Int32Array(op.length);
  let following = new Int32Array(op.length);
  const testResults = new Int8Array(tests.length); // per step: 0 not asked yet, 1 yes, 2 no
  const counters = new CountState(program.counts, length, forward);
  const testOf = (pc: number): number => arg[pc]!;
  let currentCount = 0;
  let followingCount = 0;
  let steps = 0;
  let codePoint = 0;

  // Adds the closure of `pc` at `position` (generation `step`) to `following`; returns whether it reaches MATCH.
  const addThread = (pc: number, position: number, step: number): boolean => {
    let top = 0;
    let matched = false;
    stack[top++] = pc;
    while (top > 0) {
      const at = stack[--top]!;
      steps += 1;
      if (seen[at] === step) continue;
      seen[at] = step;
      switch (op[at]) {
        case CHAR: following[followingCount++] = at; break;
        case SPLIT: stack[top++] = alt[at]!; stack[top++] = next[at]!; break;
        case ASSERT: if (assertionHolds(arg[at]!, codePoints, position)) stack[top++] = next[at]!; break;
        case LOOK: if ((tables[arg[at]!]![position] === 1) !== (negate[at] === 1)) stack[top++] = next[at]!; break;
        case COUNT: if (counters.enter(alt[at]!, position)) stack[top++] = next[at]!; break;
        case MATCH: matched = true; break;
      }
    }
    return matched;
  };
  const passes = (id: number): boolean => {
    let result = testResults[id]!;
    if (result === 0) {
      steps += testWeights[id]!;
      testResults[id] = result = tests[id]!(codePoint) ? 1 : 2;
    }
    return result === 1;
  };

  for (let step = 0; step <= length; step += 1) {
    const position = forward ? step : length - step;
    if (addThread(start, position, step) && onMatch(position)) return finish(stats, steps, true);
    const swap = current;
    current = following;
    following = swap;
    currentCount = followingCount;
    followingCount = 0;
    if (step === length) break;
    codePoint = codePoints[forward ? position : position - 1]!;
    const nextPosition = forward ? position + 1 : position - 1;
    testResults.fill(0);
    // Counters first: what the threads below add at `nextPosition` must not be advanced over this code point.
    if (program.counts.length > 0) {
      counters.advance(nextPosition, testOf, passes);
      steps += counters.work;
    }
    let matched = false;
    for (let i = 0; i < currentCount; i += 1) {
      const pc = current[i]!;
      steps += 1;
      if (passes(arg[pc]!) && addThread(next[pc]!, nextPosition, step + 1)) matched = true;
    }
    for (let i = 0; i < counters.exitCount; i += 1) if (addThread(next[counters.exits[i]!]!, nextPosition, step + 1)) matched = true;
    if (matched && onMatch(nextPosition)) return finish(stats, steps, true);
  }
  return finish(stats, steps, false);
}

function finish(stats: RunStats, steps: number, result: boolean): boolean {
  stats.steps += steps;
  return result;
}

/**
 * `RegExp.prototype.test` semantics for a compiled pattern: true when a match starts anywhere in `value`.
 * `stats.steps` grows by the steps taken.
 * @example runProgram(compileProgram(parsePattern('b+$')), 'abb') // true
 */
export function runProgram(compiled: CompiledProgram, value: string, stats: RunStats = { steps: 0 }): boolean {
  const codePoints = new Int32Array(value.length);
  let count = 0;
  for (let i = 0; i < value.length; i += 1) {
    const codePoint = value.codePointAt(i)!; // a lone surrogate is one code point, as in `u` mode
    codePoints[count++] = codePoint;
    if (codePoint > 0xffff) i += 1;
  }
  const subject: Subject = { codePoints: codePoints.subarray(0, count), tables: [] };
  for (const { program, ahead } of compiled.lookarounds) {
    // (?=B) holds at p when B matches some [p, q]: run B reversed from every q down to 0 and mark where it ends.
    // (?<=B) holds at p when B matches some [q, p]: run B forwards from every q and mark where it ends.
    const table = new Uint8Array(count + 1);
    scan(program, subject, !ahead, stats, (position) => {
      table[position] = 1;
      return false;
    });
    subject.tables.push(table);
  }
  return scan(compiled.main, subject, true, stats, () => true);
}

/**
 * A Pike VM: simulates a Thompson NFA over the input's code points, keeping at most one thread per instruction,
 * so a run costs O(code points × instructions) whatever the pattern (no backtracking, SPEC §8). A thread starts
 * at every position, as `RegExp.prototype.test` searches unanchored; `u` mode steps by code point.
 */
import { ASSERT, CHAR, LOOK, MATCH, SPLIT, type CompiledProgram, type Program } from './program.ts';

/** The input as code points, plus one table per lookaround: 1 where it holds at that position. */
interface Subject {
  codePoints: Int32Array;
  tables: Uint8Array[];
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

/** The CHAR instructions an epsilon-closure reaches, and whether it reaches MATCH; null when it depends on the position. */
interface StaticClosure {
  chars: Int32Array;
  matches: boolean;
}

const MAX_STATIC_CLOSURE = 64;
// Per program (programs are cached per pattern): closures without assertions, computed on first use.
const staticClosures = new WeakMap<Program, (StaticClosure | null | undefined)[]>();

function staticClosure(program: Program, pc: number): StaticClosure | null {
  const chars: number[] = [];
  const visited = new Set<number>();
  const stack = [pc];
  let matches = false;
  while (stack.length > 0) {
    const at = stack.pop()!;
    if (visited.has(at)) continue;
    visited.add(at);
    const op = program.op[at];
    if (op === ASSERT || op === LOOK || visited.size > MAX_STATIC_CLOSURE) return null;
    if (op === CHAR) chars.push(at);
    else if (op === MATCH) matches = true;
    else stack.push(program.alt[at]!, program.next[at]!);
  }
  return { chars: Int32Array.from(chars), matches };
}

/**
 * Runs `program` from every position (left to right when `forward`, else right to left) and calls `onMatch`
 * with each position where a match ends; stops early, returning true, when `onMatch` returns true.
 */
function scan(program: Program, subject: Subject, forward: boolean, onMatch: (position: number) => boolean): boolean {
  const { op, next, alt, arg, negate, tests, start } = program;
  const { codePoints, tables } = subject;
  const size = op.length;
  const seen = new Int32Array(size).fill(-1);
  const stack = new Int32Array(2 * size + 2);
  let current = new Int32Array(size);
  let following = new Int32Array(size);
  const testResults = new Int8Array(tests.length); // per step: 0 unknown, 1 yes, 2 no
  let closures = staticClosures.get(program);
  if (!closures) staticClosures.set(program, (closures = new Array<StaticClosure | null | undefined>(size)));
  let currentCount = 0;
  let followingCount = 0;
  const length = codePoints.length;

  // Adds the closure of `pc` at `position` to `following`; returns whether it reaches MATCH.
  const addThread = (pc: number, position: number, generation: number): boolean => {
    let top = 0;
    let matched = false;
    stack[top++] = pc;
    while (top > 0) {
      const at = stack[--top]!;
      if (seen[at] === generation) continue;
      seen[at] = generation;
      switch (op[at]) {
        case CHAR: following[followingCount++] = at; break;
        case SPLIT: stack[top++] = alt[at]!; stack[top++] = next[at]!; break;
        case ASSERT: if (assertionHolds(arg[at]!, codePoints, position)) stack[top++] = next[at]!; break;
        case LOOK: if ((tables[arg[at]!]![position] === 1) !== (negate[at] === 1)) stack[top++] = next[at]!; break;
        case MATCH: matched = true; break;
      }
    }
    return matched;
  };

  for (let step = 0; step <= length; step += 1) {
    const position = forward ? step : length - step;
    if (addThread(start, position, step) && onMatch(position)) return true;
    const swap = current;
    current = following;
    following = swap;
    currentCount = followingCount;
    followingCount = 0;
    if (step === length) break;
    const codePoint = codePoints[forward ? position : position - 1]!;
    const nextPosition = forward ? position + 1 : position - 1;
    let matched = false;
    testResults.fill(0);
    for (let i = 0; i < currentCount; i += 1) {
      const pc = current[i]!;
      const id = arg[pc]!;
      let result = testResults[id]!;
      if (result === 0) testResults[id] = result = tests[id]!(codePoint) ? 1 : 2;
      if (result !== 1) continue;
      // Fast path: a successor closure without assertions is a fixed list of CHAR instructions.
      const target = next[pc]!;
      let closure = closures[target];
      if (closure === undefined) closure = closures[target] = staticClosure(program, target);
      if (closure === null) {
        if (addThread(target, nextPosition, step + 1)) matched = true;
        continue;
      }
      const chars = closure.chars;
      for (let k = 0; k < chars.length; k += 1) {
        const char = chars[k]!;
        if (seen[char] !== step + 1) {
          seen[char] = step + 1;
          following[followingCount++] = char;
        }
      }
      if (closure.matches) matched = true;
    }
    if (matched && onMatch(nextPosition)) return true;
  }
  return false;
}

/**
 * `RegExp.prototype.test` semantics for a compiled pattern: true when a match starts anywhere in `value`.
 * @example runProgram(compileProgram(parsePattern('b+$')), 'abb') // true
 */
export function runProgram(compiled: CompiledProgram, value: string): boolean {
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
    scan(program, subject, !ahead, (position) => {
      table[position] = 1;
      return false;
    });
    subject.tables.push(table);
  }
  return scan(compiled.main, subject, true, () => true);
}

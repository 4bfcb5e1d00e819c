/**
 * Compiles a pattern AST into Thompson-NFA programs for the Pike VM (`vm.ts`). Counted repetitions are
 * expanded, so the size is capped: matching costs O(input length × program size), and the cap keeps that
 * within the 50 ms budget of SPEC §8 on 10,000 code points. Each lookaround becomes its own program whose
 * result per position is computed before the main run (lookaheads run backwards over the input).
 */
import type { PatternNode } from './parse.ts';

/** Instruction kinds: consume one code point, fork, zero-width assertion, lookaround lookup, accept. */
export const CHAR = 0;
export const SPLIT = 1;
export const ASSERT = 2;
export const LOOK = 3;
export const MATCH = 4;

/** Tests one code point. */
export type CodePointTest = (codePoint: number) => boolean;

/** One instruction while compiling; `arg` is the atom test (CHAR), the assertion (ASSERT) or the table (LOOK). */
interface Instruction {
  op: number;
  next: number;
  alt: number;
  arg: number;
  negate: boolean;
}

/** Assertion codes in `arg` of ASSERT. */
export const ASSERTIONS = ['^', '$', 'b', 'B'] as const;

/** A program in flat typed arrays (the VM's hot loop reads them), its atom tests and its entry point. */
export interface Program {
  op: Uint8Array;
  next: Int32Array;
  alt: Int32Array;
  arg: Int32Array;
  negate: Uint8Array;
  tests: CodePointTest[];
  start: number;
}

/** A main program and its lookaround programs, inner ones first (each may use the tables of earlier ones). */
export interface CompiledProgram {
  main: Program;
  lookarounds: { program: Program; ahead: boolean }[];
}

/** The pattern needs a feature the VM can't simulate (a backreference). */
export class NotExpressible extends Error {}
/** The expanded program would exceed the size cap. */
export class TooLarge extends Error {}

/**
 * Size caps. A step of the VM costs at most one thread per atom instruction, so MAX_ATOMS bounds the work per
 * code point (measured in `pattern.bench.ts`); MAX_INSTRUCTIONS bounds memory and closure work.
 */
export const MAX_ATOMS = 256;
export const MAX_INSTRUCTIONS = 2000;

/**
 * An exact test for a single-code-point atom: the native `u` RegExp of that atom alone, anchored on one code
 * point, so ECMAScript's own sets apply. Constant time per code point; results are memoised.
 */
function nativeAtomTest(source: string): CodePointTest {
  const regExp = new RegExp(`^(?:${source})$`, 'u');
  const memo = new Map<number, boolean>();
  return (codePoint) => {
    let result = memo.get(codePoint);
    if (result === undefined) {
      result = regExp.test(String.fromCodePoint(codePoint));
      if (memo.size < 4096) memo.set(codePoint, result);
    }
    return result;
  };
}

class Compiler {
  private count = 0;
  private atoms = 0;
  readonly lookarounds: CompiledProgram['lookarounds'] = [];
  // Per program being compiled: copies of one atom (from counted repetitions) share its test.
  private testIds = new Map<PatternNode, number>();
  private tests: CodePointTest[] = [];

  program(node: PatternNode, reverse: boolean): Program {
    const [outerTests, outerIds] = [this.tests, this.testIds];
    this.tests = [];
    this.testIds = new Map<PatternNode, number>();
    const instructions: Instruction[] = [];
    const match = this.push(instructions, { op: MATCH });
    const start = this.emit(instructions, node, match, reverse);
    const column = (read: (instruction: Instruction) => number) => Int32Array.from(instructions, read);
    const program: Program = {
      op: Uint8Array.from(instructions, (instruction) => instruction.op), next: column((i) => i.next), alt: column((i) => i.alt),
      arg: column((i) => i.arg), negate: Uint8Array.from(instructions, (i) => (i.negate ? 1 : 0)), tests: this.tests, start,
    };
    [this.tests, this.testIds] = [outerTests, outerIds];
    return program;
  }

  private push(out: Instruction[], fields: Partial<Instruction> & Pick<Instruction, 'op'>): number {
    this.count += 1;
    if (fields.op === CHAR) this.atoms += 1;
    if (this.count > MAX_INSTRUCTIONS || this.atoms > MAX_ATOMS) throw new TooLarge('The pattern is too large to match in linear time.');
    out.push({ next: -1, alt: -1, arg: -1, negate: false, ...fields });
    return out.length - 1;
  }

  private atomTest(node: PatternNode & { type: 'char' | 'set' }): number {
    let id = this.testIds.get(node);
    if (id === undefined) {
      const codePoint = node.type === 'char' ? node.codePoint : -1;
      id = this.tests.push(node.type === 'char' ? (c) => c === codePoint : nativeAtomTest(node.source)) - 1;
      this.testIds.set(node, id);
    }
    return id;
  }

  /** Emits `node` followed by the instruction `next`; returns the node's entry. `reverse` reads right to left. */
  private emit(out: Instruction[], node: PatternNode, next: number, reverse: boolean): number {
    switch (node.type) {
      case 'char':
      case 'set':
        return this.push(out, { op: CHAR, arg: this.atomTest(node), next });
      case 'seq': {
        const items = reverse ? node.items : [...node.items].reverse();
        return items.reduce((entry, item) => this.emit(out, item, entry, reverse), next);
      }
      case 'alt': {
        const entries = node.options.map((option) => this.emit(out, option, next, reverse));
        return entries.reduceRight((rest, entry) => this.push(out, { op: SPLIT, next: entry, alt: rest }));
      }
      case 'repeat':
        return this.repeat(out, node, next, reverse);
      case 'assert':
        return this.push(out, { op: ASSERT, arg: ASSERTIONS.indexOf(node.kind), next });
      case 'look': {
        const program = this.program(node.body, node.ahead); // a lookahead is matched backwards from its end
        const table = this.lookarounds.push({ program, ahead: node.ahead }) - 1;
        return this.push(out, { op: LOOK, arg: table, negate: node.negate, next });
      }
      case 'backref':
        throw new NotExpressible('Backreferences need backtracking.');
    }
  }

  private repeat(out: Instruction[], node: PatternNode & { type: 'repeat' }, next: number, reverse: boolean): number {
    let tail = next;
    if (node.max === Infinity) {
      // loop: SPLIT(body → loop, next). Greedy or lazy doesn't matter: `test()` asks whether any match exists.
      tail = this.push(out, { op: SPLIT, alt: next });
      out[tail]!.next = this.emit(out, node.body, tail, reverse);
    } else {
      for (let i = node.min; i < node.max; i += 1) tail = this.push(out, { op: SPLIT, next: this.emit(out, node.body, tail, reverse), alt: next });
    }
    for (let i = 0; i < node.min; i += 1) tail = this.emit(out, node.body, tail, reverse);
    return tail;
  }
}

/**
 * Compiles a parsed pattern for the Pike VM.
 * @example compileProgram(parsePattern('^a+$')).main.op.length // 4
 * @throws NotExpressible (backreference) or TooLarge (over MAX_INSTRUCTIONS).
 */
export function compileProgram(node: PatternNode): CompiledProgram {
  const compiler = new Compiler();
  const main = compiler.program(node, false);
  return { main, lookarounds: compiler.lookarounds };
}

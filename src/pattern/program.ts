/**
 * Compiles a simplified pattern AST (`simplify.ts`) into Thompson-NFA programs for the Pike VM (`vm.ts`), docs/behaviour.md §8.
 * A counted repetition of one code point (`.{0,2048}`, `[^@\s]{1,64}`) is one COUNT instruction whose counters
 * the VM keeps; other counted repetitions are expanded. The expanded size is computed from the AST before a
 * single instruction is emitted (O(pattern length), docs/behaviour.md §8.4), so no count, however large, makes compiling loop.
 * Each lookaround becomes its own program, run over the whole input before the main one.
 */
import { atomKey, atomTest, type CodePointTest } from './atoms.ts';
import { isCounted, MAX_INSTRUCTIONS, plannedSize } from './cost.ts';
import type { PatternNode } from './parse.ts';

/** Instruction kinds: consume one code point, fork, zero-width assertion, lookaround lookup, accept, counted atom. */
export const CHAR = 0;
export const SPLIT = 1;
export const ASSERT = 2;
export const LOOK = 3;
export const MATCH = 4;
export const COUNT = 5;

/** Assertion codes in `arg` of ASSERT. */
export const ASSERTIONS = ['^', '$', 'b', 'B'] as const;

interface Instruction {
  op: number;
  next: number;
  alt: number; // SPLIT: the other branch; COUNT: its index in `counts`
  arg: number; // CHAR/COUNT: the test; ASSERT: the assertion; LOOK: the table
  negate: boolean;
}

/** A program in flat typed arrays (the VM's hot loop reads them), its atom tests and counters, its entry. */
export interface Program {
  op: Uint8Array;
  next: Int32Array;
  alt: Int32Array;
  arg: Int32Array;
  negate: Uint8Array;
  tests: CodePointTest[];
  /** Per test: how many atom tests one call may run (see `AtomTest.weight`). */
  testWeights: number[];
  /** Per COUNT instruction (indexed by its `alt`): its bounds and where it is. */
  counts: { min: number; max: number; pc: number }[];
  start: number;
}

/** A main program and its lookaround programs, inner ones first (each may use the tables of earlier ones). */
export interface CompiledProgram {
  main: Program;
  lookarounds: { program: Program; ahead: boolean }[];
}

/** The pattern needs a feature the VM can't simulate (a backreference). */
export class NotExpressible extends Error {}
/** The expanded programs would exceed MAX_INSTRUCTIONS. */
export class TooLarge extends Error {}

/** The program being compiled; copies of one atom (from unrolled repetitions) share one test. */
interface Draft {
  instructions: Instruction[];
  tests: CodePointTest[];
  weights: number[];
  testIds: Map<string, number>;
  counts: Program['counts'];
}

class Compiler {
  readonly lookarounds: CompiledProgram['lookarounds'] = [];
  private readonly tables = new Map<PatternNode, number>(); // a lookaround met again (unrolled) reuses its table
  private program!: Draft;

  compile(node: PatternNode, reverse: boolean): Program {
    const outer = this.program;
    const program: Draft = { instructions: [], tests: [], weights: [], testIds: new Map(), counts: [] };
    this.program = program;
    const match = this.push({ op: MATCH });
    const start = this.emit(node, match, reverse);
    const { instructions } = program;
    const column = (read: (instruction: Instruction) => number) => Int32Array.from(instructions, read);
    this.program = outer;
    return {
      op: Uint8Array.from(instructions, (i) => i.op), next: column((i) => i.next), alt: column((i) => i.alt), arg: column((i) => i.arg),
      negate: Uint8Array.from(instructions, (i) => (i.negate ? 1 : 0)), tests: program.tests, testWeights: program.weights, counts: program.counts, start,
    };
  }

  private push(fields: Partial<Instruction> & Pick<Instruction, 'op'>): number {
    return this.program.instructions.push({ next: -1, alt: -1, arg: -1, negate: false, ...fields }) - 1;
  }

  private testId(node: PatternNode): number {
    const { testIds, tests, weights } = this.program;
    const key = atomKey(node);
    let id = testIds.get(key);
    if (id === undefined) {
      const atom = atomTest(node); // built once per distinct atom: a set's test compiles a native RegExp
      id = tests.push(atom.test) - 1;
      weights.push(atom.weight);
      testIds.set(key, id);
    }
    return id;
  }

  /** Emits `node` followed by the instruction `next`; returns the node's entry. `reverse` reads right to left. */
  private emit(node: PatternNode, next: number, reverse: boolean): number {
    switch (node.type) {
      case 'char':
      case 'set':
        return this.push({ op: CHAR, arg: this.testId(node), next });
      case 'seq': {
        const items = reverse ? node.items : [...node.items].reverse();
        return items.reduce((entry, item) => this.emit(item, entry, reverse), next);
      }
      case 'alt': {
        const entries = node.options.map((option) => this.emit(option, next, reverse));
        return entries.reduceRight((rest, entry) => this.push({ op: SPLIT, next: entry, alt: rest }));
      }
      case 'repeat':
        return this.repeat(node, next, reverse);
      case 'assert':
        return this.push({ op: ASSERT, arg: ASSERTIONS.indexOf(node.kind), next });
      case 'look': {
        let table = this.tables.get(node);
        if (table === undefined) {
          const program = this.compile(node.body, node.ahead); // a lookahead is matched backwards from its end
          this.tables.set(node, (table = this.lookarounds.push({ program, ahead: node.ahead }) - 1));
        }
        return this.push({ op: LOOK, arg: table, negate: node.negate, next });
      }
      case 'backref':
        throw new NotExpressible('Backreferences need backtracking.');
    }
  }

  private repeat(node: PatternNode & { type: 'repeat' }, next: number, reverse: boolean): number {
    if (isCounted(node)) {
      const { counts } = this.program;
      const pc = this.push({ op: COUNT, arg: this.testId(node.body), alt: counts.length, next });
      counts.push({ min: node.min, max: node.max, pc });
      return pc;
    }
    let tail = next;
    if (node.max === Infinity) {
      // loop: SPLIT(body → loop, next). Greedy or lazy doesn't matter: `test()` asks whether any match exists.
      tail = this.push({ op: SPLIT, alt: next });
      this.program.instructions[tail]!.next = this.emit(node.body, tail, reverse);
    } else {
      for (let i = node.min; i < node.max; i += 1) tail = this.push({ op: SPLIT, next: this.emit(node.body, tail, reverse), alt: next });
    }
    for (let i = 0; i < node.min; i += 1) tail = this.emit(node.body, tail, reverse);
    return tail;
  }
}

/**
 * Compiles a simplified pattern for the Pike VM.
 * @throws NotExpressible (backreference) or TooLarge (over MAX_INSTRUCTIONS, found before compiling).
 */
export function compileProgram(node: PatternNode): CompiledProgram {
  if (plannedSize(node) > MAX_INSTRUCTIONS) throw new TooLarge(`The pattern expands to more than ${MAX_INSTRUCTIONS} instructions.`);
  const compiler = new Compiler();
  const main = compiler.compile(node, false);
  return { main, lookarounds: compiler.lookarounds };
}

/**
 * The counters of COUNT instructions (`program.ts`): a counted repetition of one code point, `X{min,max}`, run
 * without unrolling it (docs/behaviour.md §8.4: bounded before it runs). Threads that entered the repetition at different positions all test the same
 * code point X at each step, so they live or die together; the repetition can be left when some thread has
 * counted between `min` and `max`. Each counter keeps the positions where threads entered, oldest first, in a
 * ring buffer: the oldest still within `max` has the highest count, so it alone decides whether one can leave.
 * Every entry is added once and dropped once, so a step costs O(1) per counter, amortised.
 */
import type { Program } from './program.ts';

export class CountState {
  private readonly buffers: (Int32Array | undefined)[];
  private readonly heads: Int32Array;
  private readonly sizes: Int32Array;
  private readonly active: Int32Array; // indices of counters with entries
  private activeCount = 0;
  /** After `advance`: the COUNT instructions that can be left at the new position. */
  readonly exits: Int32Array;
  exitCount = 0;
  /** Steps taken by the last `advance` (one per live counter and per dropped entry). */
  work = 0;

  constructor(private readonly counts: Program['counts'], private readonly length: number, private readonly forward: boolean) {
    this.buffers = new Array<Int32Array | undefined>(counts.length);
    this.heads = new Int32Array(counts.length);
    this.sizes = new Int32Array(counts.length);
    this.active = new Int32Array(counts.length);
    this.exits = new Int32Array(counts.length);
  }

  /** How many code points a thread that entered at `entry` has counted on reaching `position`. */
  private distance(entry: number, position: number): number {
    return this.forward ? position - entry : entry - position;
  }

  /** A thread enters counter `index` at `position` (once per position); returns whether it may leave at once. */
  enter(index: number, position: number): boolean {
    const { min, max } = this.counts[index]!;
    // Entries within `max` of the newest, at distinct positions: at most min(max, length) + 1 at once.
    const buffer = (this.buffers[index] ??= new Int32Array(Math.min(max, this.length) + 1));
    if (this.sizes[index] === 0) this.active[this.activeCount++] = index;
    buffer[(this.heads[index]! + this.sizes[index]!) % buffer.length] = position;
    this.sizes[index] = this.sizes[index]! + 1;
    return min === 0;
  }

  /** Every live counter reads one code point (`passes(testId)`), reaching `position`; fills `exits`. */
  advance(position: number, testOf: (pc: number) => number, passes: (testId: number) => boolean): void {
    this.exitCount = 0;
    this.work = 0;
    let kept = 0;
    for (let i = 0; i < this.activeCount; i += 1) {
      const index = this.active[i]!;
      const { min, max, pc } = this.counts[index]!;
      const buffer = this.buffers[index]!;
      this.work += 1;
      if (!passes(testOf(pc))) {
        this.sizes[index] = 0;
        continue;
      }
      while (this.sizes[index]! > 0 && this.distance(buffer[this.heads[index]!]!, position) > max) {
        this.heads[index] = (this.heads[index]! + 1) % buffer.length;
        this.sizes[index] = this.sizes[index]! - 1;
        this.work += 1;
      }
      if (this.sizes[index] === 0) continue;
      this.active[kept++] = index;
      if (this.distance(buffer[this.heads[index]!]!, position) >= min) this.exits[this.exitCount++] = pc;
    }
    this.activeCount = kept;
  }
}

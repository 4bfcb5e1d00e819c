/**
 * A parser for ECMAScript `u`-flag regular expressions into a small AST (docs/behaviour.md §8.4). It runs only on
 * patterns the browser already compiled with `new RegExp(p, "u")`, so it can trust the syntax and only has to
 * find the structure. Every single-code-point atom (class, escape, `.`) keeps its source text so that the
 * matcher can test it with the native engine, which keeps ECMAScript's exact `\s`, `\w`, `\p{…}` and `.` sets.
 */

/** One node of a parsed pattern. Groups (capturing or not) disappear: `test()` never looks at captures. */
export type PatternNode =
  | { type: 'char'; codePoint: number }
  | { type: 'set'; source: string }
  | { type: 'seq'; items: PatternNode[] }
  | { type: 'alt'; options: PatternNode[] }
  | { type: 'repeat'; body: PatternNode; min: number; max: number }
  | { type: 'assert'; kind: '^' | '$' | 'b' | 'B' }
  | { type: 'look'; body: PatternNode; ahead: boolean; negate: boolean }
  | { type: 'backref' };

/** Thrown for syntax the AST has no node for (e.g. ES2025 modifiers `(?i:…)`): the pattern is then unsafe. */
export class UnsupportedSyntax extends Error {}

const CLASS_ESCAPES = new Set(['d', 'D', 'w', 'W', 's', 'S']);
const HEX4 = /^[0-9a-fA-F]{4}$/;
// Sticky: they read at `lastIndex` without copying the rest of the pattern, so parsing stays O(pattern length)
// even for a 100 kB pattern of `\1\1\1…` or `a{1}a{1}…` (docs/behaviour.md §8.4).
const COUNTS = /\{(\d+)(,(\d*))?\}/y;
const DIGITS = /\d+/y;

/** Reads a sticky regular expression at `at`. */
function readAt(sticky: RegExp, source: string, at: number): RegExpExecArray | null {
  sticky.lastIndex = at;
  return sticky.exec(source);
}

/**
 * The deepest group nesting read. Every pass over the AST recurses once per level, so a fixed cap (rather than
 * whatever the stack allows, which varies with the JIT's frame sizes) keeps verdicts the same on every run.
 */
export const MAX_NESTING = 100;

class Parser {
  private pos = 0;
  private depth = 0;
  constructor(private readonly src: string) {}

  parse(): PatternNode {
    const node = this.alternation();
    if (this.pos < this.src.length) throw new UnsupportedSyntax(`Unexpected "${this.src[this.pos]}"`);
    return node;
  }

  private alternation(): PatternNode {
    const options = [this.sequence()];
    while (this.src[this.pos] === '|') {
      this.pos += 1;
      options.push(this.sequence());
    }
    return options.length === 1 ? options[0]! : { type: 'alt', options };
  }

  private sequence(): PatternNode {
    const items: PatternNode[] = [];
    while (this.pos < this.src.length && this.src[this.pos] !== '|' && this.src[this.pos] !== ')') {
      const before = this.pos;
      items.push(this.quantified(this.atom()));
      if (this.pos <= before) throw new UnsupportedSyntax('No progress'); // never loop on a misread pattern
    }
    return items.length === 1 ? items[0]! : { type: 'seq', items };
  }

  private quantified(body: PatternNode): PatternNode {
    const bounds = this.quantifier();
    if (!bounds) return body;
    if (this.src[this.pos] === '?') this.pos += 1; // lazy: `test()` only asks whether some match exists
    return { type: 'repeat', body, min: bounds[0], max: bounds[1] };
  }

  private quantifier(): [number, number] | undefined {
    const c = this.src[this.pos];
    if (c === '*' || c === '+' || c === '?') {
      this.pos += 1;
      return c === '*' ? [0, Infinity] : c === '+' ? [1, Infinity] : [0, 1];
    }
    if (c !== '{') return undefined;
    const match = readAt(COUNTS, this.src, this.pos);
    if (!match) throw new UnsupportedSyntax('Bad quantifier');
    this.pos += match[0].length;
    // Counts past 2^53 lose precision, and V8 clamps those past 2^31 to "unbounded": both exceed any input a
    // string can hold, so only their size matters (they are never unrolled, see simplify.ts and program.ts).
    const min = Number(match[1]);
    const max = match[2] === undefined ? min : match[3] === '' ? Infinity : Number(match[3]);
    return [min, max];
  }

  private atom(): PatternNode {
    const c = this.src[this.pos]!;
    if (c === '^' || c === '$') {
      this.pos += 1;
      return { type: 'assert', kind: c };
    }
    if (c === '(') return this.group();
    if (c === '[') return this.characterClass();
    if (c === '.') {
      this.pos += 1;
      return { type: 'set', source: '.' };
    }
    if (c === '\\') return this.escape();
    const codePoint = this.src.codePointAt(this.pos)!;
    this.pos += codePoint > 0xffff ? 2 : 1;
    return { type: 'char', codePoint };
  }

  private group(): PatternNode {
    const rest = this.src.slice(this.pos, this.pos + 4);
    const look = /^\((\?<?)([=!])/.exec(rest);
    if (look) {
      this.pos += look[0].length;
    } else if (rest.startsWith('(?:')) {
      this.pos += 3;
    } else if (rest.startsWith('(?<')) {
      this.pos = this.src.indexOf('>', this.pos) + 1; // a named group: the name is irrelevant to `test()`
    } else if (rest.startsWith('(?')) {
      throw new UnsupportedSyntax('modifiers such as (?i:…)');
    } else {
      this.pos += 1;
    }
    if (++this.depth > MAX_NESTING) throw new UnsupportedSyntax(`groups nested more than ${MAX_NESTING} deep`);
    const body = this.alternation();
    this.depth -= 1;
    this.pos += 1; // ')'
    if (!look) return body;
    return { type: 'look', body, ahead: look[1] === '?', negate: look[2] === '!' };
  }

  private characterClass(): PatternNode {
    const start = this.pos;
    let i = start + 1;
    if (this.src[i] === '^') i += 1;
    while (i < this.src.length && this.src[i] !== ']') i += this.src[i] === '\\' ? 2 : 1; // `\]` doesn't end it
    this.pos = i + 1;
    return { type: 'set', source: this.src.slice(start, this.pos) };
  }

  private escape(): PatternNode {
    const start = this.pos;
    const c = this.src[start + 1]!;
    if (c === 'b' || c === 'B') {
      this.pos += 2;
      return { type: 'assert', kind: c };
    }
    if (/[1-9]/.test(c)) {
      this.pos = start + 1 + readAt(DIGITS, this.src, start + 1)![0].length;
      return { type: 'backref' };
    }
    if (c === 'k') {
      this.pos = this.src.indexOf('>', start) + 1;
      return { type: 'backref' };
    }
    this.pos = start + this.escapeLength(c);
    return { type: 'set', source: this.src.slice(start, this.pos) };
  }

  /** Length of an atom escape starting at `\`; a `\uLEAD\uTRAIL` pair is one code point under `u`. */
  private escapeLength(c: string): number {
    const at = this.pos;
    if (CLASS_ESCAPES.has(c)) return 2;
    if (c === 'p' || c === 'P' || (c === 'u' && this.src[at + 2] === '{')) return this.src.indexOf('}', at) + 1 - at;
    if (c === 'x') return 4;
    if (c === 'c') return 3;
    if (c === 'u' && HEX4.test(this.src.slice(at + 2, at + 6))) {
      const lead = parseInt(this.src.slice(at + 2, at + 6), 16);
      const trail = this.src.slice(at + 6, at + 12);
      const isPair = lead >= 0xd800 && lead <= 0xdbff && /^\\u[dD][c-fC-F][0-9a-fA-F]{2}$/.test(trail);
      return isPair ? 12 : 6;
    }
    return 2; // `\0`, `\n`, `\t`, `\.`, `\/`, …
  }
}

/**
 * Parses a pattern that compiled as `new RegExp(pattern, "u")`.
 * @example parsePattern('^a+$') // {type: 'seq', items: [{type: 'assert', kind: '^'}, {type: 'repeat', …}, …]}
 * @throws UnsupportedSyntax for syntax without a node (the caller treats the pattern as unsafe).
 */
export function parsePattern(pattern: string): PatternNode {
  return new Parser(pattern).parse();
}

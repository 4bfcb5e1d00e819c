/**
 * The wire formats of docs/behaviour.md §3, checked as strictly as the strictest real server: each check accepts only what
 * ajv-formats' `full` rules (the MCP SDK servers) also accept, proven by the property tests in `formats.test.ts`.
 * No validator library is imported, so the checks cost nothing in a browser bundle.
 */
import type { TextFormat } from './model.ts';
import { classifyPattern, testPattern } from './pattern/index.ts';

/** The four formats a form may use (docs/behaviour.md §2). */
export const TEXT_FORMATS: readonly TextFormat[] = ['email', 'uri', 'date', 'date-time'];

/** True for one of the four supported formats. */
export function isTextFormat(value: unknown): value is TextFormat {
  return typeof value === 'string' && (TEXT_FORMATS as readonly string[]).includes(value);
}

// Plain ASCII local@domain (docs/behaviour.md §3): dot-separated atoms of a conservative character set (the narrowest one a
// real validator uses; zod also refuses a local part ending in an apostrophe), a dotted domain of LDH labels
// and an alphabetic top-level label.
const EMAIL = /^[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*(?<!')@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** ASCII email `local@domain` (docs/behaviour.md §3). */
export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

// RFC 3986 pieces. A URI is `scheme ":" hier-part ["?" query] ["#" fragment]`, hier-part being `//authority` plus
// an absolute-or-empty path, an absolute path, or a rootless path; every character is one RFC 3986 allows there,
// `%` only as a valid escape. No spaces, no raw non-ASCII (docs/behaviour.md §3, §5: percent-encoded). IP literals (`[::1]`)
// are refused: no form needs them and they are where validators disagree.
const PCT = '%[0-9A-Fa-f]{2}';
const PCHAR = `(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|${PCT})`;
const SEGMENT_NZ = `${PCHAR}+`;
const PATH_ABEMPTY = `(?:/${PCHAR}*)*`;
const AUTHORITY = `(?:(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]|${PCT})*@)?(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|${PCT})*(?::[0-9]*)?`;
const HIER_PART = `(?://${AUTHORITY}${PATH_ABEMPTY}|/(?:${SEGMENT_NZ}${PATH_ABEMPTY})?|${SEGMENT_NZ}${PATH_ABEMPTY})`;
const QUERY_OR_FRAGMENT = `(?:${PCHAR}|[/?])*`;
const URI = new RegExp(`^[A-Za-z][A-Za-z0-9+.-]*:${HIER_PART}(?:\\?${QUERY_OR_FRAGMENT})?(?:#${QUERY_OR_FRAGMENT})?$`);

/** Absolute, percent-encoded URI with a scheme (docs/behaviour.md §3). */
export function isUri(value: string): boolean {
  return URI.test(value);
}

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** `YYYY-MM-DD`, a real calendar date (docs/behaviour.md §3). */
export function isDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** RFC 3339 date-time WITH seconds and an offset (`Z` or `±HH:MM`), uppercase `T`/`Z` (docs/behaviour.md §3). */
export function isDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (!match?.[1] || !isDate(match[1])) return false;
  const [hour, minute, second] = [Number(match[2]), Number(match[3]), Number(match[4])];
  const offsetOk = match[5] === undefined || (Number(match[5]) <= 23 && Number(match[6]) <= 59);
  return hour <= 23 && minute <= 59 && second <= 59 && offsetOk;
}

/** The check for one of the four formats. */
export const formatChecks: Readonly<Record<TextFormat, (value: string) => boolean>> = {
  email: isEmail,
  uri: isUri,
  date: isDate,
  'date-time': isDateTime,
};

/** A compiled server `pattern`: `test` has `RegExp.prototype.test` semantics in linear time. */
export interface PatternMatcher {
  readonly source: string;
  test(value: string): boolean;
}

/**
 * Compiles a server `pattern` the way servers test it, `new RegExp(pattern, "u")`, unanchored (docs/behaviour.md §3), but
 * matched by the kit's linear-time matcher (docs/behaviour.md §8). `undefined` when the pattern is invalid or unsafe.
 * @example compilePattern('^[A-Z]{3}$')?.test('EUR') // true
 */
export function compilePattern(pattern: unknown): PatternMatcher | undefined {
  if (typeof pattern !== 'string') return undefined;
  const safety = classifyPattern(pattern);
  if (safety === 'invalid' || safety === 'unsafe') return undefined;
  return { source: pattern, test: (value) => testPattern(pattern, value) };
}

/** Length in Unicode code points, as `minLength`/`maxLength` count it (docs/behaviour.md §3). */
export function codePointLength(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/** Only `https:` and `data:image/…;base64,` images are loaded (docs/behaviour.md §4). */
export function isSafeImageSource(src: unknown): src is string {
  if (typeof src !== 'string') return false;
  return /^https:\/\/[^\s]+$/i.test(src) || /^data:image\/[a-z0-9.+-]+;base64,[a-z0-9+/=\s]*$/i.test(src);
}

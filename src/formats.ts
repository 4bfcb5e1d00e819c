/**
 * The wire formats of SPEC §3, checked as strictly as the strictest real server. Each check is our own rule
 * AND ajv-formats' `full` rule, so anything we accept is also accepted by ajv-based servers.
 */
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { TextFormat } from './model.ts';
import { classifyPattern, testPattern } from './pattern/index.ts';

/** The four formats a form may use (SPEC §2). */
export const TEXT_FORMATS: readonly TextFormat[] = ['email', 'uri', 'date', 'date-time'];

/** True for one of the four supported formats. */
export function isTextFormat(value: unknown): value is TextFormat {
  return typeof value === 'string' && (TEXT_FORMATS as readonly string[]).includes(value);
}

/** ajv-formats' own verdict for a format (regex or function form). */
function ajvFormatsAccepts(name: 'email' | 'uri' | 'date' | 'date-time', value: string): boolean {
  const format: unknown = fullFormats[name];
  if (format instanceof RegExp) return format.test(value);
  if (typeof format === 'function') return Boolean((format as (input: string) => unknown)(value));
  if (typeof format === 'object' && format !== null && 'validate' in format) {
    const inner: unknown = format.validate;
    if (inner instanceof RegExp) return inner.test(value);
    if (typeof inner === 'function') return Boolean((inner as (input: string) => unknown)(value));
  }
  return true;
}

// Plain ASCII local@domain (SPEC §3): dot-separated atoms of a conservative character set (the narrowest one a
// real validator uses; zod also refuses a local part ending in an apostrophe), a dotted domain of LDH labels
// and an alphabetic top-level label.
const EMAIL = /^[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*(?<!')@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** ASCII email `local@domain` (SPEC §3). */
export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value) && ajvFormatsAccepts('email', value);
}

// Absolute URI: a scheme, then only RFC 3986 characters; `%` must start a valid escape. No spaces, no raw
// non-ASCII (SPEC §3, §5: percent-encoded).
const URI = /^[A-Za-z][A-Za-z0-9+.-]*:(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?#[\]]|%[0-9A-Fa-f]{2})*$/;

/** Absolute, percent-encoded URI with a scheme (SPEC §3). */
export function isUri(value: string): boolean {
  return URI.test(value) && ajvFormatsAccepts('uri', value);
}

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** `YYYY-MM-DD`, a real calendar date (SPEC §3). */
export function isDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) && ajvFormatsAccepts('date', value);
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** RFC 3339 date-time WITH seconds and an offset (`Z` or `±HH:MM`), uppercase `T`/`Z` (SPEC §3). */
export function isDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (!match?.[1] || !isDate(match[1])) return false;
  const [hour, minute, second] = [Number(match[2]), Number(match[3]), Number(match[4])];
  const offsetOk = match[5] === undefined || (Number(match[5]) <= 23 && Number(match[6]) <= 59);
  return hour <= 23 && minute <= 59 && second <= 59 && offsetOk && ajvFormatsAccepts('date-time', value);
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
 * Compiles a server `pattern` the way servers test it, `new RegExp(pattern, "u")`, unanchored (SPEC §3), but
 * matched by the kit's linear-time matcher (SPEC §8). `undefined` when the pattern is invalid or unsafe.
 * @example compilePattern('^[A-Z]{3}$')?.test('EUR') // true
 */
export function compilePattern(pattern: unknown): PatternMatcher | undefined {
  if (typeof pattern !== 'string') return undefined;
  const safety = classifyPattern(pattern);
  if (safety === 'invalid' || safety === 'unsafe') return undefined;
  return { source: pattern, test: (value) => testPattern(pattern, value) };
}

/** Length in Unicode code points, as `minLength`/`maxLength` count it (SPEC §3). */
export function codePointLength(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/** Only `https:` and `data:image/…;base64,` images are loaded (SPEC §4). */
export function isSafeImageSource(src: unknown): src is string {
  if (typeof src !== 'string') return false;
  return /^https:\/\/[^\s]+$/i.test(src) || /^data:image\/[a-z0-9.+-]+;base64,[a-z0-9+/=\s]*$/i.test(src);
}

/**
 * The one place the validator tests a server `pattern` (SPEC §3: `new RegExp(pattern, "u").test(value)`,
 * unanchored). Neither engine sees `pattern` (see `engineSchema.ts`), so swapping this function swaps the matcher.
 * Placeholder: the integrator repoints it to the linear-time matcher in `src/pattern/` (issue 8, item 3), which
 * has exactly these semantics without backtracking.
 */

/**
 * True when `value` matches `pattern` anywhere, with ECMAScript `u`-flag semantics. The pattern must compile
 * (the engine port refuses schemas whose pattern doesn't).
 * @example testPattern('^[A-Z]{3}$', 'ABC') // true
 */
export function testPattern(pattern: string, value: string): boolean {
  return new RegExp(pattern, 'u').test(value);
}

/**
 * Browsers drop `:00` seconds from a `datetime-local` value even with `step=1`; the UI value of a date-time
 * field is always `YYYY-MM-DDTHH:MM:SS` (src/model.ts), which the core turns into RFC 3339 with the offset.
 * @example withSeconds('2026-11-29T14:05') // '2026-11-29T14:05:00'
 */
export function withSeconds(local: string): string {
  return /T\d\d:\d\d$/.test(local) ? `${local}:00` : local;
}

/**
 * Lighter help (issue 33): the counter is shown only from 80% of `maxLength` on; before that it is visually hidden
 * (the stylesheet's `[data-quiet]`), so a screen reader still hears the limit with the field.
 * @example isFarFromLimit(0, 100) // true; isFarFromLimit(80, 100) // false
 */
export function isFarFromLimit(length: number, maxLength: number): boolean {
  return length < Math.max(1, Math.ceil(maxLength * 0.8));
}

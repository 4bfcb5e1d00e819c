import { UNREADABLE_ENTRY } from '../../../src/unreadable.ts';

/**
 * Browsers drop `:00` seconds from a `datetime-local` value even with `step=1`; the UI value of a date-time
 * field is always `YYYY-MM-DDTHH:MM:SS` (src/model.ts), which the core turns into RFC 3339 with the offset.
 * @example withSeconds('2026-11-29T14:05') // '2026-11-29T14:05:00'
 */
export function withSeconds(local: string): string {
  return /T\d\d:\d\d$/.test(local) ? `${local}:00` : local;
}

/**
 * Lighter help: the counter is shown only from 80% of `maxLength` on; before that it is visually hidden
 * (the stylesheet's `[data-quiet]`), so a screen reader still hears the limit with the field.
 * @example isFarFromLimit(0, 100) // true; isFarFromLimit(80, 100) // false
 */
export function isFarFromLimit(length: number, maxLength: number): boolean {
  return length < Math.max(1, Math.ceil(maxLength * 0.8));
}

/**
 * What a native date or date-time input holds: its value (with seconds for a date-time), or the unreadable marker
 * when the person left it half-typed or impossible (`validity.badInput`, docs/behaviour.md §3). Empty stays empty.
 * @example readDateInput(input, false) // '2026-02-12', '' or UNREADABLE_ENTRY for "12/mm/2026" or "31/02/2026"
 */
export function readDateInput(input: HTMLInputElement, dateTime: boolean): string {
  if (input.validity.badInput) return UNREADABLE_ENTRY;
  return dateTime ? withSeconds(input.value) : input.value;
}

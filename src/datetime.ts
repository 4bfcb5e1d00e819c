/**
 * `date-time` fields: the browser edits local wall-clock text (`datetime-local`, `2026-11-29T14:05`), but the
 * wire needs RFC 3339 with seconds and an offset (docs/behaviour.md §3). These two functions convert, using the user's
 * time zone as the JavaScript runtime reports it.
 */
import { isDateTime } from './formats.ts';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

const pad = (value: number, width = 2): string => String(Math.abs(value)).padStart(width, '0');

/** Local fields of a Date as `YYYY-MM-DDTHH:MM:SS`. */
function localText(date: Date): string {
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/**
 * Turns local wall-clock text into RFC 3339 with the user's offset.
 * Seconds are optional in the input (the browser omits `:00`) and always present in the output.
 * A wall time skipped by a daylight-saving jump comes out as the real instant the runtime maps it to.
 * Returns `undefined` for text that is not a local date-time.
 * @example localDateTimeToRfc3339('2026-11-29T14:05') // '2026-11-29T14:05:00+01:00' in Paris
 */
export function localDateTimeToRfc3339(local: string): string | undefined {
  const match = LOCAL.exec(local);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number, number, number, number, number, number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return undefined;
  const date = new Date(2000, 0, 1, hour, minute, second);
  date.setFullYear(year, month - 1, day); // setFullYear keeps years 0–99 literal (the constructor does not)
  if (Number.isNaN(date.getTime()) || date.getDate() !== day) {
    // The day overflowed (e.g. 31 April) unless a DST jump merely moved the hour.
    if (Number.isNaN(date.getTime()) || date.getMonth() !== month - 1) return undefined;
  }
  const offset = -date.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const result = `${localText(date)}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
  return isDateTime(result) ? result : undefined;
}

/**
 * Shows an RFC 3339 value (e.g. a server `default` in any offset) as local wall-clock text with seconds,
 * ready for a `datetime-local` input with `step="1"`. Returns `undefined` for an invalid value.
 * @example rfc3339ToLocalDateTime('2026-11-29T13:05:00Z') // '2026-11-29T14:05:00' in Paris
 */
export function rfc3339ToLocalDateTime(value: string): string | undefined {
  if (!isDateTime(value)) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : localText(new Date(time));
}

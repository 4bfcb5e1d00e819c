/**
 * Day arithmetic for the date field's calendar (docs/look.md "Date and date-time"). Days are `YYYY-MM-DD` strings,
 * the field's own value format, computed in UTC so no time zone or daylight-saving jump moves a day.
 */

/** A day as `YYYY-MM-DD`. */
export type Day = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC time of `day`'s midnight, or `undefined` for text that is not a real day. @example dayTime('2026-02-31') // undefined */
export function dayTime(day: string): number | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = new Date(0).setUTCFullYear(year, month - 1, date);
  return dayOf(time) === day ? time : undefined;
}

/** The `YYYY-MM-DD` of a UTC time. */
export function dayOf(time: number): Day {
  const date = new Date(time);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** `day` moved by `days` days. @example addDays('2026-12-31', 1) // '2027-01-01' */
export function addDays(day: Day, days: number): Day {
  return dayOf((dayTime(day) ?? 0) + days * 86_400_000);
}

/**
 * `day` moved by `months` months, kept in the target month when it has fewer days (APG date picker: PageDown
 * from 31 January lands on the last day of February). @example addMonths('2026-01-31', 1) // '2026-02-28'
 */
export function addMonths(day: Day, months: number): Day {
  const date = new Date(dayTime(day) ?? 0);
  const first = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months + 1, 0)).getUTCDate();
  return dayOf(first + (Math.min(date.getUTCDate(), last) - 1) * 86_400_000);
}

/** 0 (Sunday) to 6 (Saturday). */
export function weekday(day: Day): number {
  return new Date(dayTime(day) ?? 0).getUTCDay();
}

/** The first and last day of `day`'s week, for a week starting on `firstDay` (0 = Sunday, 1 = Monday). */
export function weekBounds(day: Day, firstDay: number): [Day, Day] {
  const start = addDays(day, -((weekday(day) - firstDay + 7) % 7));
  return [start, addDays(start, 6)];
}

/** The month grid showing `day`: whole weeks from the week of the 1st to the week of the last day. */
export function monthWeeks(day: Day, firstDay: number): Day[][] {
  const first = `${day.slice(0, 8)}01`;
  const last = addDays(addMonths(first, 1), -1);
  const weeks: Day[][] = [];
  for (let start = weekBounds(first, firstDay)[0]; start <= last; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(start, index)));
  }
  return weeks;
}

/** `day` brought inside `[min, max]` (either may be absent). */
export function clampDay(day: Day, min?: Day, max?: Day): Day {
  if (min !== undefined && day < min) return min;
  if (max !== undefined && day > max) return max;
  return day;
}

/**
 * The bound a schema sets with `formatMinimum` / `formatMaximum` (ajv-formats' keywords), as a day; the date part
 * of a date-time bound. Anything else gives `undefined`. @example schemaBound('2026-12-01T00:00:00Z') // '2026-12-01'
 */
export function schemaBound(value: unknown): Day | undefined {
  if (typeof value !== 'string') return undefined;
  const day = value.slice(0, 10);
  return dayTime(day) === undefined ? undefined : day;
}

/** The person's local today. */
export function today(now = new Date()): Day {
  return dayOf(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

/** The locale's first day of the week (0 = Sunday): `Intl.Locale` week info where the browser has it, else Monday, Sunday for US English. */
export function firstDayOfWeek(locale: string): number {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
    const firstDay = (info.getWeekInfo?.() ?? info.weekInfo)?.firstDay;
    if (typeof firstDay === 'number') return firstDay % 7;
  } catch {
    // An unknown locale tag: the default below.
  }
  return /-US$/i.test(locale) || locale === 'en' ? 0 : 1;
}

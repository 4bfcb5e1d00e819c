import { describe, expect, it } from 'vitest';
import { addDays, addMonths, clampDay, dayTime, firstDayOfWeek, monthWeeks, schemaBound, today, weekBounds } from './calendarDays.ts';

describe('calendar days', () => {
  it('reads real days only', () => {
    expect(dayTime('2026-12-24')).toBe(Date.UTC(2026, 11, 24));
    expect(dayTime('2026-02-31')).toBeUndefined();
    expect(dayTime('2026-12-24T10:00')).toBeUndefined();
    expect(dayTime('')).toBeUndefined();
  });

  it('moves by days across months and years, and by months keeping the day where it exists (APG PageUp/PageDown)', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-12-13', 12)).toBe('2027-12-13');
    expect(addMonths('2026-12-13', -12)).toBe('2025-12-13');
  });

  it('finds the week ends for a week starting on Monday or on Sunday', () => {
    expect(weekBounds('2026-12-10', 1)).toEqual(['2026-12-07', '2026-12-13']);
    expect(weekBounds('2026-12-10', 0)).toEqual(['2026-12-06', '2026-12-12']);
    expect(weekBounds('2026-12-13', 1)).toEqual(['2026-12-07', '2026-12-13']);
  });

  it('lays out a month as whole weeks', () => {
    const weeks = monthWeeks('2026-12-24', 1);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toBe('2026-11-30');
    expect(weeks.at(-1)!.at(-1)).toBe('2027-01-03');
    expect(monthWeeks('2026-02-01', 0)).toHaveLength(4); // February 2026 starts on a Sunday
  });

  it('keeps days inside the schema bounds, read from formatMinimum / formatMaximum', () => {
    expect(clampDay('2026-12-01', '2026-12-08', '2026-12-12')).toBe('2026-12-08');
    expect(clampDay('2026-12-31', '2026-12-08', '2026-12-12')).toBe('2026-12-12');
    expect(clampDay('2026-12-10')).toBe('2026-12-10');
    expect(schemaBound('2026-12-08')).toBe('2026-12-08');
    expect(schemaBound('2026-12-08T10:00:00Z')).toBe('2026-12-08');
    expect(schemaBound('soon')).toBeUndefined();
    expect(schemaBound(20261208)).toBeUndefined();
  });

  it("takes today from the person's clock and the week's first day from the locale", () => {
    expect(today(new Date(2026, 11, 10, 23, 59))).toBe('2026-12-10');
    expect(firstDayOfWeek('en-US')).toBe(0);
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(firstDayOfWeek('not a locale')).toBe(1);
  });
});

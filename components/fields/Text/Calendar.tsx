import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { mergeCatalogue, type FormMessages } from '../../messages.ts';
import { calendarMessages } from '../../messages/calendar.ts';
import { ChevronDownIcon } from '../../icons/index.tsx';
import { usePopupPlacement } from '../shared/popupPlacement.ts';
import { useIsomorphicLayoutEffect } from '../../form/useIsomorphicLayoutEffect.ts';
import { adoptSheet } from '../../form/adoptSheet.ts';
import calendarCss from '../../styles/calendar.css?inline';
import { addDays, addMonths, clampDay, dayTime, firstDayOfWeek, monthWeeks, schemaBound, today, weekBounds, type Day } from './calendarDays.ts';

export interface CalendarProps {
  /** The field's value: `YYYY-MM-DD`, local `YYYY-MM-DDTHH:MM:SS`, '' or the unreadable marker. */
  value: string;
  dateTime: boolean;
  /** The property schema: `formatMinimum` / `formatMaximum` bound the days offered. */
  schema: Readonly<Record<string, unknown>>;
  messages: FormMessages;
  /** A new field value, in the same format as `value`. */
  onChange: (value: string) => void;
  /** Closes the calendar; `refocus` puts focus back on the button that opened it. */
  onClose: (refocus: boolean) => void;
}

/** The arrow, page and Home/End keys of the APG date-picker dialog's grid: where each moves the focused day. */
function movedDay(key: string, day: Day, shift: boolean, rtl: boolean, firstDay: number): Day | undefined {
  const step = rtl ? -1 : 1;
  if (key === 'ArrowLeft') return addDays(day, -step);
  if (key === 'ArrowRight') return addDays(day, step);
  if (key === 'ArrowUp') return addDays(day, -7);
  if (key === 'ArrowDown') return addDays(day, 7);
  if (key === 'PageUp') return addMonths(day, shift ? -12 : -1);
  if (key === 'PageDown') return addMonths(day, shift ? 12 : 1);
  if (key === 'Home') return weekBounds(day, firstDay)[0];
  if (key === 'End') return weekBounds(day, firstDay)[1];
  return undefined;
}

/** The long name of the person's time zone ("Central European Standard Time"), else its IANA id. */
function zoneName(locale: string | undefined): string {
  const format = new Intl.DateTimeFormat(locale, { timeZoneName: 'long' });
  return format.formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value ?? format.resolvedOptions().timeZone;
}

/**
 * The date field's calendar (docs/look.md "Date and date-time"): a popover in the top layer (popupPlacement.ts), a
 * month grid with the APG date-picker dialog's keyboard (arrows move a day or a week, PageUp/PageDown a month, with
 * Shift a year, Home/End the week's ends, Enter or Space picks, Escape closes and returns to the button). Days outside
 * `formatMinimum`/`formatMaximum` are shown but disabled. A date-time adds a time entry and names the time zone; its
 * value stays local wall-clock text, which the core sends as RFC 3339 with the offset (docs/behaviour.md §3).
 */
export function Calendar({ value, dateTime, schema, messages: formMessages, onChange, onClose }: CalendarProps) {
  const messages = useMemo(() => mergeCatalogue(calendarMessages, formMessages), [formMessages]);
  const locale = messages.summaryDateLocale || undefined;
  const min = schemaBound(schema.formatMinimum);
  const max = schemaBound(schema.formatMaximum);
  const selected = dayTime(value.slice(0, 10)) === undefined ? undefined : value.slice(0, 10);
  const now = today();
  const [focusDay, setFocusDay] = useState(() => clampDay(selected ?? now, min, max));
  const [time, setTime] = useState(() => value.slice(11) || '00:00:00');
  const panelRef = useRef<HTMLDivElement>(null);
  const gridFocus = useRef(true);
  const headingId = useId();
  const firstDay = useMemo(() => firstDayOfWeek(locale ?? navigator.language), [locale]);
  const weeks = useMemo(() => monthWeeks(focusDay, firstDay), [focusDay, firstDay]);
  const month = focusDay.slice(0, 7);
  const formats = useMemo(() => {
    const utc = { timeZone: 'UTC' } as const;
    return {
      month: new Intl.DateTimeFormat(locale, { ...utc, month: 'long', year: 'numeric' }),
      weekday: new Intl.DateTimeFormat(locale, { ...utc, weekday: 'narrow' }),
      weekdayLong: new Intl.DateTimeFormat(locale, { ...utc, weekday: 'long' }),
      day: new Intl.DateTimeFormat(locale, { ...utc, dateStyle: 'full' }),
      number: new Intl.NumberFormat(locale),
    };
  }, [locale]);
  useIsomorphicLayoutEffect(() => {
    if (panelRef.current) adoptSheet(panelRef.current, calendarCss);
  }, []);
  usePopupPlacement(panelRef, true, '--elicit-popup-max-height', month);

  // In a layout effect, so the day has focus as soon as the calendar shows (on opening too).
  useIsomorphicLayoutEffect(() => {
    if (gridFocus.current) panelRef.current?.querySelector<HTMLElement>('[data-focus]')?.focus();
  }, [focusDay]);

  useEffect(() => {
    // A press outside the calendar and its button closes it, leaving focus where the press put it.
    const panel = panelRef.current;
    const toggle = panel?.parentElement?.querySelector('button');
    const onPointer = (event: Event) => {
      const target = event.composedPath()[0];
      if (target instanceof Node && !panel?.contains(target) && !toggle?.contains(target)) onClose(false);
    };
    // Escape anywhere in the calendar closes it, focus back on the button; the key is used here, so the form's
    // Escape rule leaves it alone (components/form/escape.ts).
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onClose(true);
    };
    panel?.ownerDocument.addEventListener('pointerdown', onPointer, true);
    panel?.addEventListener('keydown', onKey);
    return () => {
      panel?.ownerDocument.removeEventListener('pointerdown', onPointer, true);
      panel?.removeEventListener('keydown', onKey);
    };
  }, [onClose]);

  const outOfRange = (day: Day) => (min !== undefined && day < min) || (max !== undefined && day > max);
  const moveTo = (day: Day, toGrid: boolean) => {
    gridFocus.current = toGrid;
    setFocusDay(clampDay(day, min, max));
  };
  const pick = (day: Day) => {
    if (outOfRange(day)) return;
    if (!dateTime) {
      onChange(day);
      return onClose(true);
    }
    onChange(`${day}T${time}`);
    setFocusDay(day);
    panelRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  };
  const onGridKey = (event: KeyboardEvent) => {
    const rtl = panelRef.current ? getComputedStyle(panelRef.current).direction === 'rtl' : false;
    const next = movedDay(event.key, focusDay, event.shiftKey, rtl, firstDay);
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next, true);
  };

  return (
    <div
      ref={panelRef}
      className="elicit-popup elicit-calendar"
      role="dialog"
      aria-labelledby={headingId}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.parentElement?.contains(next)) onClose(false);
      }}
    >
      <div className="elicit-calendar__head">
        <button type="button" className="elicit-calendar__nav" data-previous="" aria-label={messages.calendarPreviousMonth}
          onClick={() => moveTo(addMonths(focusDay, -1), false)}>
          <ChevronDownIcon />
        </button>
        <h2 id={headingId} className="elicit-calendar__title" aria-live="polite">
          {formats.month.format(dayTime(`${month}-01`))}
        </h2>
        <button type="button" className="elicit-calendar__nav" aria-label={messages.calendarNextMonth}
          onClick={() => moveTo(addMonths(focusDay, 1), false)}>
          <ChevronDownIcon />
        </button>
      </div>
      <table className="elicit-calendar__grid" role="grid" aria-labelledby={headingId} onKeyDown={onGridKey}>
        <thead>
          <tr>
            {weeks[0]!.map((day) => (
              <th key={day} scope="col" abbr={formats.weekdayLong.format(dayTime(day))}>
                {formats.weekday.format(dayTime(day))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => (
                <td key={day} aria-selected={day === selected}>
                  <button
                    type="button"
                    className="elicit-calendar__day"
                    tabIndex={day === focusDay ? 0 : -1}
                    data-focus={day === focusDay ? '' : undefined}
                    data-outside={day.slice(0, 7) !== month ? '' : undefined}
                    data-selected={day === selected ? '' : undefined}
                    aria-current={day === now ? 'date' : undefined}
                    aria-disabled={outOfRange(day) || undefined}
                    aria-label={formats.day.format(dayTime(day))}
                    onClick={() => pick(day)}
                  >
                    {formats.number.format(Number(day.slice(8)))}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {dateTime && (
        <div className="elicit-calendar__time">
          <label>
            {messages.calendarTime}
            <input
              className="elicit-input"
              type="time"
              step={1}
              value={time}
              onChange={(event) => {
                const next = event.target.value.length === 5 ? `${event.target.value}:00` : event.target.value;
                if (!next) return;
                setTime(next);
                if (selected) onChange(`${selected}T${next}`);
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                onClose(true);
              }}
            />
          </label>
          <p className="elicit-calendar__zone">{messages.calendarTimeZone(zoneName(locale))}</p>
        </div>
      )}
    </div>
  );
}

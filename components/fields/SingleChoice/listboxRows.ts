/**
 * The rows of the long single-choice listbox and the arithmetic behind them (React-free, docs/behaviour.md §7.8): which
 * rows show for a search, type-ahead, and the fixed row geometry that lets thousands of options render only the
 * visible rows (so core forms need no virtualisation library: docs/behaviour.md §14.1 keeps those out of the first load).
 */
import type { ChoiceOption } from '../../../src/model.ts';
import type { FieldIds } from '../types.ts';
import { rowAt } from '../shared/rowAt.ts';

/** More options than this get a search box at the top of the panel (docs/look.md, "Menus": past ~15). */
export const SEARCH_ABOVE = 15;
/** More rows than this render only the visible ones (the suggestion popup's threshold, useSuggestionPopup.ts). */
export const WINDOW_ABOVE = 100;
/** Row heights in px, as popup.css draws them: 6px padding around a 20px line, plus a 16px description line. */
export const ROW_HEIGHT = 32;
export const ROW_WITH_DESCRIPTION_HEIGHT = 48;
/** Rows kept rendered above and below the visible ones, so fast scrolling shows no gaps. */
const OVERSCAN = 6;

/** One row: an option by its index in `field.options`, or -1 for the "None" row of an optional field (docs/behaviour.md §3). */
export interface ListboxRow {
  index: number;
  label: string;
  description?: string | undefined;
}

/**
 * The rows for `query` (case-insensitive, trimmed; label or description contains it). The "None" row comes first
 * and only while nothing is typed. Indexes, not values, identify options: `1` and `"1"` stay apart (docs/behaviour.md §2).
 * @example listboxRows(options, 'None', 'swe') // [{ index: 12, label: 'Sweden' }]
 */
export function listboxRows(options: readonly ChoiceOption[], noneLabel: string | undefined, query: string): ListboxRow[] {
  const needle = query.trim().toLowerCase();
  const rows: ListboxRow[] = noneLabel !== undefined && needle === '' ? [{ index: -1, label: noneLabel }] : [];
  options.forEach((option, index) => {
    const text = `${option.label}\u0000${option.description ?? ''}`.toLowerCase();
    if (needle === '' || text.includes(needle)) rows.push({ index, label: option.label, description: option.description });
  });
  return rows;
}

/**
 * Type-ahead (WAI-ARIA APG select-only combobox): the next row after `from` whose label starts with `typed`; a
 * repeated single letter cycles through the rows starting with it. -1 when none does.
 * @example typeAheadRow(rows, 0, 'no') // the first row after row 0 starting with "no"
 */
export function typeAheadRow(rows: readonly ListboxRow[], from: number, typed: string): number {
  const needle = typed.toLowerCase();
  const repeated = needle.length > 1 && [...needle].every((char) => char === needle[0]);
  const prefix = repeated ? needle[0]! : needle;
  // A fresh search starts at the current row (typing on); a repeated letter moves past it.
  const start = repeated || needle.length === 1 ? from + 1 : Math.max(from, 0);
  for (let step = 0; step < rows.length; step += 1) {
    const row = (start + step) % rows.length;
    if (rows[row]!.label.toLowerCase().startsWith(prefix)) return row;
  }
  return -1;
}

/** Where each row starts (px) and the total height: rows have fixed heights (popup.css clamps their lines). */
export function rowOffsets(rows: readonly ListboxRow[]): number[] {
  const offsets = [0];
  for (const row of rows) offsets.push(offsets.at(-1)! + (row.description ? ROW_WITH_DESCRIPTION_HEIGHT : ROW_HEIGHT));
  return offsets;
}

/**
 * The rows to render for a scroll box showing `[scrollTop, scrollTop + height)`, with overscan.
 * @example visibleRange(rowOffsets(rows), 640, 256) // { start: 14, end: 34 }
 */
export function visibleRange(offsets: readonly number[], scrollTop: number, height: number): { start: number; end: number } {
  const count = offsets.length - 1;
  const first = rowAt(offsets, scrollTop);
  const last = rowAt(offsets, scrollTop + height);
  return { start: Math.max(0, first - OVERSCAN), end: Math.min(count, last + 1 + OVERSCAN) };
}


/** The id of a row's option element: the option's own id, or the "None" row's. */
export function rowId(ids: FieldIds, listboxId: string, row: ListboxRow | undefined): string | undefined {
  if (!row) return undefined;
  return row.index >= 0 ? ids.option(row.index) : `${listboxId}-none`;
}

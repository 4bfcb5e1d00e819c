/**
 * How many columns a picker grid has at a given width (VirtualCollection lays rows out with it, and arrow keys
 * move by it, so it is computed here rather than left to CSS auto-fill).
 */

/** Space between rows/columns in px; picker.css uses the same values for the non-virtual layout. */
export const GAP = { grid: 12, list: 4 } as const;

/**
 * Narrowest grid column in px when two fit: phone-wide containers (from 212 px, so a 320 px phone's 230 px form)
 * get two columns of cards, as the choice cards do, rather than one column of 230–300 px images (docs/look.md,
 * "Layout"); wider containers follow `minColumnWidth`.
 */
const NARROW_COLUMN_WIDTH = 100;

/** @example columnsFor(342, 160) // 2 (a 390 px phone) */
export function columnsFor(width: number, minColumnWidth: number | undefined): number {
  if (minColumnWidth === undefined || width <= 0) return 1;
  const fit = (columnWidth: number) => Math.floor((width + GAP.grid) / (columnWidth + GAP.grid));
  return Math.max(1, fit(minColumnWidth), Math.min(2, fit(NARROW_COLUMN_WIDTH)));
}

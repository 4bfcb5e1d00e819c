/**
 * Arrow-key movement between the cards of an image grid (ARCHITECTURE "Thumbnail options"; SPEC §4).
 * Left/Right move by one card (mirrored in right-to-left text), Up/Down by one row, Home/End to the first/last card. Cards are found by their
 * `data-grid-index` attribute, so the hook works for plain grids and for virtualised ones (the caller's
 * `onNavigate` can scroll an index into view before focusing it).
 */
import { useCallback, type KeyboardEvent } from 'react';

/** The attribute each card carries: its option index. */
export const GRID_INDEX_ATTRIBUTE = 'data-grid-index';

/**
 * Where a key moves from card `from` in a grid of `count` cards laid out in `columns` columns.
 * Returns undefined for keys the grid does not handle. Movement stops at the edges (no wrap-around), like a
 * spreadsheet; that keeps Up from jumping to an unrelated card at the end of the list.
 * @example gridTargetIndex('ArrowDown', 1, 10, 3) // 4
 */
export function gridTargetIndex(key: string, from: number, count: number, columns: number): number | undefined {
  if (count <= 0) return undefined;
  const step = Math.max(1, columns);
  let target: number;
  switch (key) {
    case 'ArrowLeft': target = from - 1; break;
    case 'ArrowRight': target = from + 1; break;
    case 'ArrowUp': target = from - step; break;
    case 'ArrowDown': target = from + step; break;
    case 'Home': target = 0; break;
    case 'End': target = count - 1; break;
    default: return undefined;
  }
  return Math.min(count - 1, Math.max(0, target));
}

/**
 * How many cards sit in the first row of `container`, measured from the layout. Without a layout (jsdom, or
 * zero-size cards) the grid behaves as a one-column list, so Up/Down still move by one.
 */
export function measureColumns(container: HTMLElement): number {
  const cards = container.querySelectorAll<HTMLElement>(`[${GRID_INDEX_ATTRIBUTE}]`);
  const first = cards[0]?.getBoundingClientRect();
  if (!first || first.width === 0) return 1;
  let columns = 0;
  for (const card of cards) {
    if (Math.abs(card.getBoundingClientRect().top - first.top) > 1) break;
    columns += 1;
  }
  return Math.max(1, columns);
}

/** In right-to-left text the first card is on the right, so Left moves forward and Right moves back. */
const MIRRORED: Readonly<Record<string, string>> = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' };

function isRightToLeft(element: HTMLElement): boolean {
  return getComputedStyle(element).direction === 'rtl';
}

export interface GridKeysOptions {
  /** Number of cards (options) in the grid, rendered or not. */
  count: number;
  /** Fixed column count; measured from the layout when omitted. */
  columns?: number;
  /** Move to card `index`: focus it (radios also select it, as native radio groups do). */
  onNavigate: (index: number) => void;
}

/**
 * Keyboard handler for an image-card grid. Put `onKeyDown` on the grid element and `data-grid-index={i}` on
 * each card (the focusable input may be inside it).
 * @example
 * const { onKeyDown } = useGridKeys({ count: options.length, onNavigate: (i) => inputs[i]?.focus() });
 * return <div role="radiogroup" onKeyDown={onKeyDown}>…</div>;
 */
export function useGridKeys({ count, columns, onNavigate }: GridKeysOptions) {
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const card = (event.target as HTMLElement).closest?.(`[${GRID_INDEX_ATTRIBUTE}]`);
      if (!card || !event.currentTarget.contains(card)) return;
      const from = Number(card.getAttribute(GRID_INDEX_ATTRIBUTE));
      const key = isRightToLeft(event.currentTarget) ? (MIRRORED[event.key] ?? event.key) : event.key;
      const target = gridTargetIndex(key, from, count, columns ?? measureColumns(event.currentTarget));
      if (target === undefined) return;
      // Always claim the key, even at an edge: the browser's own radio handling would otherwise wrap around.
      event.preventDefault();
      if (target !== from) onNavigate(target);
    },
    [count, columns, onNavigate],
  );
  return { onKeyDown };
}

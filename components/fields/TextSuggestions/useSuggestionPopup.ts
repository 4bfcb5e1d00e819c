import { useCallback, useRef } from 'react';
import { useIsomorphicLayoutEffect } from '../../form/useIsomorphicLayoutEffect.ts';
import { useVirtualRows, type VirtualRows } from '../shared/useVirtualRows.ts';

/**
 * Longer suggestion lists are virtualised (docs/behaviour.md §14.4: 10,000 suggestions must filter as you type without lag);
 * shorter ones render every option, which is kinder to screen readers that count options in the DOM.
 */
export const VIRTUALIZE_ABOVE = 100;

/**
 * Row heights in px of a virtualised option, with and without a description line: 6px padding around a 20px
 * title line (plus a 16px description line), as popup.css draws rows (docs/look.md, "Menus": rows 6×8). Virtual
 * rows have fixed heights (popup.css clamps each line) instead of being measured: the rows re-render on every
 * highlight move, and measuring them each time would cost more than it tells.
 */
export const OPTION_HEIGHT = 32;
export const OPTION_WITH_DESCRIPTION_HEIGHT = 48;

/** What the popup needs to know of a row: whether it has a description line. */
export interface PopupRow {
  description?: string | undefined;
}

/** The scrolling state of one popup, shared by TextSuggestions, StringList and the long single-choice listbox. */
export interface SuggestionPopup {
  listRef: React.RefObject<HTMLDivElement | null>;
  /** Present only when the list is long enough to virtualise. */
  virtualizer: VirtualRows | undefined;
  /** Scrolls the list as little as needed to show option `index` whole (after a keyboard move). */
  revealIndex: (index: number) => void;
}

/**
 * Sets up the popup's scroll container and, for long lists, the kit's row virtualiser (shared/useVirtualRows.ts).
 * @example const popup = useSuggestionPopup(items);
 */
export function useSuggestionPopup(items: readonly PopupRow[]): SuggestionPopup {
  const count = items.length;
  const listRef = useRef<HTMLDivElement | null>(null);
  const virtual = count > VIRTUALIZE_ABOVE;
  const estimateSize = useCallback(
    (index: number) => (items[index]?.description ? OPTION_WITH_DESCRIPTION_HEIGHT : OPTION_HEIGHT),
    [items],
  );
  const virtualizer = useVirtualRows({
    count: virtual ? count : 0,
    getScrollElement: () => listRef.current,
    estimateSize,
    overscan: 6,
  });
  useIsomorphicLayoutEffect(() => {
    // A new filter opens on its first match. Without this the popup kept the scroll offset of the longer list it
    // replaced: scrolled down the 10,000 items, then typing "999", the user saw a list whose first matches sat above
    // the fold. `items` only changes with the filter (or the chosen entries): never while the user scrolls.
    if (listRef.current) listRef.current.scrollTop = 0;
  }, [items]);
  const { scrollToIndex } = virtualizer;
  const revealIndex = useCallback(
    (index: number) => {
      const list = listRef.current;
      if (index < 0 || !list) return;
      // Virtual rows may not exist yet: the virtualizer knows where each one sits.
      if (virtual) return scrollToIndex(index);
      const option = list.querySelector<HTMLElement>(`[data-index="${index}"]`);
      if (option) scrollWithin(list, option);
    },
    [virtual, scrollToIndex],
  );
  return { listRef, virtualizer: virtual ? virtualizer : undefined, revealIndex };
}

/** Scrolls `list` (only `list`, never the page) so that `option` shows whole. */
function scrollWithin(list: HTMLElement, option: HTMLElement): void {
  const box = list.getBoundingClientRect();
  const row = option.getBoundingClientRect();
  const top = box.top + list.clientTop;
  const bottom = top + list.clientHeight;
  if (row.top < top) list.scrollTop -= top - row.top;
  else if (row.bottom > bottom) list.scrollTop += row.bottom - bottom;
}

/**
 * Arrow-key movement between the cards of an image grid (docs/keyboard-and-screen-readers.md, "Per widget";
 * docs/behaviour.md §4). The cards follow the option order, as a radio group's radios do (WAI-ARIA APG radio group;
 * docs/keyboard-and-screen-readers.md): Right and Down move to the next option, Left and Up to the previous one,
 * wrapping at the ends; Home and End go to the first and last. Left and Right are mirrored in right-to-left text. The
 * grid only lays the options out: moving by rows would skip options, and the column count changes with the width. Cards
 * are found by their `data-grid-index` attribute, so the hook works for plain grids and for virtualised ones (the
 * caller's `onNavigate` can scroll an index into view before focusing it).
 */
import { useCallback, type KeyboardEvent } from 'react';

/** The attribute each card carries: its option index. */
export const GRID_INDEX_ATTRIBUTE = 'data-grid-index';

/**
 * Where a key moves from card `from` in a group of `count` cards, in option order. Undefined for keys the grid does
 * not handle.
 * @example gridTargetIndex('ArrowDown', 1, 10) // 2
 * @example gridTargetIndex('ArrowRight', 9, 10) // 0 (wraps, as a radio group does)
 */
export function gridTargetIndex(key: string, from: number, count: number): number | undefined {
  if (count <= 0) return undefined;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown': return (from + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp': return (from - 1 + count) % count;
    case 'Home': return 0;
    case 'End': return count - 1;
    default: return undefined;
  }
}

/** In right-to-left text the first card is on the right, so Left moves forward and Right moves back. */
const MIRRORED: Readonly<Record<string, string>> = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' };

function isRightToLeft(element: HTMLElement): boolean {
  return getComputedStyle(element).direction === 'rtl';
}

export interface GridKeysOptions {
  /** Number of cards (options) in the grid, rendered or not. */
  count: number;
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
export function useGridKeys({ count, onNavigate }: GridKeysOptions) {
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const card = (event.target as HTMLElement).closest?.(`[${GRID_INDEX_ATTRIBUTE}]`);
      if (!card || !event.currentTarget.contains(card)) return;
      const from = Number(card.getAttribute(GRID_INDEX_ATTRIBUTE));
      const key = isRightToLeft(event.currentTarget) ? (MIRRORED[event.key] ?? event.key) : event.key;
      const target = gridTargetIndex(key, from, count);
      if (target === undefined) return;
      // Always claim the key: the browser's own radio handling would move by DOM order once more.
      event.preventDefault();
      if (target !== from) onNavigate(target);
    },
    [count, onNavigate],
  );
  return { onKeyDown };
}

/**
 * Renders only the rows of a long scroll box that are in view (docs/behaviour.md §14.4: a 2,000-option picker grid, 10,000
 * suggestions). The kit's own, in place of a virtualisation library (docs/behaviour.md §14.1: @tanstack/react-virtual was about
 * 10 kB gzip of the 80 kB the whole kit may weigh): rows have an estimated size, or a measured one once rendered
 * (`measure`), and the box's scroll offset and height pick which rows mount, plus `overscan` on each side.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { rowAt } from './rowAt.ts';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export interface VirtualRowsOptions {
  /** How many rows; 0 turns the hook off (nothing is observed). */
  count: number;
  getScrollElement: () => HTMLElement | null;
  /** A row's height in px before it is measured (or always, without `measure`). */
  estimateSize: (index: number) => number;
  /** Rows rendered beyond the visible ones on each side, so fast scrolling shows no gaps. */
  overscan: number;
  /** Space between rows, in px. */
  gap?: number;
  /** Measure rendered rows (give each `ref={rows.measureRef}` and `data-index`); fixed sizes without it. */
  measure?: boolean;
  /** The height to assume while the box has none (no layout yet: jsdom, a closed dialog, a hidden tab). */
  fallbackHeight?: number;
}

/** One rendered row: its index, and where it sits in the scroll box (px). */
export interface VirtualRow {
  index: number;
  start: number;
  size: number;
}

export interface VirtualRows {
  /** The rows to render, in order. */
  items: VirtualRow[];
  /** The height of all rows together: the size of the box's content. */
  totalSize: number;
  /** Scrolls the box as little as needed to show row `index` whole. */
  scrollToIndex: (index: number) => void;
  /** A callback ref for each rendered row (with `data-index`) when `measure` is on. */
  measureRef: (element: HTMLElement | null) => void;
}

const NONE: ReadonlyMap<number, number> = new Map();

/**
 * @example
 * const rows = useVirtualRows({ count: 10_000, getScrollElement: () => listRef.current, estimateSize: () => 32, overscan: 6 });
 * rows.items.map((row) => <div key={row.index} style={{ position: 'absolute', top: row.start, height: row.size }} />)
 */
export function useVirtualRows(options: VirtualRowsOptions): VirtualRows {
  const { count, estimateSize, overscan, gap = 0, fallbackHeight = 480 } = options;
  const [view, setView] = useState({ top: 0, height: fallbackHeight });
  // Measured heights by row, for this many rows: a new count (a new filter, a new column count) starts afresh.
  const [measured, setMeasured] = useState({ count, sizes: new Map<number, number>() });
  const sizes = measured.count === count ? measured.sizes : NONE;
  const offsets = useMemo(() => {
    const starts = new Float64Array(count + 1);
    for (let index = 0; index < count; index += 1) {
      starts[index + 1] = starts[index]! + (sizes.get(index) ?? estimateSize(index)) + (index < count - 1 ? gap : 0);
    }
    return starts;
  }, [count, estimateSize, gap, sizes]);
  // The callbacks below are stable (a ref callback that changed would re-observe every row on every render): they
  // read the latest options, sizes and offsets from here.
  const latest = useRef({ options, offsets, sizes, gap });
  useIsomorphicLayoutEffect(() => {
    latest.current = { options, offsets, sizes, gap };
  });

  const readView = useCallback(() => {
    const box = latest.current.options.getScrollElement();
    if (!box) return;
    const next = { top: box.scrollTop, height: box.clientHeight || (latest.current.options.fallbackHeight ?? 480) };
    setView((current) => (current.top === next.top && current.height === next.height ? current : next));
  }, []);

  // Follow the box's scrolling and size while there are rows. Read once at once: it may already be scrolled.
  const active = count > 0;
  useIsomorphicLayoutEffect(() => {
    const box = active ? latest.current.options.getScrollElement() : null;
    if (!box) return;
    readView();
    box.addEventListener('scroll', readView, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(readView);
    observer?.observe(box);
    return () => {
      box.removeEventListener('scroll', readView);
      observer?.disconnect();
    };
  }, [active, readView]);

  // Rows measure themselves as they render and whenever their content reflows (images, a new column count).
  const rowObserver = useRef<ResizeObserver | undefined>(undefined);
  useEffect(() => () => rowObserver.current?.disconnect(), []);
  const measureRef = useCallback((element: HTMLElement | null) => {
    if (!element || !latest.current.options.measure || typeof ResizeObserver === 'undefined') return;
    rowObserver.current ??= new ResizeObserver((entries) => {
      const { options: current, offsets: starts, sizes: known } = latest.current;
      const next = new Map(known);
      for (const entry of entries) {
        const row = entry.target as HTMLElement;
        const index = Number(row.dataset.index);
        const height = row.offsetHeight;
        // A row of a hidden form measures 0: keep the estimate until a real height can be read.
        if (!Number.isInteger(index) || index >= current.count || height <= 0 || next.get(index) === height) continue;
        const before = next.get(index) ?? current.estimateSize(index);
        next.set(index, height);
        // A row above the fold that grew or shrank would push what is in view: scroll by as much, so it stays put.
        const box = current.getScrollElement();
        if (box && starts[index + 1]! <= box.scrollTop) box.scrollTop += height - before;
      }
      if (next.size !== known.size || [...next].some(([index, height]) => known.get(index) !== height)) {
        setMeasured({ count: current.count, sizes: next });
      }
    });
    rowObserver.current.observe(element);
  }, []);

  const scrollToIndex = useCallback((index: number) => {
    const { options: current, offsets: starts, gap: space } = latest.current;
    const box = current.getScrollElement();
    if (!box || index < 0 || index >= starts.length - 1) return;
    const top = starts[index]!;
    const bottom = starts[index + 1]! - (index < starts.length - 2 ? space : 0);
    if (top < box.scrollTop) box.scrollTop = top;
    else if (bottom > box.scrollTop + box.clientHeight) box.scrollTop = bottom - box.clientHeight;
    readView();
  }, [readView]);

  const items: VirtualRow[] = [];
  if (count > 0) {
    const first = Math.max(0, rowAt(offsets, view.top) - overscan);
    const last = Math.min(count - 1, rowAt(offsets, view.top + view.height) + overscan);
    for (let index = first; index <= last; index += 1) {
      const gapAfter = index < count - 1 ? gap : 0;
      items.push({ index, start: offsets[index]!, size: offsets[index + 1]! - offsets[index]! - gapAfter });
    }
  }
  return { items, totalSize: offsets[count]!, scrollToIndex, measureRef };
}

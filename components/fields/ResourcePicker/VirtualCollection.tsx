/**
 * Lays picker items out as a list or a grid, and only mounts the visible rows once there are many
 * (shared/useVirtualRows.ts), so a 2,000-option image grid renders and toggles quickly (docs/behaviour.md §14.4).
 * Short collections render plainly: every item stays in the DOM, where screen readers can count them.
 */
import { useCallback, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useIsomorphicLayoutEffect } from '../../form/useIsomorphicLayoutEffect.ts';
import { useVirtualRows } from '../shared/useVirtualRows.ts';
import { GAP, columnsFor } from './gridColumns.ts';

/** Above this many items the collection virtualises. Below it, the full DOM costs little and reads better. */
export const VIRTUALIZE_AFTER = 60;

export interface VirtualCollectionProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  count: number;
  renderItem: (index: number) => ReactNode;
  /** Grid: smallest column width in px (columns follow the container width). List when omitted. */
  minColumnWidth?: number;
  /** First guess of one row's height in px; real heights are measured. */
  estimateRowHeight: number;
  /** Called with the column count whenever it changes (arrow-key navigation needs it). */
  onColumnsChange?: (columns: number) => void;
  /** Lets the caller scroll an item into view before focusing it. */
  scrollToIndexRef?: { current: ((index: number) => void) | undefined };
  /** Grid of cards or a one-column list. Row wrappers have role `none`, so list items stay in their list. */
  layout: 'grid' | 'list';
}

/** A one-line list row with its type line, in px: picker.css's `min-height` of `.elicit-picker__option`. */
export const LIST_ROW_HEIGHT = 50;

const FALLBACK_HEIGHT = 480;
// A virtual collection needs a bounded scroll box even without the stylesheet (`unstyled`), or every row would
// mount; the height stays themable through picker.css's custom properties (defaults repeated as fallbacks).
// No scroll anchoring: rows are re-measured after they mount, and the browser would "keep the anchor in view" by
// scrolling the box.
const VIRTUAL_BOX = {
  grid: { maxHeight: 'var(--elicit-picker-grid-max-height, 30rem)', overflow: 'auto', overflowAnchor: 'none' },
  list: { maxHeight: 'var(--elicit-picker-list-max-height, 24rem)', overflow: 'auto', overflowAnchor: 'none' },
} as const;

/**
 * A list or grid that virtualises long collections. Extra attributes (role, ids, aria-*) go on the outer element.
 * @example
 * <VirtualCollection layout="grid" count={options.length} minColumnWidth={160} estimateRowHeight={220}
 *   renderItem={(i) => <Card index={i} />} role="group" aria-labelledby={ids.label} />
 */
export function VirtualCollection(props: VirtualCollectionProps) {
  const { count, renderItem, minColumnWidth, estimateRowHeight, onColumnsChange, scrollToIndexRef, layout, className, ...rest } =
    props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(1);
  const virtual = count > VIRTUALIZE_AFTER;

  useIsomorphicLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const update = () => {
      const next = columnsFor(element.clientWidth, minColumnWidth);
      setColumns(next);
      onColumnsChange?.(next);
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [minColumnWidth, onColumnsChange]);

  const rowCount = Math.ceil(count / columns);
  const estimateSize = useCallback(() => estimateRowHeight, [estimateRowHeight]);
  const rows = useVirtualRows({
    count: virtual ? rowCount : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan: 3,
    gap: GAP[layout],
    measure: true,
    // Without layout (jsdom, a container inside a closed <details>) the height reads 0 and nothing would
    // render: assume a modest viewport instead, so the first rows are always there.
    fallbackHeight: FALLBACK_HEIGHT,
  });
  const { scrollToIndex } = rows;

  useIsomorphicLayoutEffect(() => {
    if (!scrollToIndexRef) return;
    scrollToIndexRef.current = virtual ? (index) => scrollToIndex(Math.floor(index / columns)) : undefined;
  }, [columns, scrollToIndexRef, virtual, scrollToIndex]);

  const rowStyle = layout === 'grid' ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : undefined;
  const rowClass = layout === 'grid' ? 'elicit-picker__row elicit-picker__row--grid' : 'elicit-picker__row';
  const cells = (row: number) => {
    const out: ReactNode[] = [];
    for (let index = row * columns; index < Math.min(count, (row + 1) * columns); index += 1) out.push(renderItem(index));
    return out;
  };

  if (!virtual) {
    const all: ReactNode[] = [];
    for (let index = 0; index < count; index += 1) all.push(renderItem(index));
    return (
      <div {...rest} ref={scrollRef} className={className} data-layout={layout}>
        <div role="none" className={rowClass} style={rowStyle}>
          {all}
        </div>
      </div>
    );
  }

  return (
    <div {...rest} ref={scrollRef} className={className} data-layout={layout} data-virtual="" style={VIRTUAL_BOX[layout]}>
      <div role="none" style={{ height: rows.totalSize, position: 'relative' }}>
        {rows.items.map((row) => (
          <div
            key={row.index}
            role="none"
            data-index={row.index}
            ref={rows.measureRef}
            className={rowClass}
            style={{ ...rowStyle, position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${row.start}px)` }}
          >
            {cells(row.index)}
          </div>
        ))}
      </div>
    </div>
  );
}

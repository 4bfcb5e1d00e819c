/**
 * The raised panel of the long single-choice listbox (docs/behaviour.md §7.8; docs/look.md, "Menus"): an optional
 * search box, then `role="listbox"` rows with the option's label, its description as a muted second line and ✓ on the
 * chosen row. Past WINDOW_ABOVE rows only the visible rows are rendered (fixed heights, listboxRows.ts), with
 * `aria-setsize`/`aria-posinset` so assistive technology still knows the count. Rendered inside the form, never
 * portalled, so it works in a shadow root (`<elicitation-form>`).
 */
import { useMemo, useRef, useState, type MouseEvent } from 'react';
import { CheckIcon } from '../../icons/index.tsx';
import { useIsomorphicLayoutEffect } from '../../form/useIsomorphicLayoutEffect.ts';
import type { FormMessages } from '../../messages.ts';
import { usePopupPlacement } from '../shared/popupPlacement.ts';
import type { FieldIds } from '../types.ts';
import { WINDOW_ABOVE, rowId, rowOffsets, visibleRange } from './listboxRows.ts';
import type { ChoiceListbox } from './useChoiceListbox.ts';

/** A windowed list needs a bounded scroll box even without the stylesheet (`unstyled`), or every row would render. */
const WINDOW_BOX = { position: 'relative', maxHeight: 'var(--elicit-popup-max-height, 16rem)', overflowY: 'auto' } as const;

interface ChoicePanelProps {
  listbox: ChoiceListbox;
  searchRef: React.RefObject<HTMLInputElement | null>;
  ids: FieldIds;
  listboxId: string;
  /** Index of the chosen option, or -1 (then an optional field's "None" row is the chosen one). */
  selected: number;
  messages: FormMessages;
}

export function ChoicePanel({ listbox, searchRef, ids, listboxId, selected, messages }: ChoicePanelProps) {
  const { open, rows, highlighted, searchable } = listbox;
  const listRef = useRef<HTMLDivElement | null>(null);
  const offsets = useMemo(() => (rows.length > WINDOW_ABOVE ? rowOffsets(rows) : undefined), [rows]);
  const [view, setView] = useState({ top: 0, height: 256 });
  const readView = () => {
    const list = listRef.current;
    if (list) setView({ top: list.scrollTop, height: list.clientHeight || 256 });
  };
  const panelRef = useRef<HTMLDivElement | null>(null);
  // Opens above the trigger when there is no room below, capped to the room it has (popupPlacement.ts).
  usePopupPlacement(panelRef, open, '--elicit-popup-max-height', rows);
  // Only where even the flipped panel has too little room (a tiny viewport) is it brought into view: in a
  // scrolling container (the host dialog's fields) it may reach past the fold. A panel in the top layer is
  // already placed in the window. `?.`: jsdom has no scrollIntoView.
  useIsomorphicLayoutEffect(() => {
    if (open && panelRef.current?.dataset.layer !== 'top') panelRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);
  // Keyboard moves keep the highlighted row in view (the trigger keeps focus, so the browser won't scroll).
  useIsomorphicLayoutEffect(() => {
    const list = listRef.current;
    if (!open || !list || highlighted < 0) return;
    const element = offsets ? undefined : (list.children[highlighted] as HTMLElement | undefined);
    const base = element && element.offsetParent !== list ? list.offsetTop : 0;
    const top = offsets ? offsets[highlighted]! : (element?.offsetTop ?? base) - base;
    const bottom = offsets ? offsets[highlighted + 1]! : top + (element?.offsetHeight ?? 0);
    if (top < list.scrollTop) list.scrollTop = top;
    else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
    readView();
  }, [open, highlighted, offsets]);

  const range = offsets ? visibleRange(offsets, view.top, view.height) : { start: 0, end: rows.length };
  const renderRow = (position: number) => {
    const row = rows[position]!;
    const id = rowId(ids, listboxId, row)!;
    const chosen = row.index === selected;
    return (
      // Keys are the trigger's (or the search box's), which points here with aria-activedescendant (APG).
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events
      <div
        key={id}
        id={id}
        role="option"
        tabIndex={-1}
        aria-selected={chosen}
        aria-labelledby={`${id}-title`}
        aria-describedby={row.description ? `${id}-description` : undefined}
        aria-setsize={offsets ? rows.length : undefined}
        aria-posinset={offsets ? position + 1 : undefined}
        className="elicit-popup__option"
        data-highlighted={position === highlighted ? '' : undefined}
        data-selected={chosen ? '' : undefined}
        style={offsets ? { position: 'absolute', insetInline: 0, top: offsets[position], height: offsets[position + 1]! - offsets[position]! } : undefined}
        onMouseMove={() => position !== highlighted && listbox.setHighlighted(position)}
        onClick={() => listbox.choose(position)}
      >
        {/* A leading column for the ✓, empty on the other rows, so every title starts at the same place (docs/look.md, "Menus"). */}
        <span className="elicit-popup__check">{chosen ? <CheckIcon /> : null}</span>
        <span className="elicit-popup__text">
          <span id={`${id}-title`} className="elicit-popup__title">{row.label}</span>
          {row.description ? <span id={`${id}-description`} className="elicit-popup__description">{row.description}</span> : null}
        </span>
      </div>
    );
  };
  const positions = open ? Array.from({ length: range.end - range.start }, (_, i) => range.start + i) : [];
  return (
    // The mouse-down guard only keeps focus where it is; the panel itself is not a control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={panelRef} className="elicit-popup elicit-select__panel" hidden={!open} onMouseDown={keepFocusOnTrigger}>
      {searchable ? (
        <input
          ref={searchRef}
          type="text"
          role="combobox"
          className="elicit-input elicit-select__search"
          aria-label={messages.choiceSearch}
          placeholder={messages.choiceSearch}
          aria-controls={listboxId}
          aria-expanded={open}
          aria-autocomplete="list"
          aria-activedescendant={open ? rowId(ids, listboxId, rows[highlighted]) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={listbox.query}
          onChange={(event) => listbox.onSearchChange(event.target.value)}
          onKeyDown={listbox.onSearchKeyDown}
          onBlur={listbox.onBlur}
        />
      ) : null}
      <div
        ref={listRef}
        id={listboxId}
        role="listbox"
        aria-labelledby={ids.label}
        className="elicit-select__listbox"
        data-virtual={offsets ? '' : undefined}
        style={offsets ? WINDOW_BOX : undefined}
        onScroll={offsets ? readView : undefined}
      >
        {offsets ? <div style={{ height: offsets.at(-1) }}>{positions.map(renderRow)}</div> : positions.map(renderRow)}
      </div>
      {open && rows.length === 0 ? <p className="elicit-select__empty">{messages.choiceNoMatches}</p> : null}
      {/* Focus is in the search box, so an empty result is announced politely (no role="status": the form has one). */}
      <div className="elicit-visually-hidden" aria-live="polite" aria-atomic="true">
        {open && rows.length === 0 ? messages.choiceNoMatches : ''}
      </div>
    </div>
  );
}

/** A press on a row or the scrollbar must not move focus off the trigger (or the search box) first. */
function keepFocusOnTrigger(event: MouseEvent) {
  if (!(event.target instanceof HTMLInputElement)) event.preventDefault();
}

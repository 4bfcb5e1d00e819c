/**
 * Open/closed state, the highlighted row, the search text and every key of the long single-choice listbox
 * (docs/behaviour.md §7.8), following the WAI-ARIA APG "select-only combobox": focus stays on the trigger, which points
 * at the highlighted row with `aria-activedescendant`. Past SEARCH_ABOVE options the panel has a search box; focus
 * then moves into it while the panel is open (the editable combobox pattern). Written without downshift so core
 * forms load no widget library (docs/behaviour.md §14.1).
 */
import { useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import type { SingleChoiceField } from '../../../src/model.ts';
import { SEARCH_ABOVE, listboxRows, typeAheadRow, type ListboxRow } from './listboxRows.ts';

const TYPE_AHEAD_PAUSE_MS = 500;
const PAGE = 10;

interface Options {
  field: SingleChoiceField;
  /** The widget's box, its trigger and its search box (created by the field, which renders them). */
  refs: {
    container: RefObject<HTMLDivElement | null>;
    trigger: RefObject<HTMLDivElement | null>;
    search: RefObject<HTMLInputElement | null>;
  };
  /** Index of the chosen option, or -1. */
  selected: number;
  /** The "None" row's text for an optional field; undefined when the field is required. */
  noneLabel: string | undefined;
  disabled: boolean;
  onChoose: (index: number) => void;
  /** Called when focus leaves the whole widget (the field's "touched" moment). */
  onLeave: () => void;
}

/** @example const listbox = useChoiceListbox({ field, refs, selected, noneLabel, disabled, onChoose, onLeave }); */
export function useChoiceListbox({ field, refs, selected, noneLabel, disabled, onChoose, onLeave }: Options) {
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const [query, setQuery] = useState('');
  const searchable = field.options.length > SEARCH_ABOVE;
  const rows = useMemo(() => listboxRows(field.options, noneLabel, query), [field.options, noneLabel, query]);
  const { container: containerRef, trigger: triggerRef, search: searchRef } = refs;
  const typed = useRef({ text: '', at: 0 });
  const selectedRow = rows.findIndex((row) => row.index === selected);

  const openAt = (row: number, seed = '') => {
    if (disabled) return;
    setQuery(seed);
    setOpen(true);
    setHighlighted(row);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    setQuery('');
    setHighlighted(-1);
    if (refocus) triggerRef.current?.focus();
  };
  const choose = (row: ListboxRow | undefined, refocus: boolean) => {
    if (row) onChoose(row.index);
    close(refocus);
  };
  const move = (row: number) => setHighlighted(Math.max(0, Math.min(rows.length - 1, row)));

  useEffect(() => {
    const search = searchRef.current;
    if (!open || !searchable || !search) return;
    search.focus();
    search.setSelectionRange(search.value.length, search.value.length); // after a letter typed on the trigger
  }, [open, searchable, searchRef]);
  // A press outside the widget closes it without choosing. composedPath() sees into (open) shadow roots, where
  // the event's target is retargeted to the host (`<elicitation-form>`).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (containerRef.current && !event.composedPath().includes(containerRef.current)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  });

  /** Keys shared by the trigger and the search box while the panel is open; true when handled. */
  const navigate = (event: KeyboardEvent, fromSearch: boolean): boolean => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(highlighted + 1),
      ArrowUp: () => (event.altKey ? choose(rows[highlighted], fromSearch) : move(highlighted - 1)),
      PageDown: () => move(highlighted + PAGE),
      PageUp: () => move(highlighted - PAGE),
      Enter: () => choose(rows[highlighted], fromSearch),
      // Escape only closes the panel: preventDefault tells the form shell not to cancel (useElicitationForm).
      Escape: () => close(true),
    };
    if (!fromSearch) {
      Object.assign(keys, { Home: () => move(0), End: () => move(rows.length - 1), ' ': keys.Enter });
    }
    const handler = keys[event.key];
    if (!handler) return false;
    event.preventDefault();
    handler();
    return true;
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || event.ctrlKey || event.metaKey) return;
    // Tab picks the highlighted row and moves on (APG); the key keeps its default.
    if (event.key === 'Tab') return open ? choose(rows[highlighted], false) : undefined;
    if (open && navigate(event, false)) return;
    const start = selectedRow >= 0 ? selectedRow : 0;
    const opening: Record<string, () => void> = {
      ArrowDown: () => openAt(start),
      ArrowUp: () => openAt(start),
      Enter: () => openAt(start),
      ' ': () => openAt(start),
      Home: () => openAt(0),
      End: () => openAt(rows.length - 1),
    };
    if (!open && opening[event.key]) {
      event.preventDefault();
      return opening[event.key]!();
    }
    if (event.key.length === 1 && !event.altKey) {
      event.preventDefault();
      if (searchable) return openAt(0, event.key.trim()); // the letter starts the search
      const now = Date.now();
      const text = now - typed.current.at > TYPE_AHEAD_PAUSE_MS ? event.key : typed.current.text + event.key;
      typed.current = { text, at: now };
      const found = typeAheadRow(rows, open ? highlighted : selectedRow, text);
      if (found >= 0) openAt(found);
    }
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Tab') return choose(rows[highlighted], true); // back on the trigger, Tab moves on from it
    navigate(event, true);
  };

  /** Focus leaving the widget (not moving between its trigger and search box) closes it; the field is touched. */
  const onBlur = (event: FocusEvent) => {
    if (containerRef.current?.contains(event.relatedTarget)) return;
    if (open) close(false);
    onLeave();
  };

  return {
    open,
    rows,
    highlighted,
    query,
    searchable,
    toggle: () => (open ? close(true) : openAt(selectedRow >= 0 ? selectedRow : 0)),
    choose: (row: number) => choose(rows[row], true),
    setHighlighted,
    onTriggerKeyDown,
    onSearchKeyDown,
    onSearchChange: (text: string) => {
      setQuery(text);
      setHighlighted(0);
    },
    onBlur,
  };
}

export type ChoiceListbox = ReturnType<typeof useChoiceListbox>;

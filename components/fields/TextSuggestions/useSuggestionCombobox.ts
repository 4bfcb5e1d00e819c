/**
 * The editable combobox with list autocomplete of the WAI-ARIA APG ("Editable Combobox With List Autocomplete"),
 * shared by the text-with-suggestions field and the string list (docs/behaviour.md §4). Focus stays in the input, which points at
 * the highlighted option with `aria-activedescendant`; the field owns the text and every pick (Enter or a click),
 * this hook only the popup: open or closed, which option is highlighted, and the keys that move between them.
 * Written for the kit (docs/behaviour.md §14.1: downshift was 11 kB gzip of the whole kit's 80 kB), with ids from `FieldIds`
 * (docs/architecture.md rule 6) and long lists virtualised by the popup (useSuggestionPopup.ts).
 */
import { useRef, useState, type ChangeEvent, type FocusEvent, type HTMLAttributes, type KeyboardEvent } from 'react';
import type { Suggestion } from '../../../src/model.ts';
import type { FieldIds } from '../types.ts';
import type { SuggestionListboxProps } from './SuggestionListbox.tsx';
import { useSuggestionPopup } from './useSuggestionPopup.ts';
import { useIsomorphicLayoutEffect } from '../../form/useIsomorphicLayoutEffect.ts';

const PAGE = 10;

/** What a suggestion field says about its own combobox; the rest is the same for every suggestion popup. */
export interface SuggestionComboboxOptions {
  ids: FieldIds;
  /** The suggestions shown now (already filtered). */
  items: Suggestion[];
  /** The input's text: the field's, never changed here. */
  inputValue: string;
}

/** The field's own input props and handlers, merged by `getInputProps`. */
export interface FieldInputProps {
  disabled: boolean;
  /** Runs after the popup has opened for the new text, so the field may close it again (a finished entry). */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Runs first: a key the field handles (`preventDefault`) is left alone by the popup. */
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  onFocus?: () => void;
}

/** The combobox's state and the props of its parts, minus the listbox's `onPick` and `messages` (the field's). */
export interface SuggestionCombobox {
  isOpen: boolean;
  /** The highlighted option's index in `items`, or -1. */
  highlightedIndex: number;
  closeMenu: () => void;
  getInputProps: (own: FieldInputProps) => React.InputHTMLAttributes<HTMLInputElement> & { ref: React.Ref<HTMLInputElement> };
  /** The chevron button: out of the Tab order (the input has every key), a pointer's way to open the list. */
  getToggleButtonProps: (disabled: boolean) => React.ButtonHTMLAttributes<HTMLButtonElement>;
  listbox: Omit<SuggestionListboxProps, 'onPick' | 'messages'>;
}

/** True while an IME is composing: Enter then confirms the composition and must not select or submit. */
export function isComposing(event: KeyboardEvent): boolean {
  return event.nativeEvent.isComposing || event.keyCode === 229;
}

/**
 * @example
 * const combobox = useSuggestionCombobox({ ids, items, inputValue: text });
 * <input {...combobox.getInputProps({ disabled, onChange, onKeyDown, onBlur })} />
 * <SuggestionListbox {...combobox.listbox} onPick={pick} messages={messages} />
 */
export function useSuggestionCombobox({ ids, items, inputValue }: SuggestionComboboxOptions): SuggestionCombobox {
  const popup = useSuggestionPopup(items);
  const [state, setState] = useState({ open: false, highlighted: -1 });
  const inputRef = useRef<HTMLInputElement>(null);
  // Only keyboard moves scroll the list to the highlighted option; the pointer's highlight stays where it points.
  const reveal = useRef(false);
  const isOpen = state.open;
  const last = items.length - 1;
  const highlightedIndex = state.highlighted <= last ? state.highlighted : -1;
  const menuId = `${ids.control}-listbox`;
  const show = (highlighted: number, viaKeyboard = false) => {
    reveal.current = viaKeyboard;
    setState({ open: true, highlighted });
  };
  const closeMenu = () => setState({ open: false, highlighted: -1 });

  useIsomorphicLayoutEffect(() => {
    if (reveal.current && isOpen && highlightedIndex >= 0) popup.revealIndex(highlightedIndex);
    reveal.current = false;
  }, [isOpen, highlightedIndex, popup.revealIndex]);

  /** The keys of the popup (APG): arrows wrap around, Home/End/PageUp/PageDown move within an open list. */
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.defaultPrevented || isComposing(event)) return;
    const empty = items.length === 0;
    const from = highlightedIndex;
    const moves: Record<string, () => number | undefined> = isOpen
      ? {
          ArrowDown: () => (empty ? -1 : from >= last ? 0 : from + 1),
          ArrowUp: () => (event.altKey ? undefined : from <= 0 ? last : from - 1),
          Home: () => (empty ? -1 : 0),
          End: () => last,
          PageDown: () => (empty ? -1 : Math.min(last, from + PAGE)),
          PageUp: () => (empty ? -1 : Math.max(0, from - PAGE)),
        }
      : { ArrowDown: () => (empty || event.altKey ? -1 : 0), ArrowUp: () => last };
    // Escape (and Alt+ArrowUp) on an open list only closes it: preventDefault tells the form shell not to cancel.
    // On a closed list, Escape is left alone and cancels the form (docs/behaviour.md §4).
    if (isOpen && (event.key === 'Escape' || (event.key === 'ArrowUp' && event.altKey))) {
      event.preventDefault();
      return closeMenu();
    }
    const move = moves[event.key];
    if (!move) return;
    const next = move();
    if (next === undefined) return;
    event.preventDefault();
    show(next, true);
  };

  const getInputProps: SuggestionCombobox['getInputProps'] = (own) => ({
    ref: inputRef,
    id: ids.control,
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-controls': menuId,
    'aria-expanded': isOpen,
    'aria-labelledby': ids.label,
    'aria-activedescendant': isOpen && highlightedIndex >= 0 ? ids.option(highlightedIndex) : undefined,
    autoComplete: 'off',
    value: inputValue,
    disabled: own.disabled,
    onChange: (event) => {
      show(-1); // typing opens the list on its first match, nothing highlighted: only Enter or a click picks
      own.onChange(event);
    },
    onKeyDown: (event) => {
      own.onKeyDown(event);
      onKeyDown(event);
    },
    onClick: () => (isOpen ? closeMenu() : show(-1)),
    onFocus: own.onFocus,
    onBlur: (_event: FocusEvent) => {
      // A press on the list or the toggle keeps focus here (their mousedown is prevented): a blur leaves the field.
      if (isOpen) closeMenu();
      own.onBlur();
    },
  });

  const getToggleButtonProps = (disabled: boolean): React.ButtonHTMLAttributes<HTMLButtonElement> => ({
    id: `${ids.control}-toggle`,
    'aria-controls': menuId,
    'aria-expanded': isOpen,
    tabIndex: -1,
    disabled,
    onMouseDown: preventFocusLoss,
    onClick: () => {
      if (isOpen) closeMenu();
      else show(-1);
      inputRef.current?.focus();
    },
  });

  const menuProps: HTMLAttributes<HTMLDivElement> = {
    id: menuId,
    role: 'listbox',
    'aria-labelledby': ids.label,
    onMouseDown: preventFocusLoss,
    onMouseLeave: () => setState((current) => ({ ...current, highlighted: -1 })),
  };
  const highlight = (index: number) => {
    if (index !== highlightedIndex) show(index);
  };
  return {
    isOpen,
    highlightedIndex,
    closeMenu,
    getInputProps,
    getToggleButtonProps,
    listbox: { items, isOpen, highlightedIndex, menuProps, highlight, optionId: (index: number) => ids.option(index), popup },
  };
}

/** Keeps focus in the input when the list or the toggle is pressed (a click on an option picks it; the field stays). */
function preventFocusLoss(event: React.MouseEvent): void {
  event.preventDefault();
}

/**
 * The keys of a string list (docs/keyboard-and-screen-readers.md, "Per widget"): Enter adds what was typed or the
 * highlighted suggestion (or submits the form from an empty box), a comma finishes an entry, Backspace in the empty
 * box removes the last chip, ArrowLeft at its start walks into the chips, and on a chip the arrows walk the chips
 * (past the last, back to the input) while Backspace and Delete remove it. Leaving the field adds what was typed.
 */
import type { ChangeEvent, KeyboardEvent } from 'react';
import type { Suggestion } from '../../../src/model.ts';
import { isComposing, type SuggestionCombobox } from '../TextSuggestions/useSuggestionCombobox.ts';
import type { FieldIds } from '../types.ts';
import { splitAtCommas } from './stringListRules.ts';

/** What the keys do, from useEntryEditing. */
interface Editing {
  draft: string;
  setDraft: (text: string) => void;
  add: (raw: string[]) => boolean;
  remove: (at: number, options?: { keepFocus?: boolean }) => void;
  pick: (suggestion: Suggestion) => void;
  chipButtonId: (at: number) => string;
}

interface EntryKeysOptions {
  editing: Editing;
  entries: readonly string[];
  ids: FieldIds;
  combobox: SuggestionCombobox;
  /** The suggestions shown now. */
  items: Suggestion[];
  /** The field's own onBlur and the form's Submit (Enter in an empty box). */
  onBlur: () => void;
  requestSubmit: () => void;
}

/**
 * The handlers of the input and of each chip's remove button.
 * @example const keys = entryKeys({ editing, entries, ids, combobox, items, onBlur, requestSubmit }); <input onKeyDown={keys.onInputKeyDown} />
 */
export function entryKeys({ editing, entries, ids, combobox, items, onBlur, requestSubmit }: EntryKeysOptions) {
  const { draft, setDraft, add, remove, pick, chipButtonId } = editing;
  const { isOpen, highlightedIndex } = combobox;
  return {
    /** Keys on a chip's remove button: arrows walk the chips (past the last, back to the input), Backspace/Delete remove. */
    onChipKeyDown: (at: number, event: KeyboardEvent) => {
      if (hasModifier(event)) return;
      const chip = event.currentTarget;
      if (event.key === 'ArrowLeft') focusById(chip, chipButtonId(Math.max(0, at - 1)));
      if (event.key === 'ArrowRight') focusById(chip, at + 1 < entries.length ? chipButtonId(at + 1) : ids.control);
      if (event.key === 'Backspace' || event.key === 'Delete') remove(at);
    },
    onInputKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (isComposing(event)) return;
      if (event.key === 'Backspace' && draft === '' && entries.length > 0) remove(entries.length - 1, { keepFocus: true });
      const { selectionStart, selectionEnd } = event.currentTarget;
      const atStart = selectionStart === 0 && selectionEnd === 0;
      if (event.key === 'ArrowLeft' && atStart && entries.length > 0 && !hasModifier(event)) focusById(event.currentTarget, chipButtonId(entries.length - 1));
      if (event.key === 'Enter') {
        event.preventDefault(); // never an implicit <form> submit
        const highlighted = isOpen ? items[highlightedIndex] : undefined;
        if (highlighted) {
          pick(highlighted);
        } else if (draft.trim() !== '') {
          if (add([draft])) {
            setDraft('');
            combobox.closeMenu();
          }
        } else {
          combobox.closeMenu();
          requestSubmit();
        }
      }
    },
    onInputBlur: () => {
      if (draft.trim() !== '' && add([draft])) setDraft('');
      onBlur();
    },
    // Synchronously, in the input event: a fast typist's next key must land on the new draft.
    onInputChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { finished, rest } = splitAtCommas(event.target.value);
      if (finished.length > 0 && !add(finished)) {
        setDraft(finished.at(-1)?.trim() ?? ''); // a refused entry stays in the box to be edited
        return;
      }
      // A typed entry is done: close the popup (typing reopens it).
      if (finished.length > 0 && rest === '') combobox.closeMenu();
      setDraft(rest);
    },
  };
}

/**
 * Focuses the element `id` of `near`'s document or shadow root (where document.getElementById can't see).
 * @example focusById(event.currentTarget, ids.control);
 */
export function focusById(near: Node, id: string): void {
  (near.getRootNode() as Document | ShadowRoot).getElementById(id)?.focus();
}

/** True when a modifier is held: ArrowLeft then selects or jumps by words, as in any text box. */
function hasModifier(event: KeyboardEvent): boolean {
  return event.shiftKey || event.altKey || event.ctrlKey || event.metaKey;
}

import { useCallback } from 'react';
import { useCombobox, type UseComboboxProps, type UseComboboxReturnValue } from 'downshift';
import type { Suggestion } from '../../../src/model.ts';
import type { FieldIds } from '../types.ts';
import type { SuggestionListboxProps } from './SuggestionListbox.tsx';
import { useSuggestionPopup } from './useSuggestionPopup.ts';
import { useDownshiftEnvironment } from '../../form/shadowScope.ts';

/** What a suggestion field says about its own combobox; the rest is the same for every suggestion popup. */
export interface SuggestionComboboxOptions {
  ids: FieldIds;
  /** The suggestions shown now (already filtered). */
  items: Suggestion[];
  /** The input's text: controlled by the field, never by downshift. */
  inputValue: string;
  /** Which downshift changes the field refuses (each field keeps its own text in its own way). */
  stateReducer: NonNullable<UseComboboxProps<Suggestion>['stateReducer']>;
}

/** The combobox plus the props its `SuggestionListbox` needs, minus the field's own `onPick` and `messages`. */
export interface SuggestionCombobox {
  combobox: UseComboboxReturnValue<Suggestion>;
  listbox: Omit<SuggestionListboxProps, 'onPick' | 'messages'>;
}

/**
 * The downshift `useCombobox` set-up shared by the text-with-suggestions field and the string list (SPEC §4):
 * deterministic ids from `FieldIds` (ARCHITECTURE rule 6), no selected item of downshift's own (a pick is handled
 * by the field, in the event), and a popup that virtualises long lists and reveals the highlighted option.
 * @example const { combobox, listbox } = useSuggestionCombobox({ ids, items, inputValue: text, stateReducer });
 */
export function useSuggestionCombobox({ ids, items, inputValue, stateReducer }: SuggestionComboboxOptions): SuggestionCombobox {
  const popup = useSuggestionPopup(items);
  const optionId = useCallback((i: number) => ids.option(i), [ids]);
  const environment = useDownshiftEnvironment();
  const combobox = useCombobox<Suggestion>({
    items,
    inputValue,
    selectedItem: null,
    itemToString: (item) => item?.value ?? '',
    itemToKey: (item) => item?.value,
    inputId: ids.control,
    labelId: ids.label,
    menuId: `${ids.control}-listbox`,
    toggleButtonId: `${ids.control}-toggle`,
    getItemId: optionId,
    ...(popup.scrollIntoView ? { scrollIntoView: popup.scrollIntoView } : {}),
    stateReducer,
    ...(environment ? { environment } : {}),
    onHighlightedIndexChange: ({ highlightedIndex }) => popup.revealIndex(highlightedIndex ?? -1),
  });
  const { isOpen, highlightedIndex, getMenuProps, getItemProps } = combobox;
  return { combobox, listbox: { items, isOpen, highlightedIndex, getMenuProps, getItemProps, optionId, popup } };
}

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  useCombobox,
  useMultipleSelection,
  type UseComboboxState,
  type UseComboboxStateChangeOptions,
} from 'downshift';
import type { Suggestion } from '../../../src/model.ts';
import type { FieldProps } from '../types.ts';
import { withWidgetMessages } from '../../messages.ts';
import { suggestionMessages } from '../TextSuggestions/messages.ts';
import { stringListMessages } from './messages.ts';
import { filterSuggestions, indexSuggestions } from '../TextSuggestions/filterSuggestions.ts';
import { SuggestionListbox } from '../TextSuggestions/SuggestionListbox.tsx';
import { useSuggestionCombobox } from '../TextSuggestions/useSuggestionCombobox.ts';
import { hintId } from '../../form/ids.ts';
import { FieldFrame } from '../shared/FieldFrame.tsx';
import { joinIds } from '../shared/keys.ts';
import { isComposing, skipDownshift } from '../TextSuggestions/downshiftKeys.ts';
import { Chips } from './Chips.tsx';
import { EntryIssues } from './EntryIssues.tsx';
import { ListCount, ListHint } from './ListHint.tsx';
import { addEntry, countIsNear, entryLabel, splitAtCommas, type Refusal } from './stringListRules.ts';
import { useEntryErrors } from './useEntryErrors.ts';

const { InputBlur, ControlledPropUpdatedSelectedItem } = useCombobox.stateChangeTypes;
const NO_ENTRIES: string[] = [];

/**
 * A string list (SPEC §2: `type: "array"` of text items, with or without `x-openai-suggestions`): a token field
 * built on downshift's `useCombobox` + `useMultipleSelection` (issue 33, DESIGN.md "Tags"). Picked suggestions
 * (their `const`) and typed entries (Enter or comma; also on leaving the field, so typed text is never silently
 * dropped) become removable chips inside the input box. Backspace in the empty input removes the last chip.
 * `uniqueItems` refuses a duplicate with a message; `maxItems` stops adding; the rules are stated in one short line
 * tied to the input. Each entry is checked against the item schema as soon as it is added (useEntryErrors; before
 * the validator has loaded, the form's `itemErrors` from Submit): its chip turns red and its message shows under
 * the box.
 */
export function StringList(props: FieldProps) {
  const { field, ids, value, onValueChange, onBlur, invalid, error, itemErrors, describedBy, disabled } = props;
  // The form holds only the core strings; this widget's defaults (its own and its popup's) come with its code.
  const messages = useMemo(() => withWidgetMessages(props.messages, { ...suggestionMessages, ...stringListMessages }), [props.messages]);
  const list = field.kind === 'string-list' ? field : undefined;
  const entries = Array.isArray(value) ? value : NO_ENTRIES;
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<{ reason: Refusal; entry: string }>();
  const [announcement, setAnnouncement] = useState('');
  // Where focus goes after a removal; a new object per removal so the effect runs once for each.
  const [focusAfterRemoval, setFocusAfterRemoval] = useState<{ id: string }>();

  const index = useMemo(() => indexSuggestions(list?.item.suggestions ?? []), [list]);
  const items = useMemo(() => {
    const matches = filterSuggestions(index, draft);
    // With uniqueItems a chosen suggestion can't be chosen again, so it leaves the popup.
    return list?.uniqueItems ? matches.filter((s) => !entries.includes(s.value)) : matches;
  }, [index, draft, list, entries]);
  const labelOf = useCallback((entry: string) => entryLabel(entry, index.byValue), [index]);
  const entryChecks = useEntryErrors(list, entries, messages);
  // Live messages win; the form's (from Submit, re-checked on every change after it) fill in until it has loaded.
  const entryErrors = entryChecks.errors ? { ...itemErrors, ...entryChecks.errors } : itemErrors;

  const chipPrefix = `${ids.control}-chip`;
  /** Adds entries one by one (a paste may hold several); returns whether the last one was added. */
  const add = (raw: string[]): boolean => {
    if (!list) return false;
    let next = entries;
    let lastAdded = false;
    for (const entry of raw) {
      const result = addEntry(list, next, entry);
      lastAdded = result.added;
      if (result.added) next = result.list;
      else if (result.reason !== 'empty') setRefusal({ reason: result.reason, entry: entry.trim() });
    }
    if (next !== entries) {
      if (lastAdded) setRefusal(undefined);
      // "Added x.", and what is wrong with an entry that breaks an item rule (issue 33).
      const added = messages.stringListAdded(next.slice(entries.length).map(labelOf).join(', '));
      entryChecks.announce(added, next, entries.length, setAnnouncement);
      onValueChange(next);
    }
    return lastAdded;
  };

  /** Removes entry `at`; focus then moves to the chip that took its place, unless it stays in the input. */
  const remove = (at: number, { keepFocus = false } = {}) => {
    const next = entries.filter((_, i) => i !== at);
    if (!keepFocus) {
      setFocusAfterRemoval({
        id: next.length === 0 ? ids.control : `${chipPrefix}-${Math.min(at, next.length - 1)}-remove`,
      });
    }
    setRefusal(undefined);
    setAnnouncement(messages.stringListRemoved(labelOf(entries[at] ?? '')));
    onValueChange(next);
  };

  const selection = useMultipleSelection<string>({
    selectedItems: entries,
    onSelectedItemsChange: ({ selectedItems }) => {
      // Backspace/Delete on a focused chip (downshift): find which entry went.
      if (selectedItems.length !== entries.length - 1) return;
      const at = entries.findIndex((entry, i) => selectedItems[i] !== entry);
      remove(at < 0 ? entries.length - 1 : at);
    },
  });

  const { combobox, listbox } = useSuggestionCombobox({ ids, items, inputValue: draft, stateReducer: keepDraft });
  const { isOpen, highlightedIndex, getInputProps } = combobox;
  // A pick adds a chip, clears the box and keeps the popup open to pick several in a row. Handled in the event
  // itself (downshift's selection callbacks run one render late and would race the next key).
  const pick = (suggestion: Suggestion) => {
    add([suggestion.value]);
    setDraft('');
  };

  // After a removal, keep keyboard users in the chips: focus the chip that took its place, else the input.
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // getRootNode: the form may live in a shadow root, where document.getElementById can't see it.
    const root = rootRef.current?.getRootNode() as Document | ShadowRoot | undefined;
    if (focusAfterRemoval) root?.getElementById(focusAfterRemoval.id)?.focus();
  }, [focusAfterRemoval]);

  const listHintId = hintId(ids);
  const onInputKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (isComposing(event)) return;
    if (event.key === 'Escape' && !isOpen) skipDownshift(event); // second Escape: the form cancels
    if (event.key === 'Backspace') {
      skipDownshift(event); // downshift would also remove with text before the caret
      if (draft === '' && entries.length > 0) remove(entries.length - 1, { keepFocus: true });
    }
    if (event.key === 'Enter') {
      skipDownshift(event);
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
        props.requestSubmit();
      }
    }
  };
  // With only item issues the form's message is the first entry's, already under the box: said once (issue 33).
  const errorIsAnEntrys = error !== undefined && Object.values(entryErrors ?? {}).includes(error);
  const fieldError = errorIsAnEntrys ? undefined : error;
  const countId = `${ids.control}-count`;
  // One short sentence (issue 44): the description, then the field's error or else the help line, the entries'
  // errors, and the counter once it shows.
  const inputDescribedBy = joinIds(
    ...(describedBy?.split(' ').filter((id) => fieldError !== undefined || id !== ids.error) ?? []),
    fieldError === undefined && listHintId,
    ...entries.flatMap((_, at) => (entryErrors?.[at] === undefined ? [] : [`${chipPrefix}-${at}-error`])),
    list?.maxItems !== undefined && countIsNear(entries.length, list.maxItems) && countId,
  );
  return (
    <FieldFrame
      state={{ ...props, error: fieldError }}
      hint={<ListHint id={listHintId} field={list} messages={messages} />}
      after={<ListCount id={countId} count={entries.length} max={list?.maxItems} messages={messages} />}
    >
      <div className="elicit-string-list" data-state={isOpen ? 'open' : 'closed'} ref={rootRef}>
        <div className="elicit-suggestions__control">
          {/* One box holds the chips and the input (DESIGN.md "Tags"); a click on its empty part types. A pointer
              convenience only: the input is in the Tab order, so no key handler is needed. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
          <div
            className="elicit-string-list__box"
            data-disabled={disabled ? '' : undefined}
            onClick={(event) => {
              if (!disabled && !(event.target as Element).closest('button, input')) event.currentTarget.querySelector('input')?.focus();
            }}
          >
            <Chips
              entries={entries}
              labelOf={labelOf}
              idPrefix={chipPrefix}
              listLabel={messages.stringListEntries(field.label)}
              errors={entryErrors}
              disabled={disabled}
              getSelectedItemProps={selection.getSelectedItemProps}
              onRemove={(at) => remove(at)}
              onFocusChip={(at) => {
                if (selection.activeIndex !== at) selection.setActiveIndex(at);
              }}
              messages={messages}
            />
            <input
              {...getInputProps(
                selection.getDropdownProps({
                  disabled,
                  onFocus: () => {
                    if (selection.activeIndex !== -1) selection.setActiveIndex(-1); // ArrowLeft starts at the last chip
                  },
                  onBlur: () => {
                    if (draft.trim() !== '' && add([draft])) setDraft('');
                    onBlur();
                  },
                  // Synchronously, in the input event (downshift reports input changes one render late, from an
                  // effect, and a fast typist's next key would land on the stale draft).
                  onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
                    const { finished, rest } = splitAtCommas(event.target.value);
                    if (finished.length > 0 && !add(finished)) {
                      setDraft(finished.at(-1)?.trim() ?? ''); // a refused entry stays in the box to be edited
                      return;
                    }
                    if (finished.length > 0 && rest === '') {
                      skipDownshift(event); // a typed entry is done: close the popup (typing reopens it)
                      combobox.closeMenu();
                    }
                    setDraft(rest);
                  },
                  onKeyDown: onInputKeyDown,
                }),
              )}
              type="text"
              className="elicit-string-list__input"
              aria-invalid={invalid || undefined}
              aria-required={field.required || undefined}
              aria-describedby={inputDescribedBy}
            />
          </div>
          <SuggestionListbox {...listbox} onPick={pick} messages={messages} />
        </div>
        <EntryIssues
          entries={entries}
          labelOf={labelOf}
          idPrefix={chipPrefix}
          errors={entryErrors}
          field={list}
          refusal={refusal}
          messages={messages}
        />
        <div className="elicit-visually-hidden" aria-live="polite">
          {announcement}
        </div>
      </div>
    </FieldFrame>
  );
}

/**
 * The draft is ours: leaving the field commits the typed text (onBlur), not whichever option happened to be
 * highlighted (perhaps only under the mouse pointer), and downshift's own "selected item" never rewrites it.
 */
function keepDraft(
  state: UseComboboxState<Suggestion>,
  { type, changes }: UseComboboxStateChangeOptions<Suggestion>,
): Partial<UseComboboxState<Suggestion>> {
  if (type === InputBlur || type === ControlledPropUpdatedSelectedItem) {
    return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
  }
  return changes;
}

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Suggestion } from '../../../src/model.ts';
import type { FieldProps } from '../types.ts';
import { mergeCatalogue } from '../../messages.ts';
import { stringListMessages } from '../../messages/stringList.ts';
import { suggestionMessages } from '../../messages/suggestions.ts';
import { filterSuggestions, indexSuggestions } from '../TextSuggestions/filterSuggestions.ts';
import { SuggestionListbox } from '../TextSuggestions/SuggestionListbox.tsx';
import { isComposing, useSuggestionCombobox } from '../TextSuggestions/useSuggestionCombobox.ts';
import { hintId } from '../../form/ids.ts';
import { FieldFrame } from '../shared/FieldFrame.tsx';
import { joinIds } from '../shared/keys.ts';
import { Chips } from './Chips.tsx';
import { EntryIssues } from './EntryIssues.tsx';
import { ListCount, ListHint } from './ListHint.tsx';
import { addEntry, countIsNear, entryLabel, splitAtCommas, type Refusal } from './stringListRules.ts';
import { useEntryErrors } from './useEntryErrors.ts';

const NO_ENTRIES: string[] = [];

/**
 * A string list (docs/behaviour.md §2: `type: "array"` of text items, with or without `x-openai-suggestions`): a token field
 * on the kit's suggestion combobox (useSuggestionCombobox; DESIGN.md "Tags"). Picked suggestions
 * (their `const`) and typed entries (Enter or comma; also on leaving the field, so typed text is never silently
 * dropped) become removable chips inside the input box. Backspace in the empty input removes the last chip;
 * ArrowLeft there walks into the chips (Chips.tsx has their keys). Leaving the field commits the typed text, not
 * whichever option happened to be highlighted (perhaps only under the mouse pointer).
 * `uniqueItems` refuses a duplicate with a message; `maxItems` stops adding; the rules are stated in one short line
 * tied to the input. Each entry is checked against the item schema as soon as it is added (useEntryErrors; before
 * the validator has loaded, the form's `itemErrors` from Submit): its chip turns red and its message shows under
 * the box.
 */
export function StringList(props: FieldProps) {
  const { field, ids, value, onValueChange, onBlur, invalid, error, itemErrors, describedBy, disabled } = props;
  // The form holds only the core strings; this widget's defaults (its own and its popup's) come with its code.
  const messages = useMemo(() => mergeCatalogue({ ...suggestionMessages, ...stringListMessages }, props.messages), [props.messages]);
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
      // "Added x.", and what is wrong with an entry that breaks an item rule.
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
        id: next.length === 0 ? ids.control : chipButtonId(Math.min(at, next.length - 1)),
      });
    }
    setRefusal(undefined);
    setAnnouncement(messages.stringListRemoved(labelOf(entries[at] ?? '')));
    onValueChange(next);
  };

  const combobox = useSuggestionCombobox({ ids, items, inputValue: draft });
  const { isOpen, highlightedIndex, getInputProps } = combobox;
  // A pick adds a chip, clears the box and keeps the popup open to pick several in a row, in the event itself.
  const pick = (suggestion: Suggestion) => {
    add([suggestion.value]);
    setDraft('');
  };

  // After a removal, keep keyboard users in the chips: focus the chip that took its place, else the input.
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusAfterRemoval && rootRef.current) focusById(rootRef.current, focusAfterRemoval.id);
  }, [focusAfterRemoval]);
  const chipButtonId = (at: number) => `${chipPrefix}-${at}-remove`;

  const listHintId = hintId(ids);
  /** Keys on a chip's remove button: arrows walk the chips (past the last, back to the input), Backspace/Delete remove. */
  const onChipKeyDown = (at: number, event: React.KeyboardEvent) => {
    if (hasModifier(event)) return;
    const chip = event.currentTarget;
    if (event.key === 'ArrowLeft') focusById(chip, chipButtonId(Math.max(0, at - 1)));
    if (event.key === 'ArrowRight') focusById(chip, at + 1 < entries.length ? chipButtonId(at + 1) : ids.control);
    if (event.key === 'Backspace' || event.key === 'Delete') remove(at);
  };
  const onInputKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
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
        props.requestSubmit();
      }
    }
  };
  // With only item issues the form's message is the first entry's, already under the box: said once (docs/behaviour.md §7.6).
  const errorIsAnEntrys = error !== undefined && Object.values(entryErrors ?? {}).includes(error);
  const fieldError = errorIsAnEntrys ? undefined : error;
  const countId = `${ids.control}-count`;
  // One short sentence (docs/keyboard-and-screen-readers.md): the description, then the field's error or else the help line, the entries'
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
              onRemove={(at) => remove(at)}
              onKeyDown={onChipKeyDown}
              messages={messages}
            />
            <input
              {...getInputProps({
                disabled,
                onBlur: () => {
                  if (draft.trim() !== '' && add([draft])) setDraft('');
                  onBlur();
                },
                // Synchronously, in the input event: a fast typist's next key must land on the new draft.
                onChange: (event) => {
                  const { finished, rest } = splitAtCommas(event.target.value);
                  if (finished.length > 0 && !add(finished)) {
                    setDraft(finished.at(-1)?.trim() ?? ''); // a refused entry stays in the box to be edited
                    return;
                  }
                  // A typed entry is done: close the popup (typing reopens it).
                  if (finished.length > 0 && rest === '') combobox.closeMenu();
                  setDraft(rest);
                },
                onKeyDown: onInputKeyDown,
              })}
              type="text"
              className="elicit-string-list__input"
              aria-invalid={invalid || undefined}
              aria-required={field.required || undefined}
              aria-describedby={inputDescribedBy}
            />
          </div>
          <SuggestionListbox {...combobox.listbox} onPick={pick} messages={messages} />
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

/** Focuses the element `id` of `near`'s document or shadow root (where document.getElementById can't see). */
function focusById(near: Node, id: string): void {
  (near.getRootNode() as Document | ShadowRoot).getElementById(id)?.focus();
}

/** True when a modifier is held: ArrowLeft then selects or jumps by words, as in any text box. */
function hasModifier(event: React.KeyboardEvent): boolean {
  return event.shiftKey || event.altKey || event.ctrlKey || event.metaKey;
}

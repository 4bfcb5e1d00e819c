import { useCallback, useMemo } from 'react';
import type { FieldProps } from '../types.ts';
import { mergeCatalogue } from '../../messages.ts';
import { stringListMessages } from '../../messages/stringList.ts';
import { suggestionMessages } from '../../messages/suggestions.ts';
import { filterSuggestions, indexSuggestions } from '../TextSuggestions/filterSuggestions.ts';
import { SuggestionListbox } from '../TextSuggestions/SuggestionListbox.tsx';
import { useSuggestionCombobox } from '../TextSuggestions/useSuggestionCombobox.ts';
import { hintId } from '../../form/ids.ts';
import { FieldFrame } from '../shared/FieldFrame.tsx';
import { joinIds } from '../shared/keys.ts';
import { Chips } from './Chips.tsx';
import { EntryIssues } from './EntryIssues.tsx';
import { ListCount, ListHint } from './ListHint.tsx';
import { entryKeys } from './entryKeys.ts';
import { countIsNear, entryLabel } from './stringListRules.ts';
import { useEntryEditing } from './useEntryEditing.ts';
import { useEntryErrors } from './useEntryErrors.ts';

const NO_ENTRIES: string[] = [];

/**
 * A string list (docs/behaviour.md §2: `type: "array"` of text items, with or without `x-openai-suggestions`): a token field
 * on the kit's suggestion combobox (useSuggestionCombobox; docs/look.md, "Tags"). Picked suggestions
 * (their `const`) and typed entries (Enter or comma; also on leaving the field, so typed text is never silently
 * dropped) become removable chips inside the input box. Backspace in the empty input removes the last chip;
 * ArrowLeft there walks into the chips (Chips.tsx has their keys). Leaving the field commits the typed text, not
 * whichever option happened to be highlighted (perhaps only under the mouse pointer).
 * `uniqueItems` refuses a duplicate with a message; `maxItems` stops adding; the rules are stated in one short line
 * tied to the input. Each entry is checked against the item schema as soon as it is added (useEntryErrors; before
 * the validator has loaded, the form's `itemErrors` from Submit): its chip turns red and its message shows under
 * the box. This file draws the list; editing its entries is useEntryEditing.ts, its keys entryKeys.ts.
 */
export function StringList(props: FieldProps) {
  const { field, ids, value, onValueChange, onBlur, invalid, error, itemErrors, describedBy, disabled } = props;
  // The form holds only the core strings; this widget's defaults (its own and its popup's) come with its code.
  const messages = useMemo(() => mergeCatalogue({ ...suggestionMessages, ...stringListMessages }, props.messages), [props.messages]);
  const list = field.kind === 'string-list' ? field : undefined;
  const entries = Array.isArray(value) ? value : NO_ENTRIES;
  const index = useMemo(() => indexSuggestions(list?.item.suggestions ?? []), [list]);
  const labelOf = useCallback((entry: string) => entryLabel(entry, index.byValue), [index]);
  const entryChecks = useEntryErrors(list, entries, messages);
  // Live messages win; the form's (from Submit, re-checked on every change after it) fill in until it has loaded.
  const entryErrors = entryChecks.errors ? { ...itemErrors, ...entryChecks.errors } : itemErrors;
  const { rootRef, draft, setDraft, refusal, announcement, chipPrefix, chipButtonId, add, remove, pick } = useEntryEditing({
    list, entries, ids, messages, labelOf, announceAdded: entryChecks.announce, onValueChange,
  });
  const items = useMemo(() => {
    const matches = filterSuggestions(index, draft);
    // With uniqueItems a chosen suggestion can't be chosen again, so it leaves the popup.
    return list?.uniqueItems ? matches.filter((s) => !entries.includes(s.value)) : matches;
  }, [index, draft, list, entries]);
  const combobox = useSuggestionCombobox({ ids, items, inputValue: draft });
  const editing = { draft, setDraft, add, remove, pick, chipButtonId };
  const keys = entryKeys({ editing, entries, ids, combobox, items, onBlur, requestSubmit: props.requestSubmit });

  const listHintId = hintId(ids);
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
      <div className="elicit-string-list" data-state={combobox.isOpen ? 'open' : 'closed'} ref={rootRef}>
        <div className="elicit-suggestions__control">
          {/* One box holds the chips and the input (docs/look.md, "Tags"); a click on its empty part types. A pointer
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
              onKeyDown={keys.onChipKeyDown}
              messages={messages}
            />
            <input
              {...combobox.getInputProps({ disabled, onBlur: keys.onInputBlur, onChange: keys.onInputChange, onKeyDown: keys.onInputKeyDown })}
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

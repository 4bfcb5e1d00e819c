import { useMemo, useState } from 'react';
import type { Suggestion } from '../../../src/model.ts';
import type { FieldProps } from '../types.ts';
import { mergeCatalogue } from '../../messages.ts';
import { suggestionMessages } from '../../messages/suggestions.ts';
import { filterSuggestions, findSuggestion, indexSuggestions } from './filterSuggestions.ts';
import { SuggestionListbox } from './SuggestionListbox.tsx';
import { isComposing, useSuggestionCombobox } from './useSuggestionCombobox.ts';
import { codePointLength } from '../../../src/formCore.ts';
import { hintId } from '../../form/ids.ts';
import { FieldFrame } from '../shared/FieldFrame.tsx';
import { joinIds } from '../shared/keys.ts';
import { isFarFromLimit } from '../Text/text.ts';
import { ChevronDownIcon } from '../../icons/index.tsx';
import { isolate } from '../shared/isolate.ts';
import { Sentence } from '../shared/Sentence.tsx';

const NO_SUGGESTIONS: Suggestion[] = [];

/**
 * A text field with `x-openai-suggestions` (docs/behaviour.md §2 "text with suggestions", §4): a WAI-ARIA combobox
 * (useSuggestionCombobox). The input always shows the value that will be sent, so the typed text wins: picking a
 * suggestion puts its `const` in the input, typing afterwards replaces it. The field's own constraints apply to
 * whatever ends up there (errors arrive through `error`, from the core validator).
 *
 * Keys: ArrowDown opens the popup; Enter on a highlighted option picks it (and does not submit); Enter otherwise
 * submits via `requestSubmit`; Escape with the popup open only closes it (`preventDefault`, so the form shell does not
 * cancel); Escape with the popup closed is left alone and cancels the form. Only Enter or a click picks: leaving the
 * field (Tab) keeps the typed text, whatever is highlighted (perhaps only under the mouse pointer).
 */
export function TextSuggestions(props: FieldProps) {
  const { field, ids, value, onValueChange, onBlur, invalid, describedBy, disabled, requestSubmit } = props;
  // The form holds only the core strings; the combobox's defaults come with its code (components/messages.ts).
  const messages = useMemo(() => mergeCatalogue(suggestionMessages, props.messages), [props.messages]);
  const suggestions = field.kind === 'text-suggestions' ? field.suggestions : NO_SUGGESTIONS;
  const text = typeof value === 'string' ? value : '';
  // What the user typed last filters the list; after a pick the whole list shows again.
  const [query, setQuery] = useState('');
  const index = useMemo(() => indexSuggestions(suggestions), [suggestions]);
  const items = useMemo(() => filterSuggestions(index, query), [index, query]);
  const combobox = useSuggestionCombobox({ ids, items, inputValue: text });
  const { isOpen, highlightedIndex, getInputProps, getToggleButtonProps } = combobox;
  // Every value change happens here, in the event: picking puts the const in the input (docs/behaviour.md §4).
  const pick = (suggestion: Suggestion) => {
    onValueChange(suggestion.value);
    setQuery('');
    combobox.closeMenu();
  };

  const chosen = findSuggestion(index, text);
  const chosenId = `${ids.control}-chosen`;
  // Same code-point counter as a plain text field (docs/behaviour.md §3: lengths count code points, not UTF-16 units).
  const maxLength = field.kind === 'text-suggestions' ? field.maxLength : undefined;
  // Live help under the control, as a plain text field's (docs/look.md, "Help text"): which suggestion the text is,
  // then the counter, end-aligned and for screen readers only while far from the limit.
  const length = codePointLength(text);
  const counter =
    maxLength !== undefined ? (
      <p
        className="elicit-field__hint"
        data-align="end"
        id={hintId(ids)}
        data-over={length > maxLength ? '' : undefined}
        data-quiet={isFarFromLimit(length, maxLength) ? '' : undefined}
      >
        <bdi>{messages.textCharacterCount(length, maxLength)}</bdi>
      </p>
    ) : undefined;
  const showChosen = chosen !== undefined && chosen.label !== chosen.value;
  const after = (
    <>
      {showChosen ? (
        <p id={chosenId} className="elicit-field__hint elicit-suggestions__chosen">
          <Sentence text={messages.suggestionsChosen(isolate(chosen.label))} />
        </p>
      ) : null}
      {counter}
    </>
  );

  return (
    <FieldFrame state={props} after={after}>
      <div className="elicit-suggestions" data-state={isOpen ? 'open' : 'closed'}>
        <div className="elicit-suggestions__control">
          <input
            {...getInputProps({
              disabled,
              onBlur,
              // Synchronously, in the input event: a fast typist's next key must land on the new value.
              onChange: (event) => {
                onValueChange(event.target.value);
                setQuery(event.target.value);
              },
              onKeyDown: (event) => {
                if (isComposing(event)) return;
                if (event.key === 'Enter') {
                  event.preventDefault(); // no implicit <form> submission: the shell decides (requestSubmit)
                  const highlighted = isOpen ? items[highlightedIndex] : undefined;
                  if (highlighted) return pick(highlighted); // Enter on a highlighted option picks, never submits
                  combobox.closeMenu();
                  requestSubmit();
                }
              },
            })}
            type="text"
            className="elicit-input"
            aria-invalid={invalid || undefined}
            aria-required={field.required || undefined}
            aria-describedby={joinIds(describedBy, counter && hintId(ids), showChosen && chosenId)}
          />
          <button
            type="button"
            {...getToggleButtonProps(disabled)}
            className="elicit-suggestions__toggle"
            aria-label={messages.suggestionsShow}
          >
            <ChevronDownIcon className="elicit-suggestions__chevron" />
          </button>
          <SuggestionListbox {...combobox.listbox} onPick={pick} messages={messages} query={query} currentValue={text} />
        </div>
      </div>
    </FieldFrame>
  );
}

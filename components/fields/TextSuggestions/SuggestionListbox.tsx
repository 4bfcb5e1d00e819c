import type { HTMLAttributes } from 'react';
import type { Suggestion } from '../../../src/model.ts';
import type { SuggestionScope } from '../../messages.ts';
import type { SuggestionPopup } from './useSuggestionPopup.ts';
import { CheckIcon } from '../../icons/index.tsx';
import { MatchText } from './MatchText.tsx';
import { usePopupPlacement } from '../shared/popupPlacement.ts';

const VIRTUAL_BOX = { maxHeight: 'var(--elicit-suggestions-max-height, 16rem)', overflowY: 'auto' } as const;

/** Props of the suggestion popup shared by the suggestion combobox and the string list. */
export interface SuggestionListboxProps {
  items: Suggestion[];
  isOpen: boolean;
  highlightedIndex: number;
  /** The listbox's id, role, name and pointer handlers (useSuggestionCombobox). */
  menuProps: HTMLAttributes<HTMLDivElement>;
  /** Highlights option `index` (the pointer moved onto it). */
  highlight: (index: number) => void;
  /** Deterministic option ids (FieldIds.option), as the input's `aria-activedescendant` names them. */
  optionId: (index: number) => string;
  popup: SuggestionPopup;
  /** Called when an option is clicked: the field picks it, synchronously, in the event. */
  onPick: (suggestion: Suggestion) => void;
  messages: SuggestionScope;
  /** The typed text, highlighted in each row's title. */
  query?: string;
  /** The field's current value: the row whose `const` it is shows ✓ (docs/look.md, "Menus"). */
  currentValue?: string;
}

/**
 * The listbox popup of a suggestion combobox (docs/behaviour.md §4): each option is named by its title and described by its
 * description (`aria-labelledby` / `aria-describedby`), so a screen reader says the title first. The submitted
 * value (the `const`) is not the name. Long lists render only the visible rows, with `aria-setsize`/`aria-posinset`
 * so assistive technology still knows the option count. A polite live region announces how many suggestions match.
 * The panel is the kit's raised popup (popup.css), on whichever side of the input has room (`data-side`).
 */
export function SuggestionListbox(props: SuggestionListboxProps) {
  const { items, isOpen, menuProps, popup, messages } = props;
  const { virtualizer, listRef } = popup;
  const open = isOpen && items.length > 0;
  // Opens above the input when there is no room below, capped to the room it has (popupPlacement.ts).
  usePopupPlacement(listRef, open, '--elicit-suggestions-max-height', items);
  return (
    <>
      <div
        {...menuProps}
        ref={listRef}
        className="elicit-popup elicit-suggestions__listbox"
        data-state={open ? 'open' : 'closed'}
        data-virtual={virtualizer ? '' : undefined}
        hidden={!open}
        // A virtual list needs a bounded scroll box even when the stylesheet is not loaded (`unstyled`), or every
        // row would render; the height stays themable through the custom property.
        style={virtualizer ? VIRTUAL_BOX : undefined}
      >
        {open && virtualizer ? (
          <div className="elicit-suggestions__sizer" style={{ position: 'relative', height: virtualizer.totalSize }}>
            {virtualizer.items.map((row) => (
              <SuggestionOption
                key={row.index}
                {...props}
                index={row.index}
                row={{ start: row.start, size: row.size }}
              />
            ))}
          </div>
        ) : null}
        {open && !virtualizer ? items.map((_, index) => <SuggestionOption key={index} {...props} index={index} />) : null}
      </div>
      {/* aria-live without role="status": a form keeps one status (its own), so hosts' getByRole('status') stays unique. */}
      <div className="elicit-visually-hidden" aria-live="polite" aria-atomic="true">
        {isOpen ? messages.suggestionsCount(items.length) : ''}
      </div>
    </>
  );
}

interface OptionProps extends SuggestionListboxProps {
  index: number;
  /** Row offset and height in px when virtualised. */
  row?: { start: number; size: number };
}

function SuggestionOption({ items, index, highlightedIndex, highlight, optionId, row, onPick, query = '', currentValue }: OptionProps) {
  const suggestion = items[index];
  if (!suggestion) return null;
  const id = optionId(index);
  const virtual = row !== undefined;
  const current = suggestion.value === currentValue;
  const highlighted = index === highlightedIndex;
  return (
    // Focus stays in the input, whose aria-activedescendant points here (APG combobox): the keys live there, and an
    // option is never focused itself; the pointer picks with a click.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
    <div
      id={id}
      role="option"
      aria-selected={highlighted}
      onClick={() => onPick(suggestion)}
      onMouseMove={() => highlight(index)}
      aria-labelledby={`${id}-title`}
      aria-describedby={suggestion.description ? `${id}-description` : undefined}
      aria-setsize={virtual ? items.length : undefined}
      aria-posinset={virtual ? index + 1 : undefined}
      data-index={index}
      data-highlighted={highlighted ? '' : undefined}
      data-selected={current ? '' : undefined}
      className="elicit-popup__option"
      style={row ? { position: 'absolute', insetInline: 0, top: 0, height: row.size, transform: `translateY(${row.start}px)` } : undefined}
    >
      {/* A leading column for the ✓, empty on the other rows, so every title starts at the same place (docs/look.md, "Menus"). */}
      <span className="elicit-popup__check">{current ? <CheckIcon /> : null}</span>
      <span className="elicit-popup__text">
        <span id={`${id}-title`} className="elicit-popup__title">
          <MatchText text={suggestion.label} query={query} />
        </span>
        {suggestion.description ? (
          <span id={`${id}-description`} className="elicit-popup__description">
            {suggestion.description}
          </span>
        ) : null}
      </span>
    </div>
  );
}

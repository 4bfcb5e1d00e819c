import type { KeyboardEvent } from 'react';
import type { StringListScope } from '../../messages.ts';
import { AlertIcon, CloseIcon } from '../../icons/index.tsx';
import type { EntryErrors } from './useEntryErrors.ts';

/** Props of the chip list of a string list. */
export interface ChipsProps {
  entries: readonly string[];
  /** The visible label of each entry (a suggestion's title, or the entry itself). */
  labelOf: (entry: string) => string;
  /** Prefix of the chip ids (`<prefix>-<index>`; `<prefix>-<index>-error` is the id of its message, EntryIssues). */
  idPrefix: string;
  /** The list's accessible name. */
  listLabel: string;
  /** The message of each entry that breaks an item rule, by index. */
  errors?: EntryErrors;
  disabled: boolean;
  onRemove: (index: number) => void;
  /** Keys on chip `index`'s remove button: arrows between chips, Backspace/Delete remove it (StringList). */
  onKeyDown: (index: number, event: KeyboardEvent) => void;
  messages: StringListScope;
}

/**
 * The entries of a string list as removable chips inside the input box (docs/behaviour.md §2 string list, §4;
 * docs/look.md, "Tags"). One line each: a long entry ends in an ellipsis, its full text stays in the `title` (pointer
 * users), the list item's text and the button's name "Remove <label>" (screen readers). An entry that breaks an
 * item rule is tinted red with an alert icon, marked `aria-invalid` and described by its message (shown under the
 * box), on the chip and on its button, so the message is heard where focus lands. Every remove button is in the Tab
 * order; `onKeyDown` adds arrow-key moves between them and Backspace/Delete on a focused chip.
 */
export function Chips(props: ChipsProps) {
  const { entries, labelOf, idPrefix, listLabel, errors, disabled, onRemove, onKeyDown, messages } = props;
  if (entries.length === 0) return null;
  return (
    <ul className="elicit-chips" aria-label={listLabel}>
      {entries.map((entry, index) => {
        const id = `${idPrefix}-${index}`;
        const errorId = errors?.[index] === undefined ? undefined : `${id}-error`;
        const label = labelOf(entry);
        return (
          // Entries may repeat (without uniqueItems), so the index is part of the key. aria-invalid: ARIA 1.2 makes
          // it global (axe agrees); jsx-a11y follows the 1.3 draft. The brief wants the chip itself marked.
          // eslint-disable-next-line jsx-a11y/role-supports-aria-props
          <li
            key={`${index}:${entry}`}
            id={id}
            className="elicit-chip"
            data-invalid={errorId ? '' : undefined}
            aria-invalid={errorId ? true : undefined}
            aria-describedby={errorId}
          >
            {errorId ? <AlertIcon size={14} className="elicit-chip__alert" /> : null}
            <span className="elicit-chip__label" title={label}>
              <bdi>{label}</bdi>
            </span>
            <button
              type="button"
              id={`${id}-remove`}
              className="elicit-chip__remove"
              disabled={disabled}
              onClick={() => onRemove(index)}
              onKeyDown={(event) => onKeyDown(index, event)}
              aria-label={messages.stringListRemove(label)}
              aria-describedby={errorId}
            >
              <CloseIcon size={14} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

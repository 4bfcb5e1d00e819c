import type { UseMultipleSelectionReturnValue } from 'downshift';
import type { Messages } from '../../messages.ts';
import { joinIds } from '../shared/keys.ts';

/** Props of the chip list of a string list. */
export interface ChipsProps {
  entries: readonly string[];
  /** The visible label of each entry (a suggestion's title, or the entry itself). */
  labelOf: (entry: string) => string;
  /** Prefix of the chip ids (`<prefix>-<index>`, `<prefix>-<index>-error`). */
  idPrefix: string;
  /** The list's accessible name. */
  listLabel: string;
  itemErrors?: Readonly<Record<number, string>>;
  disabled: boolean;
  getSelectedItemProps: UseMultipleSelectionReturnValue<string>['getSelectedItemProps'];
  onRemove: (index: number) => void;
  /** Keeps downshift's active chip in step with focus (Tab or our own focus moves), so Delete removes this one. */
  onFocusChip: (index: number) => void;
  messages: Messages;
}

/**
 * The entries of a string list as removable chips (SPEC §2 string list, §4). Each chip has a real button named
 * "Remove <label>"; an entry the validator refused (`itemErrors`, keyed by index) is marked `aria-invalid` and
 * described by its error, on the chip and on its button, so the message is heard where focus lands.
 * downshift's `getSelectedItemProps` adds arrow-key moves between chips and Backspace/Delete on a focused chip.
 */
export function Chips(props: ChipsProps) {
  const { entries, labelOf, idPrefix, listLabel, itemErrors, disabled, getSelectedItemProps, onRemove, onFocusChip, messages } =
    props;
  if (entries.length === 0) return null;
  return (
    <ul className="elicit-chips" aria-label={listLabel}>
      {entries.map((entry, index) => {
        const id = `${idPrefix}-${index}`;
        const error = itemErrors?.[index];
        const errorId = error ? `${id}-error` : undefined;
        const label = labelOf(entry);
        return (
          // Entries may repeat (without uniqueItems), so the index is part of the key. aria-invalid: ARIA 1.2 makes
          // it global (axe agrees); jsx-a11y follows the 1.3 draft. The brief wants the chip itself marked.
          // eslint-disable-next-line jsx-a11y/role-supports-aria-props
          <li
            key={`${index}:${entry}`}
            id={id}
            className="elicit-chip"
            data-invalid={error ? '' : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
          >
            <span className="elicit-chip__label">{label}</span>
            <button
              type="button"
              id={`${id}-remove`}
              className="elicit-chip__remove"
              disabled={disabled}
              {...getSelectedItemProps({
                selectedItem: entry,
                index,
                onClick: () => onRemove(index),
                onFocus: () => onFocusChip(index),
              })}
              // Every remove button stays in the Tab order; arrow keys move between them as well.
              tabIndex={disabled ? -1 : 0}
              aria-label={messages.stringListRemove(label)}
              aria-describedby={joinIds(errorId)}
            >
              <svg aria-hidden="true" focusable="false" width="12" height="12" viewBox="0 0 12 12">
                <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
              </svg>
            </button>
            {error ? (
              <span id={errorId} className="elicit-chip__error">
                {error}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

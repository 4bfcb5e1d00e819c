import type { StringListField } from '../../../src/model.ts';
import type { StringListScope } from '../../messages.ts';
import { AlertIcon } from '../../icons/index.tsx';
import type { Refusal } from './stringListRules.ts';
import type { EntryErrors } from './useEntryErrors.ts';
import { isolate } from '../shared/isolate.ts';
import { Sentence } from '../shared/Sentence.tsx';

export interface EntryIssuesProps {
  entries: readonly string[];
  labelOf: (entry: string) => string;
  /** Chip id prefix (Chips): the message of entry `i` has the id `<prefix>-<i>-error`. */
  idPrefix: string;
  errors: EntryErrors | undefined;
  field: StringListField | undefined;
  refusal: { reason: Refusal; entry: string } | undefined;
  messages: StringListScope;
}

/**
 * What is wrong, right under the box, in the kit's one error pattern (alert icon + message): one line
 * per entry that breaks an item rule ("“nope”: Enter a valid email address"; the message part describes its chip),
 * then why the last typed entry was refused (duplicate, list full), announced politely and kept until the next
 * successful change.
 */
export function EntryIssues({ entries, labelOf, idPrefix, errors, field, refusal, messages }: EntryIssuesProps) {
  const notice =
    refusal?.reason === 'duplicate'
      ? messages.stringListDuplicate(isolate(refusal.entry))
      : refusal?.reason === 'full' && field?.maxItems !== undefined
        ? messages.stringListFull(field.maxItems)
        : '';
  return (
    <>
      {entries.map((entry, index) => {
        const error = errors?.[index];
        if (error === undefined) return null;
        const id = `${idPrefix}-${index}`;
        return (
          // The chip and its remove button are described by this line (Chips).
          <p key={`${index}:${entry}`} id={`${id}-error`} className="elicit-field__error">
            <AlertIcon size={14} />
            <Sentence text={messages.stringListEntryError(isolate(shortLabel(labelOf(entry))), error)} />
          </p>
        );
      })}
      {/* Always rendered: a live region must be in the page before the text that is to be announced. */}
      <p className="elicit-field__error elicit-string-list__notice" aria-live="polite">
        {notice ? <AlertIcon size={14} /> : null}
        {notice ? <Sentence text={notice} /> : null}
      </p>
    </>
  );
}

const LONGEST_LABEL = 40;

/** A long entry cut to 40 characters (whole code points) in its message line; its chip keeps the full text. */
function shortLabel(label: string): string {
  const characters = Array.from(label);
  return characters.length > LONGEST_LABEL ? `${characters.slice(0, LONGEST_LABEL - 1).join('')}…` : label;
}

import type { StringListField } from '../../../src/model.ts';
import type { Messages } from '../../messages.ts';
import type { Refusal } from './stringListRules.ts';

/** Props of the hint under a string list's input. */
export interface ListHintProps {
  id: string;
  field: StringListField | undefined;
  count: number;
  refusal: { reason: Refusal; entry: string } | undefined;
  messages: Messages;
}

/**
 * States the list's rules (how to add, `minItems`, `maxItems`, `uniqueItems`) and its count (SPEC §2: shown and
 * enforced). The rules paragraph is tied to the input by `aria-describedby`; a refused entry's reason is announced
 * politely and stays visible until the next successful change.
 */
export function ListHint({ id, field, count, refusal, messages }: ListHintProps) {
  const rules = [messages.stringListHowToAdd];
  if (field?.minItems !== undefined && field.minItems > 0) rules.push(messages.stringListAtLeast(field.minItems));
  if (field?.maxItems !== undefined) rules.push(messages.stringListAtMost(field.maxItems));
  if (field?.uniqueItems) rules.push(messages.stringListUnique);
  const notice =
    refusal?.reason === 'duplicate'
      ? messages.stringListDuplicate(refusal.entry)
      : refusal?.reason === 'full' && field?.maxItems !== undefined
        ? messages.stringListFull(field.maxItems)
        : '';
  return (
    <>
      <p id={id} className="elicit-field__hint">
        {rules.join(' ')} <span className="elicit-string-list__count">{messages.stringListCount(count, field?.maxItems)}</span>
      </p>
      <p className="elicit-string-list__notice" aria-live="polite">
        {notice}
      </p>
    </>
  );
}

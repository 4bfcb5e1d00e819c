import { Fragment } from 'react';
import type { StringListField } from '../../../src/model.ts';
import type { StringListScope } from '../../messages.ts';

/**
 * The list's rules in one short line (issue 33): "Enter to add · 1–3 entries · no repeats", only the parts that
 * apply (SPEC §2: `minItems`, `maxItems`, `uniqueItems` are shown and enforced). The dots are drawn by the
 * stylesheet, so a screen reader reading the description hears the words only. Tied to the input by its id.
 */
export function ListHint({ id, field, messages }: { id: string; field: StringListField | undefined; messages: StringListScope }) {
  const min = field?.minItems !== undefined && field.minItems > 0 ? field.minItems : undefined;
  const max = field?.maxItems;
  const parts = [messages.stringListHowToAdd];
  if (min !== undefined || max !== undefined) parts.push(messages.stringListRange(min, max));
  if (field?.uniqueItems) parts.push(messages.stringListUnique);
  return (
    <p id={id} className="elicit-field__hint elicit-string-list__help">
      {parts.map((part, index) => (
        // Spaces between the parts keep the words apart in the accessible description.
        <Fragment key={index}>
          {index > 0 ? ' ' : null}
          <span>{part}</span>
        </Fragment>
      ))}
    </p>
  );
}

/**
 * "2 of 3" under the box: shown from one below `maxItems` (or over it, in red), read by screen readers always
 * (the quiet counter pattern of the text field, issue 33 item 4). Nothing without `maxItems`: the list itself
 * says how many entries there are.
 */
export function ListCount({ id, count, max, messages }: { id: string; count: number; max: number | undefined; messages: StringListScope }) {
  if (max === undefined) return null;
  const near = count > 0 && count >= max - 1;
  return (
    <p
      id={id}
      className="elicit-field__hint"
      data-align="end"
      data-quiet={near ? undefined : ''}
      data-over={count > max ? '' : undefined}
    >
      {messages.stringListCount(count, max)}
    </p>
  );
}

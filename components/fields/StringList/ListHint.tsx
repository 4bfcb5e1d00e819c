import { Fragment } from 'react';
import type { StringListField } from '../../../src/model.ts';
import type { StringListScope } from '../../messages.ts';
import { countIsNear } from './stringListRules.ts';

/**
 * The list's rules in one short line: "Enter to add · 1–3 entries · no repeats", only the parts that
 * apply (docs/behaviour.md §2: `minItems`, `maxItems`, `uniqueItems` are shown and enforced). The dots are drawn by the
 * stylesheet. What a screen reader hears is one short sentence, "Enter to add, 1–3 entries, no repeats" (docs/keyboard-and-screen-readers.md):
 * the element with `id`, hidden, which the input's `aria-describedby` names while no field error stands in for it.
 * (Separators hidden inside the visible line would not do: Chromium pads positioned elements with spaces.)
 */
export function ListHint({ id, field, messages }: { id: string; field: StringListField | undefined; messages: StringListScope }) {
  const min = field?.minItems !== undefined && field.minItems > 0 ? field.minItems : undefined;
  const max = field?.maxItems;
  const parts = [messages.stringListHowToAdd];
  if (min !== undefined || max !== undefined) parts.push(messages.stringListRange(min, max));
  if (field?.uniqueItems) parts.push(messages.stringListUnique);
  return (
    <p className="elicit-field__hint elicit-string-list__help">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? ' ' : null}
          {/* The dot (drawn before each span but the first) sits outside the isolated words, on the page's side. */}
          <span><bdi>{part}</bdi></span>
        </Fragment>
      ))}
      <span id={id} hidden>
        {parts.join(`${messages.stringListHintSeparator} `)}
      </span>
    </p>
  );
}

/**
 * "2 of 3" under the box: shown from one below `maxItems` (or over it, in red), and tied to the input only then
 * (the help line already says "1–3 entries"; "0 of 3" on every visit only made the description long).
 * Nothing without `maxItems`: the list itself says how many entries there are.
 */
export function ListCount({ id, count, max, messages }: { id: string; count: number; max: number | undefined; messages: StringListScope }) {
  if (max === undefined) return null;
  const near = countIsNear(count, max);
  return (
    <p
      id={id}
      className="elicit-field__hint"
      data-align="end"
      data-quiet={near ? undefined : ''}
      data-over={count > max ? '' : undefined}
    >
      <bdi>{messages.stringListCount(count, max)}</bdi>
    </p>
  );
}


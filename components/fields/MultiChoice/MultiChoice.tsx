/**
 * Multi choice (docs/behaviour.md §2: `items.enum`, `items.anyOf`): a group of checkboxes, or checkbox image cards when any
 * option has a thumbnail (docs/behaviour.md §4). The value is the list of checked option values in option order, without
 * duplicates. `minItems`/`maxItems` are shown as a hint ("Choose 1 to 2") and enforced by the core validator on
 * Submit (the error arrives through the `error` prop).
 *
 * Boxes are NOT disabled once `maxItems` is reached: disabled boxes drop out of the tab order and read as
 * "unavailable", hiding options from screen-reader users, and they force an untick-before-tick dance. The hint
 * is tied to the group and the validator's message explains an over-full answer instead.
 */
import type { FieldNode, MultiChoiceField as MultiChoiceNode } from '../../../src/model.ts';
import { MultiChoiceCards } from '../shared/lazyCards.ts';
import type { FieldProps } from '../types.ts';
import { CheckboxChoice } from './CheckboxChoice.tsx';

/**
 * The default component for `multi-choice` and `multi-choice-titled`.
 * @example <MultiChoiceField {...fieldProps} /> // onValueChange(['red', 'blue'])
 */
export function MultiChoiceField(props: FieldProps) {
  // Image cards load on demand (shared/lazyCards.ts): a form of plain choices doesn't carry them (docs/behaviour.md §14.1).
  if ((props.field as MultiChoiceNode).hasThumbnails) return <MultiChoiceCards {...props} />;
  return <CheckboxChoice {...props} />;
}

/** Starts loading the image cards if `field` shows them (called by `preloadFields`). */
MultiChoiceField.preloadFor = (field: FieldNode): Promise<unknown> | undefined =>
  field.kind.startsWith('multi-choice') && (field as MultiChoiceNode).hasThumbnails ? MultiChoiceCards.preload() : undefined;

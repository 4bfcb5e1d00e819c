/**
 * Multi choice (SPEC §2: `items.enum`, `items.anyOf`): a group of checkboxes, or checkbox image cards when any
 * option has a thumbnail (SPEC §4). The value is the list of checked option values in option order, without
 * duplicates. `minItems`/`maxItems` are shown as a hint ("Choose 1 to 2") and enforced by the core validator on
 * Submit (the error arrives through the `error` prop).
 *
 * Boxes are NOT disabled once `maxItems` is reached: disabled boxes drop out of the tab order and read as
 * "unavailable", hiding options from screen-reader users, and they force an untick-before-tick dance. The hint
 * is tied to the group and the validator's message explains an over-full answer instead.
 */
import type { ComponentType } from 'react';
import type { FieldNode, MultiChoiceField as MultiChoiceNode } from '../../../src/model.ts';
import { hintId } from '../../form/ids.ts';
import { ChoiceOptionRows } from '../shared/ChoiceOptionRow.tsx';
import { groupErrorId, withoutGroupError } from '../shared/groupError.ts';
import { ChoiceGroupFrame } from '../shared/ChoiceGroupFrame.tsx';
import { joinIds } from '../shared/keys.ts';
import { MultiChoiceCards } from '../shared/lazyCards.ts';
import type { ThumbnailGridProps } from '../shared/ThumbnailGrid.tsx';
import { useStableCallback } from '../shared/useStableCallback.ts';
import type { FieldProps } from '../types.ts';
import { RADIO_LIMIT, toggledValues } from '../SingleChoice/choice.ts';

/**
 * The default component for `multi-choice` and `multi-choice-titled`.
 * @example <MultiChoiceField {...fieldProps} /> // onValueChange(['red', 'blue'])
 */
export function MultiChoiceField(props: FieldProps) {
  // Image cards load on demand (shared/lazyCards.ts): a form of plain choices doesn't carry them (issue 33 budget).
  if ((props.field as MultiChoiceNode).hasThumbnails) return <MultiChoiceCards {...props} />;
  return <CheckboxChoice {...props} />;
}

/** Starts loading the image cards if `field` shows them (called by `preloadFields`). */
MultiChoiceField.preloadFor = (field: FieldNode): Promise<unknown> | undefined =>
  field.kind.startsWith('multi-choice') && (field as MultiChoiceNode).hasThumbnails ? MultiChoiceCards.preload() : undefined;

/**
 * Checkboxes, or checkbox image cards, in one group named by the field label. `Grid` draws the cards: the on-demand
 * card module (shared/ChoiceCards.tsx) passes it, so this file doesn't import it.
 */
export function CheckboxChoice(props: FieldProps & { Grid?: ComponentType<ThumbnailGridProps> }) {
  const { Grid } = props;
  const field = props.field as MultiChoiceNode;
  const { ids, invalid, disabled, messages } = props;
  const values: readonly unknown[] = Array.isArray(props.value) ? props.value : [];
  const chosen = new Set(values);
  const toggle = useStableCallback((index: number, checked: boolean) => {
    props.onValueChange(toggledValues(field.options, values, index, checked));
  });
  const countText = messages.choiceCount(field.minItems, field.maxItems);
  const hint = countText ? (
    <p className="elicit-field__hint" id={hintId(ids)}>
      <bdi>{countText}</bdi>
    </p>
  ) : null;
  const optionId = (index: number) => ids.option(index);
  // The error rides on each checkbox, where focus lands after a refused Submit (groupErrorId). While it is shown it
  // also stands in for the count hint, which says the same rule (issue 44: one rule, said once).
  const groupError = groupErrorId(props);
  const groupAttributes = {
    id: ids.control,
    'aria-labelledby': ids.label,
    'aria-describedby': joinIds(withoutGroupError(props.describedBy, groupError), hint !== null && !groupError && hintId(ids)),
    'aria-invalid': invalid || undefined,
    onBlur: props.onBlur,
  };
  // The same options either way: image cards (SPEC §4) or plain rows.
  const choices = {
    type: 'checkbox',
    name: ids.control,
    items: field.options,
    isChecked: (index: number) => chosen.has(field.options[index]?.value),
    optionId,
    onToggle: toggle,
    disabled,
    groupError,
  } as const;
  return (
    <ChoiceGroupFrame state={props} hint={hint}>
      {field.hasThumbnails && Grid ? (
        <Grid {...groupAttributes} {...choices} />
      ) : (
        <div
          {...groupAttributes}
          role="group"
          className="elicit-choice-list"
          // Long checkbox lists flow into columns so the form stays compact (there is no select for multi choice).
          data-layout={field.options.length > RADIO_LIMIT ? 'columns' : undefined}
        >
          <ChoiceOptionRows {...choices} />
        </div>
      )}
    </ChoiceGroupFrame>
  );
}

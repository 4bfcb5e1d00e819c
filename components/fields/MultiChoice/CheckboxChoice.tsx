/**
 * Checkboxes, or checkbox image cards, for the multi-choice kinds (docs/behaviour.md §2, §4). Its own module so that the on-demand
 * card module (shared/ChoiceCards.tsx) can import it without importing MultiChoice.tsx, which loads that module: no
 * import circle (`npm run lint` checks, scripts/check-cycles.mjs).
 */
import type { ComponentType } from 'react';
import type { MultiChoiceField as MultiChoiceNode } from '../../../src/model.ts';
import { hintId } from '../../form/ids.ts';
import { ChoiceOptionRows } from '../shared/ChoiceOptionRow.tsx';
import { ChoiceGroupFrame } from '../shared/ChoiceGroupFrame.tsx';
import { groupErrorId, withoutGroupError } from '../shared/groupError.ts';
import { joinIds } from '../shared/keys.ts';
import type { ThumbnailGridProps } from '../shared/ThumbnailGrid.tsx';
import { useStableCallback } from '../../form/useStableCallback.ts';
import type { FieldProps } from '../types.ts';
import { RADIO_LIMIT, toggledValues } from '../SingleChoice/choice.ts';

/**
 * Checkboxes, or checkbox image cards, in one group named by the field label. `Grid` draws the cards: the on-demand
 * card module (shared/ChoiceCards.tsx) passes it, so this file doesn't import it.
 * @example <CheckboxChoice {...fieldProps} /> // plain checkboxes; shared/ChoiceCards.tsx adds Grid={ThumbnailGrid}
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
  // also stands in for the count hint, which says the same rule (docs/behaviour.md §7.6: one rule, said once).
  const groupError = groupErrorId(props);
  const groupAttributes = {
    id: ids.control,
    'aria-labelledby': ids.label,
    'aria-describedby': joinIds(withoutGroupError(props.describedBy, groupError), hint !== null && !groupError && hintId(ids)),
    'aria-invalid': invalid || undefined,
    onBlur: props.onBlur,
  };
  // The same options either way: image cards (docs/behaviour.md §4) or plain rows.
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

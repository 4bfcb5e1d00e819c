/**
 * Radios, or radio image cards, for the single-choice kinds (docs/behaviour.md §2, §4). Its own module so that the on-demand card
 * module (shared/ChoiceCards.tsx) can import it without importing SingleChoice.tsx, which loads that module: no
 * import circle (`npm run lint` checks, scripts/check-cycles.mjs).
 */
import type { ComponentType } from 'react';
import { domScope } from '../../form/focus.ts';
import type { SingleChoiceField as SingleChoiceNode } from '../../../src/model.ts';
import { ChoiceGroupFrame } from '../shared/ChoiceGroupFrame.tsx';
import { ChoiceOptionRows } from '../shared/ChoiceOptionRow.tsx';
import { groupErrorId, withoutGroupError } from '../shared/groupError.ts';
import type { ThumbnailGridProps } from '../shared/ThumbnailGrid.tsx';
import { useStableCallback } from '../../form/useStableCallback.ts';
import type { FieldProps } from '../types.ts';
import { optionIndex } from './choice.ts';

/**
 * Radios, or radio image cards, in one radiogroup named by the field label (WAI-ARIA radio group pattern). `Grid`
 * draws the cards: the on-demand card module (shared/ChoiceCards.tsx) passes it, so this file doesn't import it.
 * @example <RadioChoice {...fieldProps} /> // plain radios; shared/ChoiceCards.tsx adds Grid={ThumbnailGrid}
 */
export function RadioChoice(props: FieldProps & { Grid?: ComponentType<ThumbnailGridProps> }) {
  const { Grid } = props;
  const field = props.field as SingleChoiceNode;
  const { ids, invalid, disabled, messages, onValueChange } = props;
  const selected = optionIndex(field.options, props.value);
  const select = useStableCallback((index: number, checked: boolean) => {
    const option = field.options[index];
    if (checked && option) onValueChange(option.value);
  });
  const optionId = (index: number) => ids.option(index);
  // The group carries the name, description and state, so a screen reader hears them on entering it; the error
  // rides on each radio, where focus lands after a refused Submit (groupErrorId).
  const groupError = groupErrorId(props);
  const groupAttributes = {
    id: ids.control,
    'aria-labelledby': ids.label,
    'aria-describedby': withoutGroupError(props.describedBy, groupError),
    'aria-invalid': invalid || undefined,
    'aria-required': field.required || undefined,
    onBlur: props.onBlur,
  };
  const clear = () => {
    onValueChange(undefined);
    // The button disappears with the choice: keep keyboard focus in the group instead of losing it to <body>.
    domScope().getElementById(ids.option(0))?.focus();
  };
  // The same options either way: image cards (docs/behaviour.md §4) or plain rows.
  const choices = {
    type: 'radio',
    name: ids.control,
    items: field.options,
    isChecked: (index: number) => index === selected,
    optionId,
    onToggle: select,
    disabled,
    groupError,
  } as const;
  return (
    <ChoiceGroupFrame state={props}>
      {field.hasThumbnails && Grid ? (
        <Grid {...groupAttributes} {...choices} />
      ) : (
        <div {...groupAttributes} role="radiogroup" className="elicit-choice-list">
          <ChoiceOptionRows {...choices} />
        </div>
      )}
      {/* An optional field must be able to go back to "no answer" so it is left out again (docs/behaviour.md §3). */}
      {!field.required && selected >= 0 && !disabled ? (
        <button
          type="button"
          className="elicit-button elicit-choice-clear"
          aria-label={messages.choiceClearFor(field.label)}
          onClick={clear}
        >
          {messages.choiceClear}
        </button>
      ) : null}
    </ChoiceGroupFrame>
  );
}

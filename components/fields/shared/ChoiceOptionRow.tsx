/**
 * One row of a plain (image-less) choice list: a native radio or checkbox, its label, and the option's
 * `description` as secondary text tied with `aria-describedby` (docs/behaviour.md §4). Enter activates, never submits.
 */
import { memo } from 'react';
import { joinIds } from './keys.ts';
import { optionToggleHandlers } from './optionKeys.ts';

export interface ChoiceOptionRowProps {
  index: number;
  /** Input id (`FieldIds.option(index)`); the description id derives from it. */
  inputId: string;
  /** Radio group name. */
  name: string;
  type: 'radio' | 'checkbox';
  checked: boolean;
  disabled: boolean;
  label: string;
  description?: string;
  /** Keep it stable (see useStableCallback) so unchanged rows skip rendering. */
  onToggle: (index: number, checked: boolean) => void;
  /** The id of the group's error while one is shown (see `groupErrorId`, groupError.ts). */
  groupError?: string;
}

/**
 * @example <ChoiceOptionRow index={0} inputId="f-size-option-0" name="f-size" type="radio" checked={false}
 *   disabled={false} label="Small" onToggle={select} />
 */
export const ChoiceOptionRow = memo(function ChoiceOptionRow(props: ChoiceOptionRowProps) {
  const { index, inputId, checked, description, onToggle, groupError } = props;
  const descriptionId = `${inputId}-description`;
  return (
    <div className="elicit-choice" data-state={checked ? 'checked' : 'unchecked'}>
      <input
        className="elicit-choice__input"
        type={props.type}
        id={inputId}
        name={props.name}
        checked={checked}
        disabled={props.disabled}
        {...optionToggleHandlers({ index, type: props.type, checked, disabled: props.disabled, onToggle })}
        aria-describedby={joinIds(Boolean(description) && descriptionId, groupError)}
        aria-invalid={groupError ? true : undefined}
      />
      <label className="elicit-choice__label" htmlFor={inputId}>
        <bdi>{props.label}</bdi>
      </label>
      {description ? (
        <span className="elicit-choice__description" id={descriptionId}>
          <bdi>{description}</bdi>
        </span>
      ) : null}
    </div>
  );
});

/** The rows of a plain choice list: the same inputs as `ThumbnailGrid`'s cards, without images. */
export interface ChoiceOptionRowsProps {
  type: 'radio' | 'checkbox';
  /** Radio group name (the field's control id). */
  name: string;
  items: readonly { label: string; description?: string }[];
  isChecked: (index: number) => boolean;
  optionId: (index: number) => string;
  onToggle: (index: number, checked: boolean) => void;
  disabled: boolean;
  groupError?: string;
}

/**
 * One {@link ChoiceOptionRow} per option, for single choice (radios) and multi choice (checkboxes) alike.
 * @example <ChoiceOptionRows type="radio" name={ids.control} items={field.options} isChecked={(i) => i === selected}
 *   optionId={ids.option} onToggle={select} disabled={false} />
 */
export function ChoiceOptionRows({ type, name, items, isChecked, optionId, onToggle, disabled, groupError }: ChoiceOptionRowsProps) {
  return items.map((option, index) => (
    <ChoiceOptionRow
      key={index}
      index={index}
      inputId={optionId(index)}
      name={name}
      type={type}
      checked={isChecked(index)}
      disabled={disabled}
      label={option.label}
      description={option.description}
      onToggle={onToggle}
      groupError={groupError}
    />
  ));
}


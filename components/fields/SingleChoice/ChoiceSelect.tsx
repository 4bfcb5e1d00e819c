/**
 * A long single-choice list as a native `<select>` (more than RADIO_LIMIT options, no thumbnails). Native
 * selects bring type-ahead, platform pickers on touch devices and full screen-reader support for free.
 */
import type { SingleChoiceField as SingleChoiceNode } from '../../../src/model.ts';
import { FieldFrame } from '../shared/FieldFrame.tsx';
import { joinIds } from '../shared/keys.ts';
import type { FieldProps } from '../types.ts';
import { optionIndex } from './choice.ts';

/**
 * Option values are indexes, not the values themselves: a `<select>` only holds strings, and the numeric enum
 * `1` and the string enum `"1"` must stay apart (SPEC §2).
 */
export function ChoiceSelect(props: FieldProps) {
  const field = props.field as SingleChoiceNode;
  const { ids, invalid, disabled, messages } = props;
  const selected = optionIndex(field.options, props.value);
  const chosenDescription = field.options[selected]?.description;
  // An <option> cannot carry secondary text, so the chosen option's description is shown (and tied) below.
  const descriptionId = `${ids.control}-choice-description`;
  const hint = chosenDescription ? (
    <p className="elicit-field__hint" id={descriptionId}>
      {chosenDescription}
    </p>
  ) : null;
  return (
    <FieldFrame state={props}>
      <select
        className="elicit-select"
        id={ids.control}
        name={field.name}
        value={selected >= 0 ? String(selected) : ''}
        onChange={(event) => {
          const option = event.target.value === '' ? undefined : field.options[Number(event.target.value)];
          props.onValueChange(option?.value);
        }}
        onBlur={props.onBlur}
        disabled={disabled}
        aria-required={field.required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={joinIds(props.describedBy, hint !== null && descriptionId)}
      >
        {/* Optional: "None" leaves the field out again (SPEC §3). Required: a placeholder that can't be re-chosen. */}
        <option value="" disabled={field.required}>
          {field.required ? messages.choicePlaceholder : messages.choiceNone}
        </option>
        {field.options.map((option, index) => (
          <option key={index} value={String(index)} title={option.description}>
            {option.label}
          </option>
        ))}
      </select>
      {/* Under the select, where the chosen option is: it describes that option, not the field. */}
      {hint}
    </FieldFrame>
  );
}

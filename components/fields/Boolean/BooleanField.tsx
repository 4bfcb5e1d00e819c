import { FieldFrame } from '../shared/FieldFrame.tsx';
import { activateOnEnter } from '../shared/optionKeys.ts';
import type { FieldProps } from '../types.ts';

/**
 * A boolean field (docs/behaviour.md §2 "boolean") as a checkbox with its label after the box. The UI value stays
 * `undefined` until the user touches it, so the core can apply docs/behaviour.md §3: an untouched optional boolean is left
 * out, an unticked required one is sent as `false`. So a required checkbox gets no required mark: leaving it
 * unticked is a valid answer ("no"), and a star would tell the user otherwise. Enter toggles the box and never
 * submits, like the choice fields' options (shared/optionKeys.ts): Chromium would otherwise send the answer.
 */
export function BooleanField(props: FieldProps) {
  const { field, ids, invalid, disabled } = props;
  const checked = props.value === true;
  return (
    <FieldFrame state={props} labelAs="none">
      <div className="elicit-checkbox" data-state={checked ? 'checked' : 'unchecked'}>
        <input
          className="elicit-checkbox__input"
          type="checkbox"
          id={ids.control}
          name={field.name}
          checked={checked}
          onChange={(event) => props.onValueChange(event.target.checked)}
          onKeyDown={(event) =>
            activateOnEnter(event, { index: 0, type: 'checkbox', checked, disabled, onToggle: (_index, next) => props.onValueChange(next) })
          }
          onBlur={props.onBlur}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={props.describedBy}
        />
        <label className="elicit-field__label" part="label" id={ids.label} htmlFor={ids.control}>
          {field.label}
        </label>
      </div>
    </FieldFrame>
  );
}

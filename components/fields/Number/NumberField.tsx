import type { NumberField as NumberFieldNode } from '../../../src/model.ts';
import type { FormMessages } from '../../messages.ts';
import { hintId } from '../../form/ids.ts';
import { FieldFrame } from '../shared/FieldFrame.tsx';
import { joinIds, submitOnEnter } from '../shared/keys.ts';
import type { FieldProps } from '../types.ts';

/** "Whole number · Between 0 and 100": the constraints a user should know before typing (issue 3). */
function rangeHint(field: NumberFieldNode, messages: FormMessages): string | undefined {
  const { minimum, maximum } = field;
  const range =
    minimum !== undefined && maximum !== undefined
      ? messages.numberBetween(minimum, maximum)
      : minimum !== undefined
        ? messages.numberAtLeast(minimum)
        : maximum !== undefined
          ? messages.numberAtMost(maximum)
          : undefined;
  const parts = [field.integer ? messages.numberWhole : undefined, range].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/**
 * A number or integer field (SPEC §2 "number"). A plain text input keeps the user's draft exactly as typed
 * (`-`, `1.`, `1e` survive; SPEC §3 decision); the core parses it on blur/submit, so the wire gets a JSON number.
 * `type="number"` is avoided because browsers blank its value while the draft isn't a number yet.
 */
export function NumberField(props: FieldProps) {
  const field = props.field as NumberFieldNode;
  const { ids, invalid, disabled, messages } = props;
  const draft = typeof props.value === 'string' ? props.value : typeof props.value === 'number' ? String(props.value) : '';
  const hint = rangeHint(field, messages);
  // Phone keyboards: the numeric pads have no minus sign, so they're only used when negatives can't be valid.
  const canBeNegative = field.minimum === undefined || field.minimum < 0;
  const inputMode = canBeNegative ? 'text' : field.integer ? 'numeric' : 'decimal';
  return (
    <FieldFrame
      state={props}
      hint={hint ? <p className="elicit-field__hint" id={hintId(ids)}>{hint}</p> : null}
    >
      <input
        className="elicit-input"
        id={ids.control}
        name={field.name}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        value={draft}
        onChange={(event) => props.onValueChange(event.target.value)}
        onBlur={props.onBlur}
        onKeyDown={(event) => submitOnEnter(event, props.requestSubmit)}
        disabled={disabled}
        aria-required={field.required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={joinIds(props.describedBy, hint !== undefined && hintId(ids))}
      />
    </FieldFrame>
  );
}

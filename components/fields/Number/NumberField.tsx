import type { NumberField as NumberFieldNode } from '../../../src/model.ts';
import type { FormMessages } from '../../messages.ts';
import { hintId } from '../../form/ids.ts';
import { FieldFrame } from '../shared/FieldFrame.tsx';
import { joinIds, submitOnEnter } from '../shared/keys.ts';
import type { FieldProps } from '../types.ts';
import { parseNumberDraft } from '../../../src/kinds/scalar.ts';
import { stepDraft, type StepRules } from './stepNumber.ts';

const numberIn = (schema: Readonly<Record<string, unknown>>, key: string): number | undefined => {
  const value = Object.hasOwn(schema, key) ? schema[key] : undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

/** What ArrowUp/ArrowDown step by and stay within: `multipleOf` (else 1; a whole step for integers) and the bounds. */
function stepRules(field: NumberFieldNode): StepRules {
  const multipleOf = numberIn(field.schema, 'multipleOf');
  const step = multipleOf !== undefined && multipleOf > 0 && (!field.integer || Number.isInteger(multipleOf)) ? multipleOf : 1;
  return {
    step,
    minimum: field.minimum,
    maximum: field.maximum,
    exclusiveMinimum: numberIn(field.schema, 'exclusiveMinimum'),
    exclusiveMaximum: numberIn(field.schema, 'exclusiveMaximum'),
  };
}

/** "Whole number · Between 0 and 100": the constraints a user should know before typing (the field's hint). */
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
 * A number or integer field (docs/behaviour.md §2 "number"). A plain text input keeps the user's draft exactly as typed
 * (`-`, `1.`, `1e` survive; docs/behaviour.md §3.7 decision); the core parses it on blur/submit, so the wire gets a JSON number.
 * `type="number"` is avoided because browsers blank its value while the draft isn't a number yet. It is exposed as
 * a spinbutton (WAI-ARIA APG, docs/behaviour.md §3.7): `aria-valuemin`/`aria-valuemax` where bounded, `aria-valuenow` while the
 * draft reads as a number, and ArrowUp/ArrowDown step by `multipleOf` (else 1) within the bounds (`stepDraft`).
 */
export function NumberField(props: FieldProps) {
  const field = props.field as NumberFieldNode;
  const { ids, invalid, disabled, messages } = props;
  const draft = typeof props.value === 'string' ? props.value : typeof props.value === 'number' ? String(props.value) : '';
  const hint = rangeHint(field, messages);
  // Phone keyboards: the numeric pads have no minus sign, so they're only used when negatives can't be valid.
  const canBeNegative = field.minimum === undefined || field.minimum < 0;
  const inputMode = canBeNegative ? 'text' : field.integer ? 'numeric' : 'decimal';
  const now = parseNumberDraft(draft);
  const onArrow = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const direction = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (direction === 0 || event.altKey || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) return;
    event.preventDefault(); // the caret stays where it is, as in a native spin button
    const next = stepDraft(draft, direction, stepRules(field));
    if (next !== undefined) props.onValueChange(next);
  };
  return (
    <FieldFrame
      state={props}
      hint={hint ? <p className="elicit-field__hint" id={hintId(ids)}><bdi>{hint}</bdi></p> : null}
    >
      <input
        className="elicit-input"
        id={ids.control}
        name={field.name}
        type="text"
        role="spinbutton"
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        value={draft}
        onChange={(event) => props.onValueChange(event.target.value)}
        onBlur={props.onBlur}
        onKeyDown={(event) => {
          onArrow(event);
          submitOnEnter(event, props.requestSubmit);
        }}
        disabled={disabled}
        aria-valuemin={field.minimum}
        aria-valuemax={field.maximum}
        aria-valuenow={typeof now === 'number' ? now : undefined}
        aria-required={field.required || undefined}
        aria-invalid={invalid || undefined}
        // While an error is shown it stands in for the range hint, which says the same rule (docs/behaviour.md §7.6).
        aria-describedby={joinIds(props.describedBy, hint !== undefined && !invalid && hintId(ids))}
      />
    </FieldFrame>
  );
}

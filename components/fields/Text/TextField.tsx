import type { TextField as TextFieldNode, TextFormat } from '../../../src/model.ts';
import { hintId } from '../../form/ids.ts';
import { FieldFrame } from '../shared/FieldFrame.tsx';
import { joinIds, submitOnEnter } from '../shared/keys.ts';
import { codePointLength } from '../../../src/formCore.ts';
import type { FieldProps } from '../types.ts';
import { isFarFromLimit, readDateInput } from './text.ts';
import { UNREADABLE_ENTRY } from '../../../src/unreadable.ts';

/** Native input type per docs/behaviour.md §2 text format. Native checks are off (`noValidate`); the core validates. */
const INPUT_TYPE: Record<TextFormat, string> = {
  email: 'email',
  uri: 'url',
  date: 'date',
  'date-time': 'datetime-local',
};

/**
 * A text field (docs/behaviour.md §2 "text"): `email`/`url`/`date` inputs per format, `date-time` as a local date-and-time
 * input with seconds, a code-point counter when `maxLength` is set. Never uses the HTML `maxlength`/`pattern`
 * attributes: they count UTF-16 units and anchor patterns, unlike the wire rules (docs/behaviour.md §3). A date or date-time
 * left half-typed or impossible becomes an error, never a dropped value (docs/behaviour.md §3): the browser fires no event while
 * a date is incomplete, so the input is read again on blur and on Enter (`readDateInput`).
 */
export function TextField(props: FieldProps) {
  const field = props.field as TextFieldNode;
  const { ids, invalid, disabled, messages } = props;
  const text = typeof props.value === 'string' ? props.value : '';
  const isDateTime = field.format === 'date-time';
  const isDate = isDateTime || field.format === 'date';
  /** Reports what a date input holds now, when that differs from the field's value. */
  const syncDate = (input: HTMLInputElement) => {
    const next = readDateInput(input, isDateTime);
    if (next !== text) props.onValueChange(next);
  };
  const length = codePointLength(text);
  const counter = field.maxLength !== undefined ? (
    <p
      className="elicit-field__hint"
      data-align="end"
      id={hintId(ids)}
      data-over={length > field.maxLength ? '' : undefined}
      data-quiet={isFarFromLimit(length, field.maxLength) ? '' : undefined}
    >
      <bdi>{messages.textCharacterCount(length, field.maxLength)}</bdi>
    </p>
  ) : null;
  return (
    <FieldFrame state={props} after={counter}>
      <input
        className="elicit-input"
        id={ids.control}
        name={field.name}
        type={field.format ? INPUT_TYPE[field.format] : 'text'}
        step={isDateTime ? 1 : undefined}
        // The marker is never written back: that would wipe the segments the person typed.
        value={text === UNREADABLE_ENTRY ? '' : text}
        onChange={(event) => (isDate ? syncDate(event.target) : props.onValueChange(event.target.value))}
        onBlur={(event) => {
          if (isDate) syncDate(event.target);
          props.onBlur();
        }}
        onKeyDown={(event) => {
          if (isDate && event.key === 'Enter') syncDate(event.currentTarget);
          submitOnEnter(event, props.requestSubmit);
        }}
        disabled={disabled}
        aria-required={field.required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={joinIds(props.describedBy, counter !== null && hintId(ids))}
        autoComplete={field.format === 'email' ? 'email' : 'off'}
        spellCheck={field.format ? false : undefined}
      />
    </FieldFrame>
  );
}

import type { TextField as TextFieldNode, TextFormat } from '../../../src/model.ts';
import { hintId } from '../../form/ids.ts';
import { FieldFrame } from '../shared/FieldFrame.tsx';
import { joinIds, submitOnEnter } from '../shared/keys.ts';
import { codePointLength } from '../../../src/formCore.ts';
import type { FieldProps } from '../types.ts';
import { isFarFromLimit, withSeconds } from './text.ts';

/** Native input type per SPEC §2 text format. Native checks are off (`noValidate`); the core validates. */
const INPUT_TYPE: Record<TextFormat, string> = {
  email: 'email',
  uri: 'url',
  date: 'date',
  'date-time': 'datetime-local',
};

/**
 * A text field (SPEC §2 "text"): `email`/`url`/`date` inputs per format, `date-time` as a local date-and-time
 * input with seconds, a code-point counter when `maxLength` is set. Never uses the HTML `maxlength`/`pattern`
 * attributes: they count UTF-16 units and anchor patterns, unlike the wire rules (SPEC §3).
 */
export function TextField(props: FieldProps) {
  const field = props.field as TextFieldNode;
  const { ids, invalid, disabled, messages } = props;
  const text = typeof props.value === 'string' ? props.value : '';
  const isDateTime = field.format === 'date-time';
  const length = codePointLength(text);
  const counter = field.maxLength !== undefined ? (
    <p
      className="elicit-field__hint"
      data-align="end"
      id={hintId(ids)}
      data-over={length > field.maxLength ? '' : undefined}
      data-quiet={isFarFromLimit(length, field.maxLength) ? '' : undefined}
    >
      {messages.textCharacterCount(length, field.maxLength)}
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
        value={text}
        onChange={(event) => props.onValueChange(isDateTime ? withSeconds(event.target.value) : event.target.value)}
        onBlur={props.onBlur}
        onKeyDown={(event) => submitOnEnter(event, props.requestSubmit)}
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

import type { FieldNode, TextField as TextFieldNode, TextFormat } from '../../../src/model.ts';
import { hintId } from '../../form/ids.ts';
import { FieldFrame } from '../shared/FieldFrame.tsx';
import { joinIds, submitOnEnter } from '../shared/keys.ts';
import { codePointLength } from '../../../src/formCore.ts';
import type { FieldProps } from '../types.ts';
import { isFarFromLimit } from './text.ts';
import { DateField } from './DateField.tsx';
import { LazyCalendar } from './lazyCalendar.ts';

/** Native input type per docs/behaviour.md §2 text format. Native checks are off (`noValidate`); the core validates. */
const INPUT_TYPE: Record<Exclude<TextFormat, 'date' | 'date-time'>, string> = { email: 'email', uri: 'url' };

/**
 * A text field (docs/behaviour.md §2 "text"): `email`/`url` inputs per format, a code-point counter when `maxLength` is
 * set. Never uses the HTML `maxlength`/`pattern` attributes: they count UTF-16 units and anchor patterns, unlike the
 * wire rules (docs/behaviour.md §3). `date` and `date-time` are DateField.tsx.
 */
export function TextField(props: FieldProps) {
  const field = props.field as TextFieldNode;
  if (field.format === 'date' || field.format === 'date-time') return <DateField {...props} />;
  const { ids, invalid, disabled, messages } = props;
  const text = typeof props.value === 'string' ? props.value : '';
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
        value={text}
        onChange={(event) => props.onValueChange(event.target.value)}
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

/** A date or date-time field starts loading its calendar with the form (components/fields/preload.ts). */
TextField.preloadFor = (field: FieldNode): Promise<unknown> | undefined =>
  field.kind === 'text' && (field.format === 'date' || field.format === 'date-time') ? LazyCalendar.preload() : undefined;

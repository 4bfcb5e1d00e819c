import { useRef, useState } from 'react';
import type { TextField as TextFieldNode } from '../../../src/model.ts';
import { UNREADABLE_ENTRY } from '../../../src/unreadable.ts';
import { CalendarIcon } from '../../icons/index.tsx';
import { FieldFrame } from '../shared/FieldFrame.tsx';
import { submitOnEnter } from '../shared/keys.ts';
import type { FieldProps } from '../types.ts';
import { LazyCalendar } from './lazyCalendar.ts';
import { readDateInput } from './text.ts';

/**
 * A date or date-time field (docs/behaviour.md §2 "text", docs/look.md "Date and date-time"): the browser's date input
 * keeps typed entry in the person's own order (dd/mm/yyyy, mm/dd/yyyy…), drawn as the kit's pill, muted while empty,
 * its own picker hidden; the button beside it opens the kit's calendar (Calendar.tsx, on demand). A date left
 * half-typed or impossible becomes an error, never a dropped value (docs/behaviour.md §3.4): the browser fires no
 * event while a date is incomplete, so the input is read again on blur and on Enter (`readDateInput`).
 */
export function DateField(props: FieldProps) {
  const field = props.field as TextFieldNode;
  const { ids, invalid, disabled, messages } = props;
  const text = typeof props.value === 'string' ? props.value : '';
  const isDateTime = field.format === 'date-time';
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  /** Reports what the input holds now, when that differs from the field's value. */
  const syncDate = (input: HTMLInputElement) => {
    const next = readDateInput(input, isDateTime);
    if (next !== text) props.onValueChange(next);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  return (
    <FieldFrame state={props}>
      <div className="elicit-suggestions elicit-date" data-state={open ? 'open' : 'closed'}>
        <div className="elicit-suggestions__control">
          <input
            className="elicit-input"
            id={ids.control}
            name={field.name}
            type={isDateTime ? 'datetime-local' : 'date'}
            step={isDateTime ? 1 : undefined}
            // The marker is never written back: that would wipe the segments the person typed.
            value={text === UNREADABLE_ENTRY ? '' : text}
            data-empty={text === '' ? '' : undefined}
            onChange={(event) => syncDate(event.target)}
            onBlur={(event) => {
              syncDate(event.target);
              props.onBlur();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') syncDate(event.currentTarget);
              // Alt+↓ opens the kit's calendar, not the browser's picker.
              if (event.altKey && event.key === 'ArrowDown') {
                event.preventDefault();
                setOpen(true);
              }
              submitOnEnter(event, props.requestSubmit);
            }}
            disabled={disabled}
            aria-required={field.required || undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={props.describedBy}
            autoComplete="off"
            spellCheck={false}
          />
          <button
            ref={buttonRef}
            type="button"
            className="elicit-suggestions__toggle"
            aria-label={messages.dateChoose}
            aria-haspopup="dialog"
            aria-expanded={open}
            disabled={disabled}
            onClick={() => setOpen((was) => !was)}
          >
            <CalendarIcon />
          </button>
          {open && (
            <LazyCalendar
              value={text}
              dateTime={isDateTime}
              schema={field.schema}
              messages={messages}
              onChange={props.onValueChange}
              onClose={close}
            />
          )}
        </div>
      </div>
    </FieldFrame>
  );
}

import type { ReactNode } from 'react';
import { domScope } from '../../form/focus.ts';
import { AlertIcon } from '../../icons/index.tsx';
import type { FieldProps } from '../types.ts';

export interface FieldFrameProps {
  /** The field's props, as every field component receives them. */
  state: Pick<FieldProps, 'field' | 'ids' | 'invalid' | 'error' | 'messages'>;
  /**
   * How the label is rendered:
   * - `label` (default): a `<label for>` pointing at `ids.control` (single inputs);
   * - `legend`: the frame is a `<fieldset>` and the label its `<legend>` (radio/checkbox groups);
   * - `none`: the field renders its own label (e.g. a checkbox with the label after the box), using
   *   `<FieldLabelText>` inside it;
   * - `widget`: a text label (`id={ids.label}`) for a custom control that names itself with `aria-labelledby` (a
   *   `<label for>` may only point at a form control); a click on it focuses the control, as a label's would.
   */
  labelAs?: 'label' | 'legend' | 'none' | 'widget';
  /** Extra help under the description (number range); give it the id you put in describedBy. */
  hint?: ReactNode;
  /** Live help under the control (a length counter), before the error. */
  after?: ReactNode;
  children: ReactNode;
}

/**
 * The label / description / error / required wiring every field reuses (docs/architecture.md rule 6). The control
 * itself is the child; it must carry `id={ids.control}`, `aria-describedby={describedBy}` and
 * `aria-invalid={invalid}` (the frame can't add attributes to it). Server text is rendered as text (docs/behaviour.md §7).
 * @example
 * <FieldFrame state={props}><input id={props.ids.control} aria-describedby={props.describedBy} /></FieldFrame>
 */
export function FieldFrame({ state, labelAs = 'label', hint, after, children }: FieldFrameProps) {
  const { field, ids, invalid, error } = state;
  const label = <FieldLabelText state={state} />;
  const description = field.description ? (
    <p className="elicit-field__description" part="description" id={ids.description}>
      <bdi>{field.description}</bdi>
    </p>
  ) : null;
  const errorText = invalid && error ? <FieldError id={ids.error}>{error}</FieldError> : null;
  const common = {
    className: 'elicit-field',
    // `::part()` names for hosts that render the form in a shadow root (`<elicitation-form>`, README).
    part: 'field',
    'data-kind': field.kind,
    'data-invalid': invalid ? '' : undefined,
    'data-required': field.required ? '' : undefined,
  };
  if (labelAs === 'legend') {
    return (
      <fieldset {...common} aria-describedby={field.description ? ids.description : undefined}>
        <legend className="elicit-field__label" part="label" id={ids.label}>{label}</legend>
        {description}
        {hint}
        {children}
        {after}
        {errorText}
      </fieldset>
    );
  }
  return (
    <div {...common}>
      {labelAs === 'label' ? (
        <label className="elicit-field__label" part="label" id={ids.label} htmlFor={ids.control}>
          {label}
        </label>
      ) : null}
      {labelAs === 'widget' ? (
        // Pointer-only convenience, like a native label's click: keyboard users reach the control with Tab.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <span
          className="elicit-field__label"
          part="label"
          id={ids.label}
          onClick={(event) => domScope(event.currentTarget).getElementById(ids.control)?.focus()}
        >
          {label}
        </span>
      ) : null}
      {labelAs === 'none' ? children : null}
      {description}
      {hint}
      {labelAs === 'label' || labelAs === 'widget' ? children : null}
      {after}
      {errorText}
    </div>
  );
}

/**
 * The label text with its required mark. The mark is visual only: the control carries `aria-required` /
 * `required`, so screen readers aren't told "star".
 */
export function FieldLabelText({ state }: { state: Pick<FieldProps, 'field' | 'messages'> }) {
  return (
    <>
      {/* Server text takes its own direction, whatever the page's (docs/behaviour.md §7.3: RTL); the star stays outside. */}
      <bdi>{state.field.label}</bdi>
      {state.field.required ? (
        <span className="elicit-field__required" aria-hidden="true" title={state.messages.required}>
          {' *'}
        </span>
      ) : null}
    </>
  );
}

/**
 * The one error pattern of every kind (docs/look.md, "Errors"): an alert icon and the message, right under
 * the control, whose red border comes from the field's `data-invalid`. The icon is decorative: the control's
 * `aria-describedby` reads the message alone.
 */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p className="elicit-field__error" part="error" id={id}>
      <AlertIcon size={14} />
      <bdi>{children}</bdi>
    </p>
  );
}

/**
 * The frame of a radio or checkbox group: the field label, description, hint and error around one element with
 * role `radiogroup` or `group` (the WAI-ARIA radio group pattern). Unlike a `<fieldset>`, which would be a second,
 * unnamed-for-errors group around the inner one, the single group here carries the name (`aria-labelledby`),
 * the description, hint and error (`aria-describedby`) and the invalid state, so a screen reader hears all of
 * them once on entering the group. Same classes, `::part()` names and data attributes as FieldFrame, so the looks
 * match, in a shadow root too.
 */
import type { ReactNode } from 'react';
import { FieldError, FieldLabelText } from './FieldFrame.tsx';
import type { FieldProps } from '../types.ts';

export interface ChoiceGroupFrameProps {
  state: Pick<FieldProps, 'field' | 'ids' | 'invalid' | 'error' | 'messages'>;
  /** Extra help under the description (e.g. "Choose 1 to 2"); give it an id you put in the group's describedby. */
  hint?: ReactNode;
  /**
   * The group element (it must carry `aria-labelledby={ids.label}`), then any extra controls; the error follows.
   * A control with more under it (the resource picker's "Add files…" and notices) passes a function instead: it
   * gets the error element (or null) to place right under the group itself (one error pattern, directly
   * under the control), and the frame renders no error of its own. Same element, same id either way.
   */
  children: ReactNode | ((error: ReactNode) => ReactNode);
}

/**
 * @example
 * <ChoiceGroupFrame state={props}>
 *   <div role="radiogroup" id={ids.control} aria-labelledby={ids.label} aria-describedby={describedBy}>…</div>
 * </ChoiceGroupFrame>
 */
export function ChoiceGroupFrame({ state, hint, children }: ChoiceGroupFrameProps) {
  const { field, ids, invalid, error } = state;
  const errorText = invalid && error ? <FieldError id={ids.error}>{error}</FieldError> : null;
  return (
    <div
      className="elicit-field"
      part="field"
      data-kind={field.kind}
      data-invalid={invalid ? '' : undefined}
      data-required={field.required ? '' : undefined}
    >
      {/* Not a <label>: it names a group, not one input (a <label for> a div would be invalid). */}
      <span className="elicit-field__label" part="label" id={ids.label}>
        <FieldLabelText state={state} />
      </span>
      {field.description ? (
        <p className="elicit-field__description" part="description" id={ids.description}>
          <bdi>{field.description}</bdi>
        </p>
      ) : null}
      {hint}
      {typeof children === 'function' ? (
        children(errorText)
      ) : (
        <>
          {children}
          {errorText}
        </>
      )}
    </div>
  );
}

import type { RefObject } from 'react';
import type { FieldBinding } from '../form/binding.ts';
import { focusControl } from '../form/focus.ts';
import { StatusLine, type StatusLineProps } from './StatusLine.tsx';

interface FormStatusProps extends StatusLineProps {
  /** The form's fields: after a refused Submit, those that need attention are listed. */
  fields: readonly FieldBinding[];
  /** The form's root, where the listed fields' controls are looked up (it may be in a shadow root). */
  rootRef: RefObject<Element | null>;
}

/**
 * The form's status (docs/behaviour.md §7.6, docs/look.md, "Errors"). After a refused Submit it is a soft alert box:
 * the polite live region says how many fields need attention (StatusLine, unchanged: a screen reader hears the same),
 * and under it each of those fields is a button, named by the field's label, that moves focus to it. The box is always
 * in the page, so the live region inside it never remounts. Once answered it holds the "Sent" badge.
 * A form of one field draws no box: that field's own error, right under it, already says what is wrong, and a box
 * saying "1 field needs attention" with a button to the field would say it twice. The live region stays, visually
 * hidden (`data-quiet`), so a screen reader still hears that Submit was refused, also when focus was already in the
 * field (Enter) and does not move.
 * @example <FormStatus status={form.status} invalidCount={form.invalidCount} refusedSubmits={form.refusedSubmits}
 *   messages={messages} fields={form.fields} rootRef={rootRef} id={`${form.formId}-status`} />
 */
export function FormStatus({ fields, rootRef, ...line }: FormStatusProps) {
  const refused = line.status === 'editing' && line.refusedSubmits > 0 && (line.invalidCount > 0 || line.formError !== undefined);
  const quiet = refused && fields.length === 1 && line.formError === undefined;
  const boxed = refused && !quiet;
  const listed = boxed ? fields.filter((binding) => binding.props.invalid) : [];
  return (
    <div className="elicit-form__alert" data-tone={boxed ? 'error' : line.status === 'editing' ? undefined : 'done'}>
      <StatusLine {...line} quiet={quiet} />
      {listed.length > 0 ? (
        <ul className="elicit-form__alert-fields">
          {listed.map((binding) => (
            <li key={binding.field.name}>
              <button
                type="button"
                className="elicit-form__alert-link"
                aria-describedby={line.id}
                onClick={() => focusControl(rootRef.current, binding.props.ids.control)}
              >
                {binding.field.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import type { RefObject } from 'react';
import type { FieldValue, FormModel } from '../../src/model.ts';
import { fieldIds, type FieldIds } from './ids.ts';
import type { FormControl } from './control.ts';
import { fieldKey } from './keys.ts';

/**
 * One field's value as a tiny external store: read it with `get`, hear about changes with `subscribe`. Each field
 * subscribes to its own value only, so a keystroke re-renders one field and never the whole form (README "Speed").
 */
export interface FieldValueSource {
  get: () => FieldValue;
  subscribe: (onChange: () => void) => () => void;
}

/** The parts of a field's props that never change while a form is shown, plus its value source. */
export interface StableFieldParts {
  ids: FieldIds;
  onValueChange: (value: FieldValue) => void;
  onBlur: () => void;
  source: FieldValueSource;
}

/**
 * Creates each field's ids, handlers and value source once per form, so a keystroke in one field hands every other
 * field the same props and doesn't re-render them (README "Speed"). The handlers read whether the form was
 * submitted at event time from `submitted` (kept current by the hook) instead of closing over one render's value.
 * The handlers are the only writers of field values, so they notify the field's subscribers themselves.
 */
export function createStableFieldParts(
  model: FormModel,
  formId: string,
  form: Pick<FormControl, 'setValue' | 'getValue' | 'trigger' | 'getState'>,
  submitted: RefObject<boolean>,
  /** Told about every value change: the person typed or chose something (the Escape rule, docs/behaviour.md §3). */
  onEdit: () => void = () => {},
): StableFieldParts[] {
  return model.fields.map((field, index) => {
    const key = fieldKey(index);
    const listeners = new Set<() => void>();
    return {
      ids: fieldIds(formId, field.name),
      onValueChange: (value: FieldValue) => {
        // No shouldDirty/shouldTouch: nothing reads them, and the dirty check compares every value of the form.
        // One rule for every kind (docs/behaviour.md §7.6): an error once shown is checked again as the person types, so it
        // clears (or changes) at once; a field without one is judged when the person leaves it (onBlur), so a
        // half-typed value (`-`, `1.`, `ada@`: docs/behaviour.md §3) isn't flagged mid-typing.
        const errorShown = submitted.current && form.getState().errors[key] !== undefined;
        form.setValue(key, value, errorShown);
        onEdit();
        listeners.forEach((listener) => listener());
      },
      onBlur: () => {
        // Validation starts with the first Submit, then follows the user live (docs/behaviour.md §7.6).
        if (submitted.current) form.trigger(key);
      },
      source: {
        get: () => form.getValue(key),
        subscribe: (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
    };
  });
}

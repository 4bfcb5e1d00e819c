import type { RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FieldValue, FormModel } from '../../src/model.ts';
import type { FieldIds } from '../fields/types.ts';
import { fieldIds } from './ids.ts';
import { fieldKey, type KeyedValues } from './keys.ts';

/** The parts of a field's props that never change while a form is shown. */
export interface StableFieldParts {
  ids: FieldIds;
  onValueChange: (value: FieldValue) => void;
  onBlur: () => void;
}

/**
 * Creates each field's ids and handlers once per form, so a keystroke in one field hands every other field the
 * same props and lets them skip re-rendering (README "Speed"). The handlers read whether the form was submitted
 * at event time from `submitted` (kept current by the hook) instead of closing over one render's value.
 */
export function createStableFieldParts(
  model: FormModel,
  formId: string,
  form: UseFormReturn<KeyedValues>,
  submitted: RefObject<boolean>,
): StableFieldParts[] {
  return model.fields.map((field, index) => {
    const key = fieldKey(index);
    return {
      ids: fieldIds(formId, field.name),
      onValueChange: (value: FieldValue) =>
        form.setValue(key, value, {
          shouldDirty: true,
          shouldTouch: true,
          // SPEC §3 decision: a number draft is only judged on blur/submit, so `-` or `1.` aren't flagged mid-typing.
          shouldValidate: submitted.current && field.kind !== 'number',
        }),
      onBlur: () => {
        // Validation starts with the first Submit, then follows the user live (issue 3, "Validation UX").
        if (submitted.current) void form.trigger(key);
      },
    };
  });
}

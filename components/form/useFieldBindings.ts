/**
 * What each field of a form is handed: its ids, handlers and value source, made once per form, and a binding whose
 * identity holds while its props stay the same (README "Bring your own markup": typing re-renders only the field
 * typed into, and a field wrapped in `memo` skips the form's other updates). Two parts of `useElicitationForm`.
 */
import { useMemo, useRef, useState } from 'react';
import type { FormModel } from '../../src/model.ts';
import type { FieldBinding } from './binding.ts';
import type { ControlState, FormControl } from './control.ts';
import { createStableFieldParts, type FieldValueSource, type StableFieldParts } from './handlers.ts';
import { fieldKey } from './keys.ts';
import { itemErrorsOf } from './resolver.ts';
import { sameFieldState } from './sameProps.ts';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect.ts';

/**
 * Each field's ids, handlers and value source, index-aligned with `model.fields`, made once per form. The handlers
 * read whether the form was submitted at event time, so they need not change when it is (docs/behaviour.md §7.6).
 * @example const parts = useFieldParts(model, formId, form, isSubmitted, markEdited);
 */
export function useFieldParts(
  model: FormModel | undefined,
  formId: string,
  form: FormControl,
  isSubmitted: boolean,
  markEdited: () => void,
): StableFieldParts[] {
  const submittedRef = useRef(isSubmitted);
  useIsomorphicLayoutEffect(() => {
    submittedRef.current = isSubmitted;
  }, [isSubmitted]);
  return useMemo(
    // The handlers read the ref only when the user acts, never while rendering; the lint can't see into them.
    // eslint-disable-next-line react-hooks/refs
    () => (model ? createStableFieldParts(model, formId, form, submittedRef, markEdited) : []),
    [model, formId, form, markEdited],
  );
}

/**
 * What the bindings show of the form besides each field's parts.
 * @example const state: BindingState = { errors, isSubmitted, locked: answer.locked, submit: answer.submit };
 */
export interface BindingState extends ControlState {
  /** Every control is inert: answered, or `disabled`. */
  locked: boolean;
  /** Enter in a single-line field submits the form (docs/behaviour.md §7.2). */
  submit: () => void;
}

/**
 * The fields' bindings, in schema order. Errors show from the first Submit on (docs/behaviour.md §7.6). A binding
 * is reused only while its props equal the last ones, so a render React throws away leaves nothing wrong behind.
 * @example const fields = useFieldBindings(model, parts, { errors, isSubmitted, locked, submit });
 */
export function useFieldBindings(model: FormModel | undefined, parts: readonly StableFieldParts[], state: BindingState): FieldBinding[] {
  const { errors, isSubmitted, locked, submit } = state;
  const [bindingCache] = useState(() => new WeakMap<FieldValueSource, FieldBinding>());
  return (model?.fields ?? []).map((field, index): FieldBinding => {
    const { ids, onValueChange, onBlur, source } = parts[index]!;
    const error = isSubmitted ? errors[fieldKey(index)] : undefined;
    const invalid = error !== undefined;
    const describedBy = [field.description ? ids.description : '', invalid ? ids.error : ''].filter(Boolean).join(' ') || undefined;
    const props: FieldBinding['props'] = {
      field,
      ids,
      onValueChange,
      onBlur,
      invalid,
      error: error?.message,
      itemErrors: itemErrorsOf(error),
      describedBy,
      disabled: locked,
      requestSubmit: submit,
    };
    const previous = bindingCache.get(source);
    if (previous && sameFieldState(previous.props, props)) return previous; // props.field is compared too
    const binding = { field, source, props };
    bindingCache.set(source, binding);
    return binding;
  });
}

/**
 * Where a form's values live and how they are judged: the values it starts from, the control that holds them and the
 * resolver that checks them as the server will receive them (docs/behaviour.md §3.12). One part of `useElicitationForm`.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { defaultValues, valuesFromContent } from '../../src/formCore.ts';
import type { Content, FieldValue, FormModel } from '../../src/model.ts';
import type { ValidationMessages } from '../../src/messages.ts';
import { createFormControl, type ControlState, type FormControl, type Resolver } from './control.ts';
import { fieldKey, toKeyedValues } from './keys.ts';
import { createContentResolver, uncheckedAnswerErrors } from './resolver.ts';
import { useStableCallback } from './useStableCallback.ts';
import { loadValidator } from './validator.ts';
import { whenIdle } from './whenIdle.ts';

/**
 * What the values start from, read on mount; and the validation messages, read at each check (a catalogue that
 * arrives after mount, docs/behaviour.md §13.5, words the next check).
 * @example useFormControl(model, { defaultContent: { name: 'Ada' }, validationMessages: fr.validation });
 */
export interface FormControlOptions {
  /** Wire values to start from; they win over schema defaults. */
  defaultContent?: Readonly<Partial<Content>>;
  /** What a kept draft restores, by field index; it wins over both (docs/behaviour.md §11.2). */
  restored?: ReadonlyMap<number, FieldValue>;
  /** Validation messages merged over the core catalogue. */
  validationMessages?: Partial<ValidationMessages>;
}

/**
 * The control of `model`'s form, created once, and the state the form shows from it (errors, whether it was
 * submitted). An unsupported form (no model) has no resolver and never submits.
 * @example const { form, errors, isSubmitted } = useFormControl(model, { defaultContent, restored: draft.restored });
 */
export function useFormControl(model: FormModel | undefined, options: FormControlOptions): ControlState & { form: FormControl } {
  const [startValues] = useState(() => {
    if (!model) return {};
    const { defaultContent, restored } = options;
    const values = toKeyedValues(model, defaultContent ? valuesFromContent(model, defaultContent) : defaultValues(model));
    restored?.forEach((value, index) => (values[fieldKey(index)] = value)); // what was typed wins (docs/behaviour.md §11.2)
    return values;
  });
  const { validationMessages } = options;
  const resolver = useMemo(() => (model ? createContentResolver(model, validationMessages) : undefined), [model, validationMessages]);
  // The control is created once; it validates with the resolver of the current schema.
  const resolve = useStableCallback<Parameters<Resolver>, ReturnType<Resolver>>((values) => resolver!(values));
  const [form] = useState(() => createFormControl(startValues, resolve, uncheckedAnswerErrors(validationMessages)));
  useEffect(() => {
    // The validator is needed from the first Submit on. Fetching it when the browser is idle after the form is on
    // screen keeps its code and set-up out of the mount (docs/behaviour.md §14.1). A Submit that comes first loads it
    // itself; a failed load shows on Submit, which retries.
    if (!model) return undefined;
    return whenIdle(() => void loadValidator().catch(() => {}));
  }, [model]);
  const { errors, isSubmitted } = useSyncExternalStore(form.subscribe, form.getState, form.getState);
  return { form, errors, isSubmitted };
}

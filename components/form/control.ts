/**
 * The form's react-hook-form control, created once the form is on screen (docs/behaviour.md §14.1). react-hook-form is a third of
 * the kit's first-load script and making its control is the largest single step of a mount, yet nothing needs it
 * before the user acts: until it is there, the values live in a plain object, and a Submit waits for it.
 */
import type { FieldError, FieldErrors, Resolver, UseFormReturn } from 'react-hook-form';
import type { FieldValue } from '../../src/model.ts';
import type { KeyedValues } from './keys.ts';
import { loadOnce } from './loadOnce.ts';

/** What the form shows from react-hook-form's state. */
export interface ControlState {
  errors: FieldErrors<KeyedValues>;
  isSubmitted: boolean;
}

type Form = Omit<UseFormReturn<KeyedValues>, 'formState'>;

export interface FormControl {
  getValue: (key: string) => FieldValue;
  setValue: (key: string, value: FieldValue, validate: boolean) => void;
  /** Re-validates one field (only a submitted form validates, and a submitted form has its control). */
  trigger: (key: string) => void;
  /** react-hook-form's `handleSubmit`, once the control is there. */
  submit: (onValid: (values: KeyedValues) => void, onInvalid: (errors: FieldErrors<KeyedValues>) => void) => Promise<void>;
  /** Starts creating the control (once); a failed load can be retried. */
  load: () => Promise<Form>;
  /** The current state, the same object until it changes (for `useSyncExternalStore`). */
  getState: () => ControlState;
  subscribe: (listener: () => void) => () => void;
}

const library = loadOnce(() => import('./reactHookForm.ts'));

/**
 * Loads react-hook-form's part of the kit (once; a failed load can be retried). Every form does this by itself
 * once it is on screen; `preloadAllFields()` does it up front.
 */
export const loadFormLibrary = library.load;

/**
 * @param loadFailed the errors shown when react-hook-form can't be loaded (nothing unchecked is sent)
 * @example const control = createLazyFormControl(startValues, resolver, { _form: { type: 'schema', message: 'Could not check' } });
 */
export function createLazyFormControl(startValues: KeyedValues, resolver: Resolver<KeyedValues>, loadFailed: Record<string, FieldError>): FormControl {
  const values: KeyedValues = { ...startValues }; // what the user types before react-hook-form takes over
  let state: ControlState = { errors: {}, isSubmitted: false };
  const listeners = new Set<() => void>();
  const publish = (next: ControlState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  const reactHookForm = loadOnce(() => loadFormLibrary().then((rhf) => {
    // Made without `useForm`: it marks itself ready with a state update in a layout effect, which would render
    // the whole form a second time.
    const created = rhf.createFormControl<KeyedValues>({
      defaultValues: values, // what the user typed so far (nothing reads dirtiness, so defaults may move)
      resolver,
      mode: 'onSubmit',
      reValidateMode: 'onChange',
      shouldFocusError: false,
    });
    // `subscribe` also marks the control mounted: values are read from the live form from now on.
    created.subscribe({
      formState: { errors: true, isSubmitted: true },
      callback: (next) => publish({ errors: { ...next.errors }, isSubmitted: next.isSubmitted ?? state.isSubmitted }),
    });
    return created;
  }));
  const { load } = reactHookForm;

  return {
    getValue: (key) => {
      const form = reactHookForm.loaded();
      return form ? form.getValues(key) : values[key];
    },
    setValue: (key, value, validate) => {
      const form = reactHookForm.loaded();
      if (form) form.setValue(key, value, { shouldValidate: validate });
      else values[key] = value;
    },
    trigger: (key) => void reactHookForm.loaded()?.trigger(key),
    submit: async (onValid, onInvalid) => {
      let created: Form;
      try {
        created = await load();
      } catch {
        publish({ errors: loadFailed, isSubmitted: true });
        onInvalid(loadFailed);
        return;
      }
      await created.handleSubmit(onValid, onInvalid)();
    },
    load,
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

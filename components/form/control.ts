/**
 * The form's control: the values a form holds and the errors it shows (docs/behaviour.md §7.6). Nothing is judged
 * before the first Submit; Submit judges the whole answer with the resolver and hands on either the values it judged
 * or the errors; after it, a field the person changes or leaves is judged again (the resolver sees every value, only
 * that field's error is updated: the others, and the form-level one, stay until their field changes or the next
 * Submit). The resolver may answer later (the validator loads on demand, docs/behaviour.md §14.1); an answer older
 * than the one a field already shows is dropped.
 */
import type { FieldValue } from '../../src/model.ts';
import type { KeyedValues } from './keys.ts';

/** What is wrong with one field (or, under `_form`, with the answer as a whole); `types` holds per-item messages. */
export interface FieldError {
  type: string;
  message?: string;
  types?: Record<string, string>;
}

/** Errors by field key. */
export type FieldErrors = Partial<Record<string, FieldError>>;

/** A verdict on every value of the form: the values to send when there are no errors. */
export interface ResolverResult {
  values: KeyedValues;
  errors: FieldErrors;
}

/** Judges every value of the form, now or once what it needs has loaded. */
export type Resolver = (values: KeyedValues) => ResolverResult | Promise<ResolverResult>;

/** What the form shows from the control. */
export interface ControlState {
  errors: FieldErrors;
  isSubmitted: boolean;
}

export interface FormControl {
  getValue: (key: string) => FieldValue;
  /** Stores a value; `validate` judges the field again at once (an error it shows updates as the person types). */
  setValue: (key: string, value: FieldValue, validate: boolean) => void;
  /** Judges one field again (the form calls it only once submitted). */
  trigger: (key: string) => void;
  /**
   * Judges the whole answer, then calls `onValid` with the values judged or `onInvalid` with the errors. A Submit
   * while one is being judged gets that one's promise, and its callbacks are not called.
   */
  submit: (onValid: (values: KeyedValues) => void, onInvalid: (errors: FieldErrors) => void) => Promise<void>;
  /** The current state, the same object until it changes (for `useSyncExternalStore`). */
  getState: () => ControlState;
  subscribe: (listener: () => void) => () => void;
}

const sameError = (a: FieldError | undefined, b: FieldError | undefined) =>
  a === b || (a?.type === b?.type && a?.message === b?.message && JSON.stringify(a?.types) === JSON.stringify(b?.types));

/**
 * @param unchecked the errors of an answer the resolver failed to judge (nothing unchecked is sent)
 * @example const control = createFormControl(startValues, resolver, { _form: { type: 'schema', message: 'Could not check' } });
 */
export function createFormControl(startValues: KeyedValues, resolver: Resolver, unchecked: FieldErrors): FormControl {
  const values: KeyedValues = { ...startValues };
  let state: ControlState = { errors: {}, isSubmitted: false };
  const listeners = new Set<() => void>();
  const publish = (next: ControlState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  // Every judgement is numbered. A field shows the outcome of the newest judgement that has come back for it (its own
  // or a Submit's), so a slow, older one never overwrites it.
  let judgements = 0;
  const shownFrom: Record<string, number> = {};
  let submittedFrom = 0;
  const judge = async (snapshot: KeyedValues): Promise<ResolverResult | undefined> => {
    try {
      return await resolver(snapshot);
    } catch {
      return undefined;
    }
  };
  let submitting: Promise<void> | undefined;

  const trigger = (key: string) => {
    const number = ++judgements;
    void judge({ ...values }).then((result) => {
      if (!result || number <= Math.max(shownFrom[key] ?? 0, submittedFrom)) return;
      shownFrom[key] = number;
      const error = result.errors[key];
      if (sameError(error, state.errors[key])) return;
      const { [key]: _previous, ...errors } = state.errors;
      publish({ ...state, errors: error ? { ...errors, [key]: error } : errors });
    });
  };

  const submitOnce = async (onValid: (values: KeyedValues) => void, onInvalid: (errors: FieldErrors) => void) => {
    const number = ++judgements;
    const result = (await judge({ ...values })) ?? { values: {}, errors: unchecked };
    submittedFrom = number;
    const errors: FieldErrors = {};
    for (const key of new Set([...Object.keys(state.errors), ...Object.keys(result.errors)])) {
      // A field judged again after this Submit started keeps that newer outcome.
      const error = (shownFrom[key] ?? 0) > number ? state.errors[key] : result.errors[key];
      if (error) errors[key] = error;
    }
    try {
      if (Object.values(result.errors).some(Boolean)) onInvalid({ ...result.errors });
      else onValid(result.values);
    } finally {
      publish({ errors, isSubmitted: true });
    }
  };

  return {
    getValue: (key) => values[key],
    setValue: (key, value, validate) => {
      values[key] = value;
      if (validate) trigger(key);
    },
    trigger,
    submit: (onValid, onInvalid) => (submitting ??= submitOnce(onValid, onInvalid).finally(() => {
      submitting = undefined;
    })),
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

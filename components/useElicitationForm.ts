import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type FocusEvent, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from './form/useIsomorphicLayoutEffect.ts';
import { useStableCallback } from './fields/shared/useStableCallback.ts';
import type { Resolver } from 'react-hook-form';
import { buildResult, defaultValues, toContent, valuesFromContent } from '../src/formCore.ts';
import { analyseSchema } from '../src/normalize.ts';
import type { Content, ElicitResult, FormModel, HostProfile, SupportResult } from '../src/model.ts';
import type { ValidationMessages } from '../src/messages.ts';
import { focusControl } from './form/focus.ts';
import { createStableFieldParts, type FieldValueSource } from './form/handlers.ts';
import { createLazyFormControl } from './form/control.ts';
import { fieldIds } from './form/ids.ts';
import { sameFieldState } from './form/sameProps.ts';
import type { FieldBinding } from './form/binding.ts';
import { fieldKey, toFormValues, toKeyedValues, type KeyedValues } from './form/keys.ts';
import { createContentResolver, FORM_ERROR_KEY, itemErrorsOf, uncheckedAnswerErrors } from './form/resolver.ts';
import { loadValidator } from './form/validator.ts';
import { whenIdle } from './form/whenIdle.ts';
import { useDiscardGuard, useEditTracker, type DiscardPrompt } from './form/useDiscardGuard.ts';
import { useDraft, type DraftOptions } from './form/drafts/index.ts';

/** Which answer a form sent, if any (`data-status` on the form). */
export type FormStatus = 'editing' | 'accepted' | 'declined' | 'cancelled';

export interface UseElicitationFormOptions {
  /** The form schema (`requestedSchema`, or `_meta["openai/elicitation"].requestedSchema` on MRTR; docs/behaviour.md §1). */
  requestedSchema: unknown;
  /** Called exactly once, with the one result of this form (docs/behaviour.md §3). */
  onResult: (result: ElicitResult) => void;
  profile?: HostProfile;
  /** Wire values to start from (e.g. a previous answer); they win over schema defaults. Read on mount. */
  defaultContent?: Readonly<Partial<Content>>;
  disabled?: boolean;
  /** Prefix of every id in the form; defaults to a React `useId`. */
  id?: string;
  /**
   * Called once with the normalised form, as soon as it is known and before any field renders: the place to start
   * loading on-demand field code (`<ElicitationForm>` preloads its lazy widgets here).
   */
  preload?: (model: FormModel) => void;
  /** The element holding the form (lets a refused Submit find the first invalid field, even in a shadow root). */
  rootRef?: RefObject<Element | null>;
  /** Validation messages (i18n), merged over the core catalogue; read when the form is created. */
  validationMessages?: Partial<ValidationMessages>;
  /** Keep a draft of what is typed for a remount of the same request, until answered (docs/behaviour.md §11). Read on mount. */
  draft?: DraftOptions;
}

export type { FieldBinding, FieldStateProps } from './form/binding.ts';

export interface ElicitationFormState {
  formId: string;
  support: SupportResult;
  /** The normalised form, or undefined when the schema is unsupported (then render only a notice). */
  model: FormModel | undefined;
  status: FormStatus;
  /** True once an answer was sent or while `disabled`: every control must be inert. */
  locked: boolean;
  /** Fields in schema order, each with the props its component needs except the value (see `useFieldProps`). */
  fields: FieldBinding[];
  /** How many fields need attention (0 until the first Submit). */
  invalidCount: number;
  /** Issues that belong to no field (they also block Submit). */
  formError: string | undefined;
  /** Increases with every refused Submit, so a live region can repeat its announcement. */
  refusedSubmits: number;
  submit: () => void;
  decline: () => void;
  cancel: () => void;
  /**
   * Escape once something was typed or chosen asks before discarding (docs/behaviour.md §3): while `open`, show "Discard your
   * answers?" with Discard and Keep editing (a second Escape discards too).
   */
  discardPrompt: DiscardPrompt;
  /** Spread on the `<form>`: no native validation, Enter/submit handling, the Escape rule (cancel or ask first). */
  formProps: {
    id: string;
    noValidate: true;
    onSubmit: (event: FormEvent) => void;
    onKeyDown: (event: KeyboardEvent) => void;
    onInput: () => void;
    onFocus: (event: FocusEvent) => void;
  };
}

/**
 * The headless form behind `<ElicitationForm>`: react-hook-form state, validation of the *content* through the
 * core, deterministic ids and ARIA wiring per field, and the one-result rule of docs/behaviour.md §3.13. To show another
 * request, remount (give the host element a new `key`).
 * @example
 * const form = useElicitationForm({ requestedSchema, onResult: send });
 * return <form {...form.formProps}>{form.fields.map((binding) => <MyField key={binding.field.name} binding={binding} />)}</form>;
 * // in MyField: const props = useFieldProps(binding); — re-renders on this field's own value only
 */
export function useElicitationForm(options: UseElicitationFormOptions): ElicitationFormState {
  const { requestedSchema, profile, disabled, rootRef } = options;
  // Stable whatever the host passes (an inline arrow is usual), so `submit` keeps its identity and so do the fields'
  // bindings (see `bindingCache`).
  const onResult = useStableCallback(options.onResult);
  const reactId = useId();
  const formId = options.id ?? `elicit-${reactId.replace(/[^A-Za-z0-9]/g, '')}`;
  const [preload] = useState(() => options.preload);
  const { support, model } = useMemo(() => {
    // Checked and built in one pass over the properties (docs/behaviour.md §14.3).
    const analysis = analyseSchema(requestedSchema, { profile });
    if (analysis.model) preload?.(analysis.model);
    return analysis;
  }, [requestedSchema, profile, preload]);
  const draft = useDraft(options.draft, model);
  const [startValues] = useState(() => {
    if (!model) return {};
    const { defaultContent } = options;
    const values = toKeyedValues(model, defaultContent ? valuesFromContent(model, defaultContent) : defaultValues(model));
    draft.restored?.forEach((value, index) => (values[fieldKey(index)] = value)); // what was typed wins (docs/behaviour.md §11)
    return values;
  });
  const [validationMessages] = useState(() => options.validationMessages);
  const resolver = useMemo(
    () => (model ? createContentResolver(requestedSchema, model, validationMessages) : undefined),
    [requestedSchema, model, validationMessages],
  );
  // The control is created once; it validates with the resolver of the current schema. An unsupported form has
  // no resolver and never submits (see `submit`).
  const resolve = useStableCallback<Parameters<Resolver<KeyedValues>>, ReturnType<Resolver<KeyedValues>>>(
    (values, context, options) => resolver!(values, context, options),
  );
  const [form] = useState(() => createLazyFormControl(startValues, resolve, uncheckedAnswerErrors(validationMessages)));
  useEffect(() => {
    // react-hook-form and the validator are needed from the user's first action on. Fetching them when the browser
    // is idle after the form is on screen keeps their code and set-up out of the mount (docs/behaviour.md §14.1). A Submit that
    // comes first loads them itself; a failed load shows on Submit, which retries.
    if (!model) return undefined;
    return whenIdle(() => {
      void form.load().catch(() => {});
      void loadValidator().catch(() => {});
    });
  }, [model, form]);
  const { errors, isSubmitted } = useSyncExternalStore(form.subscribe, form.getState, form.getState);
  // Read by the per-field handlers at event time, so they can be created once per form (README "Speed").
  const submittedRef = useRef(isSubmitted);
  useIsomorphicLayoutEffect(() => {
    submittedRef.current = isSubmitted;
  }, [isSubmitted]);
  const { edited, markEdited } = useEditTracker((draft.restored?.size ?? 0) > 0);
  const stableParts = useMemo(
    // The handlers read the ref only when the user acts, never while rendering; the lint can't see into them.
    // eslint-disable-next-line react-hooks/refs
    () => (model ? createStableFieldParts(model, formId, form, submittedRef, markEdited) : []),
    [model, formId, form, markEdited],
  );
  useEffect(() => draft.track(stableParts), [draft, stableParts]);

  const [status, setStatus] = useState<FormStatus>('editing');
  const [refusedSubmits, setRefusedSubmits] = useState(0);
  const answered = useRef(false);
  const pending = useRef(false);
  const locked = status !== 'editing' || disabled === true;

  const settle = useCallback((result: ElicitResult, next: FormStatus) => {
    if (answered.current) return; // docs/behaviour.md §3: exactly one result per form
    answered.current = true;
    draft.discard(); // docs/behaviour.md §11: never a draft of an answered request
    setStatus(next);
    onResult(result);
  }, [onResult, draft]);

  const submit = useCallback(() => {
    if (answered.current || pending.current || disabled || !model) return;
    pending.current = true;
    void form.submit(
      (valid) => settle(buildResult('accept', toContent(model, toFormValues(model, valid))), 'accepted'),
      (invalid) => {
        setRefusedSubmits((count) => count + 1);
        const first = model.fields.findIndex((_, index) => invalid[fieldKey(index)] !== undefined);
        if (first >= 0) focusControl(rootRef?.current ?? null, fieldIds(formId, model.fields[first]!.name).control);
      },
    ).finally(() => {
      pending.current = false;
    });
  }, [form, model, settle, formId, disabled, rootRef]);

  const decline = useCallback(() => {
    if (!disabled) settle(buildResult('decline'), 'declined');
  }, [settle, disabled]);
  const cancel = useCallback(() => {
    if (!disabled) settle(buildResult('cancel'), 'cancelled');
  }, [settle, disabled]);
  const guard = useDiscardGuard({ edited, locked, cancel, rootRef });

  // A field's binding keeps its identity while its props stay the same, so a field wrapped in a plain `memo`
  // skips rendering when the form re-renders for another field (README "Speed"). Only equal bindings are reused, so
  // a render React throws away leaves nothing wrong behind.
  const [bindingCache] = useState(() => new WeakMap<FieldValueSource, FieldBinding>());
  // The handlers in stableParts read the ref only when the user acts, never while rendering (as above).
  // eslint-disable-next-line react-hooks/refs
  const fields = (model?.fields ?? []).map((field, index): FieldBinding => {
    const key = fieldKey(index);
    const { ids, onValueChange, onBlur, source } = stableParts[index]!;
    const error = isSubmitted ? errors[key] : undefined;
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

  const formError = isSubmitted ? errors[FORM_ERROR_KEY]?.message : undefined;
  return {
    formId,
    support,
    model,
    status,
    locked,
    fields,
    invalidCount: fields.filter((binding) => binding.props.invalid).length,
    formError,
    refusedSubmits,
    submit,
    decline,
    cancel,
    discardPrompt: guard.prompt,
    formProps: {
      id: formId,
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        submit();
      },
      // Escape cancels, or asks first once something was typed or chosen (docs/behaviour.md §3); a field that used the key (an
      // open popup) called preventDefault first.
      onKeyDown: guard.onKeyDown,
      onInput: markEdited,
      onFocus: guard.onFocus,
    },
  };
}

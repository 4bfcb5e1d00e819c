/**
 * `useElicitationForm`, the headless form (README "Bring your own markup"): it puts together the schema's model, the
 * draft, the values and their checks (form/useFormControl.ts), the one answer (form/useAnswer.ts), the Escape rule
 * (form/useDiscardGuard.ts) and what each field is handed (form/useFieldBindings.ts).
 */
import { useEffect, useId, useMemo, useState, type FocusEvent, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { analyseSchema } from '../src/normalize.ts';
import type { Content, ElicitResult, FormModel, HostProfile, SupportResult } from '../src/model.ts';
import type { ValidationMessages } from '../src/messages.ts';
import type { FieldBinding } from './form/binding.ts';
import { FORM_ERROR_KEY } from './form/resolver.ts';
import { useAnswer, type FormStatus } from './form/useAnswer.ts';
import { useDiscardGuard, useEditTracker, type DiscardPrompt } from './form/useDiscardGuard.ts';
import { useDraft, type DraftOptions } from './form/drafts/index.ts';
import { useFieldBindings, useFieldParts } from './form/useFieldBindings.ts';
import { useFormControl } from './form/useFormControl.ts';
import { useStableCallback } from './form/useStableCallback.ts';

export type { FormStatus } from './form/useAnswer.ts';

/**
 * What `useElicitationForm` takes: the request's schema and where its one result goes, and how the form starts.
 * @example const options: UseElicitationFormOptions = { requestedSchema, onResult: send, profile: 'web' };
 */
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
  /**
   * Keep a draft of what is typed for a remount of the same request, until answered (docs/behaviour.md §11.2). Read on
   * mount; a function gets the normalised model (`<ElicitationForm>` names the request by the model's schema and
   * leaves out its credential suspects). No draft for a schema the kit can't render.
   */
  draft?: DraftOptions | ((model: FormModel) => DraftOptions | undefined);
}

export type { FieldBinding, FieldStateProps } from './form/binding.ts';

/**
 * What `useElicitationForm` gives a renderer: the model (or why there is none), the fields' bindings, the answer so
 * far and the props of the `<form>`.
 * @example const { model, fields, formProps, status } = useElicitationForm(options);
 */
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
 * The headless form behind `<ElicitationForm>`: the kit's own form control (values and errors), validation of the
 * *content* through the core, deterministic ids and ARIA wiring per field, and the one-result rule of
 * docs/behaviour.md §3.13. To show another request, remount (give the host element a new `key`).
 * @example
 * const form = useElicitationForm({ requestedSchema, onResult: send });
 * return <form {...form.formProps}>{form.fields.map((binding) => <MyField key={binding.field.name} binding={binding} />)}</form>;
 * // in MyField: const props = useFieldProps(binding); — re-renders on this field's own value only
 */
export function useElicitationForm(options: UseElicitationFormOptions): ElicitationFormState {
  const { requestedSchema, profile, disabled, rootRef } = options;
  // Stable whatever the host passes (an inline arrow is usual), so `submit` keeps its identity and so do the fields'
  // bindings.
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
  const [draftOptions] = useState(() => (typeof options.draft === 'function' ? model && options.draft(model) : options.draft));
  const draft = useDraft(draftOptions, model);
  const { form, errors, isSubmitted } = useFormControl(model, {
    defaultContent: options.defaultContent,
    restored: draft.restored,
    validationMessages: options.validationMessages,
  });
  const { edited, markEdited } = useEditTracker((draft.restored?.size ?? 0) > 0);
  const parts = useFieldParts(model, formId, form, isSubmitted, markEdited);
  useEffect(() => draft.track(parts), [draft, parts]);
  const answer = useAnswer({ model, form, formId, disabled, rootRef, onResult, onSettle: draft.discard });
  const { locked, submit, cancel } = answer;
  const guard = useDiscardGuard({ edited, locked, cancel, rootRef });
  const fields = useFieldBindings(model, parts, { errors, isSubmitted, locked, submit });

  return {
    formId,
    support,
    model,
    status: answer.status,
    locked,
    fields,
    invalidCount: fields.filter((binding) => binding.props.invalid).length,
    formError: isSubmitted ? errors[FORM_ERROR_KEY]?.message : undefined,
    refusedSubmits: answer.refusedSubmits,
    submit,
    decline: answer.decline,
    cancel,
    discardPrompt: guard.prompt,
    formProps: {
      id: formId,
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        submit();
      },
      // Escape cancels, or asks first once something was typed or chosen (docs/behaviour.md §3.3); a field that used
      // the key (an open popup) called preventDefault first.
      onKeyDown: guard.onKeyDown,
      onInput: markEdited,
      onFocus: guard.onFocus,
    },
  };
}

/**
 * The one answer of a form (docs/behaviour.md §3.13): Submit, Decline and Cancel, each settling the form once, and
 * a refused Submit that moves focus to the first invalid field. One part of `useElicitationForm`.
 */
import { useCallback, useRef, useState, type RefObject } from 'react';
import { buildResult, toContent } from '../../src/formCore.ts';
import type { ElicitResult, FormModel } from '../../src/model.ts';
import type { FormControl } from './control.ts';
import { focusControl } from './focus.ts';
import { fieldIds } from './ids.ts';
import { fieldKey, toFormValues } from './keys.ts';

/**
 * Which answer a form sent, if any (`data-status` on the form).
 * @example const status: FormStatus = form.status; // "editing" until Submit, Decline or Cancel
 */
export type FormStatus = 'editing' | 'accepted' | 'declined' | 'cancelled';

/**
 * What answering needs to know of the form.
 * @example const options: AnswerOptions = { model, form, formId, disabled, rootRef, onResult, onSettle: draft.discard };
 */
export interface AnswerOptions {
  model: FormModel | undefined;
  form: FormControl;
  formId: string;
  disabled: boolean | undefined;
  /** Where a refused Submit looks for the first invalid field. */
  rootRef: RefObject<Element | null> | undefined;
  /** Hears the one result. */
  onResult: (result: ElicitResult) => void;
  /** Called as the form settles: an answered request keeps no draft (docs/behaviour.md §11.2). */
  onSettle: () => void;
}

/**
 * The form's answer so far, and the three ways to give it.
 * @example const { status, submit, decline, cancel } = useAnswer(options);
 */
export interface Answer {
  status: FormStatus;
  /** True once an answer was sent or while `disabled`. */
  locked: boolean;
  /** Increases with every refused Submit. */
  refusedSubmits: number;
  submit: () => void;
  decline: () => void;
  cancel: () => void;
}

/**
 * Submit validates the content first (a Submit before the validator is in waits for it) and sends `accept` only when
 * it is valid; Decline and Cancel never validate (docs/behaviour.md §3.2). After the first answer nothing more is sent.
 * An unsupported form (no model) never submits.
 * @example const answer = useAnswer({ model, form, formId, disabled, rootRef, onResult, onSettle: draft.discard });
 */
export function useAnswer({ model, form, formId, disabled, rootRef, onResult, onSettle }: AnswerOptions): Answer {
  const [status, setStatus] = useState<FormStatus>('editing');
  const [refusedSubmits, setRefusedSubmits] = useState(0);
  const answered = useRef(false);
  const pending = useRef(false);

  const settle = useCallback((result: ElicitResult, next: FormStatus) => {
    if (answered.current) return; // docs/behaviour.md §3.13: exactly one result per form
    answered.current = true;
    onSettle();
    setStatus(next);
    onResult(result);
  }, [onResult, onSettle]);

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

  return { status, locked: status !== 'editing' || disabled === true, refusedSubmits, submit, decline, cancel };
}

import type { ReactNode, RefObject } from 'react';
import type { ApprovalSubject } from '../../src/approval.ts';
import type { FormMessages } from '../messages.ts';
import type { ElicitationFormState } from '../useElicitationForm.ts';
import { FormActions } from './FormActions.tsx';
import { FormStatus } from './FormStatus.tsx';

/**
 * Props of the confirmation a form with no properties becomes.
 * @example const props: ConfirmationProps = { form, header, warning, messages, rootRef, statusRef, rootClass };
 */
export interface ConfirmationProps {
  form: ElicitationFormState;
  /** Who asks and the message (`RequestHeader`): the message names the confirmation. */
  header: ReactNode;
  /** The credential warning, if any (a form with no field has none, but the slot stays the form's). */
  warning: ReactNode;
  messages: FormMessages;
  /** A Codex tool approval's tool and server, shown under the message (docs/behaviour.md §13.3). */
  subject?: ApprovalSubject;
  rootRef: RefObject<HTMLDivElement | null>;
  statusRef: RefObject<HTMLParagraphElement | null>;
  rootClass: string | undefined;
  disabled?: boolean;
}

/**
 * An approval (docs/behaviour.md §13.3): the message, then Decline and Allow (the primary button), and no empty form
 * frame: no field area, no hint. Allow is the form's own Submit, so it sends `{action: 'accept', content: {}}` once
 * the content passes the schema; Decline answers `decline`; Escape cancels as in every form (§3.2). The message is the
 * form's accessible name and the subject its description, so a screen reader hears what is being allowed.
 * @example <Confirmation form={form} header={header} warning={null} messages={messages} rootRef={rootRef} statusRef={statusRef} rootClass="elicit-form" />
 */
export function Confirmation({ form, header, warning, messages, subject, rootRef, statusRef, rootClass, disabled }: ConfirmationProps) {
  const answered = form.status !== 'editing';
  const subjectId = `${form.formId}-subject`;
  const rows = subject ? ([[messages.approvalTool, subject.tool], [messages.approvalServer, subject.server]] as const) : [];
  const shown = rows.filter((row): row is readonly [string, string] => row[1] !== undefined);
  // Once allowed, the status says "Allowed", not "Sent": nothing was filled in.
  const statusMessages = { ...messages, sentAccepted: messages.approvalAllowed };
  return (
    <div className={rootClass} part="form" data-status={form.status} data-confirmation="" data-disabled={disabled ? '' : undefined} ref={rootRef}>
      {header}
      {warning}
      <form className="elicit-form__form" aria-labelledby={`${form.formId}-message`} aria-describedby={shown.length > 0 ? subjectId : undefined}
        {...form.formProps}>
        {shown.length > 0 ? (
          <dl className="elicit-form__subject" part="subject" id={subjectId}>
            {/* Server text, set apart in its own direction (docs/behaviour.md §7.3). */}
            {shown.map(([label, value]) => [<dt key={`${label}-term`}>{label}</dt>, <dd key={`${label}-value`}><bdi>{value}</bdi></dd>])}
          </dl>
        ) : null}
        <FormStatus focusRef={statusRef} id={`${form.formId}-status`} status={form.status} invalidCount={form.invalidCount}
          formError={form.formError} refusedSubmits={form.refusedSubmits} messages={statusMessages} fields={form.fields} rootRef={rootRef} />
        {answered ? null : (
          <FormActions locked={form.locked} decline={messages.approvalDecline} onDecline={form.decline} submit={messages.approvalAllow}
            submitPart="allow" />
        )}
      </form>
    </div>
  );
}

import type { Ref } from 'react';
import type { FormStatus } from '../useElicitationForm.ts';
import type { FormMessages } from '../messages.ts';
import { CheckIcon, CloseIcon, WarningIcon } from '../icons/index.tsx';

export interface StatusLineProps {
  status: FormStatus;
  invalidCount: number;
  formError?: string;
  refusedSubmits: number;
  messages: FormMessages;
  /**
   * Lets the form move focus here once answered (the focused button is gone then). Not named `ref`: a
   * plain `ref` prop on a function component is React 19 only, and React 18 drops it (docs/behaviour.md §8.6).
   */
  focusRef?: Ref<HTMLParagraphElement>;
  /** Lets the alert's field list point at the line (`aria-describedby`, FormStatus.tsx). */
  id?: string;
  /** Read, not shown: a one-field form's refusal, which the field's own error already shows (FormStatus.tsx). */
  quiet?: boolean;
}

/**
 * The icon before the status text: ✓ Sent, × Declined / Cancelled at 12px, the small badge's (docs/look.md, "Badge");
 * a 20px warning triangle as the alert box's icon when fields need attention (docs/look.md, "Errors").
 */
function StatusIcon({ status }: { status: FormStatus }) {
  if (status === 'accepted') return <CheckIcon size={12} className="elicit-form__status-icon" />;
  if (status === 'editing') return <WarningIcon size={20} className="elicit-form__status-icon" />;
  return <CloseIcon size={12} className="elicit-form__status-icon" />;
}

/**
 * The form's polite live region: after a refused Submit it tells how many fields need attention (and keeps the
 * count current while they are fixed); after the answer it tells which one was sent. The inner element is
 * keyed by the refusal count so a repeated Submit with the same count is announced again. The icon is decorative:
 * what is read is the text alone, as before the icon was added.
 */
export function StatusLine({ status, invalidCount, formError, refusedSubmits, messages, focusRef, id, quiet }: StatusLineProps) {
  let text = '';
  if (status === 'accepted') text = messages.sentAccepted;
  else if (status === 'declined') text = messages.sentDeclined;
  else if (status === 'cancelled') text = messages.sentCancelled;
  else if (refusedSubmits > 0 && (invalidCount > 0 || formError)) {
    text = [invalidCount > 0 ? messages.errorsSummary(invalidCount) : '', formError ?? ''].filter(Boolean).join('. ');
  }
  return (
    <p
      ref={focusRef}
      id={id}
      tabIndex={-1}
      className="elicit-form__status"
      part="status"
      role="status"
      data-tone={status === 'editing' ? 'error' : 'done'}
      data-empty={text === '' ? '' : undefined}
      data-quiet={quiet ? '' : undefined}
    >
      {text === '' ? null : <StatusIcon status={status} />}
      <bdi key={status === 'editing' ? refusedSubmits : status}>{text}</bdi>
    </p>
  );
}

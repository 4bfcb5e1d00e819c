import { useEffect, useId, useMemo, useRef } from 'react';
import type { ElicitResult } from '../../src/model.ts';
import { isConfirmation } from '../../src/approval.ts';
import { normalizeSchema } from '../../src/normalize.ts';
import type { RelayedRequest } from '../../src/relay/types.ts';
import { SentSummary } from '../ElicitationForm/lazySummary.tsx';
import { RequestHeader } from '../ElicitationForm/RequestHeader.tsx';
import { useElicitationSettings } from '../ElicitationForm/settings.ts';
import type { ServerIdentity } from '../ElicitationForm/types.ts';
import { focusIsLostOrWithin } from '../form/focus.ts';
import { CheckIcon, CloseIcon } from '../icons/index.tsx';
import { coreMessages, mergeCatalogue } from '../messages.ts';
import type { RelayEntryStatus } from './types.ts';

/**
 * Props of `<SettledView>`: the request and what became of it. Its strings, look and profile are the host's
 * settings (`<ElicitationSettings>`).
 * @example const props: SettledViewProps = { request, status: 'expired', closedText: 'This request expired' };
 */
export interface SettledViewProps {
  request: RelayedRequest;
  /**
   * `answered`: this person's answer reached the server; `sending`: it is on its way. Otherwise the request closed
   * without it (docs/relay.md, "What a tab shows").
   */
  status: Exclude<RelayEntryStatus, 'pending'>;
  /** What the status line says for `sending` and every closed status (e.g. "This request expired before it was answered"). */
  closedText?: string;
  /** What was sent (this tab's answer, or what the chat's data part says the server got). */
  result?: ElicitResult;
  /** Who asked, as the card or dialog names the request's server; none when a title already says it. */
  server?: ServerIdentity;
  className?: string;
  /**
   * A dismiss button under the status (the host dialog's request that closed while on screen): its label and what it
   * does.
   */
  dismiss?: { label: string; onDismiss: () => void };
  /**
   * The status line takes focus as the view appears, so a screen reader hears why the form went away (WCAG 2.4.3):
   * `always` (the dialog), or `if-lost` (inline: only when the form it replaces held focus, never stealing it from
   * the chat's input).
   */
  focus?: 'always' | 'if-lost';
}

const SENT_STATUS = { accept: 'accepted', decline: 'declined', cancel: 'cancelled' } as const;

/**
 * A relayed request that no form waits on any more (docs/relay.md), in the form's own box: who asked and what, then
 * what became of it. Sent from this tab, or before this page loaded (a reloaded chat): the sent badge and the
 * read-only summary, as the form itself shows once sent. On its way: "Sending…" over what was sent, until the relay's
 * reply says whose answer won. Closed without this tab's answer (another tab's, expiry, withdrawal): that sentence.
 * One status element throughout, so focus on it survives each change. The message stays isolated server text.
 * @example <SettledView request={entry.request} status="expired" closedText="This request expired before it was answered" />
 */
export function SettledView(props: SettledViewProps) {
  const { request, status, closedText, result, server, className, dismiss, focus } = props;
  const { profile, messages: overrides, unstyled } = useElicitationSettings();
  const messages = useMemo(() => mergeCatalogue(coreMessages, overrides), [overrides]);
  const messageId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const model = useMemo(() => normalizeSchema(request.requestedSchema, { profile }), [request.requestedSchema, profile]);
  const sent = status === 'answered' ? SENT_STATUS[result?.action ?? 'accept'] : undefined;
  // An approval allowed says so, as its form did (docs/behaviour.md §13.3); it has no summary: nothing was filled in.
  const allowed = isConfirmation(model) ? messages.approvalAllowed : messages.sentAccepted;
  const text = sent ? { accepted: allowed, declined: messages.sentDeclined, cancelled: messages.sentCancelled }[sent] : closedText;
  useEffect(() => {
    const root = rootRef.current;
    if (focus === 'always' || (focus === 'if-lost' && root && focusIsLostOrWithin(root))) statusRef.current?.focus();
  }, [focus]);
  const showSummary = (status === 'answered' || status === 'sending') && model && !isConfirmation(model) && result?.action === 'accept';
  return (
    <div
      ref={rootRef}
      className={[unstyled ? undefined : 'elicit-form', className].filter(Boolean).join(' ') || undefined}
      part="form"
      data-status={sent ?? (status === 'sending' ? 'sending' : 'closed')}
      data-relay-status={status}
    >
      <RequestHeader server={server} message={request.message} messageId={messageId} messages={messages} />
      <p ref={statusRef} tabIndex={focus ? -1 : undefined} className={unstyled ? undefined : 'elicit-form__status'} part="status"
        role="status" data-tone={sent ? 'done' : 'closed'}>
        {sent === 'accepted' ? <CheckIcon size={12} className="elicit-form__status-icon" /> : null}
        {sent && sent !== 'accepted' ? <CloseIcon size={12} className="elicit-form__status-icon" /> : null}
        <bdi>{text}</bdi>
      </p>
      {showSummary ? <SentSummary model={model} sent={result.content} uiValues={[]} messages={messages} /> : null}
      {dismiss ? (
        <div className={unstyled ? undefined : 'elicit-form__actions'} part="actions">
          <button type="button" className={unstyled ? undefined : 'elicit-button'} part="button dismiss" data-variant="primary" onClick={dismiss.onDismiss}>
            {dismiss.label}
          </button>
        </div>
      ) : null}
    </div>
  );
}

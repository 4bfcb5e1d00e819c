import { useEffect, useId, useMemo, useRef } from 'react';
import type { ElicitResult, HostProfile } from '../../src/model.ts';
import { normalizeSchema } from '../../src/normalize.ts';
import type { RelayedRequest } from '../../src/relay/types.ts';
import { SentSummary } from '../ElicitationForm/lazySummary.tsx';
import { RequestHeader } from '../ElicitationForm/RequestHeader.tsx';
import { StatusLine } from '../ElicitationForm/StatusLine.tsx';
import type { ServerIdentity } from '../ElicitationForm/types.ts';
import { mergeFormMessages, type MessageOverrides } from '../messages.ts';
import type { RelayEntryStatus } from './types.ts';

export interface SettledViewProps {
  request: RelayedRequest;
  /** `answered`: this person's answer reached the server. Otherwise the request closed without it (SPEC §12). */
  status: Exclude<RelayEntryStatus, 'pending' | 'sending'>;
  /** Why it closed, for every status but `answered` (e.g. "This request expired before it was answered"). */
  closedText?: string;
  /** What was sent, when the chat's data part carries it. */
  result?: ElicitResult;
  server?: ServerIdentity;
  profile?: HostProfile;
  messages?: MessageOverrides;
  unstyled?: boolean;
  className?: string;
  /**
   * A dismiss button under the status (the host dialog's request that closed while on screen): its label and what it
   * does. The status line takes focus as the view appears, so a screen reader hears why the form went away.
   */
  dismiss?: { label: string; onDismiss: () => void };
}

const SENT_STATUS = { accept: 'accepted', decline: 'declined', cancel: 'cancelled' } as const;

/**
 * A relayed request that no form waits on any more (SPEC §12), in the form's own box: who asked and what, then what
 * became of it. Answered before this page loaded (a reloaded chat): the sent badge and the read-only summary, as the
 * form itself shows once sent (issue 33). Closed without this tab's answer (another tab's, expiry, withdrawal): that
 * sentence as the status. The request's message stays server text, isolated in the header (issue 44).
 * @example <SettledView request={entry.request} status="expired" closedText="This request expired before it was answered" />
 */
export function SettledView(props: SettledViewProps) {
  const { request, status, closedText, result, server, profile, messages: overrides, unstyled, className, dismiss } = props;
  const messages = useMemo(() => mergeFormMessages(overrides), [overrides]);
  const messageId = useId();
  const model = useMemo(() => normalizeSchema(request.requestedSchema, { profile }), [request.requestedSchema, profile]);
  const sent = status === 'answered' ? SENT_STATUS[result?.action ?? 'accept'] : undefined;
  const statusRef = useRef<HTMLParagraphElement>(null);
  const focusStatus = dismiss !== undefined;
  useEffect(() => {
    // The form this replaces held focus, and it is gone (WCAG 2.4.3): the person hears why, then Tab reaches Close.
    if (focusStatus) statusRef.current?.focus();
  }, [focusStatus]);
  return (
    <div
      className={[unstyled ? undefined : 'elicit-form', className].filter(Boolean).join(' ') || undefined}
      part="form"
      data-status={sent ?? 'closed'}
      data-relay-status={status}
    >
      <RequestHeader server={server} message={request.message} messageId={messageId} messages={messages} />
      {sent ? (
        <StatusLine status={sent} invalidCount={0} refusedSubmits={0} messages={messages} />
      ) : (
        <p className={unstyled ? undefined : 'elicit-form__status'} part="status" role="status" data-tone="closed" ref={statusRef} tabIndex={focusStatus ? -1 : undefined}>
          <bdi>{closedText}</bdi>
        </p>
      )}
      {model && result?.action === 'accept' ? <SentSummary model={model} sent={result.content} uiValues={[]} requestedSchema={request.requestedSchema} messages={messages} /> : null}
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

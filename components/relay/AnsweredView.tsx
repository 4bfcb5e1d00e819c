import { useId, useMemo } from 'react';
import type { ElicitResult, HostProfile } from '../../src/model.ts';
import { normalizeSchema } from '../../src/normalize.ts';
import type { RelayedRequest } from '../../src/relay/types.ts';
import { SentSummary } from '../ElicitationForm/lazySummary.tsx';
import { RequestHeader } from '../ElicitationForm/RequestHeader.tsx';
import type { ServerIdentity } from '../ElicitationForm/types.ts';
import { mergeFormMessages, type MessageOverrides } from '../messages.ts';

export interface AnsweredViewProps {
  request: RelayedRequest;
  /** What was sent, when the chat's data part carries it. */
  result?: ElicitResult;
  server?: ServerIdentity;
  profile?: HostProfile;
  messages?: MessageOverrides;
  unstyled?: boolean;
}

/**
 * A relayed request answered before this page loaded (a reloaded chat): the request, which answer was sent, and the
 * read-only summary of the content, as the form itself shows once sent (issue 33).
 * @example <AnsweredView request={entry.request} result={entry.result} />
 */
export function AnsweredView({ request, result, server, profile, messages: overrides, unstyled }: AnsweredViewProps) {
  const messages = useMemo(() => mergeFormMessages(overrides), [overrides]);
  const messageId = useId();
  const model = useMemo(() => normalizeSchema(request.requestedSchema, { profile }), [request.requestedSchema, profile]);
  const text = result?.action === 'decline' ? messages.sentDeclined : result?.action === 'cancel' ? messages.sentCancelled : messages.sentAccepted;
  return (
    <div className={unstyled ? undefined : 'elicit-form'} data-status="answered" data-relay-status="answered">
      <RequestHeader server={server} message={request.message} messageId={messageId} messages={messages} />
      <p className={unstyled ? undefined : 'elicit-form__status'} role="status" data-tone="done">{text}</p>
      {model && result?.action === 'accept' ? <SentSummary model={model} sent={result.content} uiValues={[]} requestedSchema={request.requestedSchema} messages={messages} /> : null}
    </div>
  );
}

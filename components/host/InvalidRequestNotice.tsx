import type { Messages } from '../messages.ts';
import { AlertIcon } from '../icons/index.tsx';

interface InvalidRequestNoticeProps {
  /** The server as the dialog names it. */
  serverName: string;
  /** Why the request is malformed: the sentence the server was answered with (-32602). */
  reason: string;
  messages: Messages;
  unstyled: boolean;
  onDismiss: () => void;
}

/**
 * What the dialog shows for a malformed request (issue 41): the server already got `-32602`; the person learns that
 * "⟨server⟩ sent a request this app can't show", and why, as plain text, with only Dismiss. Styled like a form's
 * unsupported notice (SPEC §7).
 */
export function InvalidRequestNotice({ serverName, reason, messages, unstyled, onDismiss }: InvalidRequestNoticeProps) {
  const cls = (name: string) => (unstyled ? undefined : name);
  return (
    // The structure of a form's unsupported notice, so the dialog lays it out the same way (components/styles/host.css).
    <div className={cls('elicit-form')} part="form" data-unsupported="" data-invalid-request="">
      <div className={cls('elicit-form__form')}>
        <div className={cls('elicit-notice')} part="notice">
          <AlertIcon className={cls('elicit-notice__icon')} />
          <p className={cls('elicit-notice__title')}>{messages.hostInvalidRequest(serverName)}</p>
          <p className={cls('elicit-notice__details')}>{messages.hostUnsupportedReason(reason)}</p>
          <div className={cls('elicit-form__actions')} part="actions">
            <button type="button" className={cls('elicit-button')} part="button dismiss" data-variant="primary" onClick={onDismiss}>
              {messages.dismiss}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}

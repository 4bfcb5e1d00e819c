import { quoteServerText } from '../../src/url/quote.ts';
import type { Messages } from '../messages.ts';
import { isolate } from '../fields/shared/isolate.ts';
import { Sentence } from '../fields/shared/Sentence.tsx';
import { AlertIcon } from '../icons/index.tsx';

interface InvalidRequestNoticeProps {
  /** The server's name, when it (or the host's `server` setting) gave one; the catalogue's words stand in otherwise. */
  server: string | undefined;
  /** Why the request is malformed: the sentence the server was answered with (-32602). */
  reason: string;
  messages: Messages;
  unstyled: boolean;
  onDismiss: () => void;
}

/**
 * What the dialog shows for a malformed request (docs/behaviour.md §7.5): the server already got `-32602`; the person learns that
 * "⟨server⟩ sent a request this app can't show", and why, as plain text, with only Dismiss. Styled like a form's
 * unsupported notice (docs/behaviour.md §7). The name is server text: quoted as the URL warnings quote it (hidden characters by
 * code point, at most 40) and isolated in its own `<bdi data-server-text>`, so it can't reorder the sentence or pass
 * for the kit's words ("Acme. This app trusts Acme" is a name, not a sentence of ours).
 * @example <InvalidRequestNotice server="Acme" reason='The request has no "message".' messages={messages} unstyled={false} onDismiss={dismiss} />
 */
export function InvalidRequestNotice({ server, reason, messages, unstyled, onDismiss }: InvalidRequestNoticeProps) {
  const cls = (name: string) => (unstyled ? undefined : name);
  const title = messages.hostInvalidRequest(server === undefined ? messages.hostUnknownServer : isolate(quoteServerText(server)));
  return (
    // The structure of a form's unsupported notice, so the dialog lays it out the same way (components/styles/host.css).
    <div className={cls('elicit-form')} part="form" data-unsupported="" data-invalid-request="">
      <div className={cls('elicit-form__form')}>
        <div className={cls('elicit-notice')} part="notice">
          <AlertIcon className={cls('elicit-notice__icon')} />
          <p className={cls('elicit-notice__title')}><Sentence text={title} /></p>
          <p className={cls('elicit-notice__details')}><bdi>{messages.hostUnsupportedReason(reason)}</bdi></p>
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

import type { ValidationIssue } from '../../src/answerTypes.ts';
import { useElicitationSettings } from '../ElicitationForm/settings.ts';
import { mergeMessages, type MessageOverrides } from '../messages.ts';
import type { SendFailure } from './types.ts';

/**
 * Props of `<RelayNotice>`. `messages` and `unstyled` default to the enclosing `<ElicitationSettings>`'s.
 * @example const props: RelayNoticeProps = { issues: entry.issues, sendFailed: entry.sendFailed };
 */
export interface RelayNoticeProps {
  /** The server's reasons (`422`); each is shown as plain text, with the field it names. */
  issues?: readonly ValidationIssue[];
  /** The last answer never reached the server. */
  sendFailed?: SendFailure;
  messages?: MessageOverrides;
  unstyled?: boolean;
}

/**
 * What stands above a reopened relayed form: why the server refused the answer (docs/relay.md guarantee 3, "the server judges"), or
 * that it could not be sent. An alert, so a screen reader hears it as the form comes back. Nothing otherwise.
 * @example <RelayNotice issues={entry.issues} sendFailed={entry.sendFailed} />
 */
export function RelayNotice(props: RelayNoticeProps) {
  const { issues, sendFailed } = props;
  const { messages: overrides, unstyled } = useElicitationSettings({ messages: props.messages, unstyled: props.unstyled });
  if (!sendFailed && issues === undefined) return null;
  const messages = mergeMessages(overrides);
  return (
    <div className={unstyled ? undefined : 'elicit-relay-notice'} role="alert" data-relay-notice="">
      <p>{sendFailed === 'too-large' ? messages.relayTooLarge : sendFailed ? messages.relaySendFailed : messages.relayRefused}</p>
      {issues && issues.length > 0 ? (
        <ul>
          {issues.map((issue, index) => (
            // The field is the MCP server's property name: server text, isolated and marked as such (docs/behaviour.md §7.3).
            <li key={index}>
              <bdi>
                {issue.field === undefined ? null : <><bdi data-server-text="">{issue.field}</bdi>: </>}
                {issue.message}
              </bdi>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import type { SupportIssue } from '../../src/model.ts';
import type { FormMessages } from '../messages.ts';
import { AlertIcon, ChevronDownIcon } from '../icons/index.tsx';

interface UnsupportedNoticeProps {
  issues: readonly SupportIssue[];
  messages: FormMessages;
  locked: boolean;
  onDismiss: () => void;
}

/**
 * What an unsupported form shows instead of any field (docs/behaviour.md §7): a notice, the reasons for developers behind a
 * disclosure, and only a Dismiss button, which answers `cancel`.
 */
export function UnsupportedNotice({ issues, messages, locked, onDismiss }: UnsupportedNoticeProps) {
  return (
    <div className="elicit-notice" part="notice">
      <AlertIcon className="elicit-notice__icon" />
      <p className="elicit-notice__title"><bdi>{messages.unsupportedTitle}</bdi></p>
      {issues.length > 0 ? (
        <details className="elicit-notice__details">
          {/* The kit's chevron, not the native ▶ marker (docs/look.md, "Layout"; the stylesheet hides that one and turns this). */}
          <summary>
            <ChevronDownIcon size={14} className="elicit-notice__chevron" />
            {messages.unsupportedDetails}
          </summary>
          <ul>
            {issues.map((issue, index) => (
              <li key={index}>
                <code>{issue.path === '' ? '/' : issue.path}</code> {issue.message}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <div className="elicit-form__actions" part="actions">
        <button type="button" className="elicit-button" part="button dismiss" data-variant="primary" onClick={onDismiss} disabled={locked}>
          {messages.dismiss}
        </button>
      </div>
    </div>
  );
}

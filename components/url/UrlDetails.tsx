import type { UrlAnalysis } from '../../src/url/analyze.ts';
import { splitHostname } from '../../src/url/analyze.ts';
import type { Messages } from '../messages.ts';
import { WarningText } from './WarningText.tsx';
import { AlertIcon } from '../icons/index.tsx';

interface UrlDetailsProps {
  analysis: UrlAnalysis;
  messages: Messages;
  warningsId: string;
  cls: (name: string) => string | undefined;
}

/**
 * The site and the full address of a URL-mode request (docs/behaviour.md §9): the host with its registrable domain highlighted,
 * the whole normalised URL (wrapping, never cut; plain text, never a link), and the warnings in an alert so screen
 * readers announce them when the view appears. A warning quotes server text only as an isolated, escaped, capped
 * quotation (WarningText, docs/url-safety.md).
 */
export function UrlDetails({ analysis, messages, warningsId, cls }: UrlDetailsProps) {
  const [before, domain, after] = splitHostname(analysis.hostname ?? '', analysis.registrableDomain);
  return (
    <>
      <dl className={cls('elicit-url__facts')}>
        <dt className={cls('elicit-url__label')}>{messages.urlSiteLabel}</dt>
        <dd className={cls('elicit-url__host')} dir="ltr" data-testid="url-host">
          {before}
          {domain ? <mark className={cls('elicit-url__domain')}>{domain}</mark> : null}
          {after}
        </dd>
        <dt className={cls('elicit-url__label')}>{messages.urlAddressLabel}</dt>
        <dd className={cls('elicit-url__address')}>
          <code className={cls('elicit-url__href')} dir="ltr" data-testid="url-href">{analysis.href}</code>
        </dd>
      </dl>
      {analysis.warnings.length > 0 ? (
        <div className={cls('elicit-url__warnings')} role="alert" id={warningsId}>
          <p className={cls('elicit-url__warnings-title')}><AlertIcon className={cls('elicit-url__alert-icon')} />{messages.urlWarningsTitle}</p>
          <ul>
            {analysis.warnings.map((warning, index) => (
              <li key={index} data-warning={warning.code}><WarningText warning={warning} messages={messages} cls={cls} /></li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

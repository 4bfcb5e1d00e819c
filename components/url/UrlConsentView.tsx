import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ElicitResult } from '../../src/model.ts';
import { analyzeUrl } from '../../src/url/analyze.ts';
import { RequestHeader } from '../ElicitationForm/RequestHeader.tsx';
import { serverIdentity, useElicitationSettings } from '../ElicitationForm/settings.ts';
import { mergeMessages } from '../messages.ts';
import type { UrlConsentProps } from './types.ts';
import { useIsomorphicLayoutEffect } from '../form/useIsomorphicLayoutEffect.ts';
import { adoptSheet } from '../form/adoptSheet.ts';
import urlCss from '../styles/url.css?inline';
import { UrlDetails } from './UrlDetails.tsx';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../icons/index.tsx';

type Phase = 'consent' | 'waiting' | 'answered' | 'closed';

/** The default opener (docs/behaviour.md §9): a new top-level context the page (and the model) cannot reach or inspect. */
function openInNewWindow(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * The consent view of a URL-mode elicitation (docs/behaviour.md §9, §7). Before consent nothing derived from the URL is fetched:
 * no link, no favicon, no preview, no prefetch; the address is text. Open opens it only on that click.
 * Loaded on demand through `UrlConsent` (components/url/UrlConsent.tsx), so form-only hosts never load it.
 */
export function UrlConsentView(props: UrlConsentProps) {
  const { completion = 'retry' } = props;
  // The host's settings (`<ElicitationSettings>`) under this view's props: a prop wins.
  const settings = useElicitationSettings({ server: props.server, onOpenUrl: props.onOpenUrl, messages: props.messages, unstyled: props.unstyled });
  const unstyled = settings.unstyled ?? false;
  const server = props.showServer === false ? undefined : serverIdentity(settings.server, undefined);
  const messages = useMemo(() => mergeMessages(settings.messages), [settings.messages]);
  const analysis = useMemo(() => analyzeUrl(props.url), [props.url]);
  const [phase, setPhase] = useState<Phase>(props.defaultPhase === 'waiting' && !analysis.refused ? 'waiting' : 'consent');
  const [result, setResult] = useState<ElicitResult['action']>();
  const answered = useRef(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const baseId = useId();
  const ids = { title: `${baseId}-title`, message: `${baseId}-message`, warnings: `${baseId}-warnings`, hint: `${baseId}-hint` };
  const cls = (name: string) => (unstyled ? undefined : name);

  // Its rules ride in this chunk (styles/url.css, not styles.css: docs/behaviour.md §14.2), adopted before the first paint.
  useIsomorphicLayoutEffect(() => {
    if (rootRef.current) adoptSheet(rootRef.current, urlCss);
  }, []);

  const answer = (action: ElicitResult['action']) => {
    if (answered.current) return;
    answered.current = true;
    setResult(action);
    props.onResult({ action } as ElicitResult);
  };
  const open = () => {
    if (!analysis.href || analysis.refused) return;
    (settings.onOpenUrl ?? openInNewWindow)(analysis.href);
    if (completion === 'notification') answer('accept');
    setPhase('waiting');
  };
  const finish = (action: ElicitResult['action']) => {
    answer(action);
    setPhase('answered');
  };
  const close = () => {
    setPhase('closed');
    props.onClose?.();
  };

  // The server's confirmation ends the wait (a host that keeps the view on screen passes it, docs/behaviour.md §9, §12).
  useEffect(() => {
    if (props.completed && phase === 'waiting' && answered.current) setPhase('answered');
  }, [props.completed, phase]);

  // The buttons that had focus are gone after Open or an answer: keep focus in the view, on the line that says why.
  const initialPhase = useRef(phase);
  useEffect(() => {
    if (phase !== initialPhase.current) statusRef.current?.focus();
  }, [phase]);

  // In a modal dialog the view may arrive after the dialog moved focus (it loads on demand): when focus is still on
  // the dialog itself, move it to the first button (Cancel, the safe one), as the dialog does for a form's first field.
  useEffect(() => {
    const root = rootRef.current;
    const active = root?.ownerDocument.activeElement;
    if (root && active instanceof HTMLDialogElement && active.contains(root)) root.querySelector<HTMLElement>('button:not([disabled])')?.focus();
  }, []);

  // Escape answers `cancel`, as in forms, a refused URL included: only the Decline button declines (docs/behaviour.md §13.2).
  // A native listener: the root is a region, not a control.
  const onEscape = useRef<(event: KeyboardEvent) => void>(() => {});
  onEscape.current = (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented || answered.current) return;
    event.preventDefault();
    finish('cancel');
  };
  useEffect(() => {
    const root = rootRef.current;
    const listener = (event: KeyboardEvent) => onEscape.current(event);
    root?.addEventListener('keydown', listener);
    return () => root?.removeEventListener('keydown', listener);
  }, []);

  const refusedText = analysis.refused
    ? analysis.refused.code === 'scheme' ? messages.urlRefusedScheme(analysis.refused.scheme) : messages.urlRefusedInvalid
    : undefined;
  let statusText = '';
  if (phase === 'waiting') statusText = completion === 'notification' ? messages.urlWaitingForServer : messages.urlWaiting;
  else if (phase === 'answered' || phase === 'closed') {
    statusText = result === 'accept' ? messages.sentAccepted : result === 'decline' ? messages.sentDeclined : messages.sentCancelled;
  }
  const Heading = `h${props.headingLevel ?? 3}` as 'h3';
  const rootClass = [unstyled ? '' : 'elicit-form elicit-url', props.className ?? ''].filter(Boolean).join(' ') || undefined;
  const locked = phase === 'answered' || phase === 'closed';
  // As in a sent form (docs/behaviour.md §7.7): an icon before the status, and no greyed-out buttons once it is over.
  const StatusIcon = phase === 'waiting' ? InfoIcon : result === 'accept' ? CheckIcon : CloseIcon;
  const button = (label: string, onClick: () => void, part: string, primary = false, describedBy?: string) => (
    <button type="button" className={cls('elicit-button')} part={`button ${part}`} data-variant={primary ? 'primary' : undefined}
      onClick={onClick} disabled={locked} aria-describedby={describedBy}>
      {label}
    </button>
  );
  return (
    <section className={rootClass} part="form url-consent" aria-labelledby={ids.title} aria-describedby={ids.message}
      data-phase={analysis.refused ? 'refused' : phase} data-status={result ?? 'editing'} ref={rootRef}>
      <RequestHeader server={server} message={props.message} messageId={ids.message} messages={messages} />
      <div className={cls('elicit-url__body')}>
        <Heading id={ids.title} className={cls('elicit-url__title')}>{messages.urlTitle}</Heading>
        {refusedText ? (
          <p className={cls('elicit-url__refused')} role="alert"><AlertIcon className={cls('elicit-url__alert-icon')} />{refusedText}</p>
        ) : (
          <UrlDetails analysis={analysis} messages={messages} warningsId={ids.warnings} cls={cls} />
        )}
        {phase === 'consent' && !analysis.refused ? <p className={cls('elicit-url__hint')} id={ids.hint}>{messages.urlOpenHint}</p> : null}
      </div>
      <p ref={statusRef} tabIndex={-1} role="status" className={cls('elicit-form__status')} part="status" data-tone="done"
        data-empty={statusText === '' ? '' : undefined}>
        {statusText === '' ? null : <StatusIcon size={12} className={cls('elicit-form__status-icon')} />}
        {statusText}
      </p>
      {locked ? null : <div className={cls('elicit-form__actions')} part="actions">
        {analysis.refused ? button(messages.decline, () => finish('decline'), 'decline', true)
          : phase === 'consent' ? (
            <>
              {button(messages.cancel, () => finish('cancel'), 'cancel')}
              {button(messages.decline, () => finish('decline'), 'decline')}
              {button(messages.urlOpen, open, 'open', true,
                [analysis.warnings.length > 0 ? ids.warnings : '', ids.hint].filter(Boolean).join(' '))}
            </>
          ) : completion === 'notification' ? (
            <>
              {button(messages.urlOpenAgain, open, 'open-again')}
              {button(messages.urlClose, close, 'close', true)}
            </>
          ) : (
            <>
              {button(messages.urlOpenAgain, open, 'open-again')}
              {button(messages.cancel, () => finish('cancel'), 'cancel')}
              {button(messages.urlFinished, () => finish('accept'), 'finished', true)}
            </>
          )}
      </div>}
    </section>
  );
}

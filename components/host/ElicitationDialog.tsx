import { useId, useMemo, useSyncExternalStore } from 'react';
import { isSafeImageSource } from '../../src/formCore.ts';
import { ElicitationForm } from '../ElicitationForm/index.ts';
import { serverIdentity, useElicitationSettings } from '../ElicitationForm/settings.ts';
import { mergeMessages } from '../messages.ts';
import type { ElicitationQueue } from '../queue/queue.ts';
import { UrlConsent } from '../url/UrlConsent.tsx';
import { CloseIcon } from '../icons/index.tsx';
import { RelayNotice } from '../relay/RelayNotice.tsx';
import { SettledView } from '../relay/SettledView.tsx';
import { closedText } from '../relay/status.ts';
import { InvalidRequestNotice } from './InvalidRequestNotice.tsx';
import { useDialogDraft } from './useDialogDraft.ts';
import { useModalDialog } from './useModalDialog.ts';

/**
 * Props of `<ElicitationDialog>`: the queue it shows, and its class. How its forms look and behave (profile,
 * messages, pickers' callbacks, credential policy, drafts, how a server is named, how a URL opens) comes from an
 * enclosing `<ElicitationSettings>`.
 * @example const props: ElicitationDialogProps = { queue };
 */
export interface ElicitationDialogProps {
  /** The queue whose `ask` the host gave to its MCP client. */
  queue: ElicitationQueue;
  className?: string;
}

/**
 * Shows queued elicitations one at a time in a modal `<dialog>` (docs/behaviour.md §7): the requesting server's icon and name
 * (a muted line that names the dialog "<server> needs your input"), the request's message as the title, and the
 * form. The × in the corner answers `cancel`; Escape too, once the person has typed or chosen nothing, else the form
 * asks "Discard your answers?" first (docs/behaviour.md §3); focus moves into each new form (never
 * to the ×, which comes last in the DOM) and returns to where it was when the queue empties (`useModalDialog`).
 * @example
 * const queue = useElicitationQueue();
 * attachElicitation(client, { ask: queue.ask }); // before client.connect()
 * return <ElicitationSettings value={{ profile: 'web' }}><ElicitationDialog queue={queue} /></ElicitationSettings>;
 */
export function ElicitationDialog(props: ElicitationDialogProps) {
  const { queue } = props;
  const settings = useElicitationSettings();
  const unstyled = settings.unstyled ?? false;
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const messages = useMemo(() => mergeMessages(settings.messages), [settings.messages]);
  const titleId = useId();
  const current = snapshot.current;
  const isOpen = current !== undefined;
  const dialogRef = useModalDialog({ current: current?.id, onCancel: (id) => queue.answer(id, { action: 'cancel' }), unstyled });
  const draft = useDialogDraft(current, settings.drafts);

  const request = current?.request;
  const identity = serverIdentity(settings.server, request?.server);
  const iconSrc = typeof identity?.icon === 'string' ? identity.icon : identity?.icon?.src;
  const serverName = identity?.name ?? messages.hostUnknownServer;
  const cls = (name: string) => (unstyled ? undefined : name);
  const rootClass = unstyled ? props.className : ['elicit-host-dialog', props.className].filter(Boolean).join(' ');
  return (
    <dialog ref={dialogRef} className={rootClass} aria-labelledby={titleId} data-state={isOpen ? 'open' : 'closed'}>
      {current && request ? (
        <>
          {/* docs/look.md, "Header": who asks is a muted line with the server's icon; the message below is the title.
              Screen readers still hear the whole title ("<server> needs your input") as the dialog's name. */}
          <h2 id={titleId} className={cls('elicit-host-dialog__title')} aria-label={messages.hostDialogTitle(serverName)}>
            {iconSrc && isSafeImageSource(iconSrc) ? (
              <img className={cls('elicit-host-dialog__icon')} src={iconSrc} alt="" width={20} height={20} />
            ) : null}
            {serverName}
          </h2>
          {snapshot.waiting > 0 ? (
            <p className={cls('elicit-host-dialog__waiting')}><bdi>{messages.hostWaiting(snapshot.waiting)}</bdi></p>
          ) : null}
          {request.unsupportedReason && !request.invalid ? (
            <p className={cls('elicit-host-dialog__reason')}><bdi>{messages.hostUnsupportedReason(request.unsupportedReason)}</bdi></p>
          ) : null}
          {current.closed ? (
            // Closed while on screen without this person's answer (docs/behaviour.md §12; the server gave up): say why, in the
            // form's place, until dismissed. The title above already names the server.
            <SettledView key={current.id} request={request} status={current.closed} closedText={closedText(messages, current.closed)}
              focus="always" dismiss={{ label: messages.hostClose, onDismiss: () => queue.close(current.id) }} />
          ) : request.invalid ? (
            // docs/behaviour.md §7.5: already answered -32602; the person only learns that and why.
            <InvalidRequestNotice key={current.id} server={identity?.name} reason={request.unsupportedReason ?? ''} messages={messages}
              unstyled={unstyled} onDismiss={() => queue.answer(current.id, { action: 'cancel' })} />
          ) : request.mode === 'url' && !request.unsupportedReason ? (
            <UrlConsent
              key={current.id}
              url={request.url ?? ''}
              message={request.message}
              completion={request.urlCompletion}
              onResult={(result) => queue.answer(current.id, result)}
              onClose={() => queue.close(current.id)}
              // The dialog's title already names the server (docs/behaviour.md §7.1), as for forms.
              showServer={false}
            />
          ) : current.sending ? (
            // Relayed, this person's answer on its way: the dialog ends only once the relay says whose answer won.
            <SettledView key={current.id} request={request} status="sending" closedText={messages.relaySending} focus="always" />
          ) : (
            <>
            {/* A relayed answer the server refused or that was not sent comes back with why (docs/behaviour.md §12). */}
            <RelayNotice issues={current.issues} sendFailed={current.sendFailed} />
            <ElicitationForm
              key={current.id}
              defaultContent={current.defaultContent}
              message={request.message}
              // A request that is not a form (URL mode...) must never render fields: the form shows its notice.
              requestedSchema={request.unsupportedReason ? undefined : request.requestedSchema}
              params={request.params}
              onResult={(result) => queue.answer(current.id, result)}
              // The dialog's title already names the server (docs/behaviour.md §7), so the form does not repeat it; its warnings do.
              server={identity}
              showServer={false}
              draftKey={draft!.key}
              drafts={draft!.storage}
            />
            </>
          )}
          {/* Last in the DOM, so neither showModal nor the first-field focus lands on it; drawn in the corner. */}
          <button type="button" className={cls('elicit-host-dialog__close')} aria-label={messages.hostClose} data-dialog-close=""
            onClick={() => queue.answer(current.id, { action: 'cancel' })}>
            <CloseIcon />
          </button>
        </>
      ) : null}
    </dialog>
  );
}

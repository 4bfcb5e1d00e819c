import { useEffect, useId, useMemo, useRef, useSyncExternalStore } from 'react';
import { isSafeImageSource } from '../../src/formCore.ts';
import type { HostProfile } from '../../src/model.ts';
import type { ElicitationServerInfo } from '../../src/protocol/index.ts';
import { ElicitationForm, type ServerIdentity } from '../ElicitationForm/index.ts';
import type { FieldRegistry, HostCallbacks } from '../fields/types.ts';
import { mergeMessages, type MessageOverrides } from '../messages.ts';
import type { ElicitationQueue } from './queue.ts';
import { UrlConsent } from '../url/UrlConsent.tsx';
import { focusFirstField } from './initialFocus.ts';
import { CloseIcon } from '../icons/index.tsx';
import { ESCAPE_REQUEST_EVENT, escapeWasConsumed } from '../form/escape.ts';
import { RelayNotice } from '../relay/RelayNotice.tsx';
import { SettledView } from '../relay/SettledView.tsx';
import { closedText } from '../relay/messages.ts';
import { InvalidRequestNotice } from './InvalidRequestNotice.tsx';
import { warnIfDialogLookMissing } from './dialogStylesheet.ts';
import type { CredentialPolicy } from '../ElicitationForm/lazyCredentials.tsx';
import { forgetDraft, type DraftStorage } from '../form/drafts/index.ts';

/** The draft key of a queued request: its form keeps what was typed while the dialog is closed and reopened. */
const draftKeyOf = (id: number) => `elicitation-dialog:${id}`;

/** Hands a close request to the form on screen; true when the form handled it (it cancelled, or it asks first). */
function formTookEscape(dialog: HTMLDialogElement): boolean {
  const form = dialog.querySelector('[data-status="editing"]');
  return form !== null && !form.dispatchEvent(new Event(ESCAPE_REQUEST_EVENT, { cancelable: true }));
}

/**
 * Keeps the dialog open after a close request it refused. Chromium lets a page refuse only one close request per
 * user activation (the second `cancel` is not cancelable): then the dialog closes anyway, and is shown again.
 */
function stayOpen(dialog: HTMLDialogElement, cancel: Event, stillAsking: () => boolean): void {
  if (cancel.cancelable) return;
  const focused = dialog.ownerDocument.activeElement;
  dialog.addEventListener('close', () => {
    if (!stillAsking() || dialog.open || typeof dialog.showModal !== 'function') return;
    dialog.showModal();
    if (focused instanceof HTMLElement && dialog.contains(focused)) focused.focus();
  }, { once: true });
}


export interface ElicitationDialogProps {
  /** The queue whose `ask` the host gave to its MCP client. */
  queue: ElicitationQueue;
  profile?: HostProfile;
  /** Callbacks for pickers (file uploads, previews). */
  host?: HostCallbacks;
  registry?: FieldRegistry;
  messages?: MessageOverrides;
  /** How a server is shown (name, icon). Default: its title, else its name. */
  serverIdentity?: (server: ElicitationServerInfo | undefined) => ServerIdentity | undefined;
  /**
   * Opens a consented URL of a URL-mode request (docs/behaviour.md §9): system browser, Electron `shell.openExternal`, a native
   * view. Default: `window.open(url, '_blank', 'noopener,noreferrer')`.
   */
  onOpenUrl?: (url: string) => void;
  /** Forms with credential-like fields: `warn` (default), `refuse` or `off` (`<ElicitationForm credentialPolicy>`, docs/behaviour.md §11). */
  credentialPolicy?: CredentialPolicy;
  /**
   * Where drafts of open requests live: `memory`, `session` or `off` (`<ElicitationForm drafts>`). Default: `session`
   * for relayed requests (they outlive the page, as inline), `memory` for the page's own MCP client's.
   */
  drafts?: DraftStorage;
  unstyled?: boolean;
  className?: string;
}

const defaultIdentity = (server: ElicitationServerInfo | undefined): ServerIdentity | undefined =>
  server ? { name: server.title ?? server.name } : undefined;

/**
 * Shows queued elicitations one at a time in a modal `<dialog>` (docs/behaviour.md §7): the requesting server's icon and name
 * (a muted line that names the dialog "<server> needs your input"), the request's message as the title, and the
 * form. The × in the corner answers `cancel`; Escape too, once the person has typed or chosen nothing, else the form
 * asks "Discard your answers?" first (docs/behaviour.md §3); focus moves into each new form (never
 * to the ×, which comes last in the DOM) and returns to where it was when the queue empties.
 * @example
 * const queue = useElicitationQueue();
 * attachElicitation(client, { ask: queue.ask }); // before client.connect()
 * return <ElicitationDialog queue={queue} profile="web" />;
 */
export function ElicitationDialog(props: ElicitationDialogProps) {
  const { queue, unstyled = false } = props;
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const messages = useMemo(() => mergeMessages(props.messages), [props.messages]);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const current = snapshot.current;
  const isOpen = current !== undefined;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // jsdom (and very old browsers) lack showModal: fall back to the open attribute.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      if (!unstyled) warnIfDialogLookMissing(dialog);
    } else if (!isOpen && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      returnFocusRef.current?.focus();
    }
  }, [isOpen, unstyled]);

  // Each new request remounts the form: move focus to its first field (the old one is gone), once it has loaded.
  const currentId = current?.id;
  useEffect(() => {
    if (currentId === undefined || !dialogRef.current) return;
    return focusFirstField(dialogRef.current);
  }, [currentId]);

  // Escape follows the forms' rule (docs/behaviour.md §3, components/form/escape.ts). Focus in the form: the form applies it and
  // keeps the key, so no close request follows. Focus elsewhere in the dialog (the ×): the close request is handed to
  // the form, which cancels or asks first. An Escape that ended an IME composition closes nothing. Remembering which
  // request the key was pressed on keeps a late `cancel` event from cancelling the next request in line.
  const currentIdRef = useRef(currentId);
  useEffect(() => {
    currentIdRef.current = currentId;
  }, [currentId]);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    let escapeOn: number | undefined;
    let composing = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      escapeOn = currentIdRef.current;
      composing = escapeWasConsumed({ key: event.key, defaultPrevented: false, isComposing: event.isComposing, keyCode: event.keyCode });
    };
    const onCancel = (event: Event) => {
      event.preventDefault();
      const id = escapeOn ?? currentIdRef.current;
      const keptByIme = composing;
      escapeOn = undefined;
      composing = false;
      if (id === undefined || id !== currentIdRef.current) return;
      if (keptByIme || formTookEscape(dialog)) {
        stayOpen(dialog, event, () => currentIdRef.current !== undefined);
        return;
      }
      queue.answer(id, { action: 'cancel' });
    };
    dialog.addEventListener('keydown', onKeyDown, true);
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown, true);
      dialog.removeEventListener('cancel', onCancel);
    };
  }, [queue]);

  // A request that left the queue was answered (by its form, the ×, Escape, or the server giving up): no draft of it
  // may stay (docs/relay.md, Guarantees 4). Runs after the old form's unmount, which saved what was typed. A request
  // whose key outlives the page (relayed) keeps its draft in sessionStorage unless the host chose otherwise.
  const draft = current ? { key: current.draftKey ?? draftKeyOf(current.id), storage: props.drafts ?? (current.draftKey ? 'session' : 'memory') } : undefined;
  const shownDraftRef = useRef(draft);
  const draftKey = draft?.key;
  const draftStorage = draft?.storage;
  useEffect(() => {
    const left = shownDraftRef.current;
    shownDraftRef.current = draftKey === undefined ? undefined : { key: draftKey, storage: draftStorage! };
    if (left && left.key !== draftKey && left.storage !== 'off') forgetDraft(left.key, left.storage);
  }, [draftKey, draftStorage]);

  const request = current?.request;
  const identity = (props.serverIdentity ?? defaultIdentity)(request?.server);
  const iconSrc = typeof identity?.icon === 'string' ? identity.icon : identity?.icon?.src;
  const serverName = identity?.name ?? messages.hostUnknownServer;
  const cls = (name: string) => (unstyled ? undefined : name);
  const rootClass = unstyled ? props.className : ['elicit-host-dialog', props.className].filter(Boolean).join(' ');
  return (
    <dialog ref={dialogRef} className={rootClass} aria-labelledby={titleId} data-state={isOpen ? 'open' : 'closed'}>
      {current && request ? (
        <>
          {/* DESIGN.md: who asks is a muted line with the server's icon; the message below is the title.
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
              messages={props.messages} unstyled={unstyled} focus="always" dismiss={{ label: messages.hostClose, onDismiss: () => queue.close(current.id) }} />
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
              onOpenUrl={props.onOpenUrl}
              messages={props.messages}
              unstyled={unstyled}
            />
          ) : current.sending ? (
            // Relayed, this person's answer on its way: the dialog ends only once the relay says whose answer won.
            <SettledView key={current.id} request={request} status="sending" closedText={messages.relaySending}
              messages={props.messages} unstyled={unstyled} focus="always" />
          ) : (
            <>
            {/* A relayed answer the server refused or that was not sent comes back with why (docs/behaviour.md §12). */}
            <RelayNotice issues={current.issues} sendFailed={current.sendFailed} messages={props.messages} unstyled={unstyled} />
            <ElicitationForm
              key={current.id}
              defaultContent={current.defaultContent}
              message={request.message}
              // A request that is not a form (URL mode...) must never render fields: the form shows its notice.
              requestedSchema={request.unsupportedReason ? undefined : request.requestedSchema}
              onResult={(result) => queue.answer(current.id, result)}
              // The dialog's title already names the server (docs/behaviour.md §7), so the form does not repeat it; its warnings do.
              server={identity}
              showServer={false}
              credentialPolicy={props.credentialPolicy}
              draftKey={draft!.key}
              drafts={draft!.storage}
              profile={props.profile}
              host={props.host}
              registry={props.registry}
              messages={props.messages}
              unstyled={unstyled}
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

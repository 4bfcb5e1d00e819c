/**
 * The modal `<dialog>` of `<ElicitationDialog>`, managed: shown while a request is on screen and closed after, focus
 * into each new request and back where it was, and Escape by the forms' rule. The component only renders.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { ESCAPE_REQUEST_EVENT, escapeWasConsumed } from '../form/escape.ts';
import { warnIfDialogLookMissing } from './dialogStylesheet.ts';
import { focusFirstField } from './initialFocus.ts';

/**
 * What `useModalDialog` needs to know of the dialog's contents.
 * @example const options: ModalDialogOptions = { current: 3, onCancel: (id) => queue.answer(id, { action: 'cancel' }) };
 */
export interface ModalDialogOptions {
  /** The id of the request on screen; `undefined` when none is, and the dialog is closed. */
  current: number | undefined;
  /**
   * Escape, or the browser's close request, on request `id` when its form did not take it (nothing was typed, or it
   * is not a form): the host answers `cancel` (docs/behaviour.md §3.2).
   */
  onCancel: (id: number) => void;
  /** The host brings its own look: no console note about a missing `dialog.css`. */
  unstyled?: boolean;
}

/**
 * Manages a modal `<dialog>` that shows one request at a time (docs/behaviour.md §7.9): `showModal()` when a request
 * arrives and `close()` when none is left, focus moved to each new request's first field (WCAG 2.4.3) and returned to
 * where it was when the dialog closes, and Escape by the forms' rule (docs/behaviour.md §3.3): focus in the form, the
 * form applies it; focus elsewhere in the dialog (the ×), the close request is handed to the form, which cancels or
 * asks first; an Escape that ended an IME composition closes nothing. Returns the ref to put on the `<dialog>`.
 * @example
 * const dialogRef = useModalDialog({ current: current?.id, onCancel: (id) => queue.answer(id, { action: 'cancel' }) });
 * return <dialog ref={dialogRef}>…</dialog>;
 */
export function useModalDialog({ current, onCancel, unstyled = false }: ModalDialogOptions): RefObject<HTMLDialogElement | null> {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
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
  useEffect(() => {
    if (current === undefined || !dialogRef.current) return;
    return focusFirstField(dialogRef.current);
  }, [current]);

  // Remembering which request the key was pressed on keeps a late `cancel` event from cancelling the next request
  // in line (components/form/escape.ts).
  const currentRef = useRef(current);
  useEffect(() => {
    currentRef.current = current;
  }, [current]);
  const onCancelRef = useRef(onCancel);
  useEffect(() => {
    onCancelRef.current = onCancel;
  }, [onCancel]);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    let escapeOn: number | undefined;
    let composing = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      escapeOn = currentRef.current;
      composing = escapeWasConsumed({ key: event.key, defaultPrevented: false, isComposing: event.isComposing, keyCode: event.keyCode });
    };
    const onCancelEvent = (event: Event) => {
      event.preventDefault();
      const id = escapeOn ?? currentRef.current;
      const keptByIme = composing;
      escapeOn = undefined;
      composing = false;
      if (id === undefined || id !== currentRef.current) return;
      if (keptByIme || formTookEscape(dialog)) {
        stayOpen(dialog, event, () => currentRef.current !== undefined);
        return;
      }
      onCancelRef.current(id);
    };
    dialog.addEventListener('keydown', onKeyDown, true);
    dialog.addEventListener('cancel', onCancelEvent);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown, true);
      dialog.removeEventListener('cancel', onCancelEvent);
    };
  }, []);

  return dialogRef;
}

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

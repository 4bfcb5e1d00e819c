/**
 * Where focus goes when the dialog shows a new request (WCAG 2.4.3): the first field's control. When
 * that field is a widget whose code is still loading (a suggestions combobox shows its label while `aria-busy`),
 * it has nothing to focus yet; the dialog then waits for the control to appear and moves focus to it, unless the
 * user has moved focus meanwhile. Requests without fields (an unsupported notice, a URL consent) focus their first
 * control. The dialog's × (`data-dialog-close`) is never the initial target: it is a way out (it answers `cancel`),
 * not a place to start.
 */
const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]):not([data-dialog-close]), [tabindex]:not([tabindex="-1"])';

function firstTarget(dialog: HTMLElement): HTMLElement | null {
  const field = dialog.querySelector('.elicit-field');
  return field ? field.querySelector<HTMLElement>(FOCUSABLE) : dialog.querySelector<HTMLElement>(FOCUSABLE);
}

/**
 * Focuses the first field of the request in `dialog` now or once it has loaded; returns a cleanup that stops
 * waiting (for a request answered or replaced first).
 * @example useEffect(() => focusFirstField(dialogRef.current!), [requestId])
 */
export function focusFirstField(dialog: HTMLElement): () => void {
  const target = firstTarget(dialog);
  if (target) {
    target.focus();
    return () => {};
  }
  // Whatever showModal focused in the meantime (often Cancel) is a placeholder we may replace; a user's choice is not.
  const placeholder = dialog.ownerDocument.activeElement;
  const observer = new MutationObserver(() => {
    const loaded = firstTarget(dialog);
    if (!loaded) return;
    observer.disconnect();
    const active = dialog.ownerDocument.activeElement;
    if (active === placeholder || active === dialog.ownerDocument.body || active === dialog) loaded.focus();
  });
  observer.observe(dialog, { childList: true, subtree: true });
  return () => observer.disconnect();
}

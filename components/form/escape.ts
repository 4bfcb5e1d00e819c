/**
 * The Escape rule of every form (docs/behaviour.md §3.3 decision; docs/keyboard-and-screen-readers.md): Escape cancels a form the
 * person hasn't touched, asks first ("Discard your answers?") once they have typed or chosen anything, and does
 * nothing when something inside the form already used the key. Shared by the form and the host dialog.
 */

/** The part of a keydown the rule reads (a DOM `KeyboardEvent` or React's synthetic one). */
export interface EscapeKey {
  key: string;
  defaultPrevented: boolean;
  /** `KeyboardEvent.isComposing`: the key belongs to an input method (IME) composition. */
  isComposing?: boolean;
  keyCode?: number;
}

/**
 * Whether an Escape was already used inside the form: by a popup that closed (suggestions, a listbox: they call
 * `preventDefault`) or by an IME composition (`isComposing`; older engines send `keyCode` 229 instead). Chromium's
 * own pickers (date, date-time, select) keep the keydown to themselves: the page sees only the keyup, so they never
 * reach this rule.
 * @example if (event.key === 'Escape' && !escapeWasConsumed(event.nativeEvent)) cancel();
 */
export function escapeWasConsumed(event: EscapeKey): boolean {
  return event.defaultPrevented || event.isComposing === true || event.keyCode === 229;
}

/**
 * The event a host's own modal sends to a form's root (the element with `data-status`) when the modal is asked
 * to close by Escape with focus outside the form (its × button, its backdrop): the form applies its Escape rule and
 * calls `preventDefault` if it handled the request (it cancelled, or it asked first). `<ElicitationDialog>` does
 * this with its `cancel` event.
 * @example if (!formRoot.dispatchEvent(new Event(ESCAPE_REQUEST_EVENT, { cancelable: true }))) return; // handled
 */
export const ESCAPE_REQUEST_EVENT = 'elicit-escape-request';

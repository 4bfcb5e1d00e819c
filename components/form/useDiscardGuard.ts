import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { ESCAPE_REQUEST_EVENT, escapeWasConsumed } from './escape.ts';
import { deepActiveElement } from './focus.ts';

/** The element that holds the "Discard your answers?" question and its buttons. */
export const DISCARD_PROMPT_ATTRIBUTE = 'data-discard-prompt';

/**
 * Whether the person has typed or chosen anything in the form yet; `markEdited` says they have. Kept in a ref:
 * only the Escape rule reads it, at key time, so an edit re-renders nothing. `startsEdited`: the form opens with
 * answers already typed (a restored draft, docs/behaviour.md §11), which Escape must not throw away at once either.
 * @example const { edited, markEdited } = useEditTracker(); // markEdited() from every value change
 */
export function useEditTracker(startsEdited = false) {
  const edited = useRef(startsEdited);
  const markEdited = useCallback(() => {
    edited.current = true;
  }, []);
  return { edited, markEdited };
}

export interface DiscardGuardOptions {
  /** From `useEditTracker`. */
  edited: RefObject<boolean>;
  /** True once answered or while disabled: Escape does nothing then. */
  locked: boolean;
  /** Answers `cancel`. */
  cancel: () => void;
  /** The form's root, where a host modal sends {@link ESCAPE_REQUEST_EVENT}. */
  rootRef?: RefObject<Element | null>;
}

/** What a form shows while Escape asks before discarding. */
export interface DiscardPrompt {
  /** True while "Discard your answers?" is shown (Discard / Keep editing). */
  open: boolean;
  discard: () => void;
  /** Closes the question and puts focus back where it was when Escape was pressed. */
  keepEditing: () => void;
}

/**
 * The Escape rule of docs/behaviour.md §3 for one form: cancel when nothing was typed or chosen; once something was, the first
 * Escape asks (`prompt.open`) and a second Escape, or Discard, cancels. An Escape a popup, a native picker or an IME
 * composition used is left alone (`escapeWasConsumed`). Edits are counted (`useEditTracker`) when a field's value
 * changes and on any `input` event in the form, so text not yet committed (a string list's draft) counts.
 * @example
 * const guard = useDiscardGuard({ edited, locked, cancel, rootRef });
 * <form onKeyDown={guard.onKeyDown} onInput={markEdited} onFocus={guard.onFocus}>…{guard.prompt.open ? <Ask /> : null}</form>
 */
export function useDiscardGuard({ edited, locked, cancel, rootRef }: DiscardGuardOptions) {
  const [open, setOpen] = useState(false);
  const returnFocus = useRef<Element | null>(null);

  /** Applies the rule to one Escape; false when the form is locked and the key is not its business. */
  const escape = useCallback((): boolean => {
    if (locked) return false;
    if (!edited.current || open) {
      cancel();
    } else {
      returnFocus.current = deepActiveElement();
      setOpen(true);
    }
    return true;
  }, [edited, locked, open, cancel]);

  const onKeyDown = useCallback((event: KeyboardEvent) => {
    const { nativeEvent } = event;
    const consumed = escapeWasConsumed({
      key: event.key,
      defaultPrevented: event.defaultPrevented || nativeEvent.defaultPrevented,
      isComposing: nativeEvent.isComposing,
      keyCode: event.keyCode,
    });
    if (event.key !== 'Escape' || consumed) return;
    if (escape()) event.preventDefault();
  }, [escape]);

  useEffect(() => {
    const root = rootRef?.current;
    if (!root) return undefined;
    const onRequest = (event: Event) => {
      if (escape()) event.preventDefault();
    };
    root.addEventListener(ESCAPE_REQUEST_EVENT, onRequest);
    return () => root.removeEventListener(ESCAPE_REQUEST_EVENT, onRequest);
  }, [rootRef, escape]);

  const keepEditing = useCallback(() => {
    setOpen(false);
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
  }, []);

  /** Focus back in a field while the question shows: the person went back to editing; the buttons return. */
  const onFocus = useCallback((event: FocusEvent) => {
    if (open && !event.target.closest(`[${DISCARD_PROMPT_ATTRIBUTE}]`)) setOpen(false);
  }, [open]);

  const prompt: DiscardPrompt = { open, discard: cancel, keepEditing };
  return { prompt, onKeyDown, onFocus };
}

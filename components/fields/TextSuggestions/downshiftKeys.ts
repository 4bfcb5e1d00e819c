import type { KeyboardEvent } from 'react';

/**
 * Tells downshift to leave this key event alone (its documented `preventDownshiftDefault` escape hatch), so the
 * event keeps its default and bubbles to the form shell unchanged (or, for a change, downshift does not reopen).
 */
export function skipDownshift(event: { nativeEvent: Event }): void {
  (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
}

/** True while an IME is composing: Enter then confirms the composition and must not select or submit. */
export function isComposing(event: KeyboardEvent): boolean {
  return event.nativeEvent.isComposing || event.keyCode === 229;
}

import type { KeyboardEvent } from 'react';

/**
 * Enter in a single-line field submits the form (docs/behaviour.md §7.2). The native implicit submission is replaced by the
 * form's own submit so there is exactly one path (and IME composition is left alone).
 */
export function submitOnEnter(event: KeyboardEvent<HTMLInputElement>, requestSubmit: () => void): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.defaultPrevented) return;
  event.preventDefault();
  requestSubmit();
}

/** Joins space-separated id lists, dropping empty parts (for `aria-describedby`). */
export function joinIds(...ids: (string | undefined | false)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

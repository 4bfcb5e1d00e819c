/**
 * Enter on a choice option (radio, checkbox, image card) activates the option like Space does, and never
 * reaches the form. Chromium otherwise treats Enter on a radio or checkbox as implicit submission, which would
 * send the answer from the option itself; an answer is final (one result per form, docs/behaviour.md §3), so the user sends
 * it deliberately with Submit after reviewing (docs/behaviour.md §7).
 */
import type { ChangeEvent, KeyboardEvent } from 'react';

export interface OptionKeyTarget {
  index: number;
  type: 'radio' | 'checkbox';
  checked: boolean;
  disabled?: boolean;
  onToggle: (index: number, checked: boolean) => void;
}

/**
 * @example <input type="radio" onKeyDown={(event) => activateOnEnter(event, { index, type, checked, onToggle })} />
 */
export function activateOnEnter(event: KeyboardEvent<HTMLInputElement>, target: OptionKeyTarget): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  event.preventDefault();
  if (!target.disabled) target.onToggle(target.index, target.type === 'radio' ? true : !target.checked);
}

/**
 * The two handlers every option input needs (list row, image card, picker row): a change toggles the option at
 * `index`, and Enter activates it like Space (see {@link activateOnEnter}).
 * @example <input type="checkbox" checked={checked} {...optionToggleHandlers({ index, type, checked, disabled, onToggle })} />
 */
export function optionToggleHandlers(target: OptionKeyTarget) {
  return {
    onChange: (event: ChangeEvent<HTMLInputElement>) => target.onToggle(target.index, event.currentTarget.checked),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => activateOnEnter(event, target),
  };
}

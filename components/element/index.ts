/**
 * elicit-kit/element — `<elicitation-form>`, the kit as a custom element for hosts that are not React (Vue,
 * Svelte, Angular, plain pages). A self-contained ES module: React is bundled inside. Importing it registers the
 * element (in a browser; on a server it does nothing).
 * @example
 * import 'elicit-kit/element';
 * const form = document.querySelector('elicitation-form');
 * form.request = { message: 'Your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } };
 * form.addEventListener('elicitation-result', (event) => reply(event.detail));
 */
import { createElicitationFormElement } from './ElicitationFormElement.tsx';

export { createElicitationFormElement, type ElicitationFormElement, type ElicitationResultEvent } from './ElicitationFormElement.tsx';
export { readRequest, type ElementRequest, type ElementRequestInput } from './readRequest.ts';
export type { MessageOverrides, Messages } from '../messages.ts';
// Re-exported so the JSX declarations (`<elicitation-form>` in TSX, React 18 and 19) come with this entry's types.
export type { ElicitationFormJsxProps } from './jsx.ts';

/**
 * Registers the element under `name` (default `elicitation-form`) unless that name is taken. Called on import.
 * @example defineElicitationFormElement('my-elicitation-form');
 */
export function defineElicitationFormElement(name = 'elicitation-form'): void {
  if (typeof customElements === 'undefined' || customElements.get(name)) return;
  customElements.define(name, createElicitationFormElement());
}

defineElicitationFormElement();

declare global {
  interface HTMLElementTagNameMap {
    'elicitation-form': import('./ElicitationFormElement.tsx').ElicitationFormElement;
  }
  interface HTMLElementEventMap {
    'elicitation-result': import('./ElicitationFormElement.tsx').ElicitationResultEvent;
  }
}

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]';

/**
 * Moves focus to a field's control after a refused Submit (issue 3, "Validation UX"). Group controls
 * (a fieldset, a radiogroup) are not focusable themselves, so the first focusable element inside is used.
 */
export function focusControl(root: Element | null, controlId: string): void {
  const scope = (root?.getRootNode() ?? document) as Document | ShadowRoot;
  const element = scope.getElementById(controlId);
  if (!(element instanceof HTMLElement)) return;
  const target = element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
}

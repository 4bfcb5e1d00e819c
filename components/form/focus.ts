const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]';

/**
 * The document or shadow root that holds `node` (the form may live in a shadow root, e.g. `<elicitation-form>`,
 * where `document.getElementById` can't see). Without a node: the scope of the focused element.
 * @example domScope(buttonRef.current).getElementById(id)
 */
export function domScope(node?: Node | null): Document | ShadowRoot {
  const root = (node ?? deepActiveElement())?.getRootNode();
  return root instanceof ShadowRoot || root instanceof Document ? root : document;
}

/**
 * The focused element, looking through open shadow roots (`document.activeElement` stops at their host).
 * @example deepActiveElement() === inputRef.current
 */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * Whether focus is lost (nothing or `<body>` focused) or inside `root`: the form may then move it (WCAG 2.4.3).
 * Focus elsewhere on the page is left alone. Works inside shadow roots.
 */
export function focusIsLostOrWithin(root: Element): boolean {
  const active = deepActiveElement();
  if (active === null || active === document.body || root.contains(active)) return true;
  // Inside a shadow root whose focused element was just disabled, only the host is left "focused".
  const scope = root.getRootNode();
  return scope instanceof ShadowRoot && active === scope.host;
}

/**
 * Moves focus to a field's control after a refused Submit (issue 3, "Validation UX"). Group controls
 * (a fieldset, a radiogroup) are not focusable themselves, so the first focusable element inside is used.
 */
export function focusControl(root: Element | null, controlId: string): void {
  const element = domScope(root ?? document).getElementById(controlId);
  if (!(element instanceof HTMLElement)) return;
  const target = element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
}

/** Options of a choice group: they carry the group's error themselves (ChoiceOptionRow's `groupErrorId`). */
const OPTION = 'input[type="radio"], input[type="checkbox"]';
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
 * Moves focus to a field's control after a refused Submit (docs/behaviour.md §7.6). Group controls
 * (a fieldset, a radiogroup) are not focusable themselves, so the first focusable element inside is used when it
 * is an option, which carries the error itself (radios, checkboxes and cards do); otherwise (an implicit
 * picker's list, whose first stop is a Remove button, or an empty one) the group itself takes focus, so a screen
 * reader hears its name, state and error rather than a control that says nothing about them.
 */
export function focusControl(root: Element | null, controlId: string): void {
  const element = domScope(root ?? document).getElementById(controlId);
  if (!(element instanceof HTMLElement)) return;
  if (element.matches(FOCUSABLE)) return element.focus();
  const inside = element.querySelector<HTMLElement>(FOCUSABLE);
  // Decided by what the control is, not by its attributes: the error reaches the options on the next render.
  if (inside?.matches(OPTION)) return inside.focus();
  element.tabIndex = -1; // focusable by script only: Tab still goes straight to the controls inside
  element.focus();
}

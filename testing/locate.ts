/**
 * Finding a field the way a user does: by its label, which is the accessible name of its control (the required
 * star is `aria-hidden`, so `Work email *` is named `Work email`). The field's box (the element with `data-kind`)
 * then scopes everything that belongs to it: options, suggestion popups, chips, Remove buttons, the file input.
 */
import type { Locator, Page } from '@playwright/test';

/** A field by label; `{ label, nth }` picks the nth (0-based, in form order) of several fields with one label. */
export type FieldRef = string | RegExp | { label: string | RegExp; nth: number };

/** The ARIA roles a field's main control can have. */
export type ControlRole = 'textbox' | 'spinbutton' | 'combobox' | 'checkbox' | 'radiogroup' | 'group' | 'list';

/** Every role a field control may have: what `field()` and `errors()` look for. */
export const ANY_CONTROL: readonly ControlRole[] = ['textbox', 'spinbutton', 'combobox', 'checkbox', 'radiogroup', 'group', 'list'];

/** A string matches the whole accessible name; a RegExp matches as Playwright's `name` option does. */
export function nameOptions(name: string | RegExp) {
  return { name, exact: typeof name === 'string' };
}

function parseRef(ref: FieldRef): { label: string | RegExp; nth?: number } {
  return typeof ref === 'object' && !(ref instanceof RegExp) ? ref : { label: ref };
}

/** Controls with one of `roles` named `label`, inside `scope`. */
function namedControl(scope: Locator | Page, roles: readonly ControlRole[], label: string | RegExp): Locator {
  const [first, ...rest] = roles.map((role) => scope.getByRole(role, nameOptions(label)));
  return rest.reduce((all, next) => all.or(next), first!);
}

/** A field's box and its control. */
export interface FieldLocators {
  /** The field's whole box (label, help, control, options, errors). */
  box: Locator;
  /** The control with one of the roles asked for, named by the field's label. */
  control: Locator;
}

/**
 * The field named `ref` whose control has one of `roles`.
 * @example locateField(form, 'Work email', ['textbox']).control.fill('ada@example.com')
 */
export function locateField(form: Locator, ref: FieldRef, roles: readonly ControlRole[]): FieldLocators {
  const { label, nth } = parseRef(ref);
  // `has` locators are evaluated inside each box, so they are built from the page, not from the form.
  const boxes = form.locator('[data-kind]').filter({ has: namedControl(form.page(), roles, label) });
  const box = nth === undefined ? boxes : boxes.nth(nth);
  return { box, control: namedControl(box, roles, label).first() };
}

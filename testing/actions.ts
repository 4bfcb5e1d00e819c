/**
 * What a user does to a field, whatever widget renders it (docs/behaviour.md §2 kinds): type into text-like controls, tick a
 * box, choose one option (radios, image cards or a listbox), tick several (checkboxes or image cards), and the
 * same on resource pickers. Every action goes through the real control, like a person or a screen reader would.
 */
import type { Locator } from '@playwright/test';
import { locateField, nameOptions, type FieldRef } from './locate.ts';

/** A date-time input holds `YYYY-MM-DDTHH:MM[:SS]`; Chromium drops `:00` seconds, so fill the form it keeps. */
function localInputValue(type: string | null, text: string): string {
  return type === 'datetime-local' ? text.replace(/^(\d{4}-\d\d-\d\dT\d\d:\d\d):00$/, '$1') : text;
}

/** Types `text` into a text, number, date, date-time (local wall-clock time) or suggestion field ('' clears it). */
export async function fill(form: Locator, ref: FieldRef, text: string): Promise<void> {
  const { box, control } = locateField(form, ref, ['textbox', 'spinbutton', 'combobox']);
  const input = control.and(box.locator('input, textarea'));
  await input.fill(localInputValue(await input.getAttribute('type'), text));
}

/** Ticks (`true`) or unticks a boolean field's checkbox. */
export async function setChecked(form: Locator, ref: FieldRef, checked: boolean): Promise<void> {
  await locateField(form, ref, ['checkbox']).control.setChecked(checked);
}

/**
 * Chooses `option` (its visible title) in a single choice: radios, image cards or a long list's listbox, which
 * opens from its trigger; a list long enough to have a search box is searched first, so the option is rendered.
 */
export async function choose(form: Locator, ref: FieldRef, option: string): Promise<void> {
  const { box, control } = locateField(form, ref, ['radiogroup', 'combobox']);
  await control.waitFor();
  if ((await box.getByRole('radiogroup').count()) > 0) return box.getByRole('radio', nameOptions(option)).check();
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  const search = box.getByRole('combobox').and(box.locator('input'));
  if ((await search.count()) > 0) await search.fill(option);
  await box.getByRole('option', nameOptions(option)).click();
}

/**
 * Sets options of a multi choice or a picker (checkboxes, radios or image cards) to `checked`: ticking a radio
 * chooses it; unticking a radio is not something a user can do and throws.
 */
export async function setOptions(form: Locator, ref: FieldRef, options: readonly string[], checked: boolean): Promise<void> {
  const { box } = locateField(form, ref, ['group', 'radiogroup']);
  for (const option of options) {
    const control = box.getByRole('checkbox', nameOptions(option)).or(box.getByRole('radio', nameOptions(option)));
    await control.setChecked(checked);
  }
}

/**
 * Long forms (docs/behaviour.md §14.3): from 50 fields on, the stylesheet lets Chromium skip rendering the fields far from view
 * (`content-visibility: auto`, styles/fields.css). What a user and a screen reader get must not change: every field
 * is in the accessibility tree with its name and hint, Tab walks through the skipped fields in order, and a refused
 * Submit brings the first invalid field, far down, into view with its error. Required fields are never skipped.
 */
import { test, expect, chromium, type Page } from '@playwright/test';
import { manyFieldsSchema } from '../src/fixtures/manyFields.ts';
import { chromiumLaunchOptions } from './browser.ts';
import { openPermalink } from '../testing/index.ts';

const longForm = { message: 'A very long form.', requestedSchema: { ...manyFieldsSchema(300), required: ['f295'] } };

/** Opens the form in the playground; returns the form's id prefix (`<prefix>-f0-control` is the first control). */
async function openLongForm(page: Page): Promise<string> {
  await openPermalink(page, longForm);
  await expect(page.getByRole('form', { name: 'A very long form.' })).toBeVisible();
  return page.evaluate(() => document.querySelector('input[name="f0"]')!.id.replace(/-f0-control$/, ''));
}

/** Whether Chromium renders the element `id` now (false: its field's content is skipped by content-visibility). */
const rendered = (page: Page, id: string) =>
  page.evaluate((target) => document.getElementById(target)!.checkVisibility({ contentVisibilityAuto: true }), id);

test('the fields far from view are skipped, and a screen reader is still told every one', async ({ page }) => {
  const form = await openLongForm(page);
  expect(await rendered(page, `${form}-f0-control`)).toBe(true);
  expect(await rendered(page, `${form}-f296-control`)).toBe(false);

  // A screen reader turns on Chromium's full accessibility tree; --force-renderer-accessibility does the same.
  const options = chromiumLaunchOptions();
  const reader = await chromium.launch({ ...options, args: [...(options.args ?? []), '--force-renderer-accessibility'] });
  try {
    const readerPage = await reader.newPage({ baseURL: test.info().project.use.baseURL });
    const readerForm = await openLongForm(readerPage);
    expect(await rendered(readerPage, `${readerForm}-f296-control`)).toBe(false);
    const cdp = await readerPage.context().newCDPSession(readerPage);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const told = (role: string) => nodes.filter((node) => node.role?.value === role && !node.ignored);
    const nameOf = (node: (typeof nodes)[number]) => String(node.name?.value ?? '');
    // 300 fields in turn: text, integer, boolean, 3 radios, 3 checkboxes (src/fixtures/manyFields.ts).
    // The playground's own text boxes (server URL, request JSON) are told too; the form's are named "Field N".
    // Text fields are textboxes, integer fields spinbuttons (docs/behaviour.md §3.7); in the tree's order, as they are read.
    const fieldBoxes = nodes.filter((node) => ['textbox', 'spinbutton'].includes(String(node.role?.value)) && !node.ignored && nameOf(node).startsWith('Field '));
    expect(fieldBoxes.map(nameOf)).toEqual(
      Array.from({ length: 120 }, (_, i) => `Field ${Math.floor(i / 2) * 5 + (i % 2)}`),
    );
    expect(told('radiogroup')).toHaveLength(60);
    expect(told('radio')).toHaveLength(180);
    expect(told('checkbox')).toHaveLength(60 + 180);
    const last = fieldBoxes.at(-1)!;
    expect([nameOf(last), last.description?.value]).toEqual(['Field 296', 'Whole number · Between 0 and 1000']);
  } finally {
    await reader.close();
  }
});

test('Tab walks through the skipped fields in order', async ({ page }) => {
  const form = await openLongForm(page);
  expect(await rendered(page, `${form}-f40-control`)).toBe(false);
  // Per five fields: the text box, the number box, the checkbox, the radio group (one stop), three checkboxes.
  const expected: string[] = [];
  for (let i = 0; i < 45; i += 5) {
    expected.push(`${form}-f${i}-control`, `${form}-f${i + 1}-control`, `${form}-f${i + 2}-control`, `${form}-f${i + 3}-option-0`);
    expected.push(...[0, 1, 2].map((option) => `${form}-f${i + 4}-option-${option}`));
  }
  await page.locator(`[id="${form}-f0-control"]`).focus();
  const visited = [await page.evaluate(() => document.activeElement!.id)];
  for (let step = 1; step < expected.length; step += 1) {
    await page.keyboard.press('Tab');
    visited.push(await page.evaluate(() => document.activeElement!.id));
  }
  expect(visited).toEqual(expected);
  await expect(page.locator(`[id="${form}-f44-option-2"]`)).toBeInViewport();
  expect(await rendered(page, `${form}-f44-control`)).toBe(true);
});

test('a refused Submit brings the first invalid field, far down, into view with its error', async ({ page }) => {
  const form = await openLongForm(page);
  const field = page.getByRole('textbox', { name: 'Field 295', exact: true });
  // A required field is never skipped (see styles/fields.css); its neighbours are.
  expect(await rendered(page, `${form}-f295-control`)).toBe(true);
  expect(await rendered(page, `${form}-f290-control`)).toBe(false);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/This field is required/);
  await expect(page.getByTestId('elicitation-result')).toHaveText('');
});

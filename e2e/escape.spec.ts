/**
 * The Escape rule (docs/behaviour.md §3.3 decision, docs/keyboard-and-screen-readers.md) in real Chromium with real keys: Escape
 * cancels an untouched form; once something was typed or chosen it asks "Discard your answers?" first (Keep editing,
 * Discard, or a second Escape); an Escape that a native picker, a popup or an IME composition used cancels nothing.
 * The same in the host dialog, whose `cancel` event (Escape with focus on its ×) follows the form's rule.
 */
import { test, expect, type Page } from '@playwright/test';
import { openForm } from './support/playground.ts';
import { connectDemo, runDemoTool } from './support/liveHost.ts';
import { seedFixtures } from '../src/fixtures/seeds.ts';
import { textKinds } from '../src/fixtures/kinds.ts';
import { readShownResult } from '../testing/index.ts';

const lead = seedFixtures.find((fixture) => fixture.id === 'seed/lead-capture')!;


/** Starts an IME composition in the focused field, as a Japanese keyboard does before the text is committed. */
async function compose(page: Page, text: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
  return cdp;
}

test('after typing, Escape asks first; Keep editing returns to the field; a second Escape discards', async ({ page }) => {
  const form = await openForm(page, lead);
  const company = form.field('Company');
  await company.focus();
  await page.keyboard.type('Acme');
  await page.keyboard.press('Escape');
  const question = form.root.getByRole('group', { name: 'Discard your answers?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  expect(await form.status()).toBe('editing');
  await page.keyboard.press('Enter'); // Keep editing
  await expect(company).toBeFocused();
  await expect(company).toHaveValue('Acme');
  await expect(question).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await form.result()).toEqual({ action: 'cancel' });
});

test('without edits Escape cancels at once', async ({ page }) => {
  const form = await openForm(page, lead);
  await form.field('Company').focus();
  await page.keyboard.press('Escape');
  expect(await form.result()).toEqual({ action: 'cancel' });
});

test('an Escape that ends an IME composition cancels nothing; after it, Escape asks first', async ({ page }) => {
  const form = await openForm(page, lead);
  await form.field('Company').focus();
  const cdp = await compose(page, 'あ');
  await page.keyboard.press('Escape');
  await expect(form.root.getByRole('group', { name: 'Discard your answers?' })).toBeHidden();
  expect(await form.status()).toBe('editing');
  await cdp.send('Input.insertText', { text: 'あ' }); // commits the composition
  await page.keyboard.press('Escape');
  await expect(form.root.getByRole('group', { name: 'Discard your answers?' })).toBeVisible();
  expect(await readShownResult(page)).toBeUndefined();
});

test('an Escape that closes the native date picker cancels nothing (Chromium gives the page only its keyup)', async ({ page }) => {
  const form = await openForm(page, textKinds);
  const seen = await page.evaluateHandle(() => {
    const keys: string[] = [];
    document.addEventListener('keydown', (event) => keys.push(`down ${event.key}`), true);
    document.addEventListener('keyup', (event) => keys.push(`up ${event.key}`), true);
    return keys;
  });
  const day = page.getByLabel('Day');
  const pickerOpen = () => day.evaluate((input) => input.matches(':open'));
  await day.focus();
  await page.keyboard.press('F4'); // opens the picker (Chromium's key for it)
  await expect.poll(pickerOpen).toBe(true);
  await page.keyboard.press('Escape'); // closes it
  await expect.poll(pickerOpen).toBe(false);
  expect(await seen.evaluate((keys) => keys.filter((key) => key.endsWith('Escape')))).toEqual(['up Escape']);
  expect(await form.status()).toBe('editing');
  await page.keyboard.press('Escape'); // the picker is closed now, and nothing was typed: this one cancels
  expect(await form.result()).toEqual({ action: 'cancel' });
});

test.describe('in the host dialog', () => {
  async function openLead(page: Page) {
    await connectDemo(page);
    const dialog = await runDemoTool(page, 'Capture a lead');
    await expect(dialog.getByRole('textbox', { name: 'Full name' })).toBeFocused();
    return dialog;
  }
  const toolResult = (page: Page) => page.getByTestId('tool-result');

  test('Escape on the × after typing asks in the form instead of closing; the second Escape cancels', async ({ page }) => {
    const dialog = await openLead(page);
    await page.keyboard.type('Ada');
    await dialog.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Discard your answers?' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await expect(toolResult(page)).toHaveText('Running Capture a lead…');
    await page.keyboard.press('Escape');
    await expect(toolResult(page)).toHaveText('Capture a lead: The user cancelled "lead".');
    await expect(dialog).toBeHidden();
  });

  test('an IME composition’s Escape neither closes the dialog nor cancels the form', async ({ page }) => {
    const dialog = await openLead(page);
    await compose(page, 'あ');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Full name' })).toBeFocused();
    await expect(toolResult(page)).toHaveText('Running Capture a lead…');
  });
});

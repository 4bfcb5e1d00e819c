/**
 * A form of 300 fields of every core kind stays usable (README "Speed"): it renders, the user can type into a field
 * deep inside it, and the result holds exactly what was typed. Times are measured and reported, never asserted.
 */
import { expect } from '@playwright/test';
import { reusedPageTest } from './support/reusedPage.ts';
import { permalinkHash } from '../src/permalink.ts';
import { summarise, typingLatencies } from './latency.ts';
import { manyFieldsSchema } from '../src/fixtures/manyFields.ts';

const test = reusedPageTest();

test('a 300-field form renders, takes typing deep inside it and sends exactly what was typed', async ({ page }) => {
  const hash = permalinkHash({ message: 'A very long form.', requestedSchema: manyFieldsSchema(300) });
  await page.goto('/');
  const started = Date.now();
  await page.evaluate((h) => { window.location.hash = h; }, hash);
  const form = page.getByRole('form', { name: 'A very long form.' });
  const deep = form.getByRole('textbox', { name: 'Field 150', exact: true });
  await expect(deep).toBeVisible();
  const renderMs = Date.now() - started;

  const latencies = await typingLatencies(page, deep, 'deep value');
  await form.getByRole('textbox', { name: 'Field 0', exact: true }).fill('first');
  await form.getByRole('spinbutton', { name: 'Field 151', exact: true }).fill('42');
  await form.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByTestId('elicitation-result')).toHaveText(
    JSON.stringify({ action: 'accept', content: { f0: 'first', f150: 'deep value', f151: 42 } }, null, 2),
  );
  const report = `render ${renderMs} ms; typing ${summarise(latencies)}`;
  test.info().annotations.push({ type: '300-field form', description: report });
  console.log(`[big-form] 300 fields: ${report}`);
  expect(latencies).toHaveLength('deep value'.length);
});

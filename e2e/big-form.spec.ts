/**
 * A form of 300 fields of every core kind stays usable (README "Speed"): it renders, the user can type into a field
 * deep inside it, and the result holds exactly what was typed. Times are measured and reported, never asserted.
 */
import { test, expect } from '@playwright/test';
import { permalinkHash } from '../src/permalink.ts';
import { summarise, typingLatencies } from './latency.ts';

function bigSchema(count: number) {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < count; i += 1) {
    const title = `Field ${i}`;
    switch (i % 5) {
      case 0: properties[`f${i}`] = { type: 'string', title, maxLength: 40 }; break;
      case 1: properties[`f${i}`] = { type: 'integer', title, minimum: 0, maximum: 1000 }; break;
      case 2: properties[`f${i}`] = { type: 'boolean', title }; break;
      case 3: properties[`f${i}`] = { type: 'string', title, enum: ['red', 'green', 'blue'] }; break;
      default: properties[`f${i}`] = { type: 'array', title, items: { type: 'string', enum: ['a', 'b', 'c'] } };
    }
  }
  return { type: 'object', properties, required: ['f0'] };
}

test('a 300-field form renders, takes typing deep inside it and sends exactly what was typed', async ({ page }) => {
  const hash = permalinkHash({ message: 'A very long form.', requestedSchema: bigSchema(300) });
  await page.goto('/');
  const started = Date.now();
  await page.evaluate((h) => { window.location.hash = h; }, hash);
  const form = page.getByRole('form', { name: 'A very long form.' });
  const deep = form.getByRole('textbox', { name: 'Field 150', exact: true });
  await expect(deep).toBeVisible();
  const renderMs = Date.now() - started;

  const latencies = await typingLatencies(page, deep, 'deep value');
  await form.getByRole('textbox', { name: 'Field 0', exact: true }).fill('first');
  await form.getByRole('textbox', { name: 'Field 151', exact: true }).fill('42');
  await form.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByTestId('elicitation-result')).toHaveText(
    JSON.stringify({ action: 'accept', content: { f0: 'first', f150: 'deep value', f151: 42 } }, null, 2),
  );
  const report = `render ${renderMs} ms; typing ${summarise(latencies)}`;
  test.info().annotations.push({ type: '300-field form', description: report });
  console.log(`[big-form] 300 fields: ${report}`);
  expect(latencies).toHaveLength('deep value'.length);
});

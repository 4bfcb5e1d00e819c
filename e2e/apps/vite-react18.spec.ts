/**
 * Vite + React 18.3.1 (e2e/apps/vite-react18, production build, type-checked with @types/react 18): the form from
 * the packed tarball; onResult shows each result as JSON on the page.
 */
import { test, expect } from '@playwright/test';
import { consoleProblems, expectedContent, fillAndSubmit, leadForm, viteURL } from './lead.ts';

test('React 18.3.1: onResult receives the exact {action, content}', async ({ page }) => {
  const problems = consoleProblems(page);
  await page.goto(viteURL);
  const form = leadForm(page);
  await fillAndSubmit(form);
  await expect(form.getByRole('status')).toHaveText('Sent');
  const received = page.getByTestId('received');
  await expect(received).not.toBeEmpty();
  expect(JSON.parse((await received.textContent())!)).toEqual([{ action: 'accept', content: expectedContent }]);
  expect(problems).toEqual([]);
});

/**
 * Next.js 16 App Router (e2e/apps/next-app, production build): a Server Component page renders ElicitationForm
 * straight from the packed tarball, and its onResult is a Server Action that validates with elicit-kit/core and
 * keeps what it received (GET /api/received).
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import { consoleProblems, expectedContent, fillAndSubmit, leadForm, nextURL } from './lead.ts';

/** What the app's Server Action received and how validateResult judged it, in order. */
const receivedByServer = async (request: APIRequestContext): Promise<unknown> => (await request.get(`${nextURL}/api/received`)).json();

test('the prerendered page holds every field before any JavaScript runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(nextURL);
  expect(response?.headers()['x-nextjs-cache']).toBe('HIT'); // the HTML `next build` prerendered
  const form = leadForm(page);
  for (const name of ['Full name', 'Work email', 'Company']) await expect(form.getByRole('textbox', { name })).toBeVisible();
  await expect(form.getByRole('spinbutton', { name: 'Team size' })).toBeVisible(); // docs/behaviour.md §3.7
  await expect(form.getByRole('checkbox', { name: 'Subscribe to product updates' })).toBeChecked();
  for (const name of ['Free', 'Pro', 'Enterprise']) await expect(form.getByRole('radio', { name })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Aliases' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Submit' })).toBeVisible();
  await context.close();
});

test('the Server Action receives the exact {action, content}, and validateResult accepts it', async ({ page, request }) => {
  expect((await request.delete(`${nextURL}/api/received`)).status()).toBe(204);
  const problems = consoleProblems(page);
  await page.goto(nextURL);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  const form = leadForm(page);
  await fillAndSubmit(form);
  await expect(form.getByRole('status')).toHaveText('Sent');
  await expect.poll(() => receivedByServer(request)).toEqual([
    { received: { action: 'accept', content: expectedContent }, verdict: { ok: true } },
  ]);
  expect(problems).toEqual([]);
});

test('Decline reaches the Server Action as {action: "decline"}', async ({ page, request }) => {
  expect((await request.delete(`${nextURL}/api/received`)).status()).toBe(204);
  const problems = consoleProblems(page);
  await page.goto(nextURL);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await leadForm(page).getByRole('button', { name: 'Decline' }).click();
  await expect.poll(() => receivedByServer(request)).toEqual([
    { received: { action: 'decline' }, verdict: { ok: true } },
  ]);
  expect(problems).toEqual([]);
});

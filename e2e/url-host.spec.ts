/**
 * URL mode in the live host page (docs/behaviour.md §9), real Chromium against the demo MCP server on both eras: the
 * consent view shows the step's full loopback URL, the browser makes NO request to it before consent and exactly
 * one after Open (watched on the whole browser context, popups included), and each era's completion closes the step.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { connectDemo as connect } from './support/liveHost.ts';

/** Every request any page of the context makes to the step page. */
function watchStepRequests(page: Page): string[] {
  const hits: string[] = [];
  page.context().on('request', (request) => {
    if (new URL(request.url()).pathname === '/url-step') hits.push(request.url());
  });
  return hits;
}

async function openStep(page: Page, toolTitle: string, hits: string[]) {
  await page.getByRole('list', { name: 'Tools' }).getByRole('button', { name: toolTitle, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'elicit-kit demo server needs your input' });
  const consent = dialog.getByRole('region', { name: 'Open a web page?' });
  await expect(consent).toBeVisible();
  // Keyboard users land on the safe choice, as on a form's first field.
  await expect(consent.getByRole('button', { name: 'Cancel' })).toBeFocused();
  const href = await consent.getByTestId('url-href').textContent();
  expect(href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/url-step\?id=[-0-9a-f]+$/);
  // A loopback IP literal: warned about (announced), but plain http to loopback is not "insecure".
  await expect(consent.getByRole('alert')).toContainText('bare network address (127.0.0.1)');
  await expect(consent.getByRole('alert')).not.toContainText('not secure');
  await expect(dialog.locator('a, img, iframe, link')).toHaveCount(0);
  expect(hits, 'nothing reaches the URL before consent').toEqual([]);
  const popupOpened = page.context().waitForEvent('page');
  await consent.getByRole('button', { name: 'Open' }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  await expect(popup.getByText('Step complete.')).toBeVisible();
  expect(await popup.evaluate(() => window.opener === null)).toBe(true); // noopener
  expect(hits).toEqual([href]);
  return { dialog, consent, popup };
}

test('2025-11-25: consent answers the request; the completion notification closes the waiting view', async ({ page }) => {
  const hits = watchStepRequests(page);
  await connect(page, '2025-11-25');
  const { dialog } = await openStep(page, 'Connect an account (URL mode)', hits);
  await expect(page.getByTestId('tool-result')).toContainText('Consent received');
  await expect(dialog).toBeHidden(); // notifications/elicitation/complete for this elicitationId
  expect(hits).toHaveLength(1);
});

test('2026-07-28: after Open, "I’ve finished" retries with requestState and the step is done', async ({ page }) => {
  const hits = watchStepRequests(page);
  await connect(page, '2026-07-28');
  const { consent, dialog } = await openStep(page, 'Connect an account (URL mode)', hits);
  await page.bringToFront();
  await consent.getByRole('button', { name: 'I’ve finished' }).click();
  await expect(page.getByTestId('tool-result')).toHaveText('Connected your Example account.');
  await expect(dialog).toBeHidden();
  expect(hits).toHaveLength(1);
});

test('2025-11-25 -32042: the required sign-in step, then one retry of the original call', async ({ page }) => {
  const hits = watchStepRequests(page);
  await connect(page, '2025-11-25');
  const { dialog } = await openStep(page, 'Download a report (sign-in, -32042)', hits);
  // The step's completion notification stands for "I've finished": the host retries on its own.
  await expect(page.getByTestId('tool-result')).toHaveText('Report downloaded after sign-in.');
  await expect(dialog).toBeHidden();
  expect(hits).toHaveLength(1);
});

test('the consent view in the dialog passes axe', async ({ page }) => {
  await connect(page, '2026-07-28');
  await page.getByRole('list', { name: 'Tools' }).getByRole('button', { name: 'Connect an account (URL mode)', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Open a web page?' })).toBeVisible();
  const results = await new AxeBuilder({ page }).include('dialog').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations).toEqual([]);
});

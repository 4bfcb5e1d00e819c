/**
 * The playground's live MCP host (its "Live MCP host" region at /): connected to the repo's demo server, then one of
 * its tools run, as a host developer would try it. Shared by the specs that drive the host's dialog.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export type Era = '2026-07-28' | '2025-11-25';

/** Opens the playground and connects its host to the demo server in `era` (the page's own default: 2026-07-28). */
export async function connectDemo(page: Page, era: Era = '2026-07-28'): Promise<Locator> {
  await page.goto('/');
  const host = page.getByRole('region', { name: 'Live MCP host' });
  await host.getByLabel('Protocol').selectOption(era);
  await host.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByTestId('host-status')).toHaveText(`Connected to elicit-kit demo server (protocol ${era}).`);
  return host;
}

/** Runs the demo tool titled `title` and returns the dialog it opens. */
export async function runDemoTool(page: Page, title: string): Promise<Locator> {
  await page.getByRole('list', { name: 'Tools' }).getByRole('button', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'elicit-kit demo server needs your input' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * `elicit-kit/testing` scoped to a locator (README "Testing your host"): `elicitationForm(page.getByRole('dialog'))` finds the
 * form inside a host's dialog, on the live host page and in the Host/Dialog story, and `status()` says `closed` as soon
 * as the dialog has taken the answered form away (it used to wait for the form until the test timed out).
 */
import { expect, test } from '@playwright/test';
import { elicitationForm } from '../testing/index.ts';
import { connectDemo, runDemoTool } from './support/liveHost.ts';
import { showStory, storybookTest } from './storybookPage.ts';

test('the live host: the helpers work inside the dialog, and status() says closed once it is gone', async ({ page }) => {
  await connectDemo(page);
  await runDemoTool(page, 'Capture a lead');

  const form = elicitationForm(page.getByRole('dialog'));
  await expect(form.root).toBeVisible();
  expect(await form.status()).toBe('editing');
  await form.fill('Full name', 'Ada Lovelace');
  await form.fill('Work email', 'not an email');
  await form.submit();
  expect(await form.errors()).toEqual({ 'Work email': 'Enter a valid email address', Company: 'This field is required' });
  await form.fill('Work email', 'ada@example.com');
  await form.fill('Company', 'Analytical Engines');
  await form.submit();
  await expect(page.getByTestId('tool-result')).toHaveText(/^Capture a lead: accepted /);
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await form.status()).toBe('closed');
});

const storyTest = storybookTest('?embed=true', {}); // play functions off: the test answers the forms

storyTest('the Host/Dialog story: a form picked by its message inside the dialog, then the next one', async ({ storybook }) => {
  await showStory(storybook, 'host-dialog--two-servers-queued', { theme: 'light' });
  const dialog = storybook.getByRole('dialog');
  const release = elicitationForm(dialog, { message: 'Enter release details' });
  await release.fill('version', '1.2.0');
  await release.check('prerelease');
  await release.submit();

  // The dialog shows the second server's form in place of the first: the first is closed, the dialog's form is not.
  const github = elicitationForm(dialog);
  await expect(github.root).toContainText('Please provide your GitHub username');
  expect(await release.status()).toBe('closed');
  expect(await github.status()).toBe('editing');
  await expect(storybook.getByRole('list', { name: 'Answers sent' })).toHaveText(
    'Release bot: {"action":"accept","content":{"version":"1.2.0","prerelease":true}}',
  );
  await github.decline();
  await expect(dialog).toBeHidden();
  expect(await github.status()).toBe('closed');
  await expect(storybook.getByRole('list', { name: 'Answers sent' })).toContainText('GitHub: {"action":"decline"}');
});

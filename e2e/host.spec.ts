/**
 * The live host in real Chromium against the real demo MCP server (docs/behaviour.md §1, §7): the page connects to
 * `/mcp` on its own origin, calls each demo tool, the user answers the forms in the dialog with the
 * keyboard and the mouse, and the server's tool result says what it accepted.
 */
import { expect, type Page } from '@playwright/test';
import { axeBuilder } from './support/axe.ts';
import { connectDemo as connect, runDemoTool as runTool } from './support/liveHost.ts';
import { reusedPageTest } from './support/reusedPage.ts';

const result = (page: Page) => page.getByTestId('tool-result');
const accepted = (title: string, answers: unknown) => `${title}: accepted ${JSON.stringify(answers)}`;

const test = reusedPageTest({ timezoneId: 'Europe/Paris' });

for (const era of ['2026-07-28', '2025-11-25'] as const) {
  test.describe(`protocol ${era}`, () => {
    test('inspect a part: image cards, chosen with the arrow keys', async ({ page }) => {
      await connect(page, era);
      const dialog = await runTool(page, 'Inspect a part');
      await expect(dialog.getByText('Choose a part to inspect')).toBeVisible();
      // docs/behaviour.md §4: one option has a thumbnail, so every option is an image card (the bracket gets a fallback).
      // The pictures are decoration inside each option's label (docs/behaviour.md §4.3): found through the label, never as images.
      await expect(dialog.locator('label img')).toHaveCount(3);
      await expect(dialog.getByRole('img')).toHaveCount(0);
      await expect(dialog.locator('label', { has: page.getByText('L bracket', { exact: true }) }).locator('img')).toBeVisible();
      await expect(dialog.getByRole('radio', { name: 'M6 hex bolt' })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(dialog.getByRole('radio', { name: 'M6 washer' })).toBeChecked();
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog).toBeHidden();
      await expect(result(page)).toHaveText(accepted('Inspect a part', { part: { part: 'washer' } }));
    });

    test('two-step deploy: a form, then a confirmation in a second round', async ({ page }) => {
      await connect(page, era);
      const dialog = await runTool(page, 'Two-step deploy');
      await dialog.getByRole('radio', { name: 'Production' }).check();
      await expect(dialog.getByRole('textbox', { name: 'Build' })).toHaveValue('main-42');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog.getByText('Deploy main-42 to production?')).toBeVisible();
      await dialog.getByRole('checkbox', { name: 'Yes, deploy now' }).check();
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(result(page)).toHaveText(accepted('Two-step deploy', {
        deploy: { environment: 'production', build: 'main-42' }, confirm: { confirm: true },
      }));
    });

    test('plan a trip: two forms of one round, answered one after the other, then one tool result', async ({ page }) => {
      await connect(page, era);
      const dialog = await runTool(page, 'Plan a trip');
      await expect(dialog.getByText('When are you travelling?')).toBeVisible();
      // 2026-07-28: both forms came in one input_required, so the host knows the second one waits (docs/behaviour.md §1).
      if (era === '2026-07-28') await expect(dialog.getByText('1 more request is waiting')).toBeVisible();
      await dialog.getByLabel('Departure date').fill('2026-12-20');
      await dialog.getByRole('spinbutton', { name: 'Travellers' }).fill('2');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog.getByText('How do you like to travel?')).toBeVisible();
      await expect(dialog.getByText(/more request/)).toBeHidden();
      await expect(result(page)).toHaveText('Running Plan a trip…');
      await dialog.getByRole('radio', { name: 'Aisle' }).check();
      await dialog.getByRole('checkbox', { name: 'Checked bag' }).check();
      await dialog.getByRole('checkbox', { name: 'Hot meal' }).check();
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog).toBeHidden();
      await expect(result(page)).toHaveText(accepted('Plan a trip', {
        dates: { departure: '2026-12-20', travellers: 2 }, preferences: { seat: 'aisle', extras: ['bag', 'meal'] },
      }));
    });

    test('plain MCP form without OpenAI keys', async ({ page }) => {
      await connect(page, era);
      const dialog = await runTool(page, 'Plain MCP feedback');
      await dialog.getByRole('spinbutton', { name: 'Rating' }).fill('5');
      await dialog.getByRole('textbox', { name: 'Comment' }).fill('Smooth, see https://example.com');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(result(page)).toHaveText(accepted('Plain MCP feedback', { feedback: { rating: 5, comment: 'Smooth, see https://example.com' } }));
    });

    test('Decline and Cancel round-trip to the server', async ({ page }) => {
      await connect(page, era);
      let dialog = await runTool(page, 'Inspect a part');
      await dialog.getByRole('button', { name: 'Decline' }).click();
      await expect(result(page)).toHaveText('Inspect a part: The user declined "part".');
      dialog = await runTool(page, 'Capture a lead');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(result(page)).toHaveText('Capture a lead: The user cancelled "lead".');
      dialog = await runTool(page, 'Two-step deploy');
      await dialog.getByRole('radio', { name: 'Staging' }).check();
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog.getByText('Deploy main-42 to staging?')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(result(page)).toHaveText('Two-step deploy: The user cancelled "confirm".');
      await expect(dialog).toBeHidden();
    });

    test('an approval (a form with no fields, docs/behaviour.md §13.3): the message, Decline and Allow, nothing to fill in; Allow sends accept with empty content', async ({ page }) => {
      await connect(page, era);
      const dialog = await runTool(page, 'Approve a restart');
      const form = dialog.getByRole('form', { name: 'Restart the staging server now?' });
      await expect(form).toBeVisible();
      await expect(form.getByRole('button')).toHaveText(['Decline', 'Allow']);
      await expect(form.getByRole('button', { name: 'Allow' })).toHaveAttribute('data-variant', 'primary');
      await expect(form.getByRole('button', { name: 'Decline' })).toBeFocused();
      // No empty form frame: nothing to fill in, no group, no Submit.
      await expect(dialog.locator('input, select, textarea')).toHaveCount(0);
      await expect(dialog.getByRole('group')).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: 'Submit' })).toHaveCount(0);
      await form.getByRole('button', { name: 'Allow' }).click();
      await expect(dialog).toBeHidden();
      await expect(result(page)).toHaveText(accepted('Approve a restart', { restart: {} }));
    });

    test('an approval: Decline declines; Escape and the dialog’s × cancel', async ({ page }) => {
      await connect(page, era);
      let dialog = await runTool(page, 'Approve a restart');
      await dialog.getByRole('button', { name: 'Decline' }).click();
      await expect(dialog).toBeHidden();
      await expect(result(page)).toHaveText('Approve a restart: The user declined "restart".');
      dialog = await runTool(page, 'Approve a restart');
      await expect(dialog.getByRole('button', { name: 'Decline' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(result(page)).toHaveText('Approve a restart: The user cancelled "restart".');
      dialog = await runTool(page, 'Approve a restart');
      await expect(result(page)).toHaveText('Running Approve a restart…');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(result(page)).toHaveText('Approve a restart: The user cancelled "restart".');
    });

    test('the dialog’s × cancels like the Cancel button (docs/behaviour.md §7.9)', async ({ page }) => {
      await connect(page, era);
      const dialog = await runTool(page, 'Capture a lead');
      await expect(dialog.getByRole('textbox', { name: 'Full name' })).toBeFocused(); // not the ×
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(result(page)).toHaveText('Capture a lead: The user cancelled "lead".');
      await expect(dialog).toBeHidden();
    });
  });
}

test('configure a rollout: every core field kind, formats, pattern and enum shapes', async ({ page }) => {
  await connect(page);
  const dialog = await runTool(page, 'Configure a rollout');
  await dialog.getByRole('textbox', { name: 'Release name' }).fill('Halley');
  await dialog.getByRole('textbox', { name: 'Ticket' }).fill('ops-42');
  await dialog.getByRole('spinbutton', { name: 'Initial rollout %' }).fill('25');
  await dialog.getByRole('spinbutton', { name: 'Error budget (%)' }).fill('1.5');
  await dialog.getByRole('checkbox', { name: 'Email customers' }).check();
  await dialog.getByRole('radio', { name: 'Canary' }).check();
  await dialog.getByRole('radio', { name: 'exponential' }).check();
  await dialog.getByRole('radio', { name: 'Evening' }).check();
  await dialog.getByRole('checkbox', { name: 'eu-west' }).check();
  await dialog.getByRole('checkbox', { name: 'Staff' }).check();
  await dialog.getByRole('checkbox', { name: 'Everyone' }).check();
  await dialog.getByRole('textbox', { name: 'On-call email' }).fill('oncall@example.com');
  await dialog.getByRole('textbox', { name: 'Dashboard URL' }).fill('https://grafana.example.com/d/rollout');
  await dialog.getByLabel('Start date').fill('2026-12-01');
  await dialog.getByLabel('Start time').fill('2026-12-01T09:30:15');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  // The ticket pattern (^[A-Z]+-[0-9]+$) refuses lower case: nothing is sent until it is fixed.
  await expect(dialog.getByRole('textbox', { name: 'Ticket' })).toHaveAttribute('aria-invalid', 'true');
  await expect(result(page)).toHaveText('Running Configure a rollout…');
  await dialog.getByRole('textbox', { name: 'Ticket' }).fill('OPS-42');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(result(page)).toHaveText(accepted('Configure a rollout', {
    rollout: {
      releaseName: 'Halley', rolloutPercent: 25, notifyCustomers: true, channel: 'canary', regions: ['us-east', 'eu-west'],
      ticket: 'OPS-42', errorBudget: 1.5, strategy: 'exponential', window: 'pm', audiences: ['staff', 'everyone'],
      contact: 'oncall@example.com', dashboard: 'https://grafana.example.com/d/rollout', startDate: '2026-12-01',
      startAt: '2026-12-01T09:30:15+01:00',
    },
  }));
});

test('capture a lead with the keyboard only', async ({ page }) => {
  await connect(page);
  const dialog = await runTool(page, 'Capture a lead');
  await expect(dialog.getByRole('textbox', { name: 'Full name' })).toBeFocused();
  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ada@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Analytical Engines');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('checkbox', { name: 'Subscribe to product updates' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'Pro' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Company' }).focus();
  await page.keyboard.press('Enter');
  await expect(result(page)).toHaveText(accepted('Capture a lead', {
    lead: { fullName: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', teamSize: 12, subscribe: true, interest: 'Pro' },
  }));
});

test('tag a release: a suggestion and a string list', async ({ page }) => {
  await connect(page);
  const dialog = await runTool(page, 'Tag a release');
  await dialog.getByRole('combobox', { name: 'Version' }).fill('v2');
  await dialog.getByRole('option', { name: /v2\.1\.0/ }).click();
  await expect(dialog.getByRole('combobox', { name: 'Version' })).toHaveValue('v2.1.0');
  const labels = dialog.getByRole('combobox', { name: 'Labels' });
  await labels.fill('stable');
  await labels.press('Enter');
  await labels.fill('edge');
  await labels.press('Enter');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(result(page)).toHaveText(accepted('Tag a release', { tag: { version: 'v2.1.0', labels: ['stable', 'edge'] } }));
});

test('attach context: uploads a user file the server reads back, refuses a wrong type, explicit picker', async ({ page }) => {
  await connect(page);
  const dialog = await runTool(page, 'Attach context');
  const notes = { name: 'notes.md', mimeType: 'text/markdown', buffer: Buffer.from('# Notes\nhello\n') };
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Add files…' }).click();
  await (await chooser).setFiles([notes, { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50]) }]);
  const context = dialog.getByRole('list', { name: 'Context files' });
  await expect(context.getByRole('listitem')).toHaveCount(2);
  await expect(context).toContainText('notes.md');
  // The .png does not match accept [.txt, .md, .json]: refused with a message, never added (docs/behaviour.md §5).
  await expect(context).not.toContainText('photo.png');
  await expect(dialog.getByText(/photo\.png/)).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Sales 2026' }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(result(page)).toHaveText(new RegExp(
    String.raw`^Attach context: accepted \{"context":\{"context":\["demo://docs/readme\.md","(file:///[^"]+/notes\.md)"\],"dataset":\["demo://datasets/sales-2026"\]\}\}\nread \1 \(14 bytes\)$`,
  ));
});

test('host profile web-app: the implicit picker becomes a plain list, with no way to add files (docs/behaviour.md §6)', async ({ page }) => {
  const host = await connect(page);
  await host.getByLabel('Host profile').selectOption('web-app');
  const dialog = await runTool(page, 'Attach context');
  await expect(dialog.getByRole('checkbox', { name: 'Project README' })).not.toBeChecked();
  await expect(dialog.getByRole('button', { name: /^Add/ })).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: 'Sales 2026' }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(result(page)).toHaveText(accepted('Attach context', { context: { dataset: ['demo://datasets/sales-2026'] } }));
});

test('the host dialog passes axe and returns focus to the tool button', async ({ page }) => {
  await connect(page);
  const dialog = await runTool(page, 'Inspect a part');
  const axe = await (await axeBuilder(page)).include('dialog').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Inspect a part', exact: true })).toBeFocused();
  await expect(result(page)).toHaveText('Inspect a part: The user cancelled "part".');
});

/**
 * The host dialog with a long form (the demo's "Configure a rollout", 14 fields) at desktop, phone and the smallest
 * supported window (docs/behaviour.md §7.9): the dialog fits the viewport, who is asking, the message and the action bar stay in
 * view while only the fields scroll, and Submit is clickable where it is, without scrolling anything.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { connectDemo, runDemoTool } from './support/liveHost.ts';

const SIZES = [
  { width: 1280, height: 720, baseline: true },
  { width: 390, height: 844, baseline: true },
  { width: 320, height: 480, baseline: false },
];

async function openRollout(page: Page) {
  await connectDemo(page);
  const dialog = await runDemoTool(page, 'Configure a rollout');
  await expect(dialog.getByRole('textbox', { name: 'Release name' })).toBeFocused();
  return dialog;
}

/** The nearest ancestor of `field` that scrolls vertically: the dialog's body. */
function scrollBodyOf(field: Locator) {
  return field.evaluateHandle((element) => {
    for (let node = element.parentElement; node; node = node.parentElement) {
      if (/(auto|scroll)/.test(getComputedStyle(node).overflowY) && node.scrollHeight > node.clientHeight) return node;
    }
    throw new Error('no scrolling ancestor');
  });
}

/** What must stay in view: the dialog's title (who asks), the request's message, the × and the three buttons. */
async function expectChromeInView(dialog: Locator) {
  await expect(dialog.getByRole('heading', { name: 'elicit-kit demo server needs your input' })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByText('Configure the v2.1.0 rollout')).toBeInViewport({ ratio: 1 });
  for (const name of ['Close', 'Cancel', 'Decline', 'Submit']) await expect(dialog.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
}

/**
 * The action bar is laid out on purpose (docs/look.md, "Phones"): one row where the three buttons fit, and on a 320 px
 * phone Cancel and Decline sharing a row above a full-width Submit, never Submit dropped alone at the end of a line.
 */
async function expectActionRows(dialog: Locator, width: number) {
  const box = async (name: string) => (await dialog.getByRole('button', { name }).boundingBox())!;
  const [cancel, decline, submit] = [await box('Cancel'), await box('Decline'), await box('Submit')];
  expect(decline.y).toBe(cancel.y);
  if (width > 320) {
    expect(submit.y).toBe(cancel.y);
    return;
  }
  expect(submit.y).toBeGreaterThan(cancel.y + cancel.height);
  expect(Math.round(submit.x)).toBe(Math.round(cancel.x));
  expect(Math.round(submit.width)).toBe(Math.round(decline.x + decline.width - cancel.x));
}

test.use({ timezoneId: 'Europe/Paris' });

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the dialog fits, the header and actions stay in view, only the fields scroll, Submit works in place', async ({ page }) => {
      const dialog = await openRollout(page);
      const box = (await dialog.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(size.height);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      await expectChromeInView(dialog);
      await expectActionRows(dialog, size.width);

      // The body scrolls: the last field is below the fold of the body, and reaching it moves only the body.
      const pageScroll = await page.evaluate(() => window.scrollY);
      const body = await scrollBodyOf(dialog.getByRole('textbox', { name: 'Release name' }));
      expect(await body.evaluate((element) => element.scrollTop)).toBe(0);
      await dialog.getByLabel('Start time').focus();
      await expect(dialog.getByLabel('Start time')).toBeInViewport();
      expect(await body.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
      await expectChromeInView(dialog);
      expect(await page.evaluate(() => window.scrollY), 'the page behind the dialog did not move').toBe(pageScroll);

      // Focus order is the DOM order: the last field (its text, then its calendar button), then Cancel, Decline,
      // Submit, then the ×.
      await dialog.getByRole('button', { name: 'Cancel' }).focus();
      await page.keyboard.press('Shift+Tab');
      await expect(dialog.getByRole('button', { name: 'Choose date' }).last()).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(dialog.getByLabel('Start time')).toBeFocused();
      await dialog.getByRole('button', { name: 'Cancel' }).focus();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'Decline' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'Submit' })).toBeFocused();
      await page.keyboard.press('Tab'); // the × comes last (docs/behaviour.md §7.9), so it never takes the first focus
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

      // Click Submit where it is (a raw mouse click: no scrolling into view first) and the answer is sent.
      await dialog.getByRole('textbox', { name: 'Release name' }).fill('Halley');
      const submit = (await dialog.getByRole('button', { name: 'Submit' }).boundingBox())!;
      await page.mouse.click(submit.x + submit.width / 2, submit.y + submit.height / 2);
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('tool-result')).toHaveText(`Configure a rollout: accepted ${JSON.stringify({
        rollout: { releaseName: 'Halley', rolloutPercent: 10, notifyCustomers: false, channel: 'beta', regions: ['us-east'] },
      })}`);
    });

    if (size.baseline) {
      test('screenshot of the dialog with the long form', async ({ page }) => {
        const dialog = await openRollout(page);
        await expect(dialog).toHaveScreenshot(`dialog-long-form-${size.width}x${size.height}.png`);
      });
    }
  });
}

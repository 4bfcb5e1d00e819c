/**
 * WCAG 1.4.10 Reflow (docs/keyboard-and-screen-readers.md): at 320 CSS px wide nothing of a form scrolls sideways. One page, every
 * fixture of the corpus in turn (the playground follows `#fixture=` changes), in real Chromium: the document is never
 * wider than the window. A date-time input's own minimum width once pushed the card 9 px past it.
 */
import { test, expect, type Page } from '@playwright/test';
import { allFixtures } from '../src/fixtures/index.ts';

test.use({ viewport: { width: 320, height: 640 }, locale: 'en-US' }); // en-US: the widest date-time ("12/01/2026, 06:30:45 PM")

test('every corpus form fits 320 px without sideways scrolling', async ({ page }) => {
  await page.goto('/');
  const overflowing: string[] = [];
  for (const fixture of allFixtures) {
    await page.evaluate((id) => {
      location.hash = `fixture=${id}`;
    }, fixture.id);
    const form = page.locator('[data-status]');
    await expect((fixture.message.trim() ? form.filter({ hasText: fixture.message.trim().slice(0, 40) }) : form).first()).toBeVisible();
    // The form's widgets load on demand: wait until none is still loading before measuring.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const { scrollWidth, clientWidth } = await page.evaluate(() => {
      const root = document.scrollingElement!;
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
    });
    if (scrollWidth > clientWidth) overflowing.push(`${fixture.id}: ${scrollWidth - clientWidth} px`);
    for (const alone of await buttonsAloneOnARow(page)) overflowing.push(`${fixture.id}: ${alone} alone on a row`);
  }
  expect(overflowing).toEqual([]);
});

/**
 * The action buttons that sit alone on a row without filling it (docs/look.md, "Phones"): at 320 px Submit once
 * dropped alone under Cancel and Decline, right-aligned. A button that fills its row is laid out on purpose.
 */
function buttonsAloneOnARow(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll('.elicit-form__actions')].flatMap((row) => {
    const buttons = [...row.querySelectorAll(':scope > button')];
    const width = row.getBoundingClientRect().width;
    return buttons.filter((button) => {
      const box = button.getBoundingClientRect();
      const shared = buttons.some((other) => other !== button && Math.abs(other.getBoundingClientRect().top - box.top) < 1);
      return !shared && box.width < width - 1;
    }).map((button) => button.textContent ?? '');
  }));
}

test('at 320 px the image picker keeps two columns, and the buttons take two rows: Cancel and Decline, then Submit', async ({ page }) => {
  await page.goto('/#fixture=picker/thumbnails');
  const form = page.locator('.elicit-form').filter({ hasText: 'Pick the photos for the listing' });
  const cards = form.getByRole('group', { name: /Photos/ }).getByRole('checkbox');
  await expect(cards).toHaveCount(4);
  // Two rows of two (the grid counts its columns once it has a width, from a resize observer).
  const rows = () => cards.evaluateAll((inputs) => inputs.map((input) => Math.round(input.getBoundingClientRect().top)))
    .then((tops) => [tops[0] === tops[1], tops[2] === tops[3], new Set(tops).size]);
  await expect.poll(rows, { message: 'four cards in two rows of two' }).toEqual([true, true, 2]);

  const box = async (name: string) => (await form.getByRole('button', { name }).boundingBox())!;
  const [cancel, decline, submit] = [await box('Cancel'), await box('Decline'), await box('Submit')];
  expect(decline.y).toBe(cancel.y);
  expect(submit.y).toBeGreaterThan(cancel.y + cancel.height);
  expect(Math.round(submit.width)).toBe(Math.round(decline.x + decline.width - cancel.x)); // Submit spans the row
  // The DOM order is what the eye reads: Cancel, Decline, then Submit (Tab follows it).
  await form.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Decline' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Submit' })).toBeFocused();
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(320);
});

/**
 * WCAG 1.4.10 Reflow (docs/keyboard-and-screen-readers.md): at 320 CSS px wide nothing of a form scrolls sideways. One page, every
 * fixture of the corpus in turn (the playground follows `#fixture=` changes), in real Chromium: the document is never
 * wider than the window. A date-time input's own minimum width once pushed the card 9 px past it.
 */
import { test, expect } from '@playwright/test';
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
  }
  expect(overflowing).toEqual([]);
});

/**
 * A bug fixed in the kit's look: a keyboard-focused, unselected image card showed only four corner pixels of its focus ring
 * (the ring is drawn outside the card, and the card grid's `content-visibility` clipped it). This compares the
 * band just outside each card with and without focus, pixel by pixel in Chromium's own canvas, in both themes:
 * a whole ring changes most of that band, a clipped one a handful of pixels.
 */
import { expect } from '@playwright/test';
import { reusedPageTest } from './support/reusedPage.ts';
import { choiceFixtures } from '../src/fixtures/choice.ts';
import { elicitationForm, openPermalink } from '../testing/index.ts';
import { changedBandPixels } from './support/focusPixels.ts';

const test = reusedPageTest();

const RING_BAND = 4; // px outside the card's box: outline-offset 2px + the 2px ring

for (const theme of ['light', 'dark'] as const) {
  for (const id of ['choice/thumbnails', 'choice/multi-thumbnails']) {
    test(`${id}: a keyboard-focused unselected card shows its whole focus ring (${theme})`, async ({ page }) => {
      const found = choiceFixtures.find((fixture) => fixture.id === id);
      expect(found, `fixture ${id}`).toBeDefined();
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await openPermalink(page, { message: found!.message, requestedSchema: found!.requestedSchema });
      const form = elicitationForm(page, { message: found!.message });
      await expect(form.root).toBeVisible();
      const input = page.locator('.elicit-card__input').first();
      await expect(input).not.toBeChecked();
      const card = page.locator('.elicit-card').first();
      await card.scrollIntoViewIfNeeded();
      const box = (await card.boundingBox())!;
      const clip = { x: Math.floor(box.x) - RING_BAND - 2, y: Math.floor(box.y) - RING_BAND - 2, width: Math.ceil(box.width) + 2 * RING_BAND + 4, height: Math.ceil(box.height) + 2 * RING_BAND + 4 };
      const inner = { x: Math.ceil(box.x) - clip.x + 1, y: Math.ceil(box.y) - clip.y + 1, width: Math.floor(box.width) - 2, height: Math.floor(box.height) - 2 };
      const before = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
      // Keyboard focus (focus-visible): Tab from the element just before the first card.
      await input.evaluate((element) => (element as HTMLInputElement).blur());
      await input.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(input).toBeFocused();
      await expect(input).not.toBeChecked();
      const after = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
      const { changed, band } = await changedBandPixels(page, before, after, inner);
      console.log(`[focus-ring] ${id} ${theme}: ${changed} of ${band} pixels around the card changed on focus`);
      // A 2 px ring around the whole card covers about a quarter of the 7 px band; the clipped one changed 26 pixels.
      expect(changed).toBeGreaterThan(band / 6);
    });
  }
}

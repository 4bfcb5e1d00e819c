/**
 * Issue 33's first bug: a keyboard-focused, unselected image card showed only four corner pixels of its focus ring
 * (the ring is drawn outside the card, and the card grid's `content-visibility` clipped it). This compares the
 * band just outside each card with and without focus, pixel by pixel in Chromium's own canvas, in both themes:
 * a whole ring changes most of that band, a clipped one a handful of pixels.
 */
import { test, expect, type Page } from '@playwright/test';
import { choiceFixtures } from '../src/fixtures/choice.ts';
import { elicitationForm, openPermalink } from '../testing/index.ts';

const RING_BAND = 4; // px outside the card's box: outline-offset 2px + the 2px ring

/** How many pixels differ between two PNG screenshots of the same size, counting only the outer band. */
async function changedBandPixels(page: Page, before: Buffer, after: Buffer, inner: { x: number; y: number; width: number; height: number }): Promise<{ changed: number; band: number }> {
  return page.evaluate(async ({ before, after, inner }) => {
    const decode = async (base64: string) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return context.getImageData(0, 0, bitmap.width, bitmap.height);
    };
    const [a, b] = await Promise.all([decode(before), decode(after)]);
    let changed = 0;
    let band = 0;
    for (let y = 0; y < a.height; y += 1) {
      for (let x = 0; x < a.width; x += 1) {
        const inside = x >= inner.x && x < inner.x + inner.width && y >= inner.y && y < inner.y + inner.height;
        if (inside) continue;
        band += 1;
        const i = (y * a.width + x) * 4;
        if (a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2]) changed += 1;
      }
    }
    return { changed, band };
  }, { before: before.toString('base64'), after: after.toString('base64'), inner });
}

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

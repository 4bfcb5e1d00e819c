/**
 * docs/look.md, "Focus": keyboard focus changes a control's ring, never its shape, and what is not a control shows no
 * ring at all. In real Chromium with real key presses, on the built Storybook's stories (no play functions run on
 * the ones used here):
 * - a yes/no box focused with Tab keeps its 4px corners, as a box in a choice list does (an 8px radius on an 18px box
 *   reads as a radio);
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { showStory, storybookTest } from './storybookPage.ts';

const test = storybookTest('', { timezoneId: 'UTC', locale: 'en-US' });

/** Presses Tab until `target` has focus (at most `limit` presses), as a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, limit = 20) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** What a person sees of a box's shape and ring. */
function shape(target: Locator) {
  return target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      focusVisible: element.matches(':focus-visible'),
      radius: style.borderRadius,
      outline: `${style.outlineStyle} ${style.outlineWidth}`,
    };
  });
}

for (const theme of ['light', 'dark']) {
  test(`a yes/no box focused with Tab keeps its 4px corners, as a box in a list does (${theme})`, async ({ storybook: page }) => {
    await showStory(page, 'fields-text-number-boolean--boolean-empty', { theme, locale: 'en' });
    const box = page.getByRole('checkbox', { name: /I reviewed the changes/ });
    const resting = await shape(box);
    expect(resting.radius).toBe('4px');
    await tabTo(page, box);
    const focused = await shape(box);
    console.log(`[focus-shapes] boolean box ${theme}: at rest ${resting.radius}, focused ${focused.radius}, ring ${focused.outline}`);
    expect(focused).toEqual({ focusVisible: true, radius: '4px', outline: 'solid 2px' });

    // The same box in a multi-choice list, for comparison: it was right already.
    await showStory(page, 'fields-choice--multi-enum-empty', { theme, locale: 'en' });
    const listBox = page.getByRole('checkbox').first();
    await tabTo(page, listBox);
    expect(await shape(listBox)).toEqual(focused);
  });
}

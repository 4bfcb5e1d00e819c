/**
 * docs/look.md, "Focus": keyboard focus changes a control's ring, never its shape, and what is not a control shows no
 * ring at all. In real Chromium with real key presses, on the built Storybook's stories (no play functions run on
 * the ones used here):
 * - a yes/no box focused with Tab keeps its 4px corners, as a box in a choice list does (an 8px radius on an 18px box
 *   reads as a radio);
 * - the "Sent" badge, which takes focus after an answer, draws no ring: the badge and the 8px around it are the same
 *   picture whether Submit was clicked or Enter pressed in a field.
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

/** Sends the pre-filled text form by mouse or by keyboard; resolves with what the finished form looks like. */
async function finishedForm(page: Page, theme: string, by: 'mouse' | 'keyboard') {
  await showStory(page, 'fields-text-number-boolean--text-prefilled', { theme, locale: 'en' });
  const root = page.locator('#storybook-root');
  if (by === 'mouse') {
    await root.getByRole('button', { name: 'Submit' }).click();
  } else {
    await tabTo(page, root.getByRole('textbox').first());
    await page.keyboard.press('Enter');
  }
  const status = root.getByRole('status');
  await expect(status).toHaveText('Sent');
  await expect(status).toBeFocused();
  await expect(root.getByRole('definition').first()).toBeVisible();
  await page.mouse.move(0, 0);
  const look = await status.evaluate((element) => {
    const style = getComputedStyle(element);
    return { focusVisible: element.matches(':focus-visible'), outline: style.outlineStyle, boxShadow: style.boxShadow };
  });
  // The badge and 8px around it, where a ring or a halo would be drawn.
  const box = (await status.boundingBox())!;
  const clip = { x: Math.floor(box.x) - 8, y: Math.floor(box.y) - 8, width: Math.ceil(box.width) + 16, height: Math.ceil(box.height) + 16 };
  const picture = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  return { look, picture };
}

for (const theme of ['light', 'dark']) {
  test(`"Sent" after Enter looks as after a click: no ring on the status (${theme})`, async ({ storybook: page }) => {
    const mouse = await finishedForm(page, theme, 'mouse');
    const keyboard = await finishedForm(page, theme, 'keyboard');
    console.log(`[focus-shapes] Sent ${theme}: mouse ${JSON.stringify(mouse.look)}, keyboard ${JSON.stringify(keyboard.look)}`);
    // After Enter the focus is keyboard focus (focus-visible), and still nothing is drawn for it.
    expect(keyboard.look).toEqual({ focusVisible: true, outline: 'none', boxShadow: 'none' });
    expect(mouse.look.outline).toBe('none');
    expect(mouse.look.boxShadow).toBe('none');
    expect(keyboard.picture.equals(mouse.picture), 'the badge and its surroundings are the same picture').toBe(true);
  });
}

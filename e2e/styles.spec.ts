/**
 * `unstyled` really opts out of the default stylesheet, in real Chromium: the same built story (Storybook loads
 * components/styles.css) rendered with `unstyled` (a URL arg) gets the browser's own look for a radio card and a
 * picker row, while the styled one gets the kit's border and background. Every rule of the stylesheet hangs off
 * the root's `elicit-form` class (components/styles/*.css), which `unstyled` leaves out. And the look follows
 * prefers-reduced-motion: no transitions.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { reusedPageTest } from './support/reusedPage.ts';
import { openInPlayground } from './support/playground.ts';
import { booleanKinds, textKinds } from '../src/fixtures/kinds.ts';

const test = reusedPageTest();

const SB_PORT = Number(process.env.SB_PORT ?? 6006);

async function openStory(page: Page, id: string, unstyled: boolean) {
  const args = unstyled ? '&args=unstyled:!true' : '';
  await page.goto(`http://127.0.0.1:${SB_PORT}/iframe.html?id=${id}&viewMode=story${args}`);
  await page.waitForFunction(() => {
    const w = window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } };
    const phase = w.__STORYBOOK_PREVIEW__?.currentRender?.phase;
    return phase === 'completed' || phase === 'finished';
  });
}

const LOOK = ['borderTopStyle', 'borderTopWidth', 'borderTopColor', 'borderRadius', 'backgroundColor', 'paddingTop', 'boxShadow'] as const;
type Look = Record<(typeof LOOK)[number], string>;

/**
 * The look of `element` next to the look the browser gives a bare element of the same tag in the same place
 * (a class-less probe inserted beside it, so inherited values match).
 */
async function lookAndDefault(element: Locator): Promise<{ look: Look; browserDefault: Look }> {
  return element.evaluate((node, keys) => {
    const read = (target: Element) => {
      const style = getComputedStyle(target);
      return Object.fromEntries(keys.map((key) => [key, style[key]])) as Look;
    };
    const probe = document.createElement(node.tagName);
    node.parentElement!.insertBefore(probe, node);
    const browserDefault = read(probe);
    probe.remove();
    return { look: read(node), browserDefault };
  }, LOOK);
}

/** The radio card's visible face: the label of the card's radio (transparent, over the card, when styled). */
function cardFace(page: Page, name: string): Locator {
  return page.getByRole('radio', { name }).locator('xpath=ancestor::*[1]/label');
}

test('an unstyled radio card has the browser default look; the styled one has the kit border and background', async ({ page }) => {
  await openStory(page, 'fields-choice--thumbnails-empty', true);
  await expect(page.getByRole('radio', { name: /M6 hex bolt/ })).toBeVisible();
  await expect(page.locator('#storybook-root [data-status]').first()).not.toHaveClass(/elicit-form/);
  const unstyled = await lookAndDefault(cardFace(page, 'M6 hex bolt'));
  expect(unstyled.look).toEqual(unstyled.browserDefault);
  // Without the stylesheet the native radio shows (styled, it is transparent over the card).
  expect((await page.getByRole('radio', { name: /M6 hex bolt/ }).boundingBox())!.width).toBeGreaterThan(5);

  await openStory(page, 'fields-choice--thumbnails-empty', false);
  await expect(page.locator('#storybook-root [data-status]').first()).toHaveClass(/elicit-form/);
  const styled = await lookAndDefault(cardFace(page, 'M6 hex bolt'));
  expect(styled.look.borderTopStyle).toBe('solid');
  expect(styled.look.borderTopWidth).toBe('1px');
  expect(styled.look.backgroundColor).not.toBe(styled.browserDefault.backgroundColor);
  // Styled, the native radio is transparent and stretched over its whole card: a click anywhere on the card (and
  // Playwright's check()) lands on the real radio.
  const radio = page.getByRole('radio', { name: /M6 hex bolt/ });
  expect(await radio.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
  expect(await radio.boundingBox()).toEqual(await radio.locator('xpath=ancestor::*[1]').boundingBox());
});

test('an unstyled picker option row has the browser default look; the styled one does not', async ({ page }) => {
  const row = () => page.getByRole('checkbox', { name: 'Q3 report' }).locator('xpath=ancestor::*[1]');
  await openStory(page, 'fields-resource-picker--explicit-empty', true);
  await expect(page.getByRole('checkbox', { name: 'Q3 report' })).toBeVisible();
  const unstyled = await lookAndDefault(row());
  expect(unstyled.look).toEqual(unstyled.browserDefault);

  await openStory(page, 'fields-resource-picker--explicit-empty', false);
  const styled = await lookAndDefault(row());
  expect(styled.look.borderTopStyle).toBe('solid');
  expect(styled.look).not.toEqual(styled.browserDefault);
});

test('prefers-reduced-motion: the kit eases no colour or chevron change; without it, a control eases its border', async ({ page }) => {
  await openInPlayground(page, textKinds, 'light');
  const input = page.getByRole('textbox', { name: /Event name/ });
  const duration = () => input.evaluate((element) => getComputedStyle(element).transitionDuration);
  expect(await duration()).toBe('0.12s');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await duration()).toBe('0s');
});

/** Border colours at rest, under the pointer and focused (docs/look.md, "Borders"), per theme. */
const BORDERS = {
  light: { rest: 'rgb(148, 148, 148)', hover: 'rgb(134, 134, 134)', focus: 'rgb(93, 93, 93)' },
  dark: { rest: 'rgb(107, 107, 107)', hover: 'rgb(122, 122, 122)', focus: 'rgb(175, 175, 175)' },
} as const;

test('hover moves a control border one small step from its 3:1 rest grey; focus goes well past it (docs/look.md, "Borders")', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no transition: each reading is the end state
  for (const theme of ['light', 'dark'] as const) {
    const expected = BORDERS[theme];
    await openInPlayground(page, textKinds, theme);
    const input = page.getByRole('textbox', { name: /Event name/ });
    const border = (target: Locator) => target.evaluate((element) => getComputedStyle(element).borderTopColor);
    expect(await border(input)).toBe(expected.rest);
    await input.hover();
    expect(await border(input)).toBe(expected.hover);
    await input.focus(); // still under the pointer: focus wins, darker and 2px
    expect(await border(input)).toBe(expected.focus);
    expect(await input.evaluate((element) => getComputedStyle(element).boxShadow)).toContain('1px');

    await openInPlayground(page, booleanKinds, theme);
    const box = page.getByRole('checkbox', { name: 'Notify the team' });
    expect(await border(box)).toBe(expected.rest);
    await box.hover();
    expect(await border(box)).toBe(expected.hover);
  }
});

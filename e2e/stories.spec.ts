/**
 * Every story of the built Storybook, in real Chromium, in the light and the dark theme (the `theme` global of
 * .storybook/preview.ts): one visit renders it, waits for its play function, and then
 * - the play function passed and nothing was logged as an error (this is where `npm test` runs the play functions),
 * - the page matches its screenshot baseline pixel for pixel (e2e/__screenshots__/stories.spec.ts/<story id>-<theme>.png,
 *   refreshed only by `npm run test:update-screenshots`),
 * - axe finds no violations: every WCAG 2.1 A/AA rule in light, the colour rules (contrast) again in dark.
 * A "visit" is Storybook rendering the story in the worker's one preview page (e2e/storybookPage.ts), as when a user
 * picks it in the sidebar: the preview bundle boots once per worker, not once per story and theme.
 * `npm run test:e2e` builds Storybook before Playwright lists these tests.
 */
import { expect, type ConsoleMessage, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { builtStories, storyIndexFile } from './storyIndex.ts';
import { showStory, STORYBOOK, storybookTest } from './storybookPage.ts';

const stories = builtStories();

type Theme = 'light' | 'dark';
/** A story that is dark by design (its own dark decorator, e.g. `EnumDark`) is dark in both themes: one baseline. */
const darkByDesign = (id: string) => id.endsWith('-dark');
const themesOf = (id: string): Theme[] => (darkByDesign(id) ? ['light'] : ['light', 'dark']);

// Dates and times are shown in the browser's zone and locale: fixed, so the baselines hold on any machine.
const test = storybookTest('', { timezoneId: 'UTC', locale: 'en-US' });

test('the built Storybook has stories', () => {
  expect(stories.length, `no stories in ${storyIndexFile}: run npm run build:storybook first`).toBeGreaterThan(0);
});

/** Pages up to this tall are captured whole. */
const FULL_PAGE_LIMIT = 2000;

/** Every image decoded and every web font loaded: what a screenshot must wait for instead of a sleep. */
async function mediaLoaded(page: Page) {
  await page.waitForFunction(async () => {
    await document.fonts.ready;
    return [...document.images].every((image) => image.complete);
  });
}

/**
 * An AxeBuilder that reuses the axe-core already in the worker's page. AxeBuilder sends its whole axe-core source
 * (the version it bundles) into the page twice per run; the story switches leave `window.axe` in place, so only the
 * worker's first run needs it. The rules and their configuration are AxeBuilder's own either way.
 */
async function axeFor(page: Page): Promise<AxeBuilder> {
  const inPage = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  return new AxeBuilder(inPage ? { page, axeSource: '/* axe-core is already in this page */' } : { page });
}

/** Page errors, and console errors from the Storybook origin, while `run` runs. */
async function collectErrors(page: Page, run: (errors: string[]) => Promise<void>) {
  const errors: string[] = [];
  const onPageError = (error: Error) => errors.push(error.message);
  // A failing play function does not throw out of Storybook (its interactions panel catches it): it logs a
  // console error, and so do React and failed loads. Not counted: the blocked outside loads, the favicon.
  const onConsole = (message: ConsoleMessage) => {
    const source = message.location().url;
    if (message.type() !== 'error' || source.endsWith('/favicon.ico') || !source.startsWith(STORYBOOK)) return;
    errors.push(message.text());
  };
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  try {
    await run(errors);
  } finally {
    page.off('pageerror', onPageError);
    page.off('console', onConsole);
  }
}

for (const story of stories) {
  for (const theme of themesOf(story.id)) {
    test(`story ${story.title} / ${story.name} (${theme}): play function, screenshot, axe`, async ({ storybook: page }) => {
      await collectErrors(page, async (errors) => {
        await showStory(page, story.id, { theme, locale: 'en' });
        expect(errors, 'the story rendered and its play function passed').toEqual([]);
        await expect(page.locator('#storybook-root')).not.toBeEmpty();
        await expect(page.locator('html')).toHaveAttribute('data-theme', darkByDesign(story.id) ? 'dark' : theme);
        await mediaLoaded(page);
        // The whole page, except for stories of thousands of items (2,000 cards with content-visibility: auto paint
        // only near the viewport, so a page that tall is neither useful nor stable to capture whole): their first screen.
        const fullPage = await page.evaluate((limit) => document.documentElement.scrollHeight <= limit, FULL_PAGE_LIMIT);
        await expect(page).toHaveScreenshot(`${story.id}-${theme}.png`, { fullPage });

        // Legacy mode runs axe in this page only (the stories have no iframes), without opening a blank page per run.
        const axeBuilder = (await axeFor(page)).include('#storybook-root').setLegacyMode(true);
        // Only colour depends on the theme: light runs every WCAG 2.1 A/AA rule, dark the colour rules again.
        if (theme === 'light') axeBuilder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
        else axeBuilder.withRules(['color-contrast', 'link-in-text-block']);
        const axe = await axeBuilder.analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        expect(errors).toEqual([]);
      });
    });
  }
}

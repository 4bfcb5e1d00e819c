/**
 * Every shipped catalogue fits (docs/behaviour.md §7.10, §13.5): each story of the built Storybook, in each catalogue
 * (the `locale` global), at 320 px and at 1280 px wide, as it opens (e2e/support/overflow.ts says what fitting is).
 * The pseudo-locale, longer than any catalogue, gets the same check in e2e/pseudo-locale.spec.ts, as it opens and
 * after pressing Submit (the errors). Play functions are skipped (`embed=true`); e2e/stories.spec.ts renders each
 * story's own screenshot.
 */
import { expect } from '@playwright/test';
import { builtStories, storyIndexFile } from './storyIndex.ts';
import { showStory, storybookTest } from './storybookPage.ts';
import { overflowing } from './support/overflow.ts';

const stories = builtStories();
const test = storybookTest('?embed=true', { timezoneId: 'UTC', locale: 'en-US' });
// The pseudo-locale, the longest of all, is checked story by story in e2e/pseudo-locale.spec.ts (also after Submit).
const LOCALES = ['fr', 'de', 'es', 'pt-BR', 'it', 'ja', 'ko', 'zh-Hans'];
const WIDTHS: [number, number] = [1280, 320];

test('the built Storybook has stories for the overflow check', () => {
  expect(stories.length, `no stories in ${storyIndexFile}: run npm run build:storybook first`).toBeGreaterThan(0);
});

for (const locale of LOCALES) {
  test(`every story fits at 1280 px and 320 px in the ${locale} catalogue`, async ({ storybook: page }) => {
    test.setTimeout(stories.length * 4_000 + 60_000);
    const problems: string[] = [];
    let [now, next] = WIDTHS;
    await page.setViewportSize({ width: now, height: 800 });
    const check = async (storyId: string, width: number) =>
      (await overflowing(page))?.map((problem) => `${storyId} @${width}: ${problem}`);
    for (const story of stories) {
      // Rendered once, at the width the window has; then the window changes width, as a phone turning would (half
      // the renders). The next story starts at that width, so each is rendered wide or narrow in turn.
      await showStory(page, story.id, { locale, theme: 'light' });
      const found = await check(story.id, now);
      if (!found) continue; // nothing of the kit in this story
      await page.setViewportSize({ width: next, height: 800 });
      problems.push(...found, ...((await check(story.id, next)) ?? []));
      [now, next] = [next, now];
    }
    expect(problems).toEqual([]);
  });
}

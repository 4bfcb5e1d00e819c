/**
 * Every shipped catalogue fits (docs/behaviour.md §7.10, §13.5): each story of the built Storybook, in each catalogue
 * (the `locale` global) and the pseudo-locale, at 320 px and at 1280 px wide. No button, label, option, chip or status
 * line of the kit has text wider than its own box (it would be cut off or run over its neighbour), and nothing of the
 * kit sticks out of the kit's root. As it opens and after pressing Submit (the errors). Play functions are skipped
 * (`embed=true`); e2e/stories.spec.ts renders each story's own screenshot.
 */
import { expect, type Page } from '@playwright/test';
import { builtStories, storyIndexFile } from './storyIndex.ts';
import { showStory, storybookTest } from './storybookPage.ts';

const stories = builtStories();
const test = storybookTest('?embed=true', { timezoneId: 'UTC', locale: 'en-US' });
const LOCALES = ['pseudo', 'fr', 'de', 'es', 'pt-BR', 'it', 'ja', 'ko', 'zh-Hans'];
const WIDTHS = [1280, 320];

/** The kit's controls whose text is wider than their box, and its elements that stick out of its roots. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${typeof element.className === 'string' && element.className ? `.${element.className.split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    for (const root of document.querySelectorAll('[part~="form"], dialog[open]')) {
      const box = root.getBoundingClientRect();
      const controls = root.querySelectorAll('button, label, legend, summary, [role="option"], [role="status"], [part~="status"], select, .elicit-chip');
      for (const control of controls) {
        if (!control.checkVisibility({ visibilityProperty: true })) continue;
        // Cut on purpose with an ellipsis: a resource's name or type (server text, read whole by screen readers).
        if (getComputedStyle(control).textOverflow === 'ellipsis') continue;
        // One pixel of slack: subpixel layout rounds scrollWidth up.
        if (control.scrollWidth > control.clientWidth + 1 && control.clientWidth > 0) {
          found.push(`${describe(control)}: text ${control.scrollWidth - control.clientWidth} px wider than its box`);
        }
        const rect = control.getBoundingClientRect();
        if (rect.width > 0 && (rect.left < box.left - 1 || rect.right > box.right + 1)) {
          found.push(`${describe(control)}: sticks out of the kit by ${Math.round(Math.max(box.left - rect.left, rect.right - box.right))} px`);
        }
      }
    }
    return found;
  });
}

test('the built Storybook has stories for the overflow check', () => {
  expect(stories.length, `no stories in ${storyIndexFile}: run npm run build:storybook first`).toBeGreaterThan(0);
});

for (const locale of LOCALES) {
  test(`every story fits at 1280 px and 320 px in the ${locale} catalogue`, async ({ storybook: page }) => {
    test.setTimeout(stories.length * 4_000 + 60_000);
    const problems: string[] = [];
    for (const story of stories) {
      // Rendered once, at the first width; then the window narrows, as a phone turning would (half the renders).
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      await showStory(page, story.id, { locale, theme: 'light' });
      const kit = page.locator('[part~="form"], dialog[open]').first();
      if ((await kit.count()) === 0) continue;
      for (const width of WIDTHS) {
        if (width !== WIDTHS[0]) {
          await page.setViewportSize({ width, height: 800 });
          // Two frames: what reacts to the new width (resize observers, their re-render) has laid out again.
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        }
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        problems.push(...(await overflowing(page)).map((problem) => `${story.id} @${width}: ${problem}`));
      }
    }
    expect(problems).toEqual([]);
  });
}

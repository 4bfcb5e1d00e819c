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
const WIDTHS: [number, number] = [1280, 320];

/**
 * The kit's controls whose text is wider than their box, and its elements that stick out of its roots; measured
 * once the page has laid out again (two frames: what reacts to a new width, resize observers and their re-render)
 * and no part of the kit is still loading (`aria-busy`). One round trip per check; `undefined` when the story shows
 * no form and no dialog (nothing of the kit to check).
 */
function overflowing(page: Page): Promise<string[] | undefined> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    for (let waited = 0; document.querySelector('[aria-busy="true"]') && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (document.querySelector('[aria-busy="true"]')) return ['still loading after 10 s (aria-busy)'];
    const roots = document.querySelectorAll('[part~="form"], dialog[open]');
    if (roots.length === 0) return undefined;
    const found: string[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${typeof element.className === 'string' && element.className ? `.${element.className.split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    for (const root of roots) {
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

/**
 * Every story of the built Storybook, in real Chromium: it renders without errors and axe (WCAG 2.1 A/AA) finds
 * no violations. `npm run test:e2e` builds Storybook before Playwright lists these tests.
 */
import { readFileSync, existsSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const SB_PORT = Number(process.env.SB_PORT ?? 6006);
const SB_OUT = process.env.SB_OUT ?? 'storybook-static';
const indexFile = `${SB_OUT}/index.json`;

interface StoryIndex {
  entries: Record<string, { id: string; type: string; title: string; name: string }>;
}
const stories = existsSync(indexFile)
  ? Object.values((JSON.parse(readFileSync(indexFile, 'utf8')) as StoryIndex).entries).filter((e) => e.type === 'story')
  : [];

test('the built Storybook has stories', () => {
  expect(stories.length, `no stories in ${indexFile}: run npm run build:storybook first`).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`story ${story.title} / ${story.name} renders and passes axe`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`http://127.0.0.1:${SB_PORT}/iframe.html?id=${story.id}&viewMode=story`);
    // Wait for the story (and its play function) to finish: a Storybook internal, see TOOLCHAIN §6.
    await page.waitForFunction(() => {
      const w = window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } };
      const phase = w.__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return phase === 'completed' || phase === 'finished';
    });
    await expect(page.locator('#storybook-root')).not.toBeEmpty();
    const axe = await new AxeBuilder({ page })
      .include('#storybook-root')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

/**
 * AxeBuilder as the specs use it on pages without frames. By default AxeBuilder runs axe per frame and merges the
 * results in a blank page it opens for every scan, sending its whole axe-core source to both pages (its `analyze()`
 * evaluates the source before its per-frame injection evaluates it again). Legacy mode runs `axe.run` in the page
 * itself, the same rules and results where there is no iframe, and a page that already holds axe-core (an earlier
 * scan of the same document) is not sent it again. The rules, tags and configuration stay AxeBuilder's own.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * A legacy-mode AxeBuilder for `page` (which must have no iframes), reusing the axe-core already in it.
 * @example const axe = await (await axeBuilder(page)).include('form').withTags(['wcag2a', 'wcag2aa']).analyze();
 */
export async function axeBuilder(page: Page): Promise<AxeBuilder> {
  const state = await page.evaluate(() => ({
    inPage: typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
    frames: document.querySelectorAll('iframe, frame').length,
  }));
  if (state.frames > 0) throw new Error('axeBuilder runs axe in the page only: this page has frames');
  const builder = new AxeBuilder(state.inPage ? { page, axeSource: '/* axe-core is already in this page */' } : { page });
  return builder.setLegacyMode(true);
}

/**
 * One Storybook preview page per Playwright worker, switched from story to story in place (one boot per worker, not per story).
 *
 * Opening `iframe.html?id=…` for every story and theme boots the whole preview bundle each time, which was most of
 * the time of the story specs. Here each worker opens the preview once, and every test asks Storybook itself to
 * render its story (the `setCurrentStory` event the manager sends when a user clicks a story in the sidebar), with
 * its globals, and waits for that render to finish: loaders, render, play function, after-each hooks. Storybook
 * unmounts the previous story first. Playwright starts a fresh worker (so a fresh page) after any failed test, so a
 * broken story can't spill into the next one.
 *
 * Storybook internals used (docs/architecture.md rule 9): `__STORYBOOK_PREVIEW__` (its `ready()`, `currentRender.id`
 * and the user globals of its story store) and the `__STORYBOOK_ADDONS_CHANNEL__` events `setCurrentStory`,
 * `forceRemount` and `storyFinished`.
 */
import { test as base, type BrowserContextOptions, type Page } from '@playwright/test';
import { SB_PORT } from './storyIndex.ts';

export const STORYBOOK = `http://127.0.0.1:${SB_PORT}`;

/** The bits of Storybook's preview this module talks to. */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    ready(): Promise<void>;
    currentRender?: { id?: string };
    storyStoreValue: { userGlobals: { update(globals: Record<string, string>): void } };
  };
  __STORYBOOK_ADDONS_CHANNEL__: {
    emit(event: string, payload: unknown): void;
    on(event: string, listener: (payload: { storyId: string }) => void): void;
    off(event: string, listener: (payload: { storyId: string }) => void): void;
  };
}

/**
 * A Playwright `test` with a worker-scoped `storybook` page: the preview opened once per worker, with `query` (e.g.
 * `?embed=true`, which turns the play functions off) and `contextOptions` (time zone, locale). Requests that leave
 * the Storybook server are blocked, so nothing depends on the network (a fixture's https: image shows its fallback).
 *
 * @example
 * const test = storybookTest('', { timezoneId: 'UTC' });
 * test('a story', async ({ storybook }) => { await showStory(storybook, 'form-shell--answered', { theme: 'dark' }); });
 */
export function storybookTest(query: string, contextOptions: BrowserContextOptions) {
  return base.extend<object, { storybook: Page }>({
    storybook: [
      async ({ browser }, use, workerInfo) => {
        // The same device as the project's `page` (viewport, scale, user agent), so screenshots match its baselines.
        const { viewport, screen, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
        const device = { viewport, screen, userAgent, deviceScaleFactor, isMobile, hasTouch };
        const context = await browser.newContext({ ...device, ...contextOptions });
        const page = await context.newPage();
        await page.route((url) => url.origin !== STORYBOOK, (route) => route.abort('blockedbyclient'));
        // No story in the URL: the preview loads its index and waits to be told which story to render.
        await page.goto(`${STORYBOOK}/iframe.html${query}`);
        await page.waitForFunction(() => (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__ !== undefined);
        await page.evaluate(() => (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.ready());
        await use(page);
        await context.close();
      },
      { scope: 'worker' },
    ],
  });
}

/**
 * Renders `storyId` with `globals` in the worker's preview page, as a fresh visit would, and resolves once Storybook
 * finished it (play function and after-each hooks included; also when it failed, which logs a console error).
 * Nothing of the previous story reaches it: Storybook unmounts it, and the focus and the scroll position go back to
 * where a new page has them. The theme needs no reset: the `theme` global's decorator sets it on every render.
 */
export async function showStory(page: Page, storyId: string, globals: Record<string, string>) {
  await page.evaluate(
    async ({ storyId, globals }) => {
      const { __STORYBOOK_PREVIEW__: preview, __STORYBOOK_ADDONS_CHANNEL__: channel } = window as unknown as PreviewWindow;
      if (!preview) throw new Error('no Storybook preview on this page');
      (document.activeElement as HTMLElement | null)?.blur?.();
      window.scrollTo(0, 0);
      // The globals a URL's `&globals=` would set, read by the next render (an `updateGlobals` event would first
      // re-render the previous story with them).
      preview.storyStoreValue.userGlobals.update(globals);
      const finished = new Promise<void>((resolve) => {
        const onFinished = (event: { storyId: string }) => {
          if (event.storyId !== storyId) return;
          channel.off('storyFinished', onFinished);
          resolve();
        };
        channel.on('storyFinished', onFinished);
      });
      // The same story again (its other theme) is "unchanged" to `setCurrentStory`: remount it, play function included.
      if (preview.currentRender?.id === storyId) channel.emit('forceRemount', { storyId });
      else channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      await finished;
    },
    { storyId, globals },
  );
}

/**
 * One browser page per Playwright worker, handed to each test of a spec as its `page`, on a fresh document.
 *
 * A new context and page per test cost more than most tests' own work: a new renderer process, and the app's
 * megabyte of JavaScript fetched and compiled again with an empty cache (3.3 CPU-s per test here, against 0.85 for
 * a new document in a page that already loaded it). Here each worker opens one context and page, and every test
 * starts on `about:blank`, so its first `goto` loads the page anew (nothing of the previous test's document
 * survives), from the browser's cache. What a test sets on the page is undone after it: routes, listeners, the
 * viewport and media emulation; popups are closed. Playwright starts a fresh worker (so a fresh page) after a failed
 * test. Context options (time zone, locale, viewport, colour scheme) are the worker's, given here: a spec's
 * `test.use()` of one of them would be silently ignored, so it is refused. Init scripts and exposed functions a test
 * adds are disposed of after it, and the storage and cookies its pages left are cleared. A test must not install
 * `page.clock` (it cannot be removed): such a spec keeps Playwright's own `test`.
 */
import { test as base, type BrowserContextOptions, type Disposable, type Page } from '@playwright/test';

/** Page events a test may listen to; listeners it added are removed after it. */
const EVENTS = ['console', 'pageerror', 'request', 'requestfailed', 'requestfinished', 'response', 'dialog', 'popup',
  'filechooser', 'download', 'load', 'domcontentloaded', 'framenavigated', 'websocket', 'worker'] as const;

/** Page methods whose effect outlives the test unless the `Disposable` they return is disposed of. */
const DISPOSABLE = ['addInitScript', 'exposeFunction', 'exposeBinding'] as const;

/** A page as the event emitter it is (Playwright's types leave `listeners` out). */
type Emitter = { listeners(event: string): unknown[]; off(event: string, listener: unknown): unknown };

/** The context options a spec may set, for every test of the worker. */
type SharedOptions = Pick<BrowserContextOptions, 'timezoneId' | 'locale' | 'viewport' | 'colorScheme' | 'reducedMotion'>;

/**
 * A Playwright `test` whose `page` is the worker's one page, with `options` for its context.
 * @example
 * const test = reusedPageTest({ timezoneId: 'Europe/Paris' });
 * test('a permalink opens the form', async ({ page }) => { await page.goto('/#form=…'); });
 */
export function reusedPageTest(options: SharedOptions = {}) {
  return base.extend<object, { reusedPage: Page }>({
    reusedPage: [
      async ({ browser }, use, workerInfo) => {
        const { viewport, screen, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL, actionTimeout, navigationTimeout } = workerInfo.project.use;
        // What Playwright gives a test's own context (the project's device, its defaults), then the spec's options.
        const context = await browser.newContext({
          viewport: viewport === undefined ? { width: 1280, height: 720 } : viewport, screen, userAgent, deviceScaleFactor, isMobile, hasTouch,
          baseURL, locale: 'en-US', colorScheme: 'light', reducedMotion: 'no-preference', ...options,
        });
        context.setDefaultTimeout(actionTimeout ?? 0);
        context.setDefaultNavigationTimeout(navigationTimeout ?? 0);
        const page = await context.newPage();
        await use(page);
        await context.close();
      },
      { scope: 'worker' },
    ],
    page: async ({ reusedPage: page, timezoneId, locale, colorScheme, reducedMotion, viewport }, provide, testInfo) => {
      // Playwright's defaults for these options: a value other than these came from a `test.use()`.
      const defaults: SharedOptions = { viewport: testInfo.project.use.viewport, locale: 'en-US', colorScheme: 'light', reducedMotion: 'no-preference' };
      const shared: SharedOptions = { ...defaults, ...options };
      const asked: SharedOptions = { timezoneId, locale, colorScheme, reducedMotion, viewport };
      for (const name of Object.keys(asked) as (keyof SharedOptions)[]) {
        if (JSON.stringify(asked[name]) !== JSON.stringify(defaults[name])) {
          throw new Error(`test.use({ ${name} }) would not reach the worker's shared page: give it to reusedPageTest()`);
        }
      }
      const viewportSize = page.viewportSize();
      const emitter = page as unknown as Emitter;
      const listeners = new Map(EVENTS.map((event) => [event, new Set(emitter.listeners(event))]));
      const disposables: Disposable[] = [];
      const methods = page as unknown as Record<(typeof DISPOSABLE)[number], (...args: unknown[]) => Promise<Disposable>>;
      for (const name of DISPOSABLE) {
        const original = methods[name];
        methods[name] = async (...args: unknown[]) => {
          const disposable = await original.apply(page, args);
          disposables.push(disposable);
          return disposable;
        };
      }
      await page.goto('about:blank');
      await provide(page);
      // Undo what the test set on the page: the next test gets it as a new page would be.
      for (const name of DISPOSABLE) delete methods[name]; // the prototype's own methods again
      for (const disposable of disposables.reverse()) await disposable.dispose();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      // The storage of the document it ended on (other origins' storage is what they left: the kit keeps only
      // `sessionStorage` drafts, on request), and the context's cookies and permissions.
      await page.evaluate(() => { sessionStorage.clear(); localStorage.clear(); }).catch(() => {});
      await page.context().clearCookies();
      await page.context().clearPermissions();
      // Leave the test's document first: the resets below would otherwise restyle and lay it out again (seconds, for
      // a page of 2,000 cards), and its unload would wait for the next test.
      await page.goto('about:blank');
      for (const event of EVENTS) {
        for (const listener of emitter.listeners(event)) {
          if (!listeners.get(event)!.has(listener)) emitter.off(event, listener);
        }
      }
      for (const other of page.context().pages()) if (other !== page) await other.close();
      if (viewportSize) await page.setViewportSize(viewportSize);
      await page.mouse.move(0, 0); // where a new page's mouse is: nothing of the last test stays hovered
      await page.emulateMedia({ media: null, colorScheme: shared.colorScheme, reducedMotion: shared.reducedMotion, forcedColors: 'none', contrast: 'no-preference' });
    },
  });
}

/**
 * How long a test's async utilities wait for the page to settle (Testing Library's `findBy…`/`waitFor`, Vitest's
 * `expect.poll`/`vi.waitFor`, Storybook play functions): one generous value for every Vitest project
 * (15 s). Their 1 s default ran out in a fresh-clone CI run while a lazy chunk loaded on a loaded 2-core machine. It only
 * bounds a hung wait: no test asserts on time, and a passing wait returns as soon as its condition holds. The same
 * 15 s as Playwright's `expect` timeout (playwright.config.ts); `TEST_TIMEOUT` leaves room for a slow wait or two.
 */
export const ASYNC_TIMEOUT = 15_000;

/** The per-test limit of the Vitest projects (vite.config.ts): above `ASYNC_TIMEOUT`, so a slow wait fails as itself. */
export const TEST_TIMEOUT = 30_000;

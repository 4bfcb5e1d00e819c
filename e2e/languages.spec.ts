/**
 * The person's languages reach the server (docs/behaviour.md §13.5): in real Chromium, the playground's live host
 * (`attachElicitation`, default languages) calls the demo server's `echo_languages`, whose tool result is the
 * `_meta["io.modelcontextprotocol/acceptLanguage"]` its `tools/call` carried. The expected string is built from what
 * the page itself reports (`navigator.languages`) and pinned to a literal for the browser's locale, so it follows the
 * browser and can fail.
 */
import { expect, test, type Page } from '@playwright/test';
import { connectDemo } from './support/liveHost.ts';

/** The draft's `Accept-Language` syntax: the first tag bare, then falling weights that keep the order. */
const acceptLanguage = (tags: readonly string[]) => tags.map((tag, index) => (index === 0 ? tag : `${tag};q=${((10 - index) / 10).toFixed(1)}`)).join(',');

async function serverReceived(page: Page, era: '2026-07-28' | '2025-11-25'): Promise<{ page: string[]; text: string }> {
  await connectDemo(page, era);
  const languages = await page.evaluate(() => [...navigator.languages]);
  await page.getByRole('list', { name: 'Tools' }).getByRole('button', { name: 'Your languages', exact: true }).click();
  const result = page.getByTestId('tool-result');
  await expect(result).toHaveAttribute('data-status', 'done');
  return { page: languages, text: (await result.textContent()) ?? '' };
}

for (const { locale, wire } of [{ locale: 'fr-CH', wire: 'fr-CH' }, { locale: 'en-US', wire: 'en-US' }]) {
  test.describe(`a browser in ${locale}`, () => {
    test.use({ locale });
    for (const era of ['2026-07-28', '2025-11-25'] as const) {
      test(`protocol ${era}: the server's tools/call carries the page's languages`, async ({ page }) => {
        const received = await serverReceived(page, era);
        expect(received.text).toBe(`Your languages: ${acceptLanguage(received.page)}`);
        expect(received.text).toBe(`Your languages: ${wire}`);
      });
    }
  });
}

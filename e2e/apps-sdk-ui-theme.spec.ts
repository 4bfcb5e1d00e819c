/**
 * elicit-kit/themes/apps-sdk-ui.css (issue 33 item 11) in real Chromium, on the playground (which loads
 * styles.css): added after it, the form's colours follow the apps-sdk-ui variables a host sets on :root; without
 * those variables they are exactly what styles.css alone gives, in light and in dark (the playground's Theme
 * select sets data-theme on <html>, as apps-sdk-ui's own theme switch does).
 */
import { join, resolve } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { textKinds } from '../src/fixtures/kinds.ts';
import { openInPlayground, type Theme } from './support/playground.ts';

const themeFile = join(resolve(import.meta.dirname, '..'), 'components/themes/apps-sdk-ui.css');

/** A host's apps-sdk-ui variables, in colours no elicit-kit theme uses. */
const HOST_VARIABLES = `:root {
  --color-text: rgb(10, 20, 30);
  --color-text-tertiary: rgb(200, 0, 0);
  --color-background-primary-solid: rgb(0, 128, 0);
  --color-text-primary-solid: rgb(255, 255, 0);
  --color-surface: rgb(250, 240, 230);
}`;

/** The computed colours of the form, a text input and the Submit button. */
async function colours(page: Page) {
  const read = (selector: string, keys: (keyof CSSStyleDeclaration)[]) => page.locator(selector).first().evaluate(
    (element, names) => names.map((name) => `${String(name)}: ${getComputedStyle(element)[name as 'color']}`).join('; '), keys);
  return {
    form: await read('.elicit-form', ['backgroundColor', 'color']),
    input: await read('.elicit-form input[type="text"]', ['color', 'borderTopColor']),
    submit: await read('.elicit-form .elicit-button[data-variant="primary"]', ['backgroundColor', 'color']),
  };
}

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`apps-sdk-ui theme: the form follows the host's apps-sdk-ui variables, and falls back to our ${theme} look`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openInPlayground(page, textKinds, theme);
    await expect(page.getByRole('textbox', { name: /Event name/ })).toBeVisible();
    const ours = await colours(page);

    await page.addStyleTag({ path: themeFile });
    expect(await colours(page), 'theme file without apps-sdk-ui variables').toEqual(ours);

    await page.addStyleTag({ content: HOST_VARIABLES });
    // Polled: the controls' colour transitions (--elicit-transition) take a few frames to land.
    await expect.poll(() => colours(page)).toEqual({
      form: 'backgroundColor: rgb(250, 240, 230); color: rgb(10, 20, 30)',
      input: 'color: rgb(10, 20, 30); borderTopColor: rgb(200, 0, 0)',
      submit: 'backgroundColor: rgb(0, 128, 0); color: rgb(255, 255, 0)',
    });
  });
}

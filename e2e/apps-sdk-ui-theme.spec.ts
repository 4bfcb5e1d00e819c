/**
 * elicit-kit/themes/apps-sdk-ui.css (README "Styling") in real Chromium, on the playground (which loads
 * styles.css): added after it, the form's colours follow the apps-sdk-ui variables a host sets on :root; without
 * those variables they are exactly what styles.css alone gives, in light and in dark (the playground's Theme
 * select sets data-theme on <html>, as apps-sdk-ui's own theme switch does). The same file themes the
 * <elicitation-form> custom element (element.html) through its shadow root, in light, dark and the system's scheme.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { reusedPageTest } from './support/reusedPage.ts';
import { textKinds } from '../src/fixtures/kinds.ts';
import { openInPlayground, type Theme } from './support/playground.ts';

const test = reusedPageTest();

const themeFile = join(resolve(import.meta.dirname, '..'), 'components/themes/apps-sdk-ui.css');

/** A host's apps-sdk-ui variables, in colours no elicit-kit theme uses. */
const HOST_VARIABLES = `:root {
  --color-text: rgb(10, 20, 30);
  --color-text-tertiary: rgb(200, 0, 0);
  --color-background-primary-solid: rgb(0, 128, 0);
  --color-text-primary-solid: rgb(255, 255, 0);
  --color-surface: rgb(250, 240, 230);
}`;

/** The computed colours of the form, a text input and the Submit button (`scope` may name a shadow host). */
async function colours(page: Page, scope = '') {
  // Each control's colour transitions (--elicit-transition) finish first: a reading taken mid-way (rgb(108…) on the
  // way to rgb(107…)) would be compared with a settled one. getAnimations() flushes style, so a change just made
  // has started its transition by then.
  const read = (selector: string, keys: (keyof CSSStyleDeclaration)[]) => page.locator(`${scope} ${selector}`).first().evaluate(
    async (element, names) => {
      await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
      return names.map((name) => `${String(name)}: ${getComputedStyle(element)[name as 'color']}`).join('; ');
    }, keys);
  return {
    form: await read('.elicit-form', ['backgroundColor', 'color', 'colorScheme']),
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
    // The mapping keeps the person's reduced-motion preference (this page emulates it): no transitions.
    const transition = await page.getByRole('textbox', { name: /Event name/ }).evaluate((input) => getComputedStyle(input).transitionDuration);
    expect(transition).toBe('0s');

    await page.addStyleTag({ content: HOST_VARIABLES });
    // Polled: the controls' colour transitions (--elicit-transition) take a few frames to land.
    await expect.poll(() => colours(page)).toEqual({
      form: `backgroundColor: rgb(250, 240, 230); color: rgb(10, 20, 30); colorScheme: ${theme}`,
      input: 'color: rgb(10, 20, 30); borderTopColor: rgb(200, 0, 0)',
      submit: 'backgroundColor: rgb(0, 128, 0); color: rgb(255, 255, 0)',
    });
  });
}

/*
 * The <elicitation-form> custom element (element.html): its shadow root hides the inner .elicit-form from the page,
 * so the theme file also sets the tokens on the element, whose page values win inside (components/element/
 * stylesheet.ts). Playwright's CSS locators pierce the open shadow root: these read the controls inside it.
 */
const ELEMENT = 'elicitation-form';
/** How the element is themed: its own theme attribute (the page's Theme select), or only the system's scheme. */
const elementThemes = [
  { name: 'theme="light"', scheme: 'light', attribute: 'light' },
  { name: 'theme="dark"', scheme: 'dark', attribute: 'dark' },
  { name: 'prefers-color-scheme: dark', scheme: 'dark', attribute: '' },
] as const;

async function openElement(page: Page, scheme: Theme, attribute: string) {
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: scheme });
  await page.goto('/element.html');
  await page.evaluate((fixture) => { document.querySelector('elicitation-form')!.request = fixture; },
    { message: textKinds.message, requestedSchema: textKinds.requestedSchema });
  await page.getByLabel('Theme').selectOption(attribute);
  await expect(page.locator(ELEMENT)).toHaveAttribute('status', 'editing');
  await expect(page.locator(ELEMENT).getByRole('textbox', { name: /Event name/ })).toBeVisible();
}

for (const { name, scheme, attribute } of elementThemes) {
  test(`apps-sdk-ui theme on <elicitation-form> (${name}): the controls inside its shadow root follow the host's variables`, async ({ page }) => {
    await openElement(page, scheme, attribute);
    const ours = await colours(page, ELEMENT);
    expect(ours.form, 'the element draws its own look first').toContain(`colorScheme: ${scheme}`);

    await page.addStyleTag({ path: themeFile });
    expect(await colours(page, ELEMENT), 'theme file without apps-sdk-ui variables').toEqual(ours);

    await page.addStyleTag({ content: HOST_VARIABLES });
    await expect.poll(() => colours(page, ELEMENT)).toEqual({
      form: `backgroundColor: rgb(250, 240, 230); color: rgb(10, 20, 30); colorScheme: ${scheme}`,
      input: 'color: rgb(10, 20, 30); borderTopColor: rgb(200, 0, 0)',
      submit: 'backgroundColor: rgb(0, 128, 0); color: rgb(255, 255, 0)',
    });
    // The page's own --elicit-* on the element still wins over the theme (element.html sets the focus colour).
    const focus = await page.locator(ELEMENT).locator('.elicit-form').evaluate((form) => getComputedStyle(form).getPropertyValue('--elicit-color-focus').trim());
    expect(focus).toBe('#7c3aed');
  });
}

test('apps-sdk-ui theme on <elicitation-form>: apps-sdk-ui\'s data-theme="dark" on <html> turns the element dark, native controls too', async ({ page }) => {
  await openElement(page, 'light', 'dark');
  const dark = await colours(page, ELEMENT); // the element's own dark look, through its theme attribute
  await page.getByLabel('Theme').selectOption('');
  await expect(page.locator(ELEMENT)).not.toHaveAttribute('theme');
  await expect.poll(() => colours(page, ELEMENT)).not.toEqual(dark);

  await page.addStyleTag({ path: themeFile });
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await expect.poll(() => colours(page, ELEMENT)).toEqual(dark);
});

test('<elicitation-form> without the theme file: apps-sdk-ui variables on the page change nothing inside it', async ({ page }) => {
  await openElement(page, 'light', '');
  const ours = await colours(page, ELEMENT);
  await page.addStyleTag({ content: HOST_VARIABLES });
  expect(await colours(page, ELEMENT)).toEqual(ours);
});

/** csp.spec.ts's strictest policy: scripts and styles only from the page's origin, no inline styles. */
const NO_INLINE_STYLE = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: https:";

test('<elicitation-form> under a CSP without inline styles: one <link> to the theme file themes it, no violation', async ({ page }) => {
  // The host's page as README "Styling" says: element.html plus a <link> to the theme file and to its own
  // apps-sdk-ui variables, every response under the policy.
  const files: Record<string, string> = { '/apps-sdk-ui.css': readFileSync(themeFile, 'utf8'), '/host-variables.css': HOST_VARIABLES };
  await page.route('**/*', async (route) => {
    const path = new URL(route.request().url()).pathname;
    const headers = { 'Content-Security-Policy': NO_INLINE_STYLE };
    if (files[path] !== undefined) return route.fulfill({ body: files[path], contentType: 'text/css', headers });
    const response = await route.fetch();
    let body = await response.text();
    if (path === '/element.html') {
      body = body.replace('</head>', '<link rel="stylesheet" href="/apps-sdk-ui.css"><link rel="stylesheet" href="/host-variables.css"></head>');
    }
    return route.fulfill({ response, body, headers: { ...response.headers(), ...headers } });
  });
  const violations: string[] = [];
  page.on('console', (message) => { if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text()); });
  await openElement(page, 'light', 'dark');
  await expect.poll(() => colours(page, ELEMENT)).toEqual({
    form: 'backgroundColor: rgb(250, 240, 230); color: rgb(10, 20, 30); colorScheme: dark',
    input: 'color: rgb(10, 20, 30); borderTopColor: rgb(200, 0, 0)',
    submit: 'backgroundColor: rgb(0, 128, 0); color: rgb(255, 255, 0)',
  });
  expect(violations).toEqual([]);
  // The form keeps loading its on-demand code (the validator when idle) after the check: stop routing before the
  // page closes, or a fetch still in flight fails outside the test and takes the worker down with it.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

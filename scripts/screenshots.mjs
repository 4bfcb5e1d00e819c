#!/usr/bin/env node
/**
 * Renders the README's screenshots (README "How it looks") into docs/screenshots/: four views of the playground (a contact
 * form, image cards, a resource picker grid and the live host's dialog), each in light and dark, on a desktop
 * (1280 px) and a phone (390 px) window, cropped to the form at 1x so each PNG stays small.
 *
 * Usage: npm run screenshots   (after `npm run test:update-screenshots`, when the look changed; look at every PNG)
 * Starts the playground's Vite dev server (with the demo MCP server) on $PORT or 4699, drives Chromium through the
 * repository's Playwright: $CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own build (as e2e/browser.ts).
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { createServer } from 'vite';

const root = join(import.meta.dirname, '..');
const outDir = join(root, 'docs/screenshots');
const port = Number(process.env.PORT ?? 4699);
const MAX_BYTES = 80_000;
const PAD = 16; // px of page around the form

const windows = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];
const themes = ['light', 'dark'];

/** Each view: its playground link, and what to do there (once themed) to show the element to crop to. */
const views = [
  { name: 'contact-form', hash: '#fixture=seed/lead-capture', show: formOf(async (form) => {
    await form.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace');
    await form.getByRole('textbox', { name: 'Work email' }).fill('ada@example.com');
    await form.getByRole('radio', { name: 'Pro' }).check();
  }) },
  { name: 'image-cards', hash: '#fixture=choice/thumbnails', show: formOf((form) => form.getByRole('radio', { name: /M6 hex bolt/ }).check()) },
  { name: 'resource-picker', hash: '#fixture=picker/thumbnails', show: formOf((form) => form.getByRole('checkbox', { name: /Front/ }).check()) },
  { name: 'dialog', hash: '', show: openDialog, fixed: true },
];

/** The playground's form, answered in part by `answer` (then unfocused, so no focus ring shows), at the top of the page. */
function formOf(answer) {
  return async (page) => {
    const form = page.locator('.demo-stage .elicit-form').first();
    await form.waitFor();
    await answer(form);
    await page.evaluate(() => /** @type {HTMLElement} */ (document.activeElement)?.blur());
    await page.evaluate(() => window.scrollTo(0, 0));
    return form;
  };
}

/** The live host's dialog for the demo server's "Tag a release" tool (suggestions and a string list). */
async function openDialog(page) {
  const host = page.getByRole('region', { name: 'Live MCP host' });
  await host.getByRole('button', { name: 'Connect' }).click();
  await page.getByTestId('host-status').filter({ hasText: /^Connected/ }).waitFor();
  await page.getByRole('list', { name: 'Tools' }).getByRole('button', { name: 'Tag a release', exact: true }).click();
  const dialog = page.getByRole('dialog');
  // Its widgets load on demand: wait for both fields, then for the dialog to settle where it opens.
  await dialog.getByRole('combobox', { name: /Version/ }).waitFor();
  await dialog.getByRole('textbox', { name: /Labels/ }).or(dialog.getByRole('combobox', { name: /Labels/ })).waitFor();
  await page.waitForTimeout(500);
  return dialog;
}

function executablePath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

const server = await createServer({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', server: { host: '127.0.0.1', port, strictPort: true } });
await server.listen();
const browser = await chromium.launch({ executablePath: executablePath(), args: ['--no-sandbox', '--disable-gpu'] });
const written = [];
try {
  mkdirSync(outDir, { recursive: true });
  for (const window of windows) {
    for (const theme of themes) {
      const context = await browser.newContext({ viewport: window.viewport, deviceScaleFactor: 1, colorScheme: theme, reducedMotion: 'reduce' });
      const page = await context.newPage();
      for (const view of views) {
        await page.goto(`http://127.0.0.1:${port}/${view.hash}`);
        // The Theme select themes the whole page (the playground sets data-theme on <html>), the dialog included.
        await page.getByLabel('Theme').selectOption(theme);
        await page.locator(`html[data-theme="${theme}"]`).waitFor({ state: 'attached' });
        const target = await view.show(page);
        await page.evaluate(() => document.fonts.ready);
        // Measure once opening animations (the dialog's entrance) have ended, where the screenshot will find it.
        await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
        await page.mouse.move(0, 0);
        const box = await target.boundingBox();
        if (process.env.DEBUG) console.log(view.name, theme, window.name, JSON.stringify(box));
        const size = page.viewportSize();
        const x = Math.max(0, Math.floor(box.x - PAD));
        const y = Math.max(0, Math.floor(box.y - PAD));
        const width = Math.min(size.width - x, Math.ceil(box.width + 2 * PAD));
        // A fixed dialog is cropped from the window; a form taller than the window from the whole page.
        const height = view.fixed ? Math.min(size.height - y, Math.ceil(box.height + 2 * PAD)) : Math.ceil(box.height + 2 * PAD);
        const file = join(outDir, `${view.name}-${theme}-${window.name}.png`);
        await page.screenshot({ path: file, clip: { x, y, width, height }, animations: 'disabled', caret: 'hide', fullPage: !view.fixed });
        written.push({ file, bytes: statSync(file).size });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
for (const { file, bytes } of written) console.log(`${(bytes / 1000).toFixed(1).padStart(5)} kB  ${file.slice(root.length + 1)}`);
const tooBig = written.filter(({ bytes }) => bytes > MAX_BYTES);
if (tooBig.length > 0) {
  console.error(`Over ${MAX_BYTES / 1000} kB: ${tooBig.map(({ file }) => file.slice(root.length + 1)).join(', ')}`);
  process.exit(1);
}

/**
 * The built app (`dist/app`) under a strict Content-Security-Policy (docs/behaviour.md §8.3): no `'unsafe-eval'`, so any
 * `eval`/`new Function` would throw. Served by a tiny static server written here (not Vite's), with the policy as a
 * response header. Every test collects `securitypolicyviolation` events (init script) and CSP console messages and
 * expects none, including at load, where the page also loads the MCP client SDK for its live host panel.
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { deployForm } from '../src/fixtures/suggestions.ts';
import { choiceFixtures } from '../src/fixtures/choice.ts';
import { pickerFixture } from '../src/fixtures/pickers.ts';
import { textKinds } from '../src/fixtures/index.ts';
import { elicitationForm, permalinkHash, type PermalinkForm } from '../testing/index.ts';

const APP_OUT = resolve(process.env.E2E_OUT ?? 'dist/app');
/** The policy of the issue: scripts only from the page's origin, inline styles allowed, images from data: and https:. */
const STRICT = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:";
/** Stricter still: no inline styles either (React sets `style` through the CSSOM, which CSP does not police). */
const NO_INLINE_STYLE = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: https:";

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.json': 'application/json', '.woff2': 'font/woff2', '.ico': 'image/x-icon',
};

/** Serves APP_OUT with `policy` on every response; unknown paths get index.html (the page routes by fragment). */
async function serveApp(policy: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = resolve(join(APP_OUT, path === '/' ? 'index.html' : path));
    const inside = file.startsWith(APP_OUT + sep);
    readFile(inside ? file : join(APP_OUT, 'index.html'))
      .catch(() => readFile(join(APP_OUT, 'index.html')).then((body) => ({ body, html: true })))
      .then((found) => {
        const body = Buffer.isBuffer(found) ? found : found.body;
        const type = Buffer.isBuffer(found) && inside ? TYPES[extname(file)] ?? 'application/octet-stream' : TYPES['.html']!;
        response.writeHead(path.startsWith('/mcp') ? 404 : 200, { 'Content-Type': type, 'Content-Security-Policy': policy });
        response.end(body);
      })
      .catch(() => { response.writeHead(500); response.end(); });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { origin: `http://127.0.0.1:${address.port}`, server };
}

interface Violations { events: string[]; console: string[] }

/** Starts collecting CSP violations before any page script runs. */
async function watchViolations(page: Page): Promise<Violations> {
  const found: Violations = { events: [], console: [] };
  await page.exposeFunction('__reportCspViolation', (text: string) => { found.events.push(text); });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { __reportCspViolation: (text: string) => Promise<void> })
        .__reportCspViolation(`${event.violatedDirective} blocked ${event.blockedURI} ${event.sample}`.trim());
    });
  });
  page.on('console', (message) => { if (/Content.Security.Policy|unsafe-eval|unsafe-inline/i.test(message.text())) found.console.push(message.text()); });
  page.on('pageerror', (error) => { found.console.push(`page error: ${error.message}`); });
  return found;
}

const result = (page: Page) => page.getByTestId('elicitation-result');
const shown = async (page: Page): Promise<unknown> => JSON.parse((await result(page).textContent()) || 'null');

/** The example: a required email and a quantity that defaults to 3. */
const orderForm: PermalinkForm = {
  message: 'Where should we send the order?',
  requestedSchema: {
    type: 'object',
    properties: { email: { type: 'string', title: 'Email', format: 'email' }, qty: { type: 'integer', title: 'Quantity', minimum: 1, default: 3 } },
    required: ['email'],
  },
};

for (const [name, policy] of [['strict CSP', STRICT], ['strict CSP without inline styles', NO_INLINE_STYLE]] as const) {
  test.describe(name, () => {
    let app: { origin: string; server: Server };
    let violations: Violations;
    test.beforeAll(async () => { app = await serveApp(policy); });
    test.afterAll(async () => { await new Promise((done) => app.server.close(done)); });
    test.beforeEach(async ({ page }) => { violations = await watchViolations(page); });
    test.afterEach(async ({ page }) => {
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(done))); // late reports arrive
      expect(violations, `CSP: ${policy}`).toEqual({ events: [], console: [] });
    });
    const open = (page: Page, form: PermalinkForm) => page.goto(`${app.origin}/${permalinkHash(form)}`);

    test('the page loads with the MCP host panel; a valid answer is sent exactly, an invalid one refused', async ({ page }) => {
      const response = await open(page, orderForm);
      expect(response?.headers()['content-security-policy']).toBe(policy);
      const form = page.getByRole('form', { name: orderForm.message });
      const root = elicitationForm(page, { message: orderForm.message }).root;
      await expect(page.getByRole('button', { name: /connect/i }).first()).toBeVisible(); // the MCP client SDK's panel rendered
      await form.getByRole('textbox', { name: 'Email' }).fill('nope');
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(/Enter a valid email address/);
      await expect(root).toHaveAttribute('data-status', 'editing');
      await expect(result(page)).toHaveText('');
      await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
      await form.getByRole('button', { name: 'Submit' }).click();
      expect(await shown(page)).toEqual({ action: 'accept', content: { email: 'ada@example.com', qty: 3 } });
      await expect(root).toHaveAttribute('data-status', 'accepted');
    });

    test('the suggestion combobox picks a suggestion and keeps typed entries', async ({ page }) => {
      await open(page, { message: deployForm.message, requestedSchema: deployForm.requestedSchema });
      const region = page.getByRole('combobox', { name: /Region/ });
      await region.focus();
      await page.keyboard.type('us');
      await expect(page.getByRole('listbox', { name: /Region/ })).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(region).toHaveValue('us-east-1');
      await page.getByRole('combobox', { name: /Reviewers/ }).focus();
      await page.keyboard.type('ada');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.keyboard.type('x@y.org,');
      await page.getByRole('button', { name: 'Submit' }).click();
      expect(await shown(page)).toEqual({ action: 'accept', content: { region: 'us-east-1', reviewers: ['ada@example.com', 'x@y.org'] } });
    });

    test('a picker and image cards work; thumbnails load from data: URIs', async ({ page }) => {
      const documents = pickerFixture('picker/explicit');
      await open(page, documents);
      await page.getByRole('checkbox', { name: 'budget.xlsx' }).check();
      await page.getByRole('button', { name: 'Submit' }).click();
      expect(await shown(page)).toEqual({ action: 'accept', content: { documents: ['file:///reviews/budget.xlsx'] } });

      const parts = choiceFixtures.find((fixture) => fixture.id === 'choice/thumbnails')!;
      await open(page, { message: parts.message, requestedSchema: parts.requestedSchema });
      const grid = elicitationForm(page, { message: parts.message }).group('Part');
      const images = grid.locator('img'); // decoration (alt=""): not in the accessibility tree
      await expect(images.first()).toBeVisible();
      const decoded = await images.evaluateAll((imgs) => Promise.all(imgs.map((img) => (img as HTMLImageElement).decode().then(() => (img as HTMLImageElement).naturalWidth > 0, () => false))));
      expect(decoded.every(Boolean), 'every thumbnail (data: and fallback) decodes').toBe(true);
      await grid.getByRole('radio', { name: 'Corner bracket' }).focus(); // the card covers its radio: keyboard, as users do
      await page.keyboard.press('Space');
      await expect(grid.getByRole('radio', { name: 'Corner bracket' })).toBeChecked();
      await page.getByRole('button', { name: 'Submit' }).click();
      expect(await shown(page)).toEqual({ action: 'accept', content: { part: 'bracket' } });
    });

    test('<elicitation-form> (element.html): adopted styles, pattern checks and an exact answer', async ({ page }) => {
      await page.addInitScript(() => {
        const results: unknown[] = ((window as unknown as { elicitResults: unknown[] }).elicitResults = []);
        document.addEventListener('elicitation-result', (event) => results.push((event as CustomEvent).detail));
      });
      await page.goto(`${app.origin}/element.html`);
      const element = page.locator('elicitation-form');
      await expect(element).toHaveAttribute('status', 'editing');
      await element.evaluate((node, request) => { (node as unknown as { request: unknown }).request = request; },
        { message: textKinds.message, requestedSchema: textKinds.requestedSchema });
      const header = element.locator('[part~="header"]');
      expect(await header.evaluate((node) => getComputedStyle(node).borderBottomStyle)).toBe('solid'); // styled
      await element.getByRole('textbox', { name: /Event name/ }).fill('abc');
      await element.getByRole('textbox', { name: /Contact email/ }).fill('host@example.com');
      await element.getByRole('textbox', { name: /Room code/ }).fill('abc-12'); // the server's pattern wants capitals
      await element.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect(element.getByRole('textbox', { name: /Room code/ })).toHaveAttribute('aria-invalid', 'true');
      await element.getByRole('textbox', { name: /Room code/ }).fill('ABC-12');
      await element.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect(element).toHaveAttribute('status', 'accepted');
      expect(await page.evaluate(() => (window as unknown as { elicitResults: unknown[] }).elicitResults)).toEqual([
        { action: 'accept', content: { name: 'abc', contact: 'host@example.com', code: 'ABC-12' } },
      ]);
    });
  });
}

/**
 * Server rendering and hydration (issue 11, SPEC §8): every fixture of the corpus is rendered in Node with
 * `react-dom/static`'s `prerender` (it waits for lazy fields), and with `renderToString` from the kit's server
 * entry (no preload call), then hydrated with `hydrateRoot` in Chromium.
 * React must report no hydration warning or recoverable error, and Submit must give exactly the result of a
 * client-only render of the same form. The browser runs in another time zone than the server on purpose.
 *
 * The spec builds its own small app with Vite (a development client build, so React logs every mismatch, and an
 * SSR build of the renderer) into a scratch folder; pages are served through `page.route`, so no port is used. Each
 * worker reuses one page for its tests.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { allFixtures, type FormFixture } from '../src/fixtures/index.ts';
import type { SsrPageProps } from './ssr/app.tsx';
import type { SsrProbe } from './ssr/client.tsx';

const root = resolve(import.meta.dirname, '..');
const ORIGIN = 'http://ssr.test';
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json' };
const BLANK_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';
let outDir = '';
let renderPage: (props: SsrPageProps) => Promise<string>;
let renderStringPage: (props: SsrPageProps) => Promise<string>;

/** What React or the page complained about since the last `open`. */
let complaints: string[] = [];

/**
 * One page per worker, reused by every test (a new context and page per test cost more than a test's own work):
 * it serves the server-rendered page (`/?fixture=…&mode=…`) and the client build, and collects every complaint.
 */
const test = base.extend<object, { ssrPage: Page }>({
  ssrPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, userAgent, deviceScaleFactor } = workerInfo.project.use;
      // UTC+14 in the browser: date-times differ from the server's.
      const zone = { timezoneId: 'Pacific/Kiritimati', locale: 'en-US' };
      const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, ...zone });
      const page = await context.newPage();
      // Thumbnails point at example hosts that don't exist here: every image gets the same blank picture.
      await page.route((url) => url.origin !== ORIGIN, (route) => route.fulfill({ contentType: 'image/svg+xml', body: BLANK_SVG }));
      await page.route(`${ORIGIN}/**`, async (route) => {
        const url = new URL(route.request().url());
        if (url.pathname === '/') {
          const props = { fixtureId: url.searchParams.get('fixture') ?? '', mode: url.searchParams.get('mode') as SsrPageProps['mode'] };
          await route.fulfill({ contentType: 'text/html', body: await (props.mode === 'string' ? renderStringPage : renderPage)(props) });
          return;
        }
        const file = join(outDir, 'client', url.pathname);
        if (!file.startsWith(join(outDir, 'client')) || !existsSync(file)) {
          complaints.push(`missing file: ${url.pathname}`);
          await route.fulfill({ status: 404, body: 'not found' });
          return;
        }
        await route.fulfill({ contentType: TYPES[extname(file)] ?? 'application/octet-stream', body: readFileSync(file) });
      });
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') complaints.push(`console.${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => complaints.push(`pageerror: ${error.message}`));
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

// Each worker builds once (beforeAll, a few seconds) and takes its share of the fixtures in parallel with the
// others; the server side runs in UTC unless TZ says otherwise.
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  mkdirSync(join(root, 'dist'), { recursive: true });
  outDir = mkdtempSync(join(root, 'dist', 'ssr-check-'));
  const shared = { configFile: false as const, root, logLevel: 'warn' as const, mode: 'development', plugins: [react()] };
  await build({
    ...shared,
    define: { 'process.env.NODE_ENV': '"development"' }, // React's development build: it logs every mismatch
    build: {
      outDir: join(outDir, 'client'), emptyOutDir: true, minify: false,
      rolldownOptions: {
        input: join(root, 'e2e/ssr/client.tsx'),
        output: { entryFileNames: 'client.js', chunkFileNames: '[name]-[hash].js', assetFileNames: 'client[extname]' },
      },
    },
  });
  await build({
    ...shared,
    // React bundled into the renderer, in its development build: the worker process may already hold React modules
    // loaded under another NODE_ENV (another spec's Vite build sets it), and a development `react/jsx-runtime` with a
    // production `react-dom/static` fails ("dispatcher.getOwner is not a function").
    define: { 'process.env.NODE_ENV': '"development"' },
    ssr: { noExternal: true },
    build: {
      ssr: join(root, 'e2e/ssr/render.tsx'), outDir: join(outDir, 'server'), emptyOutDir: true, minify: false,
      rolldownOptions: { output: { entryFileNames: 'render.js' } },
    },
  });
  // renderToString with the server entry: a build of its own, so the eager widgets don't reach render.js.
  await build({
    ...shared,
    define: { 'process.env.NODE_ENV': '"development"' },
    ssr: { noExternal: true },
    build: {
      ssr: join(root, 'e2e/ssr/renderString.tsx'), outDir: join(outDir, 'server-string'), emptyOutDir: true, minify: false,
      rolldownOptions: { output: { entryFileNames: 'renderString.js' } },
    },
  });
  const server = (await import(pathToFileURL(join(outDir, 'server/render.js')).href)) as { renderPage: typeof renderPage };
  renderPage = server.renderPage;
  const stringServer = (await import(pathToFileURL(join(outDir, 'server-string/renderString.js')).href)) as { renderStringPage: typeof renderStringPage };
  renderStringPage = stringServer.renderStringPage;
});

test.afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** Opens the fixture's page in `mode` and waits until it settled; returns what was complained about meanwhile. */
async function open(page: Page, fixture: FormFixture, mode: SsrPageProps['mode']): Promise<string[]> {
  complaints = [];
  await page.goto(`${ORIGIN}/?${new URLSearchParams({ fixture: fixture.id, mode })}`);
  await page.waitForFunction(settled);
  return complaints;
}

/**
 * The page is done: React committed, every lazy widget's code arrived and rendered (a client render shows a busy
 * placeholder until then, and so does a boundary that got an update before it hydrated), and every element of the
 * server HTML was hydrated (React tags each node it owns; a Suspense boundary still waiting for its chunk keeps the
 * server's untagged nodes). Exact, where waiting for the network to go quiet cost half a second per page.
 */
function settled(): boolean {
  const root = document.getElementById('root');
  if (window.ssrProbe?.committed !== true || !root || root.querySelector('[aria-busy="true"]')) return false;
  const ownedByReact = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
  return [...root.querySelectorAll('*')].every(ownedByReact);
}

interface Outcome {
  /** What each control shows after hydration (value, or checked state), in document order. */
  shown: string[];
  results: SsrProbe['results'];
  status: string | null;
  announced: string;
}

/** Presses the form's main button (Submit, or Dismiss on an unsupported form) and reads what happened. */
async function answer(page: Page, fixture: FormFixture): Promise<Outcome> {
  const form = page.locator('[data-status]').first();
  // The form's own live region comes after its fields: it names the answer sent, or how many fields need work.
  const statusLine = form.getByRole('status').last();
  const shown = await form.locator('input, select, textarea').evaluateAll((controls) =>
    controls.map((control) => {
      const input = control as HTMLInputElement;
      return input.type === 'checkbox' || input.type === 'radio' ? String(input.checked) : input.value;
    }),
  );
  await page.getByRole('button', { name: fixture.supported ? 'Submit' : 'Dismiss' }).click();
  await expect(statusLine).not.toHaveText('');
  return {
    shown,
    results: await page.evaluate(() => window.ssrProbe.results),
    status: await form.getAttribute('data-status'),
    announced: (await statusLine.textContent()) ?? '',
  };
}

test('the corpus has forms to render', () => {
  expect(allFixtures.filter((fixture) => fixture.supported).length).toBeGreaterThan(40);
});

for (const fixture of allFixtures) {
  test(`${fixture.id}: server HTML hydrates without a mismatch and answers like a client render`, async ({ ssrPage: page }) => {
    const html = await renderPage({ fixtureId: fixture.id, mode: 'hydrate' });
    expect(html, 'the server HTML holds the whole form').toContain('data-status="editing"');

    const complaints = await open(page, fixture, 'hydrate');
    const hydrateErrors = await page.evaluate(() => window.ssrProbe.errors);
    const hydrated = await answer(page, fixture);
    expect([...complaints, ...hydrateErrors], 'hydration warnings and errors').toEqual([]);

    // renderToString, no preload call: the very HTML prerender waited for, and it hydrates as cleanly.
    expect(await renderStringPage({ fixtureId: fixture.id, mode: 'hydrate' }), 'renderToString gives the whole form').toBe(html);
    const stringComplaints = await open(page, fixture, 'string');
    const stringErrors = await page.evaluate(() => window.ssrProbe.errors);
    const fromString = await answer(page, fixture);
    expect([...stringComplaints, ...stringErrors], 'hydration warnings and errors after renderToString').toEqual([]);

    const clientComplaints = await open(page, fixture, 'client');
    const clientOnly = await answer(page, fixture);
    expect(clientComplaints).toEqual([]);

    expect(hydrated).toEqual(clientOnly);
    expect(fromString).toEqual(clientOnly);
    // Not vacuous: a supported form sends its example answer (or, like the 2025-11-25 schema-types example
    // whose default breaks its own pattern, refuses it with an announcement); an unsupported one is dismissed.
    if (hydrated.results.length === 0) expect(hydrated.status).toBe('editing');
    else expect(hydrated.results).toEqual([expect.objectContaining({ action: fixture.supported ? 'accept' : 'cancel' })]);
  });
}

/**
 * Server rendering and hydration (docs/behaviour.md §8.2): every fixture of the corpus is rendered in Node with
 * `react-dom/static`'s `prerender` (it waits for lazy fields), and with `renderToString` from the kit's server
 * entry (no preload call), which must give the very same HTML; that HTML is hydrated with `hydrateRoot` in Chromium.
 * React must report no hydration warning or recoverable error, and Submit must give exactly the result of a
 * client-only render of the same form. The browser runs in another time zone than the server on purpose.
 *
 * The spec builds its own small app with Vite (a development client build, so React logs every mismatch, and an
 * SSR build of the renderer) into a scratch folder; pages are served through `page.route`, so no port is used. Each
 * worker reuses one page for its tests. Page visits are most of the spec's time, so a test makes one of its own (its
 * fixture's server HTML, hydrated), and the client-only renders it compares with are batched: one visit renders
 * several fixtures from scratch, each in its own root, and each test reads its own fixture's outcome.
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
let visits = 0;

/** What React or the page complained about since the last `open`. */
let complaints: string[] = [];
/** The documents served at `ORIGIN/?…`, by query: each visit's page, put up by `open`. */
const pages = new Map<string, string>();

/**
 * One page per worker, reused by every test (a new context and page per test cost more than a test's own work):
 * it serves the page `open` put up (`/?…`) and the client build, and collects every complaint.
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
          // The document the test put up for this visit (rendered once, in the test).
          const html = pages.get(url.search);
          if (html === undefined) complaints.push(`no page for ${url.search}`);
          await route.fulfill({ contentType: 'text/html', status: html === undefined ? 404 : 200, body: html ?? 'no such page' });
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

/** Opens `html` as a new document and waits until it settled; returns what was complained about meanwhile. */
async function open(page: Page, html: string): Promise<string[]> {
  complaints = [];
  const query = `?visit=${(visits += 1)}`;
  pages.clear();
  pages.set(query, html);
  await page.goto(`${ORIGIN}/${query}`);
  await page.waitForFunction(settled);
  return complaints;
}

/**
 * The page is done: React committed every root, every lazy widget's code arrived and rendered (a client render shows
 * a busy placeholder until then, and so does a boundary that got an update before it hydrated), and every element of
 * the server HTML was hydrated (React tags each node it owns; a Suspense boundary still waiting for its chunk keeps
 * the server's untagged nodes). Exact, where waiting for the network to go quiet cost half a second per page.
 */
function settled(): boolean {
  const roots = [...document.querySelectorAll<HTMLElement>('[data-ssr-root]')];
  const ownedByReact = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
  return roots.length > 0 && roots.every((root) => window.ssrProbes?.[root.dataset.ssrRoot!]?.committed === true
    && !root.querySelector('[aria-busy="true"]') && [...root.querySelectorAll('*')].every(ownedByReact));
}

interface Outcome {
  /** What each control shows after hydration (value, or checked state), in document order. */
  shown: string[];
  results: SsrProbe['results'];
  status: string | null;
  announced: string;
}

/** The root of `fixture`'s form on the page (the page's only one, or one of a client-only batch). */
const rootOf = (page: Page, fixture: FormFixture) => page.locator(`[data-ssr-root="${fixture.id}"]`);

/** The form's main button: Submit; Allow on a form with no properties (docs/behaviour.md §13.3); Dismiss on an unsupported one. */
function mainButton(fixture: FormFixture): string {
  if (!fixture.supported) return 'Dismiss';
  const properties = fixture.requestedSchema.properties;
  return typeof properties === 'object' && properties !== null && Object.keys(properties).length === 0 ? 'Allow' : 'Submit';
}

/** Presses the form's main button and reads what happened. */
async function answer(page: Page, fixture: FormFixture): Promise<Outcome> {
  const root = rootOf(page, fixture);
  const form = root.locator('[data-status]').first();
  // The form's own live region comes after its fields: it names the answer sent, or how many fields need work.
  const statusLine = form.getByRole('status').last();
  const shown = await form.locator('input, select, textarea').evaluateAll((controls) =>
    controls.map((control) => {
      const input = control as HTMLInputElement;
      return input.type === 'checkbox' || input.type === 'radio' ? String(input.checked) : input.value;
    }),
  );
  await root.getByRole('button', { name: mainButton(fixture) }).click();
  await expect(statusLine).not.toHaveText('');
  return {
    shown,
    results: await page.evaluate((id) => window.ssrProbes[id]!.results, fixture.id),
    status: await form.getAttribute('data-status'),
    announced: (await statusLine.textContent()) ?? '',
  };
}

/** What a client-only render of a fixture gave: its outcome, and what was complained about while it rendered. */
interface ClientRender {
  complaints: string[];
  outcome: Outcome;
}

/** How many fixtures one client-only visit renders: each test needs one, and a visit costs more than a form. */
const CLIENT_BATCH = 8;
/** Client-only renders done ahead, by fixture id; only ones with nothing to blame on another fixture are kept. */
const clientRenders = new Map<string, ClientRender>();

/**
 * `fixture` rendered from scratch in a client-only page and answered. One visit renders it with the next fixtures of
 * the corpus (the worker's next tests, ahead of time), each in its own root, so every form starts as a fresh page's
 * does: lazy widgets not loaded yet. A fixture's outcome is kept only if nothing went wrong that another form of the
 * batch could have caused (a console message, a page error, a failed answer); otherwise, and for a fixture no batch
 * covered, it gets a visit of its own, so each test reports its own fixture's complaints, as before.
 */
async function clientRender(page: Page, fixture: FormFixture): Promise<ClientRender> {
  const done = clientRenders.get(fixture.id);
  clientRenders.delete(fixture.id);
  if (done) return done;
  const start = allFixtures.indexOf(fixture) + 1;
  const batch = [fixture, ...allFixtures.slice(start, start + CLIENT_BATCH - 1).filter((next) => !clientRenders.has(next.id))];
  if (batch.length > 1) {
    const shared = await open(page, await renderPage({ mode: 'client', fixtureIds: batch.map((entry) => entry.id) }));
    const outcomes = new Map<string, Outcome>();
    for (const entry of batch) {
      const outcome = await answer(page, entry).catch(() => undefined);
      if (outcome) outcomes.set(entry.id, outcome);
    }
    // Console messages and page errors can't be told apart by form: any of them, and every form gets a visit of
    // its own. React's own reports are per root.
    if (shared.length === 0) {
      for (const [id, outcome] of outcomes) clientRenders.set(id, { complaints: await rootErrors(page, id), outcome });
    }
    const mine = clientRenders.get(fixture.id);
    clientRenders.delete(fixture.id);
    if (mine) return mine;
  }
  const alone = await open(page, await renderPage({ mode: 'client', fixtureIds: [fixture.id] }));
  const outcome = await answer(page, fixture);
  return { complaints: [...alone, ...(await rootErrors(page, fixture.id))], outcome };
}

/** What React reported for one root (onRecoverableError, onCaughtError, onUncaughtError). */
function rootErrors(page: Page, fixtureId: string): Promise<string[]> {
  return page.evaluate((id) => window.ssrProbes[id]!.errors, fixtureId);
}

test('the corpus has forms to render', () => {
  expect(allFixtures.filter((fixture) => fixture.supported).length).toBeGreaterThan(40);
});

for (const fixture of allFixtures) {
  test(`${fixture.id}: server HTML hydrates without a mismatch and answers like a client render`, async ({ ssrPage: page }) => {
    const html = await renderPage({ mode: 'hydrate', fixtureId: fixture.id });
    expect(html, 'the server HTML holds the whole form').toContain('data-status="editing"');
    // renderToString, no preload call: the very HTML prerender waited for, so hydrating it once (below) is
    // hydrating both, byte for byte.
    expect(await renderStringPage({ mode: 'hydrate', fixtureId: fixture.id }), 'renderToString gives the whole form').toBe(html);

    const complaints = await open(page, html);
    const hydrateErrors = await rootErrors(page, fixture.id);
    const hydrated = await answer(page, fixture);
    expect([...complaints, ...hydrateErrors], 'hydration warnings and errors (prerender and renderToString HTML)').toEqual([]);

    const client = await clientRender(page, fixture);
    expect(client.complaints).toEqual([]);

    expect(hydrated).toEqual(client.outcome);
    // Not vacuous: a supported form sends its example answer (or, like the 2025-11-25 schema-types example
    // whose default breaks its own pattern, refuses it with an announcement); an unsupported one is dismissed.
    if (hydrated.results.length === 0) expect(hydrated.status).toBe('editing');
    else expect(hydrated.results).toEqual([expect.objectContaining({ action: fixture.supported ? 'accept' : 'cancel' })]);
  });
}

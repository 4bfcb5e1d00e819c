/**
 * `elicit-kit/element` is ONE file (docs/behaviour.md §8.7): builds it fresh (`vite build -c vite.element.config.ts`, as
 * `npm run build:lib` does) into a scratch folder, copies only `element.js` next to a plain HTML page in another
 * folder, serves that folder and answers a form in Chromium. The file must import nothing, be fully minified, carry
 * the licences of the code it inlines, and its source map must not embed third-party sources (item 5).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { test, expect } from '@playwright/test';

const root = resolve(import.meta.dirname, '..');
let buildDir = '';
let pageDir = '';
let server: Server | undefined;
let origin = '';
const requested: string[] = [];

// The build in beforeAll takes a few seconds; the page test itself is quick.
test.describe.configure({ mode: 'default', timeout: 120_000 });

test.beforeAll(async () => {
  mkdirSync(join(root, 'dist'), { recursive: true });
  buildDir = mkdtempSync(join(root, 'dist', 'element-check-'));
  const build = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '-c', 'vite.element.config.ts', '--outDir', buildDir, '--emptyOutDir'],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
  );
  if (build.status !== 0) throw new Error(`element build failed:\n${build.stdout}${build.stderr}`);

  // A folder outside the project holding the one file and a page: nothing else can resolve.
  pageDir = mkdtempSync(join(root, 'dist', 'element-page-'));
  copyFileSync(join(buildDir, 'element.js'), join(pageDir, 'element.js'));
  writeFileSync(join(pageDir, 'index.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>element alone</title></head>
<body>
  <elicitation-form theme="light"></elicitation-form>
  <script type="module">
    import './element.js';
    const form = document.querySelector('elicitation-form');
    form.addEventListener('elicitation-result', (event) => { (window.results ??= []).push(event.detail); });
    form.request = {
      message: 'Book a table',
      requestedSchema: {
        type: 'object',
        properties: {
          name: { type: 'string', title: 'Name' },
          guests: { type: 'integer', title: 'Guests', minimum: 1 },
          terrace: { type: 'boolean', title: 'Terrace' },
          time: { type: 'string', title: 'Time', enum: ['19:00', '21:00'] },
        },
        required: ['name', 'guests'],
      },
    };
  </script>
</body></html>`);
  const files: Record<string, string> = { '/': 'index.html', '/index.html': 'index.html', '/element.js': 'element.js' };
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    requested.push(path);
    const file = files[path];
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html' });
    response.end(readFileSync(join(pageDir, file)));
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  for (const dir of [buildDir, pageDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

test('element.js alone next to a page renders a form and answers with the exact {action, content}', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  await page.goto(`${origin}/`);
  const form = page.locator('elicitation-form');
  await expect(form).toHaveAttribute('status', 'editing');
  await form.getByRole('textbox', { name: /^Name/ }).fill('Ada');
  await form.getByRole('spinbutton', { name: /Guests/ }).fill('4');
  await form.getByRole('checkbox', { name: 'Terrace' }).check();
  await form.getByRole('radio', { name: '21:00' }).check();
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(form).toHaveAttribute('status', 'accepted');
  const results = await page.evaluate(() => (window as unknown as { results: unknown[] }).results);
  expect(JSON.stringify(results)).toBe(JSON.stringify([
    { action: 'accept', content: { name: 'Ada', guests: 4, terrace: true, time: '21:00' } },
  ]));
  expect(errors).toEqual([]);
  // Only the page and the one file were fetched: no sibling chunk, lazy widget or validator.
  expect(requested).toEqual(['/', '/element.js']);
});

test('element.js imports nothing, is minified and carries the licences of what it inlines', () => {
  const code = readFileSync(join(buildDir, 'element.js'), 'utf8');
  // Booleans, not the 500 kB text, in a failure message.
  expect(/\bimport\s*\(/.test(code), 'import()').toBe(false);
  expect(/(?:^|[;}\s])import\s*[\w{*"']/m.test(code), 'import statement').toBe(false);
  expect(/\bfrom\s*["']/.test(code), 'import … from').toBe(false);
  // Fully minified: besides the licence comments and the source-map line, the code is a handful of long lines.
  const withoutLicences = code.replace(/\/\*![\s\S]*?\*\//g, '');
  const codeLines = withoutLicences.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('//# sourceMappingURL'));
  expect(codeLines.length).toBeLessThan(20);
  expect(withoutLicences.includes('// components/'), 'module path comments').toBe(false);
  const firstLine = code.split('\n', 1)[0]!;
  for (const name of ['react', 'react-dom', 'scheduler', '@cfworker/json-schema']) {
    expect(firstLine, name).toContain(` ${name} `);
  }
  expect(code).toContain('Copyright (c) Meta Platforms, Inc. and affiliates.'); // React's MIT notice, verbatim
  expect(readFileSync(join(buildDir, 'THIRD-PARTY-NOTICES.txt'), 'utf8')).toMatch(/^@cfworker\/json-schema \d/m);
  test.info().annotations.push({
    type: 'element.js size',
    description: `${code.length} bytes, ${gzipSync(code).length} bytes gzip`,
  });
});

test("the element's source map keeps the kit's sources and no third-party source text", () => {
  const map = JSON.parse(readFileSync(join(buildDir, 'element.js.map'), 'utf8')) as { sources: string[]; sourcesContent: (string | null)[] };
  const thirdParty = map.sources.map((source, index) => ({ source, content: map.sourcesContent[index] }))
    .filter(({ source }) => source.includes('node_modules/'));
  expect(thirdParty.length).toBeGreaterThan(0);
  expect(thirdParty.filter(({ content }) => content !== null).map(({ source }) => source)).toEqual([]);
  const ownIndex = map.sources.findIndex((source) => source.endsWith('components/element/index.ts'));
  expect(map.sourcesContent[ownIndex]).toContain('elicitation-form');
});

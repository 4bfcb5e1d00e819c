/**
 * The benchmark's host apps, shared by the side-by-side benchmark (`run.mjs`) and the main-thread trace
 * (`trace.mjs`): the library built as a host installs it, one Vite app per renderer (`bench/apps/<renderer>`), a
 * plain static server for them on loopback, and the browser that measures them.
 */
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';

const ROOT = resolve(import.meta.dirname, '..');
/** Where the host apps are built (git-ignored). */
export const OUT = resolve(import.meta.dirname, '.out');

/** Chunks split out of every host app so their bytes can be told apart (see report.mjs). */
const CHUNK_GROUPS = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'vendor-ajv', test: /node_modules[\\/](ajv|ajv-formats|fast-deep-equal|fast-uri|json-schema-traverse)[\\/]/ },
  { name: 'bench-schemas', test: /bench[\\/]apps[\\/]shared[\\/]|src[\\/]fixtures[\\/]manyFields/ },
];

/** Builds the library (`vite build --mode lib`) and links it as `elicit-kit`, so the kit apps import it as a host does. */
export async function buildLibrary() {
  await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), mode: 'lib', logLevel: 'warn' });
  // `bench/node_modules/elicit-kit` → the repository: the apps resolve the package through its `exports`.
  const dir = join(import.meta.dirname, 'node_modules');
  mkdirSync(dir, { recursive: true });
  const link = join(dir, 'elicit-kit');
  if (!existsSync(link)) symlinkSync(ROOT, link, 'dir');
}

/** Builds the host app of `renderer` (`bench/apps/<renderer>`) with Vite into `outDir`. */
export async function buildApp(renderer, outDir, plugins = []) {
  await build({
    root: join(import.meta.dirname, 'apps', renderer),
    configFile: false,
    base: './',
    logLevel: 'warn',
    plugins: [react(), ...plugins],
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
    },
  });
}

/** Serves `dir` on 127.0.0.1:`port`, uncached, so every fresh page loads everything again. */
export function serve(dir, port) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://x').pathname;
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    response.end(readFileSync(file));
  });
  server.listen(port, '127.0.0.1');
  return server;
}

/** The Chromium both benchmarks measure in, with the same flags: Debian's unless CHROMIUM_PATH says otherwise. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-quic', '--no-sandbox'],
  });
}

/** Waits for the page's own "mounted" message (see `recordMount` in apps/shared/schemas.js). */
export function pageMounted(page) {
  return page.waitForEvent('console', { predicate: (message) => message.text() === 'bench:mounted', timeout: 120_000 });
}

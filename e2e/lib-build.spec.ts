/**
 * The published library build (docs/behaviour.md §8.5): every chunk of the React entry starts with `"use client"` so Next.js
 * server components can import the kit, while `elicit-kit/core` and `elicit-kit/testing` (and every chunk they
 * load) carry no directive and no React, and the `react-server` entry (rsc.js) gives the React Server Components
 * graph the React-free names for real. Builds the library fresh (`vite build --mode lib`, the same command as
 * `npm run build:lib`) into a scratch folder, then reads the files. No browser.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, posix, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test, expect } from '@playwright/test';

const root = resolve(import.meta.dirname, '..');
/** The shipped catalogues: `elicit-kit/locales/<tag>`, each its own entry (components/locales/preferred.ts). */
const LOCALES = ['fr', 'de', 'es', 'pt-BR', 'it', 'ja', 'ko', 'zh-Hans'];
let outDir = '';
let buildLog = '';

test.describe.configure({ mode: 'default', timeout: 180_000 });

test.beforeAll(() => {
  // Inside the project so the built files resolve react & co. from node_modules, like a consumer's would.
  mkdirSync(join(root, 'dist'), { recursive: true });
  outDir = mkdtempSync(join(root, 'dist', 'lib-check-'));
  const build = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'lib', '--outDir', outDir, '--emptyOutDir'],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
  );
  buildLog = `${build.stdout}${build.stderr}`;
  if (build.status !== 0) throw new Error(`vite build --mode lib failed:\n${buildLog}`);
});

test.afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

// Relative specifiers of chunk imports: static ones (`from "./x.js"`, `import "./x.js"`), and with them `import("./x.js")`.
const STATIC_IMPORTS = /\b(?:from|import)\s*["'](\.\.?\/[^"']+)["']/g;
const ALL_IMPORTS = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.\.?\/[^"']+)["']/g;

/** The chunk files `file` imports (matched by `imports`), relative to the output folder. */
function importsOf(file: string, imports: RegExp): string[] {
  const code = readFileSync(join(outDir, file), 'utf8');
  return [...code.matchAll(imports)].map((m) => posix.join(posix.dirname(file), m[1]!));
}

/**
 * Files `entry` reaches, through `import()` too unless `staticOnly` (what its first load costs), never entering the
 * files of `boundaries` (the React entry, seen from the react-server entry: a client boundary, not its code).
 */
function reachableFrom(entry: string, staticOnly = false, boundaries: readonly string[] = []): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || boundaries.includes(file) || !existsSync(join(outDir, file))) continue;
    seen.add(file);
    queue.push(...importsOf(file, staticOnly ? STATIC_IMPORTS : ALL_IMPORTS));
  }
  return seen;
}

/** The first statement of a module: its text after leading comments and blank space. */
function firstStatement(file: string): string {
  const code = readFileSync(join(outDir, file), 'utf8');
  return code.replace(/^(?:\s+|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/, '').split(/[;\n]/, 1)[0]!;
}

test('every chunk of the React entry starts with "use client"', () => {
  // `elicit-kit/fixtures/stories` renders stories with the form, so it is a client entry too; `elicit-kit/ajv` and the
  // corpus data (`elicit-kit/fixtures`) are server-safe, and so are the catalogues (plain data a server renders with too).
  const serverSide = new Set([...reachableFrom('core.js'), ...reachableFrom('testing.js'), ...reachableFrom('ajv.js'), ...reachableFrom('fixtures.js'),
    ...reachableFrom('relay.js'), ...reachableFrom('relay/redis.js'), ...reachableFrom('stacks.js'), ...LOCALES.flatMap((locale) => [...reachableFrom(`locales/${locale}.js`)])]);
  const clientOnly = [...new Set([...reachableFrom('index.js'), ...reachableFrom('server.js'), ...reachableFrom('fixtures/stories.js')])]
    .filter((file) => !serverSide.has(file));
  expect(clientOnly).toContain('index.js');
  for (const file of clientOnly) expect(firstStatement(file), file).toBe('"use client"');
  test.info().annotations.push({ type: 'client chunks', description: clientOnly.join(', ') });
});

test('core, testing, relay and react-server chunks carry no directive and never import React', () => {
  const serverSide = [...new Set([...reachableFrom('core.js'), ...reachableFrom('testing.js'), ...reachableFrom('fixtures.js'),
    ...reachableFrom('relay.js'), ...reachableFrom('relay/redis.js'), ...reachableFrom('stacks.js'), ...reachableFrom('rsc.js', false, ['index.js'])])];
  expect(serverSide).toEqual(expect.arrayContaining(['core.js', 'testing.js', 'relay.js', 'relay/redis.js', 'stacks.js', 'rsc.js']));
  for (const file of serverSide) {
    expect(firstStatement(file), file).not.toMatch(/^["']use (client|server)["']$/);
    expect(readFileSync(join(outDir, file), 'utf8'), file).not.toMatch(/from\s*["'](react|react-dom)(\/[^"']*)?["']/);
  }
});

test('each shipped catalogue is its own chunk: the React entry reaches it only through import(), when chosen', () => {
  const firstLoad = reachableFrom('index.js', true);
  const onDemand = reachableFrom('index.js');
  for (const locale of LOCALES) {
    const file = `locales/${locale}.js`;
    expect(firstLoad.has(file), `${file} on the first load`).toBe(false);
    expect(onDemand.has(file), `${file} reachable from index.js`).toBe(true);
    expect(readFileSync(join(outDir, file), 'utf8'), file).not.toMatch(/from\s*["'](react|react-dom)["']/);
  }
});

test('every emitted JavaScript file is an entry or reachable from one', () => {
  const entries = ['index.js', 'server.js', 'rsc.js', 'core.js', 'testing.js', 'fixtures.js', 'fixtures/stories.js', 'ajv.js',
    ...LOCALES.map((locale) => `locales/${locale}.js`), 'relay.js', 'relay/redis.js', 'stacks.js'];
  const reached = new Set(entries.flatMap((entry) => [...reachableFrom(entry)]));
  const emitted = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => file.endsWith('.js'));
  expect(emitted.filter((file) => !reached.has(file))).toEqual([]);
});

/**
 * The chunk manifest: the modules in each chunk vite.config.ts names by matching file paths (`widgetChunks`), and in
 * the draft store's chunk (named by its file; e2e/element.spec.ts holds it back by that name). Moving or renaming a
 * file can silently move it to another chunk, or into every form's first load (docs/behaviour.md §14.1): this test
 * fails instead. After a deliberate change (a new file in a widget's folder, a move), change the list with it.
 * Packages are listed by name.
 */
const CHUNK_MANIFEST: Record<string, string[]> = {
  'draftStore': ['components/form/drafts/draftStore.ts', 'components/form/drafts/keys.ts', 'components/form/drafts/storage.ts'],
  'resource-picker': [
    'components/fields/ResourcePicker/AddControl.tsx', 'components/fields/ResourcePicker/ItemRows.tsx',
    'components/fields/ResourcePicker/OptionChooser.tsx', 'components/fields/ResourcePicker/OptionParts.tsx',
    'components/fields/ResourcePicker/ResourcePicker.tsx', 'components/fields/ResourcePicker/VirtualCollection.tsx',
    'components/fields/ResourcePicker/collectItems.ts', 'components/fields/ResourcePicker/friendlyType.ts',
    'components/fields/ResourcePicker/gridColumns.ts', 'components/fields/ResourcePicker/itemText.ts',
    'components/fields/ResourcePicker/useDropTarget.ts', 'components/fields/ResourcePicker/usePickerAdder.ts',
    'components/fields/ResourcePicker/usePickerSelection.ts',
  ],
  'thumbnails': [
    'components/fields/shared/ChoiceCards.tsx', 'components/fields/shared/ThumbnailCard.tsx', 'components/fields/shared/ThumbnailGrid.tsx',
    'components/fields/shared/thumbnailSource.ts', 'components/fields/shared/useGridKeys.ts',
  ],
  'url-analysis': ['src/url/analyze.ts', 'src/url/punycode.ts', 'src/url/scripts.ts', 'tldts', 'tldts-core'],
  'url-consent': ['components/url/UrlConsentView.tsx', 'components/url/UrlDetails.tsx', 'components/url/WarningText.tsx'],
  'validator': [
    'src/validate/budget.ts', 'src/validate/cfworker.ts', 'src/validate/cfworkerIssues.ts', 'src/validate/compile.ts',
    'src/validate/engineSchema.ts', 'src/validate/fieldRules.ts', 'src/validate/index.ts', 'src/validate/issueMessages.ts',
    'src/validate/limits.ts', 'src/validate/listRules.ts', 'src/validate/rules.ts', 'src/validate/sizes.ts',
    'src/validate/supported.ts',
  ],
  'widget-messages': [
    'components/messages/credentials.ts', 'components/messages/host.ts', 'components/messages/picker.ts',
    'components/messages/relay.ts', 'components/messages/stringList.ts', 'components/messages/suggestions.ts',
    'components/messages/url.ts', 'src/fileSize.ts',
  ],
  'widgets': [
    'components/fields/StringList/Chips.tsx', 'components/fields/StringList/EntryIssues.tsx', 'components/fields/StringList/ListHint.tsx',
    'components/fields/StringList/StringList.tsx', 'components/fields/StringList/entryKeys.ts', 'components/fields/StringList/stringListRules.ts',
    'components/fields/StringList/useEntryEditing.ts', 'components/fields/StringList/useEntryErrors.ts',
    'components/fields/TextSuggestions/MatchText.tsx', 'components/fields/TextSuggestions/SuggestionListbox.tsx',
    'components/fields/TextSuggestions/TextSuggestions.tsx', 'components/fields/TextSuggestions/filterSuggestions.ts',
    'components/fields/TextSuggestions/useSuggestionCombobox.ts', 'components/fields/TextSuggestions/useSuggestionPopup.ts',
  ],
};

test('the chunk manifest: every module vite.config.ts assigns by path is in its named chunk, and nothing else is', () => {
  const built: Record<string, string[]> = {};
  for (const map of readdirSync(outDir).filter((file) => file.endsWith('.js.map'))) {
    const name = map.replace(/-[\w-]{8}\.js\.map$/, ''); // chunk files are named `<name>-<8-character hash>.js`
    if (!(name in CHUNK_MANIFEST)) continue;
    expect(built[name], `one chunk named ${name}`).toBeUndefined();
    const { sources } = JSON.parse(readFileSync(join(outDir, map), 'utf8')) as { sources: string[] };
    const modules = sources.map((source) => relative(root, resolve(outDir, source)).split(sep).join('/'))
      .map((module) => module.match(/^node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1] ?? module);
    built[name] = [...new Set(modules)].sort();
  }
  expect(built).toEqual(CHUNK_MANIFEST);
});

test('the bundler kept the directive quietly (no "module level directive" warning)', () => {
  expect(buildLog).not.toMatch(/directive/i);
});

test('the built entries import and render in plain Node (no DOM), as a server would', () => {
  // A child process: no Playwright globals, no jsdom, just Node and react-dom/server.
  const script = `
    const kit = await import(${JSON.stringify(join(outDir, 'index.js'))});
    const core = await import(${JSON.stringify(join(outDir, 'core.js'))});
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const schema = { type: 'object', properties: { name: { type: 'string', title: 'Your name' } }, required: ['name'] };
    const html = renderToString(createElement(kit.ElicitationForm, { message: 'Who are you?', requestedSchema: schema, onResult() {} }));
    console.log(JSON.stringify({ html, windowType: typeof window, supported: core.checkSupport(schema).supported }));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  const result = JSON.parse(output) as { html: string; windowType: string; supported: boolean };
  expect(result.windowType).toBe('undefined');
  expect(result.supported).toBe(true);
  expect(result.html).toContain('Who are you?');
  expect(result.html).toContain('Your name');
});

test('the URL consent view and the Public Suffix List (tldts) load on demand (docs/behaviour.md §14.1)', () => {
  /** Files reachable from `entry` through static imports only (what a first load costs). */
  const staticImports = (file: string) =>
    [...readFileSync(join(outDir, file), 'utf8').matchAll(/\b(?:from|import)\s*["'](\.\/[^"']+)["']/g)].map((m) => m[1]!.slice(2));
  const seen = new Set<string>();
  const queue = ['index.js'];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(join(outDir, file))) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  const urlChunks = readdirSync(outDir).filter((file) => /^url-(consent|analysis)-.*\.js$/.test(file));
  expect(urlChunks).toHaveLength(2);
  for (const chunk of urlChunks) expect(seen.has(chunk), chunk).toBe(false);
  for (const file of seen) expect(readFileSync(join(outDir, file), 'utf8'), file).not.toMatch(/["']tldts["']/);
  // tldts is bundled into the analysis chunk (docs/behaviour.md §14.1: a host bundler could copy its data), with its licence.
  const analysis = readFileSync(join(outDir, urlChunks.find((chunk) => chunk.startsWith('url-analysis'))!), 'utf8');
  expect(analysis).toMatch(/^\/\*! elicit-kit[^\n]*Bundles tldts 7\.5\.4 \(MIT\)/);
  expect(analysis).not.toMatch(/["']tldts["']/);
});

test("in a host's production build, the URL consent view's chunk holds the view and tldts, once (docs/behaviour.md §14.1)", async () => {
  // A host that shows forms and URL consent (ElicitationDialog does both), built by Vite 8 with its defaults. Vite
  // inlines constants across modules, which copied tldts's 70 kB label string into each use when tldts came as
  // modules of its own: the chunk was 283 kB, 119 kB gzip, where tldts alone is about 47 kB gzip.
  const assets = await buildHostApp('url-host', [
    `import { createElement } from 'react';`,
    `import { createRoot } from 'react-dom/client';`,
    `import { ElicitationForm, UrlConsent } from ${JSON.stringify(join(outDir, 'index.js'))};`,
    `const root = createRoot(document.getElementById('root'));`,
    `root.render(location.hash ? createElement(UrlConsent, { url: location.hash.slice(1), message: 'Hi', onResult() {} })`,
    `  : createElement(ElicitationForm, { message: 'Hi', requestedSchema: { type: 'object', properties: {} }, onResult() {} }));`,
  ].join('\n'));
  const chunks = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const withView = chunks.filter((file) => readFileSync(join(assets, file), 'utf8').includes('elicit-url__refused'));
  expect(withView).toHaveLength(1);
  const chunk = readFileSync(join(assets, withView[0]!));
  const code = chunk.toString('utf8');
  // tldts's data once: a run of its label string appears in one place only.
  expect(code.split('orgmilcomschnetedugovdrr').length - 1).toBe(1);
  // Nothing of the form or the widgets rides along (their strings and classes).
  for (const other of ['Submit', 'elicit-form__fields', 'elicit-card__', 'Add files…', 'Enter to add', 'needs your input'])
    expect(code.includes(other), `the URL consent chunk holds "${other}"`).toBe(false);
  const gzip = gzipSync(chunk, { level: 9 }).length;
  test.info().annotations.push({ type: 'URL consent chunk', description: `${chunk.length} B raw, ${gzip} B gzip` });
  expect(chunk.length).toBeLessThan(160_000);
  expect(gzip).toBeLessThan(56_000);
});

test('styles.css stays within its budget, 6,000 B gzip (docs/behaviour.md §14.2): every host that shows a form pays for all of it', () => {
  const css = readFileSync(join(outDir, 'styles.css'));
  const gzip = gzipSync(css, { level: 9 }).length;
  test.info().annotations.push({ type: 'styles.css', description: `${css.length} B raw, ${gzip} B gzip` });
  // docs/behaviour.md §14.2. The relay's views (relay.css) and the modal dialog (dialog.css) are opt-in sheets, so a host
  // that shows forms inline pays for neither: 5,901 B when the dialog's rules moved out (6,337 B with them).
  expect(gzip).toBeLessThanOrEqual(6_000);
});

/** Builds a host app (`index.html` + `main.js` with `main`) with Vite's defaults; returns its assets folder. */
async function buildHostApp(name: string, main: string): Promise<string> {
  const { build } = await import('vite');
  const app = join(outDir, name);
  mkdirSync(app, { recursive: true });
  writeFileSync(join(app, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="./main.js"></script>');
  writeFileSync(join(app, 'main.js'), main);
  await build({ root: app, configFile: false, logLevel: 'silent', base: './', build: { outDir: join(app, 'out'), reportCompressedSize: false } });
  return join(app, 'out', 'assets');
}

test('browsers load the OpenAI widgets on demand; the server entry imports them, and renderToString gives them (docs/behaviour.md §8)', () => {
  // The long-list listbox of single choices loads on demand too (docs/behaviour.md §14.1: most choices are short radio lists).
  // Suggestions and the string list are one chunk (docs/behaviour.md §14.1), the picker and the long-list listbox one each.
  const widgets = readdirSync(outDir).filter((file) => /^(widgets|resource-picker|ChoiceSelect)-.*\.js$/.test(file));
  expect(widgets).toHaveLength(3);
  const firstLoad = reachableFrom('index.js', true);
  expect(widgets.filter((file) => firstLoad.has(file))).toEqual([]);
  const serverLoad = reachableFrom('server.js', true);
  expect(widgets.filter((file) => !serverLoad.has(file))).toEqual([]);
  // No preload call: what a Remix, Astro or custom Node server does with the `node` condition's entry.
  const script = `
    const kit = await import(${JSON.stringify(join(outDir, 'server.js'))});
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const uri = { type: 'string', format: 'uri' };
    const schema = { type: 'object', properties: {
      region: { type: 'string', title: 'Region', 'x-openai-suggestions': [{ const: 'eu-west-1' }, { const: 'us-east-1' }] },
      labels: { type: 'array', title: 'Labels', items: { type: 'string' } },
      files: { type: 'array', title: 'Files', items: uri, 'x-openai-input': { type: 'resource',
        options: [{ uri: 'file:///a.txt', name: 'a.txt' }] } },
      country: { type: 'string', title: 'Country', enum: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'Norway'], default: 'Norway' },
    } };
    console.log(renderToString(createElement(kit.ElicitationForm, { message: 'Deploy?', requestedSchema: schema, onResult() {} })));
  `;
  const html = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  expect(html).toContain('role="combobox"'); // the suggestions combobox
  expect(html).toContain('a.txt'); // the resource picker's option
  expect(html).toContain('aria-haspopup="listbox"'); // the long-list listbox's trigger…
  expect(html).toContain('>Norway</span>'); // …showing its default
  expect(html).not.toContain('aria-busy="true"'); // no loading placeholder
  expect(html).not.toContain('<!--$!-->'); // no boundary left to the client
});

/** What `elicit-kit` (or `elicit-kit/<subpath>`) resolves to with these conditions, in the scratch build. */
function resolveWith(conditions: string[], subpath = '.'): string | undefined {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, Record<string, string>> };
  /** Node's and bundlers' rule: the first key of the map that is one of the environment's conditions wins. */
  return Object.entries(manifest.exports[subpath]!).find(([key]) => key !== 'types' && [...conditions, 'default'].includes(key))?.[1];
}
const inScratchBuild = (target: string | undefined) => join(outDir, target!.replace(/^\.\/dist\/lib\//, ''));

test('package.json sends servers to the eager entry, browsers to the lazy one, React Server Components to the react-server one', () => {
  expect(resolveWith(['browser', 'import', 'module'])).toBe('./dist/lib/index.js'); // Vite, webpack, esbuild for browsers
  // The RSC graph's client references are what browsers load (Next.js resolves them there), so they stay the lazy
  // entry's: rsc.js re-exports index.js, and only its React-free names are its own.
  expect(resolveWith(['react-server', 'node', 'import'])).toBe('./dist/lib/rsc.js');
  expect(resolveWith(['node', 'import'])).toBe('./dist/lib/server.js'); // Node, Vite SSR, webpack for Node
  expect(resolveWith(['workerd', 'worker', 'browser', 'import'])).toBe('./dist/lib/server.js'); // Cloudflare
  expect(resolveWith(['edge-light', 'worker', 'browser', 'import'])).toBe('./dist/lib/server.js'); // Vercel edge
});

/**
 * What an RSC bundler does with a module whose first statement is `"use client"` (Next.js, react-server-dom-*): the
 * server never runs it; each of its exports becomes a client reference (`$$typeof: react.client.reference`), which
 * throws when the server calls it. A Node module hook that does the same, so a child process can import the build
 * the way a route handler does.
 */
const RSC_HOOKS = `
const CLIENT_REFERENCE = 'Symbol.for("react.client.reference")';
export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  if (loaded.format !== 'module') return loaded;
  const code = String(loaded.source);
  if (!/^(?:\\s+|\\/\\/[^\\n]*\\n|\\/\\*[\\s\\S]*?\\*\\/)*["']use client["']/.test(code)) return loaded;
  if (/\\bexport\\s*\\*/.test(code)) throw new Error(url + ': export * in a client module');
  const names = [...code.matchAll(/\\bexport\\s*\\{([^}]*)\\}/g)].flatMap((m) => m[1].split(','))
    .map((part) => part.trim().split(/\\s+as\\s+/).pop()).filter(Boolean);
  const source = names.map((name) => 'export const ' + name + ' = Object.defineProperties(function () { throw new Error('
    + JSON.stringify('Attempted to call ' + name + '() from the server but ' + name + ' is on the client') + '); }, { $$typeof: { value: '
    + CLIENT_REFERENCE + ' }, $$id: { value: ' + JSON.stringify(url + '#' + name) + ' } });').join('\\n');
  return { format: 'module', source, shortCircuit: true };
}
`;

/** Components and hooks (React's naming rule): client references everywhere on the server. */
const COMPONENT_OR_HOOK = /^(?:use[A-Z]|[A-Z][a-z])(?!.*Error$)/;
/**
 * React-free exports of the React entry left on the client, knowingly (README "Next.js and server rendering"): they
 * serve the browser (a queue or relay client a client component shows, drafts in the browser's storage, the widgets'
 * code), so a server calling one gets the RSC error, not an object nobody shows. Every other export must be real.
 */
const BROWSER_ONLY = ['createElicitationQueue', 'createElicitationRelay', 'createRelayClient', 'defaultRegistry', 'forgetDraft', 'forgetDrafts',
  'preloadAllFields', 'preloadFields'];

test('under react-server, elicit-kit gives the React-free names for real and components and hooks as client references', () => {
  const target = resolveWith(['react-server', 'node', 'import']);
  expect(firstStatement(target!.replace(/^\.\/dist\/lib\//, ''))).not.toMatch(/^["']use (client|server)["']$/);
  const hooks = join(outDir, 'rsc-hooks.mjs');
  writeFileSync(hooks, RSC_HOOKS);
  const url = (file: string) => JSON.stringify(pathToFileURL(file).href);
  // A route handler's imports, as an RSC bundler links them; then the React-free functions, called.
  const script = `
    import { register } from 'node:module';
    register(${url(hooks)});
    const kit = await import(${url(inScratchBuild(target))});
    const core = await import(${url(inScratchBuild(resolveWith(['react-server', 'node', 'import'], './core')))});
    const relay = await import(${url(inScratchBuild(resolveWith(['react-server', 'node', 'import'], './relay')))});
    const isClientReference = (value) => typeof value === 'function' && value.$$typeof === Symbol.for('react.client.reference');
    const handlers = new Map();
    const client = {
      setRequestHandler: (method, schemas, handler) => handlers.set(method, handler), removeRequestHandler: (method) => handlers.delete(method),
      setNotificationHandler() {}, removeNotificationHandler() {}, registerCapabilities() {}, getProtocolEra: () => 'legacy',
      getServerVersion: () => ({ name: 'crm', version: '1.0.0' }),
    };
    const schema = { type: 'object', properties: { name: { type: 'string', title: 'Your name' } }, required: ['name'] };
    kit.attachElicitation(client, { ask: async (request) => ({ action: 'accept', content: { name: request.server.name } }) });
    const answer = await handlers.get(kit.ELICITATION_METHOD)({ message: 'Who?', requestedSchema: schema }, { mcpReq: { signal: new AbortController().signal } });
    console.log(JSON.stringify({
      names: Object.keys(kit).sort(),
      clientReferences: Object.keys(kit).filter((name) => isClientReference(kit[name])).sort(),
      answer,
      supported: kit.checkSupport(schema).supported,
      fields: kit.normalizeSchema(schema)?.fields.map((field) => field.name),
      submit: kit.defaultMessages.submit,
      merged: kit.mergeMessages({ submit: 'Envoyer' }).submit,
      control: kit.fieldIds('f1', 'first name').control,
      // One core, whichever entry a server imports it from: the attachment and the error classes are the same.
      attachedInCore: typeof core.attachedAsk(client),
      sameErrorClass: kit.UnsupportedInputRequestError === core.UnsupportedInputRequestError,
      relay: [relay.createRelay, relay.elicitationDataPart].map((value) => (isClientReference(value) ? 'client' : typeof value)),
    }));
  `;
  const output = execFileSync(process.execPath, ['--conditions=react-server', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  const result = JSON.parse(output) as Record<string, unknown> & { names: string[]; clientReferences: string[] };
  // The same names as the React entry (its types are the ones package.json gives every condition)…
  const indexNames = [...readFileSync(join(outDir, 'index.js'), 'utf8').matchAll(/\bexport\s*\{([^}]*)\}/g)]
    .flatMap((m) => m[1]!.split(',')).map((part) => part.trim().split(/\s+as\s+/).pop()!).filter(Boolean).sort();
  expect(result.names).toEqual(indexNames);
  // …and each one is real unless it is a component, a hook or one of the browser's own objects.
  expect(result.clientReferences).toEqual(indexNames.filter((name) => COMPONENT_OR_HOOK.test(name) || BROWSER_ONLY.includes(name)));
  expect(result.clientReferences).toEqual(expect.arrayContaining(['ElicitationForm', 'useElicitationForm', ...BROWSER_ONLY]));
  expect(result).toMatchObject({
    answer: { action: 'accept', content: { name: 'crm' } },
    supported: true,
    fields: ['name'],
    submit: 'Submit',
    merged: 'Envoyer',
    control: 'f1-first_20_name-control',
    attachedInCore: 'function',
    sameErrorClass: true,
    relay: ['function', 'function'],
  });
});

test('the corpus data (elicit-kit/fixtures) loads in a React Server Component graph; its Storybook helpers stay client', () => {
  expect(firstStatement('fixtures.js')).not.toMatch(/^["']use (client|server)["']$/);
  expect(firstStatement('fixtures/stories.js')).toBe('"use client"');
  // Under the react-server condition, as a Server Component or route handler runs: no React, no client module.
  const script = `
    const { corpus, fixtureById } = await import(${JSON.stringify(join(outDir, 'fixtures.js'))});
    console.log(JSON.stringify({ count: corpus.length, message: fixtureById('seed/rollout').message }));
  `;
  const output = execFileSync(process.execPath, ['--conditions=react-server', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  const result = JSON.parse(output) as { count: number; message: string };
  expect(result.count).toBeGreaterThan(40);
  expect(result.message).toMatch(/\S/);
});

test('the stylesheets ship next to the entries: styles.css and the apps-sdk-ui theme, as written (README "Styling")', () => {
  expect(readFileSync(join(outDir, 'styles.css'), 'utf8')).toContain('--elicit-color-text');
  const theme = 'themes/apps-sdk-ui.css';
  expect(readFileSync(join(outDir, theme), 'utf8')).toBe(readFileSync(join(root, 'components', theme), 'utf8'));
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
  expect(manifest.exports[`./${theme}`]).toBe(`./dist/lib/${theme}`);
});

/** The opt-in stylesheets (docs/behaviour.md §14.2): each ships as written, and styles.css holds none of its rules. */
const optInSheets = [
  { file: 'relay.css', source: 'relay.css', what: "the relay's views", classes: ['elicit-relay-notice'] },
  { file: 'dialog.css', source: 'host.css', what: 'the modal dialog', classes: ['elicit-host-dialog__', 'elicit-host-dialog[open]'] },
];

for (const { file, source, what, classes } of optInSheets) {
  test(`the look of ${what} is its own opt-in stylesheet, elicit-kit/${file}: styles.css holds none of it (docs/behaviour.md §14.2)`, () => {
    const sheet = readFileSync(join(outDir, file), 'utf8');
    expect(sheet).toBe(readFileSync(join(root, 'components', 'styles', source), 'utf8'));
    for (const cls of classes) expect(sheet).toContain(cls);
    // styles.css keeps only the tokens' scope on the root (the opt-in sheet draws with them), none of its rules.
    const styles = readFileSync(join(outDir, 'styles.css'), 'utf8');
    for (const cls of classes) expect(styles).not.toContain(cls);
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    expect(manifest.exports[`./${file}`]).toBe(`./dist/lib/${file}`);
  });
}

test('a host that renders a form of core kinds loads no widget, card, summary or widget-string code first (docs/behaviour.md §14.1)', async () => {
  // A host app as a user writes it, built by Vite from this build: it imports ElicitationForm and the stylesheet.
  const assets = await buildHostApp('host-app', [
    `import { createElement } from 'react';`,
    `import { createRoot } from 'react-dom/client';`,
    `import { ElicitationForm } from ${JSON.stringify(join(outDir, 'index.js'))};`,
    `import ${JSON.stringify(join(outDir, 'styles.css'))};`,
    `const schema = { type: 'object', properties: { name: { type: 'string' } } };`,
    `createRoot(document.getElementById('root')).render(createElement(ElicitationForm, { message: 'Hi', requestedSchema: schema, onResult() {} }));`,
  ].join('\n'));
  /** The entry chunk and what it imports statically: what the page fetches before the form can render. */
  const entry = readdirSync(assets).find((file) => /^index-.*\.js$/.test(file))!;
  const firstLoad = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (firstLoad.has(file)) continue;
    firstLoad.add(file);
    const code = readFileSync(join(assets, file), 'utf8');
    queue.push(...[...code.matchAll(/\b(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]!));
  }
  const code = [...firstLoad].map((file) => readFileSync(join(assets, file), 'utf8')).join('\n');
  // Each loads on demand: the picker's strings, the string list's, the dialog's, the image cards, the sent summary.
  for (const onDemand of ['Add files…', 'Enter to add', 'needs your input', 'elicit-card__', 'elicit-summary'])
    expect(code.includes(onDemand), `first load holds "${onDemand}"`).toBe(false);
  expect(code.includes('Submit'), 'the form itself is there').toBe(true);
  const gzip = [...firstLoad].reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
  test.info().annotations.push({ type: 'first-load JS gzip, React included', description: `${gzip} B over ${firstLoad.size} files` });
});

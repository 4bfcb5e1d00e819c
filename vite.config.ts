/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './e2e/browser.ts';
import { demoMcpServer } from './demo/server/plugin.ts';
import { useClientDirective } from './vite-plugin-use-client.ts';
import { thirdPartyNotices } from './vite-plugin-third-party.ts';
import { ASYNC_TIMEOUT, TEST_TIMEOUT } from './test-support/asyncTimeout.ts';

const root = import.meta.dirname;
// The on-demand widgets' strings are one chunk of their own: each widget completes the form's core strings with its
// defaults when it loads (components/messages.ts, `mergeCatalogue`), and only `defaultMessages` (a pure call a
// host bundler drops when unused) imports them otherwise. So they stay off every form's first load (docs/behaviour.md §14.1).
// Every catalogue of components/messages/ but the choice fields' (core strings: on every form's first load).
const widgetMessages = /components[\\/]messages[\\/](suggestions|stringList|picker|host|url|relay|credentials)\.ts$|src[\\/]fileSize\.ts$/;
// These groups match file paths, so moving or renaming a file can move it between chunks: e2e/lib-build.spec.ts's
// chunk manifest lists the modules each named chunk holds, and fails when a change moves one.
const widgetChunks = [
  { name: 'widget-messages', test: widgetMessages },
  // Image cards (single and multi choice, and the picker's grid): on demand too (shared/lazyCards.ts).
  { name: 'thumbnails', test: /components[\\/]fields[\\/]shared[\\/](ChoiceCards|Thumbnail|useGridKeys|thumbnailSource)/ },
  // The OpenAI widgets (suggestions, string list, resource picker) and the row virtualiser they share: one chunk
  // (docs/behaviour.md §14.1). Each chunk costs its own compression context, imports and request, and a form that has one of these
  // widgets often has another: together they are 2 kB gzip lighter than apart. Their strings stay apart (above), so
  // the host dialog and the URL view, which read the whole catalogue, don't pull the widgets' code.
  { name: 'widgets', test: /components[\\/]fields[\\/](TextSuggestions|StringList)[\\/]/ },
  { name: 'resource-picker', test: /components[\\/]fields[\\/]ResourcePicker[\\/]/ },
  // The answer validator: the form loads it on demand (components/form/validator.ts); `elicit-kit/core` imports it.
  { name: 'validator', test: /src[\\/]validate[\\/](?!ajv)/ },
  // The URL consent view and its URL analysis (components/url/UrlConsent.tsx loads it on demand; docs/behaviour.md §9).
  // Its rules too (styles/url.css, adopted by the view: components/form/adoptSheet.ts).
  { name: 'url-consent', test: /components[\\/]url[\\/](?!UrlConsent\.tsx|types\.ts)|components[\\/]styles[\\/]url\.css/ },
  // Its React-free URL analysis, shared with `elicit-kit/core` (which exports analyzeUrl): no React, no directive.
  // With tldts inside (see `optimization` below). quote.ts apart: the credential warning quotes server names with it
  // too, and must not fetch the URL analysis.
  { name: 'url-analysis', test: /src[\\/]url[\\/](?!quote\.ts)|node_modules[\\/]tldts/ },
];
/** React 18.3.1 lives in the `compat/react18` workspace (npm can't hold two `react` versions at the top level). */
const react18 = resolve(root, 'compat/react18/node_modules');
const onReact18 = [
  { find: /^react-dom(\/.*)?$/, replacement: `${react18}/react-dom$1` },
  { find: /^react(\/.*)?$/, replacement: `${react18}/react$1` },
];
/** Testing Library's `main` is CommonJS, whose require('react-dom') Vite can't redirect: use its ES build. */
const testingLibraryEsm = {
  find: /^@testing-library\/react$/,
  replacement: resolve(root, 'node_modules/@testing-library/react/dist/@testing-library/react.esm.js'),
};
/**
 * Storybook play functions run in real Chromium (docs/architecture.md rule 9). A fresh object per project: Vitest names
 * the instances in place.
 */
const storybookBrowser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions() }),
  instances: [{ browser: 'chromium' as const }],
});
/** Libraries that import React: inlined (transformed by Vite) in the React-18 projects so the alias reaches them. */
const reactLibraries = ['@testing-library/react'];
const port = Number(process.env.PORT ?? 5173);
/**
 * Stylesheets copied as written next to styles.css, never bundled: `elicit-kit/themes/apps-sdk-ui.css` (README
 * "Styling"), `elicit-kit/relay.css`, the relay's views, and `elicit-kit/dialog.css`, the modal dialog's (docs/behaviour.md §14.2: opt-in,
 * so hosts that don't show them don't pay for them).
 */
const themeFiles = (): Plugin => ({
  name: 'elicit-kit-themes',
  generateBundle() {
    const copies = { 'themes/apps-sdk-ui.css': 'themes/apps-sdk-ui.css', 'relay.css': 'styles/relay.css', 'dialog.css': 'styles/host.css' };
    for (const [fileName, source] of Object.entries(copies)) {
      this.emitFile({ type: 'asset', fileName, source: readFileSync(resolve(root, 'components', source), 'utf8') });
    }
  },
});

export default defineConfig(({ mode }) => ({
  // The React entry's chunks start with "use client" (Next.js App Router); core and testing stay directive-free, and so
  // does the react-server entry (components/rsc.ts): the React entry as client references, its React-free names real.
  plugins: [
    react(), demoMcpServer(), mode === 'lib' && useClientDirective({ entries: ['index', 'server', 'fixtures/stories'], reactServer: {
      entry: 'rsc', module: resolve(root, 'components/rsc.ts'), client: { entry: 'index', module: resolve(root, 'components/index.ts') },
      copyFrom: resolve(root, 'components') + sep,
    } }), mode === 'lib' && themeFiles(),
    // The one package the library bundles (tldts, in the url-analysis chunk) keeps its licence there.
    mode === 'lib' && thirdPartyNotices({ product: 'elicit-kit, Copyright (c) 2026 elicit-kit contributors (MIT)' }),
  ],
  server: { port, strictPort: true },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
  build:
    mode === 'lib'
      ? {
          outDir: 'dist/lib',
          emptyOutDir: true,
          sourcemap: true,
          lib: {
            entry: {
              index: resolve(root, 'components/entry.ts'), // components/index.ts plus the stylesheet
              // The same exports with the widgets imported eagerly: package.json's server conditions (docs/behaviour.md §8).
              server: resolve(root, 'components/server.ts'),
              // The React Server Components graph (`react-server`): the React entry as client references, its React-free
              // names real (README "Next.js and server rendering"; vite-plugin-use-client.ts keeps ./index.js an import).
              rsc: resolve(root, 'components/rsc.ts'),
              core: resolve(root, 'src/index.ts'),
              ajv: resolve(root, 'src/validate/ajv.ts'), // opt-in engine: the only entry that imports ajv
              relay: resolve(root, 'src/relay/index.ts'), // the server-side relay (docs/behaviour.md §12): React-free
              'relay/redis': resolve(root, 'src/relay/redis.ts'), // its Redis store: imports nothing from `redis` itself
              // Agent stacks' glue (docs/hosts.md): React-free, and imports nothing of any stack (structural types only).
              stacks: resolve(root, 'src/stacks/index.ts'),
              testing: resolve(root, 'testing/index.ts'),
              fixtures: resolve(root, 'components/fixtures.ts'), // plain data: server code imports it too
              'fixtures/stories': resolve(root, 'components/fixtures/stories.ts'), // Storybook helpers (client)
              // Plain data, no React: library entries like the rest (vite.element.config.ts builds only the element).
              'locales/fr': resolve(root, 'components/locales/fr.ts'),
              'locales/de': resolve(root, 'components/locales/de.ts'),
              'locales/es': resolve(root, 'components/locales/es.ts'),
              'locales/pt-BR': resolve(root, 'components/locales/pt-BR.ts'),
              'locales/it': resolve(root, 'components/locales/it.ts'),
              'locales/ja': resolve(root, 'components/locales/ja.ts'),
              'locales/ko': resolve(root, 'components/locales/ko.ts'),
              'locales/zh-Hans': resolve(root, 'components/locales/zh-Hans.ts'),
            },
            formats: ['es'],
            cssFileName: 'styles',
          },
          rolldownOptions: {
            external: [/^react($|\/)/, /^react-dom($|\/)/, /^ajv/, '@cfworker/json-schema',
              /^@modelcontextprotocol\//, /^@playwright\//, /^node:/, /^redis($|\/)/, /^@redis\//],
            // tldts (the Public Suffix List) is bundled into the url-analysis chunk rather than left to the host: a host
            // bundler that inlines constants across modules (Vite 8's, by default) copied its 70 kB label string into
            // each of its three uses, and the consent view's chunk came to 283 kB (119 kB gzip) instead of about 140
            // (52 kB). Bundled here without inlining, it is one module-local constant no host can copy (docs/behaviour.md §14.1).
            optimization: { inlineConst: false },
            // Each on-demand widget gets its own chunk, so a host's bundler can leave it out of the first load and
            // fetch it only when a form needs it (docs/behaviour.md §14.1; `components/fields/registry.ts` imports them lazily).
            preserveEntrySignatures: 'allow-extension',
            output: { codeSplitting: { includeDependenciesRecursively: false, groups: widgetChunks } },
          },
        }
      : {
          outDir: 'dist/app',
          emptyOutDir: true,
          // The custom element's example page (demo/element) is a second page of the app.
          rolldownOptions: { input: { main: resolve(root, 'index.html'), element: resolve(root, 'element.html') } },
        },
  test: {
    // One worker per core. Vitest's default leaves a core idle (one worker on these 2-core machines), which made the
    // three projects of `npm test` take 171 s instead of 139 s here.
    maxWorkers: availableParallelism(),
    // Generous limits for a loaded 2-core machine, in every project (they extend this config): they only bound a hung
    // test, no test asserts on time (test-support/asyncTimeout.ts holds the values).
    testTimeout: TEST_TIMEOUT,
    expect: { poll: { timeout: ASYNC_TIMEOUT } },
    projects: [
      {
        // The components' tests, in jsdom (a few that render as a server does say `// @vitest-environment node`).
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // One jsdom module graph per worker, not per file: setting up React, Testing Library and the widgets again
          // for each of the 62 files was a third of the project's time. Testing Library's cleanup after each test leaves no
          // DOM and no drafts behind (vitest.setup.ts); a file that mocks a module resets the registry itself
          // (vi.resetModules). Not in 'unit-node' (its validator tests spy on shared modules) nor 'unit-react18' (a
          // file that re-imports Testing Library there leaves its renders to the next file).
          isolate: false,
          include: ['components/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          benchmark: { include: ['components/**/*.bench.ts', 'bench/*.bench.ts'] },
          provide: { reactMajor: 19 },
        },
      },
      {
        // The React-free core, the demo's MCP server and the benchmark scripts' tests, in Node: they render nothing,
        // so they skip jsdom, Testing Library and the widgets, which would load React for every one of their files.
        extends: true,
        test: {
          name: 'unit-node',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}', 'demo/**/*.test.ts', 'bench/*.test.mjs'],
          benchmark: { include: ['src/**/*.bench.ts'] },
          provide: { reactMajor: 19 },
        },
      },
      {
        // The component tests again on React 18.3 (peerDependencies promise ^18.3 || ^19); any React warning fails.
        extends: true,
        resolve: { alias: [...onReact18, testingLibraryEsm] },
        test: {
          name: 'unit-react18',
          environment: 'jsdom',
          include: ['components/**/*.test.tsx'],
          setupFiles: ['./vitest.react18.setup.ts', './vitest.setup.ts'],
          server: { deps: { inline: reactLibraries } },
          provide: { reactMajor: 18 },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: resolve(root, '.storybook') })],
        test: {
          name: 'storybook',
          browser: storybookBrowser(),
          provide: { reactMajor: 19 },
        },
      },
      {
        // Every story's play function again on React 18.3; its own optimizer cache, since the aliases differ.
        extends: true,
        plugins: [storybookTest({ configDir: resolve(root, '.storybook') })],
        resolve: { alias: onReact18 },
        cacheDir: resolve(root, 'node_modules/.vite-react18'),
        test: {
          name: 'storybook-react18',
          browser: storybookBrowser(),
          setupFiles: ['./vitest.react18.setup.ts'],
          provide: { reactMajor: 18 },
        },
      },
    ],
  },
}));

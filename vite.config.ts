/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './e2e/browser.ts';
import { demoMcpServer } from './demo/server/plugin.ts';
import { useClientDirective } from './vite-plugin-use-client.ts';

const root = import.meta.dirname;
// The on-demand widgets' strings are one chunk of their own: each widget completes the form's core strings with its
// defaults when it loads (components/messages.ts, `withWidgetMessages`), and only `defaultMessages` (a pure call a
// host bundler drops when unused) imports them otherwise. So they stay off every form's first load (issue 33 budget).
const widgetMessages = /components[\\/](fields[\\/](TextSuggestions|StringList|ResourcePicker)|host|url|relay)[\\/]messages\.ts$|src[\\/]fileSize\.ts$/;
const widgetChunks = [
  { name: 'widget-messages', test: widgetMessages },
  // Image cards (single and multi choice, and the picker's grid): on demand too (shared/lazyCards.ts).
  { name: 'thumbnails', test: /components[\\/]fields[\\/]shared[\\/](ChoiceCards|Thumbnail|useGridKeys|thumbnailSource)/ },
  { name: 'suggestions', test: /components[\\/]fields[\\/]TextSuggestions[\\/](?!messages\.ts)/ },
  { name: 'string-list', test: /components[\\/]fields[\\/]StringList[\\/](?!messages\.ts)/ },
  { name: 'resource-picker', test: /components[\\/]fields[\\/]ResourcePicker[\\/](?!messages\.ts)/ },
  // The answer validator: the form loads it on demand (components/form/validator.ts); `elicit-kit/core` imports it.
  { name: 'validator', test: /src[\\/]validate[\\/](?!ajv)/ },
  // The URL consent view and its URL analysis (components/url/UrlConsent.tsx loads it on demand; SPEC §9, issue 34).
  { name: 'url-consent', test: /components[\\/]url[\\/](?!messages\.ts|UrlConsent\.tsx|types\.ts)/ },
  // Its React-free URL analysis, shared with `elicit-kit/core` (which exports analyzeUrl): no React, no directive.
  { name: 'url-analysis', test: /src[\\/]url[\\/]/ },
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
/** Storybook play functions run in real Chromium (TOOLCHAIN §6). A fresh object per project: Vitest names the instances in place. */
const storybookBrowser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions() }),
  instances: [{ browser: 'chromium' as const }],
});
/** Libraries that import React: inlined (transformed by Vite) in the React-18 projects so the alias reaches them. */
const reactLibraries = ['@testing-library/react', 'react-hook-form', 'downshift', '@tanstack/react-virtual'];
const port = Number(process.env.PORT ?? 5173);
/** `elicit-kit/themes/apps-sdk-ui.css` (issue 33 item 11): copied as written next to styles.css, never bundled. */
const themeFiles = (): Plugin => ({
  name: 'elicit-kit-themes',
  generateBundle() {
    const fileName = 'themes/apps-sdk-ui.css';
    this.emitFile({ type: 'asset', fileName, source: readFileSync(resolve(root, 'components', fileName), 'utf8') });
  },
});

export default defineConfig(({ mode }) => ({
  // The React entry's chunks start with "use client" (Next.js App Router); core and testing stay directive-free.
  plugins: [react(), demoMcpServer(), mode === 'lib' && useClientDirective({ entries: ['index', 'server', 'fixtures/stories'] }), mode === 'lib' && themeFiles()],
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
              // The same exports with the widgets imported eagerly: package.json's server conditions (SPEC §8).
              server: resolve(root, 'components/server.ts'),
              core: resolve(root, 'src/index.ts'),
              ajv: resolve(root, 'src/validate/ajv.ts'), // opt-in engine: the only entry that imports ajv
              relay: resolve(root, 'src/relay/index.ts'), // the server-side relay (SPEC §12): React-free
              'relay/redis': resolve(root, 'src/relay/redis.ts'), // its Redis store: imports nothing from `redis` itself
              testing: resolve(root, 'testing/index.ts'),
              fixtures: resolve(root, 'components/fixtures.ts'), // plain data: server code imports it too
              'fixtures/stories': resolve(root, 'components/fixtures/stories.ts'), // Storybook helpers (client)
              // Plain data, no React: library entries like the rest (vite.element.config.ts builds only the element).
              'locales/fr': resolve(root, 'components/locales/fr.ts'),
              'locales/de': resolve(root, 'components/locales/de.ts'),
            },
            formats: ['es'],
            cssFileName: 'styles',
          },
          rolldownOptions: {
            external: [/^react($|\/)/, /^react-dom($|\/)/, 'react-hook-form', /^ajv/, '@cfworker/json-schema', 'downshift',
              /^@tanstack\//, /^tldts/, /^@modelcontextprotocol\//, /^@playwright\//, /^node:/, /^redis($|\/)/, /^@redis\//],
            // Each on-demand widget gets its own chunk, so a host's bundler can leave it out of the first load and
            // fetch it only when a form needs it (issue 9; `components/fields/registry.ts` imports them lazily).
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
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['components/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'demo/**/*.test.ts', 'bench/*.test.mjs'],
          setupFiles: ['./vitest.setup.ts'],
          benchmark: { include: ['**/*.bench.ts'], exclude: ['node_modules/**'] },
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
          testTimeout: 30_000, // the inlined libraries make the first test of each file slow on a loaded machine
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

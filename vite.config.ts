/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './e2e/browser.ts';
import { demoMcpServer } from './demo/server/plugin.ts';

const root = import.meta.dirname;
// (Each folder's `messages.ts` stays with the default messages, which every form uses.)
const widgetChunks = [
  { name: 'suggestions', test: /components[\\/]fields[\\/]TextSuggestions[\\/](?!messages\.ts)/ },
  { name: 'string-list', test: /components[\\/]fields[\\/]StringList[\\/](?!messages\.ts)/ },
  { name: 'resource-picker', test: /components[\\/]fields[\\/]ResourcePicker[\\/](?!messages\.ts)/ },
];
const port = Number(process.env.PORT ?? 5173);

export default defineConfig(({ mode }) => ({
  plugins: [react(), demoMcpServer()],
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
              index: resolve(root, 'components/index.ts'),
              core: resolve(root, 'src/index.ts'),
              ajv: resolve(root, 'src/validate/ajv.ts'), // opt-in engine: the only entry that imports ajv
              testing: resolve(root, 'e2e/testing.ts'),
              fixtures: resolve(root, 'components/fixtures.ts'),
            },
            formats: ['es'],
            cssFileName: 'styles',
          },
          rolldownOptions: {
            external: [/^react($|\/)/, /^react-dom($|\/)/, 'react-hook-form', /^ajv/, '@cfworker/json-schema', 'downshift',
              /^@tanstack\//, /^@modelcontextprotocol\//, /^@playwright\//, /^node:/],
            // Each on-demand widget gets its own chunk, so a host's bundler can leave it out of the first load and
            // fetch it only when a form needs it (issue 9; `components/fields/registry.ts` imports them lazily).
            preserveEntrySignatures: 'allow-extension',
            output: { codeSplitting: { includeDependenciesRecursively: false, groups: widgetChunks } },
          },
        }
      : { outDir: 'dist/app', emptyOutDir: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['components/**/*.test.tsx', 'src/**/*.test.{ts,tsx}', 'demo/**/*.test.ts'],
          setupFiles: ['./vitest.setup.ts'],
          benchmark: { include: ['**/*.bench.ts'], exclude: ['node_modules/**'] },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: resolve(root, '.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
}));

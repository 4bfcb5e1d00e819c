/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './e2e/browser.ts';
import { demoMcpServer } from './demo/server/plugin.ts';

const root = import.meta.dirname;
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
              testing: resolve(root, 'e2e/testing.ts'),
            },
            formats: ['es'],
            cssFileName: 'styles',
          },
          rolldownOptions: {
            external: [/^react($|\/)/, /^react-dom($|\/)/, 'react-hook-form', /^ajv/, 'downshift',
              /^@tanstack\//, /^@modelcontextprotocol\//, /^@playwright\//],
          },
        }
      : {
          outDir: 'dist/app',
          emptyOutDir: true,
          // The custom element's example page (demo/element) is a second page of the app.
          rolldownOptions: { input: { main: resolve(root, 'index.html'), element: resolve(root, 'element.html') } },
        },
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

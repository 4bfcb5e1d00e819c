/**
 * The packed kit in real apps (`npm run test:apps`, which runs e2e/apps/run.mjs: pack, install, build, then this
 * config). Production servers only: `next start` and `vite preview`.
 */
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../browser.ts';

const NEXT_PORT = Number(process.env.APPS_NEXT_PORT ?? 3100);
const VITE_PORT = Number(process.env.APPS_VITE_PORT ?? 4180);
const here = import.meta.dirname;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  forbidOnly: !!process.env.CI,
  workers: 2,
  // Generous limits for a loaded 2-core machine: they only bound a hung test, no test asserts on time.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  outputDir: 'test-results', // e2e/apps/test-results: apart from the main suite's, which empties its own on start
  reporter: [['list']],
  use: { trace: 'retain-on-failure', actionTimeout: 30_000, navigationTimeout: 60_000 },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() } }],
  webServer: [
    {
      name: 'next',
      command: `npx next start --port ${NEXT_PORT} --hostname 127.0.0.1`,
      cwd: `${here}/next-app`,
      url: `http://127.0.0.1:${NEXT_PORT}/api/received`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      name: 'vite',
      command: `npx vite preview --host 127.0.0.1 --port ${VITE_PORT} --strictPort`,
      cwd: `${here}/vite-react18`,
      url: `http://127.0.0.1:${VITE_PORT}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});

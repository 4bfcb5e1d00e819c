import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/browser.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const SB_PORT = Number(process.env.SB_PORT ?? 6006);
// Separate output folders let several checkouts or agents run e2e side by side (E2E_OUT, SB_OUT).
const APP_OUT = process.env.E2E_OUT ?? 'dist/app';
const SB_OUT = process.env.SB_OUT ?? 'storybook-static';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  // Generous limits: CI and developers run on shared 2-core machines where a page can stall for seconds. Tests
  // assert behaviour; a test that measures reports its numbers and never fails on them.
  timeout: 90_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: { baseURL: `http://127.0.0.1:${PORT}`, trace: 'retain-on-failure' },
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  expect: { timeout: 15_000, toHaveScreenshot: { maxDiffPixels: 0, animations: 'disabled' } },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() } }],
  webServer: [
    {
      command: `npx vite build --outDir ${APP_OUT} && npx vite preview --outDir ${APP_OUT} --host 127.0.0.1 --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: `npx vite preview --outDir ${SB_OUT} --host 127.0.0.1 --port ${SB_PORT} --strictPort`,
      url: `http://127.0.0.1:${SB_PORT}/iframe.html`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});

import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/browser.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const SB_PORT = Number(process.env.SB_PORT ?? 6006);
// Separate output folders let several checkouts or agents run e2e side by side (E2E_OUT, SB_OUT).
const APP_OUT = process.env.E2E_OUT ?? 'dist/app';
const SB_OUT = process.env.SB_OUT ?? 'storybook-static';

// No traces in CI (.ci/run sets CI): recording one (a DOM snapshot per action) cost about 40% of the suite's CPU
// time on these 2-core machines, and more in the long-lived contexts of the shared pages. Local runs keep them.
const TRACE = process.env.CI ? 'off' : 'retain-on-failure';

export default defineConfig({
  testDir: 'e2e',
  testIgnore: 'apps/**', // the framework apps' specs: `npm run test:apps`
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  // Generous limits for a loaded 2-core machine: they only bound a hung test, no test asserts on time.
  timeout: 90_000,
  expect: {
    timeout: 15_000,
    // Zero tolerance on Debian Chromium with the DejaVu/Liberation fonts (.ci/run); `npm run test:update-screenshots`
    // is the one way to refresh the baselines.
    toHaveScreenshot: { maxDiffPixels: 0, animations: 'disabled', caret: 'hide' },
  },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: { baseURL: `http://127.0.0.1:${PORT}`, trace: TRACE, actionTimeout: 30_000, navigationTimeout: 60_000 },
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() } }],
  webServer: [
    {
      command: `npx vite build --outDir ${APP_OUT} && npx vite preview --outDir ${APP_OUT} --host 127.0.0.1 --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000, // vite build on a loaded 2-core machine can take minutes
    },
    {
      command: `npx vite preview --outDir ${SB_OUT} --host 127.0.0.1 --port ${SB_PORT} --strictPort`,
      url: `http://127.0.0.1:${SB_PORT}/iframe.html`,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
    },
  ],
});

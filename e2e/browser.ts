import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

// 1. $CHROMIUM_PATH  2. Debian's /usr/bin/chromium  3. Playwright's own build (npx playwright install chromium)
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** The Chromium binary Playwright and Vitest browser mode drive, or undefined for Playwright's own build. */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (process.env.PLAYWRIGHT_BUNDLED_CHROMIUM) return undefined;
  return existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
}

/** Launch options shared by Playwright and the Storybook Vitest project. */
export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = chromiumExecutable();
  if (!executablePath) return {};
  return {
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  };
}

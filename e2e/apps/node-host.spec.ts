/**
 * The relay (docs/relay.md) in a plain Node host (e2e/apps/vite-react18/host.mjs, from the packed tarball): the MCP
 * client runs on the server (`@modelcontextprotocol/client` 2.4 with `attachElicitation`), the relay keeps requests
 * in memory, and the page (React 18.3.1) answers with `<ElicitationDialog>` fed by `useElicitationRelay`. Both eras of
 * the demo server, a 2026-07-28 task's questions (test-support/tasksServer.ts), and URL mode with server-everything:
 * the URL opens in the person's browser on Open, never before, never on the server.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { startTasksServer, type TasksServer } from '../../test-support/tasksServer.ts';
import { origin } from './ports.ts';

const hostURL = origin('APPS_NODE_HOST_PORT');
const demoMcp = origin('APPS_DEMO_MCP_PORT');
const results = (page: Page) => page.getByRole('list', { name: 'Tool results' }).getByRole('listitem');
const dialog = (page: Page, server: string) => page.getByRole('dialog', { name: `${server} needs your input` });

async function openHost(page: Page, query: Record<string, string> = {}): Promise<string> {
  const tag = randomUUID();
  await page.goto(`${hostURL}/relay.html?${new URLSearchParams({ tag, ...query })}`);
  return tag;
}

test('2026-07-28: the form in the dialog; the tool result and the server have the exact content', async ({ page, request }) => {
  const tag = await openHost(page);
  await page.getByRole('button', { name: 'Plain feedback (2026-07-28)' }).click();
  const form = dialog(page, 'elicit-kit demo server').getByRole('form', { name: 'How was the demo?' });
  await form.getByRole('spinbutton', { name: 'Rating' }).fill('5');
  await form.getByRole('textbox', { name: 'Comment' }).fill('From a Node host');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(results(page)).toHaveText(['Plain MCP feedback: accepted {"feedback":{"rating":5,"comment":"From a Node host"}}']);
  expect(await (await request.get(`${demoMcp}/received?chat=${tag}`)).json()).toEqual([
    { era: '2026-07-28', key: 'feedback', result: { action: 'accept', content: { rating: 5, comment: 'From a Node host' } } },
  ]);
});

test('2025-11-25: Decline in the dialog reaches the server once', async ({ page, request }) => {
  const tag = await openHost(page);
  await page.getByRole('button', { name: 'Plain feedback (2025-11-25)' }).click();
  await dialog(page, 'elicit-kit demo server').getByRole('button', { name: 'Decline' }).click();
  await expect(results(page)).toHaveText(['Plain MCP feedback: The user declined "feedback".']);
  expect(await (await request.get(`${demoMcp}/received?chat=${tag}`)).json()).toEqual([{ era: '2025', result: { action: 'decline' } }]);
});

test('expiry: a request no one answers is cancelled at the server, and the dialog says it expired', async ({ page, request }) => {
  const tag = await openHost(page, { expires: '3000' });
  await page.getByRole('button', { name: 'Plain feedback (2025-11-25)' }).click();
  const asked = dialog(page, 'elicit-kit demo server');
  await expect(asked.getByRole('form', { name: 'How was the demo?' })).toBeVisible();
  await expect(asked.getByRole('status')).toHaveText('This request expired before it was answered', { timeout: 60_000 });
  await expect(results(page)).toHaveText(['Plain MCP feedback: The user cancelled "feedback".']);
  expect(await (await request.get(`${demoMcp}/received?chat=${tag}`)).json()).toEqual([{ era: '2025', result: { action: 'cancel' } }]);
});

test('8 races between two tabs\' dialogs: one answer reaches the server; the other dialog says so, never closing without a word', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const tag = await openHost(page);
  const other = await context.newPage(); // the same browser: the same session
  await other.goto(page.url());
  const offsets: number[] = [];
  for (let round = 0; round < 8; round += 1) {
    await page.getByRole('button', { name: 'Plain feedback (2025-11-25)' }).click();
    const tabs = [page, other].map((tab) => dialog(tab, 'elicit-kit demo server'));
    const ratings = [1 + (round % 2), 4 + (round % 2)];
    for (const [index, tab] of tabs.entries()) await tab.getByRole('spinbutton', { name: 'Rating' }).fill(String(ratings[index]));
    const delays = [Math.floor(Math.random() * 25), Math.floor(Math.random() * 25)];
    offsets.push(delays[0]! - delays[1]!);
    await Promise.all(tabs.map((tab, index) => tab.getByRole('button', { name: 'Submit' })
      .evaluate((button, ms) => void setTimeout(() => (button as HTMLButtonElement).click(), ms), delays[index])));
    // The winner's dialog closes (its answer is the one the server got); the loser's says why its form went.
    const outcome = async () => {
      const closed = await Promise.all(tabs.map((tab) => tab.isHidden()));
      const told = await Promise.all(tabs.map((tab) => tab.getByText('Answered in another tab', { exact: true }).isVisible()));
      if (closed[0] && told[1]) return 1;
      if (closed[1] && told[0]) return 0;
      return -1;
    };
    await expect.poll(outcome, { message: `round ${round}: one dialog closed, the other says "Answered in another tab"` }).not.toBe(-1);
    const loserIndex = await outcome();
    const winner = 1 - loserIndex;
    await expect(results(page)).toHaveCount(round + 1);
    await expect(results(page).last()).toHaveText(`Plain MCP feedback: accepted {"feedback":{"rating":${ratings[winner]}}}`);
    expect((await (await request.get(`${demoMcp}/received?chat=${tag}`)).json() as unknown[]).at(-1)).toEqual({ era: '2025', result: { action: 'accept', content: { rating: ratings[winner] } } });
    await tabs[loserIndex]!.getByRole('button', { name: 'Close' }).first().click();
    await expect(tabs[loserIndex]!).toBeHidden();
  }
  expect(await (await request.get(`${demoMcp}/received?chat=${tag}`)).json()).toHaveLength(8);
  console.log(`[node-host race] 8 rounds, click offsets (ms): ${offsets.join(', ')}`);
});

test.describe('input requests inside a 2026-07-28 task, through the relay (docs/behaviour.md §10.2)', () => {
  let tasks: TasksServer;
  test.beforeAll(async () => (tasks = await startTasksServer({ pollIntervalMs: 100 })));
  test.afterAll(() => tasks.close());
  /** Starts the tool's call on the host (the page's session) and resolves with its result's text. */
  const runTask = (page: Page, tool: string) => page.evaluate(async (body) => {
    const response = await fetch('/api/run', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return ((await response.json()) as { text: string }).text;
  }, { server: 'tasks', url: tasks.url, tool, era: '2026-07-28', tag: 'tasks' });

  test('Submit and Decline in the relayed dialog each reach the task once, by tasks/update with Mcp-Name', async ({ page }) => {
    await openHost(page);
    for (const [how, answer] of [['Submit', { action: 'accept', content: { name: 'Grace Hopper' } }], ['Decline', { action: 'decline' }]] as const) {
      const call = runTask(page, 'modern_input_task');
      const asked = dialog(page, 'Tasks test server');
      await expect(asked.getByText('Please enter your name.')).toBeVisible();
      if (how === 'Submit') await asked.getByRole('textbox', { name: 'name' }).fill('Grace Hopper');
      await asked.getByRole('button', { name: how }).click();
      expect(await call).toBe(JSON.stringify({ name: answer }));
      const taskId = tasks.created.at(-1)!;
      expect(tasks.updatesOf(taskId)).toEqual([{ name: answer }]);
      const mine = tasks.requestsOf(taskId);
      expect(mine.map((request) => request.mcpName)).toEqual(mine.map(() => taskId));
      expect(mine.filter((request) => request.method === 'tasks/update')).toHaveLength(1);
      await expect(asked).toBeHidden();
    }
  });

  test('the server cancels the task: the open dialog says it was withdrawn, nothing is sent', async ({ page }) => {
    await openHost(page);
    const call = runTask(page, 'modern_input_task');
    const asked = dialog(page, 'Tasks test server');
    await asked.getByRole('textbox', { name: 'name' }).fill('typed, never sent');
    const taskId = tasks.created.at(-1)!; // the task exists before its question shows
    tasks.cancel(taskId);
    await expect(asked.getByRole('status')).toHaveText('This request was withdrawn: nothing waits for an answer any more');
    expect(await call).toBe('Error: The server stopped this task.');
    expect(tasks.updatesOf(taskId)).toEqual([]);
  });
});

test.describe('URL mode through the relay', () => {
  let target: Server;
  let targetUrl = '';
  const targetHits: string[] = [];
  test.beforeAll(async () => {
    target = createServer((req, res) => {
      targetHits.push(`${req.url} ${req.headers['user-agent'] ?? ''}`);
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><link rel="icon" href="data:,"><title>target</title><p>Signed in.</p>');
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}/consent?state=relay`;
  });
  test.afterAll(() => new Promise<void>((resolve) => target.close(() => resolve())));

  test('server-everything: the consent view opens the URL in the browser on Open, never before, never on the server', async ({ page }) => {
    targetHits.length = 0;
    await openHost(page, { target: targetUrl });
    await page.getByRole('button', { name: 'Sign in (server-everything, URL mode)' }).click();
    const consent = dialog(page, 'Everything Reference Server').getByRole('region', { name: 'Open a web page?' });
    await expect(consent.getByTestId('url-href')).toHaveText(targetUrl);
    expect(targetHits).toEqual([]);
    const popup = page.context().waitForEvent('page');
    await consent.getByRole('button', { name: 'Open' }).click();
    await (await popup).waitForLoadState();
    // Fetched once, by the browser (Chromium's user agent; Node's fetch says "node"), nothing else asked for it.
    expect(targetHits.filter((hit) => hit.startsWith('/consent?'))).toHaveLength(1);
    for (const hit of targetHits) expect(hit).toMatch(/Chrome\//);
    await expect(results(page)).toHaveCount(1);
    const text = (await results(page).textContent())!;
    expect(text).toContain('✅ User completed the URL elicitation flow.');
    expect(JSON.parse(text.slice(text.indexOf('\nRaw result: ') + 13))).toEqual({ action: 'accept' });
  });
});

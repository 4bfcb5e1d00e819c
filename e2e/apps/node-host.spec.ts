/**
 * Issue 40, a plain Node host (e2e/apps/vite-react18/host.mjs, from the packed tarball): the MCP client runs on the
 * server (`@modelcontextprotocol/client` 2.4 with `attachElicitation`), the relay keeps requests in memory, and the
 * page (React 18.3.1) answers with `<ElicitationDialog>` fed by `useElicitationRelay`. Both eras of the demo server,
 * and URL mode with server-everything: the URL opens in the person's browser on Open, never before, never on the
 * server.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
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

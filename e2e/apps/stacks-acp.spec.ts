/**
 * The Agent Client Protocol (`@agentclientprotocol/sdk` 2.4.0, stacks/acp.mjs): the stacks host is the ACP client, a
 * tiny agent on stdio (stacks/acp-agent.mjs) sends `elicitation/create`, and the person answers in the relay page.
 * The agent is the one asking (no MCP server): the turn's text is what it received, with the capability it was told.
 * Accept, Decline and Escape are in stacks-forms.spec.ts; here, the agent withdrawing its request, and URL mode.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { feedbackForm, openStacksPage, stackDialog, turn } from './stacks.ts';

const AGENT = 'elicit-kit ACP agent';
const DECLARED = { form: {}, url: {} };

/** One prompt turn; resolves with what the agent reported receiving. */
const reported = (page: Page, tag: string, prompt: string) =>
  turn(page, { stack: 'acp', tag, prompt }).then((text) => JSON.parse(text) as { declared: unknown; received: unknown });

test('the agent withdraws its request ($/cancel_request): the dialog says so, the answer is cancel', async ({ page }) => {
  const tag = await openStacksPage(page);
  const report = reported(page, tag, 'withdraw');
  await expect(feedbackForm(page, AGENT)).toBeVisible();
  await expect(stackDialog(page, AGENT).getByRole('status')).toHaveText('This request was withdrawn: nothing waits for an answer any more');
  expect(await report).toEqual({ declared: DECLARED, received: { action: 'cancel' } });
});

test.describe('URL mode', () => {
  let target: Server;
  let targetUrl = '';
  test.beforeAll(async () => {
    target = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><link rel="icon" href="data:,"><p>Signed in.</p>'));
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}/consent?state=acp`;
  });
  test.afterAll(() => new Promise<void>((resolve) => target.close(() => resolve())));

  test('Open sends accept; the agent\'s elicitation/complete closes the waiting view', async ({ page }) => {
    const tag = await openStacksPage(page);
    const report = reported(page, tag, `url ${targetUrl}`);
    const consent = stackDialog(page, AGENT).getByRole('region', { name: 'Open a web page?' });
    await expect(consent.getByTestId('url-href')).toHaveText(targetUrl);
    const popup = page.context().waitForEvent('page');
    await consent.getByRole('button', { name: 'Open' }).click();
    await (await popup).close();
    expect(await report).toEqual({ declared: DECLARED, received: { action: 'accept' } });
    await expect(stackDialog(page, AGENT)).toBeHidden();
  });
});

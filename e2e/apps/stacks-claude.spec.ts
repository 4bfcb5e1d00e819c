/**
 * The Claude Agent SDK (`@anthropic-ai/claude-agent-sdk` 0.3.328, stacks/claude.mjs): `query()` runs the SDK's own
 * CLI binary against a scripted Messages endpoint on loopback, with the demo MCP server over streamable HTTP, and
 * `claudeElicitation` as `onElicitation`; the person answers in the relay page. The CLI negotiates 2026-07-28 with the
 * demo server by itself: each answer rides in the retried call's `inputResponses`, under the form's key. The turn's
 * text is the tool result as the SDK saw it (the CLI hands the model the result's structuredContent, as JSON).
 * Accept, Decline and Escape are in stacks-forms.spec.ts; here, what only Claude does.
 */
import { expect, test } from '@playwright/test';
import { DEMO_SERVER, openStacksPage, receivedBy, stackDialog, turn } from './stacks.ts';

test('without onElicitation the SDK itself answers decline for a person who saw nothing (why the adapter exists)', async ({ page }) => {
  const tag = await openStacksPage(page);
  expect(JSON.parse(await turn(page, { stack: 'claude', tag, tool: 'plain_feedback', bare: true }))).toEqual({ status: 'declined', form: 'feedback', answers: {} });
  await expect(stackDialog(page, DEMO_SERVER)).toBeHidden();
  expect(await receivedBy(page, tag)).toEqual([{ era: '2026-07-28', key: 'feedback', result: { action: 'decline' } }]);
});

test('connect_account (URL mode): I\'ve finished sends accept without content; Cancel on the step asked again sends cancel', async ({ page }) => {
  const tag = await openStacksPage(page);
  const result = turn(page, { stack: 'claude', tag, tool: 'connect_account' });
  const consent = stackDialog(page, DEMO_SERVER).getByRole('region', { name: 'Open a web page?' });
  await expect(consent.getByTestId('url-href')).toHaveText(/\/url-step\?id=/);
  const popup = page.context().waitForEvent('page');
  await consent.getByRole('button', { name: 'Open', exact: true }).click();
  await (await popup).close();
  await stackDialog(page, DEMO_SERVER).getByRole('button', { name: 'I’ve finished' }).click();
  // The step's page was never visited (the standalone demo server does not serve it), so the server asks again.
  await expect(consent.getByRole('button', { name: 'Open', exact: true })).toBeVisible();
  await consent.getByRole('button', { name: 'Cancel' }).click();
  expect(await result).toContain('cancelled');
  expect(await receivedBy(page, tag)).toEqual([
    { era: '2026-07-28', key: expect.any(String), result: { action: 'accept' } },
    { era: '2026-07-28', key: expect.any(String), result: { action: 'cancel' } },
  ]);
});

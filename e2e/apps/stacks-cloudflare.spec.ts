/**
 * Cloudflare Agents (`agents` 0.32.0, stacks/cloudflare.mjs): the `MCPClientManager` behind an agent's `this.mcp`, run
 * in plain Node 22, with `cloudflareElicitation` given to `configureElicitationHandlers`, the demo MCP server connected
 * over streamable HTTP and its tool called through the manager (no model), and the person answering in the relay
 * page. The manager's MCP client (`@modelcontextprotocol/client` 2.4) negotiates 2026-07-28 with the demo server (the
 * answers ride in `inputResponses`). Outside a Durable Object the manager's SQL storage is stubbed and the loopback
 * connection is made without `registerServer`: the elicitation path is the agent's own. Accept,
 * Decline and Escape are in stacks-forms.spec.ts; here, Stop and the OpenAI form.
 *
 * "in workerd" (stack `cloudflare-worker`, stacks/cloudflare-worker.mjs): the same package in a real Worker run by
 * Miniflare, a Durable Object `Assistant extends Agent` written as docs/hosts.md's recipe (`onStart` configures
 * `cloudflareElicitation`, then `addMcpServer`), its `ask` forwarded to the stacks host's relay over loopback. Its
 * Submit, Decline and Escape are in stacks-forms.spec.ts (stack `cloudflare-worker`); here, Stop, in both.
 */
import { expect, test } from '@playwright/test';
import { answerTagRelease, DEMO_SERVER, feedbackForm, openStacksPage, receivedBy, stackDialog, startTurn, turn } from './stacks.ts';

for (const [stack, where] of [['cloudflare', 'in Node'], ['cloudflare-worker', 'in workerd']] as const) {
  test(`${where}: Stop the call: the handler's signal withdraws the form, no answer reaches the server`, async ({ page }) => {
    const tag = await openStacksPage(page);
    const result = startTurn(page, { stack, tag, tool: 'plain_feedback' });
    await expect(feedbackForm(page, DEMO_SERVER)).toBeVisible();
    expect(await startTurn(page, { stack, tag, stop: true })).toEqual({ ok: true, text: 'stopped' });
    await expect(stackDialog(page, DEMO_SERVER).getByRole('status')).toHaveText('This request was withdrawn: nothing waits for an answer any more');
    expect(await result).toMatchObject({ ok: false, text: expect.stringMatching(/abort/i) });
    expect(await receivedBy(page, tag)).toEqual([]);
  });
}

test('tag_release: the OpenAI form (in _meta on 2026-07-28) reaches the dialog with its suggestions', async ({ page }) => {
  const tag = await openStacksPage(page);
  const result = turn(page, { stack: 'cloudflare', tag, tool: 'tag_release' });
  await answerTagRelease(stackDialog(page, DEMO_SERVER));
  expect(await result).toBe('Tag a release: accepted {"tag":{"version":"v2.1.0","labels":["stable"]}}');
  expect(await receivedBy(page, tag)).toEqual([
    { era: '2026-07-28', key: 'tag', result: { action: 'accept', content: { version: 'v2.1.0', labels: ['stable'] } } },
  ]);
});

/**
 * Mastra (`@mastra/mcp` 2.0.0 `MCPClient` on `@mastra/core` 1.71.0, stacks/mastra.mjs): the demo MCP server's tools
 * called through Mastra's own tool objects (no model), `mastraElicitation` as the server's `inputRequests` handler,
 * and the person answering in the relay page. Mastra negotiates 2026-07-28 with the demo server by itself (the
 * answers ride in `inputResponses`); pinned to `legacy` it answers 2025 `elicitation/create` requests, but has no
 * handler for `openai/elicitation/create`: a 2025 OpenAI form is refused before anyone sees it. Accept, Decline (on a
 * 2025 connection) and Escape are in stacks-forms.spec.ts; here, the OpenAI form both ways.
 */
import { expect, test } from '@playwright/test';
import { answerTagRelease, DEMO_SERVER, openStacksPage, receivedBy, stackDialog, startTurn, turn } from './stacks.ts';

test('tag_release: the OpenAI form (in _meta on 2026-07-28) reaches the dialog with its suggestions', async ({ page }) => {
  const tag = await openStacksPage(page);
  const result = turn(page, { stack: 'mastra', tag, tool: 'tag_release' });
  await answerTagRelease(stackDialog(page, DEMO_SERVER));
  expect(JSON.parse(await result)).toEqual({ status: 'accepted', answers: { tag: { version: 'v2.1.0', labels: ['stable'] } } });
  expect(await receivedBy(page, tag)).toEqual([
    { era: '2026-07-28', key: 'tag', result: { action: 'accept', content: { version: 'v2.1.0', labels: ['stable'] } } },
  ]);
});

test('tag_release on a 2025 connection: Mastra refuses openai/elicitation/create (Method not found), no form is shown', async ({ page }) => {
  const tag = await openStacksPage(page);
  const result = await startTurn(page, { stack: 'mastra', tag, tool: 'tag_release', legacy: true });
  expect(result).toMatchObject({ ok: false, text: expect.stringContaining('Refused "tag": Method not found') });
  await expect(stackDialog(page, DEMO_SERVER)).toBeHidden();
  expect(await receivedBy(page, tag)).toEqual([]);
});

/**
 * The GitHub Copilot SDK (`@github/copilot-sdk` 1.0.14 with its bundled runtime, CLI 1.0.85; stacks/copilot.mjs): a
 * session with the demo MCP server in `mcpServers`, `copilotElicitation` as `onElicitationRequest` and following the
 * session, a scripted local model (BYOK `provider`, offline, no GitHub login) that calls the tool, and the person
 * answering in the relay page. The runtime negotiates 2026-07-28 with the demo server (answers ride in
 * `inputResponses`). The SDK's handler context drops `_meta`: the OpenAI form reaches the dialog only through the
 * followed session's `elicitation.requested` event; and a stopped turn ends the form through `elicitation.completed`.
 * Accept, Decline and Escape are in stacks-forms.spec.ts; here, Stop and the OpenAI form.
 */
import { expect, test } from '@playwright/test';
import { answerTagRelease, DEMO_SERVER, feedbackForm, openStacksPage, receivedBy, stackDialog, startTurn, turn } from './stacks.ts';

test('Stop the turn: the runtime ends the request, the form says it was withdrawn, no answer reaches the server', async ({ page }) => {
  const tag = await openStacksPage(page);
  const result = startTurn(page, { stack: 'copilot', tag, tool: 'plain_feedback' });
  await expect(feedbackForm(page, DEMO_SERVER)).toBeVisible();
  expect(await startTurn(page, { stack: 'copilot', tag, stop: true })).toEqual({ ok: true, text: 'stopped' });
  await expect(stackDialog(page, DEMO_SERVER).getByRole('status')).toHaveText('This request was withdrawn: nothing waits for an answer any more');
  expect((await result).ok).toBe(true);
  expect(await receivedBy(page, tag)).toEqual([]);
});

test('tag_release: the OpenAI form (in _meta, only on the session event) reaches the dialog with its suggestions', async ({ page }) => {
  const tag = await openStacksPage(page);
  const result = turn(page, { stack: 'copilot', tag, tool: 'tag_release' });
  await answerTagRelease(stackDialog(page, DEMO_SERVER));
  expect(await result).toBe('Tag a release: accepted {"tag":{"version":"v2.1.0","labels":["stable"]}}');
  expect(await receivedBy(page, tag)).toEqual([
    { era: '2026-07-28', key: 'tag', result: { action: 'accept', content: { version: 'v2.1.0', labels: ['stable'] } } },
  ]);
});

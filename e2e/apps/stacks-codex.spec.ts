/**
 * Codex's app-server (`@openai/codex` 0.169.0, the real binary, stacks/codex.mjs): a scripted local model calls a
 * tool of the demo MCP server; Codex first asks the app to approve the call, then relays the tool's forms, and the
 * person answers both in the relay page. What the demo server received, and the tool result Codex saw, are exact.
 * The tool's form accepted, declined or escaped after Allow is in stacks-forms.spec.ts; here, the approval itself and
 * an OpenAI form.
 */
import { expect, test } from '@playwright/test';
import { codexApproval, DEMO_SERVER, openStacksPage, receivedBy, stackDialog, turn } from './stacks.ts';

test('an OpenAI form (openai/form through Codex): image cards answered, exact content received', async ({ page }) => {
  const tag = await openStacksPage(page);
  const text = turn(page, { stack: 'codex', tag, tool: 'inspect_part' });
  await codexApproval(page, 'inspect_part', 'Inspect a part').form.getByRole('button', { name: 'Allow' }).click();
  // Codex names the MCP server as configured (`[mcp_servers.demo]`).
  const dialog = stackDialog(page, DEMO_SERVER);
  await expect(dialog.getByText('Choose a part to inspect')).toBeVisible();
  // x-openai-thumbnail: every option is an image card, its picture inside the label (docs/behaviour.md §4).
  await expect(dialog.locator('label img')).toHaveCount(3);
  await dialog.getByRole('radio', { name: 'M6 washer' }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  expect(await text).toBe('Inspect a part: accepted {"part":{"part":"washer"}}');
  expect(await receivedBy(page, tag)).toEqual([{ era: '2025', result: { action: 'accept', content: { part: 'washer' } } }]);
});

test('Decline on the approval (described by the tool\'s title and the server): the tool does not run, nothing reaches the server, the turn completes', async ({ page }) => {
  const tag = await openStacksPage(page);
  const text = turn(page, { stack: 'codex', tag });
  const { form: approval, described } = codexApproval(page, 'plain_feedback', 'Plain MCP feedback');
  await described();
  await approval.getByRole('button', { name: 'Decline' }).click();
  expect(await text).toBe('user rejected MCP tool call');
  expect(await receivedBy(page, tag)).toEqual([]);
});

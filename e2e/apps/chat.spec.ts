/**
 * The README's AI SDK chat (e2e/apps/next-app, `next start` from the packed tarball): the MCP client runs on the
 * server (`@ai-sdk/mcp`), the model is the AI SDK's scripted mock (`ai/test`), and each elicitation the MCP server
 * sends is relayed (`elicit-kit/relay`, on Redis) to the person's browser, inline in the chat
 * (`<RelayElicitation>`). The assistant's next message is the tool result word for word, so it carries exactly
 * what the server received; the demo server also lists the answers it received per test run.
 */
import { expect, test } from '@playwright/test';
import { cardStatus, inlineForm, lastElicitationId, lastReply, openChat, receivedByDemo, say } from './chat.ts';
import { expectedDemoLead, fillAndSubmit, leadForm } from './lead.ts';

/** The JSON after `prefix` in a reply (the demo server writes the accepted answers as JSON). */
const jsonAfter = (prefix: string, text: string | null): unknown => {
  expect(text?.startsWith(prefix)).toBe(true);
  return JSON.parse(text!.slice(prefix.length));
};

test('accept, 2026-07-28 (demo server): the OpenAI form inline; the reply and the server have the exact content', async ({ page, request }) => {
  const chat = await openChat(page, 'demo-2026');
  await say(page, 'call capture_lead');
  const form = leadForm(page);
  await expect(form).toBeVisible();
  const id = await lastElicitationId(page);
  await fillAndSubmit(form, { aliases: false });
  await expect(cardStatus(page, id)).toHaveText('Sent');
  // Named after the MCP server the chat's client is connected to (its title, else its name).
  await expect(page.locator(`[data-relay-id="${id}"] [part="server"]`)).toHaveText('Request from elicit-kit demo server');
  await expect(lastReply(page)).toHaveText(/^Capture a lead: accepted /);
  expect(jsonAfter('Capture a lead: accepted ', await lastReply(page).textContent())).toEqual({ lead: expectedDemoLead });
  expect(await receivedByDemo(request, chat)).toEqual([
    { era: '2026-07-28', key: 'lead', result: { action: 'accept', content: expectedDemoLead } },
  ]);
});

test('decline, 2025 (demo server): the server gets {action: "decline"} and says so', async ({ page, request }) => {
  const chat = await openChat(page, 'demo-2025');
  await say(page, 'call plain_feedback');
  await inlineForm(page, 'How was the demo?').getByRole('button', { name: 'Decline' }).click();
  await expect(lastReply(page)).toHaveText('Plain MCP feedback: The user declined "feedback".');
  expect(await receivedByDemo(request, chat)).toEqual([{ era: '2025', result: { action: 'decline' } }]);
});

test('cancel, 2026-07-28 (demo server): the server gets {action: "cancel"} and says so', async ({ page, request }) => {
  const chat = await openChat(page, 'demo-2026');
  await say(page, 'call plain_feedback');
  await inlineForm(page, 'How was the demo?').getByRole('button', { name: 'Cancel' }).click();
  await expect(lastReply(page)).toHaveText('Plain MCP feedback: The user cancelled "feedback".');
  expect(await receivedByDemo(request, chat)).toEqual([{ era: '2026-07-28', key: 'feedback', result: { action: 'cancel' } }]);
});

test('accept, server-everything: its raw result is exactly what the person sent', async ({ page }) => {
  await openChat(page, 'everything');
  await say(page, 'call trigger-elicitation-request');
  const form = inlineForm(page, 'Please provide inputs for the following fields:');
  await expect(form).toBeVisible();
  const id = await lastElicitationId(page);
  await form.getByRole('textbox', { name: 'String', exact: true }).fill('Ada Lovelace');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(cardStatus(page, id)).toHaveText('Sent');
  const reply = lastReply(page);
  await expect(reply).toContainText('✅ User provided the requested information!');
  const text = (await reply.textContent())!;
  expect(text.slice(0, text.indexOf('\nRaw result: '))).toBe([
    '✅ User provided the requested information!',
    'User inputs:',
    '- Name: Ada Lovelace',
    '- Favorite Integer: 42',
    '- Favorite Number: 3.14',
    '',
  ].join('\n'));
  expect(JSON.parse(text.slice(text.indexOf('\nRaw result: ') + 13))).toEqual({
    action: 'accept',
    content: {
      name: 'Ada Lovelace', firstLine: 'It was a dark and stormy night.', integer: 42, number: 3.14,
      untitledSingleSelectEnum: 'Monica', untitledMultipleSelectEnum: ['Guitar'], titledSingleSelectEnum: 'hero-1',
      titledMultipleSelectEnum: ['fish-1'], legacyTitledEnum: 'pet-1',
    },
  });
});

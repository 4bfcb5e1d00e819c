/**
 * What the relay promises (docs/relay.md), in the README's own chat (e2e/apps/next-app is the README's code; two
 * `next start` instances on one redis-server), in Chromium: a reload, a closed tab or a second tab never cancels a
 * form and always shows it again with its draft; only Stop does (from either instance); another session sees nothing;
 * an answer posted to instance B reaches the call waiting on A; URL mode through the README's tools route.
 * Expiry is in node-host.spec.ts; races between two tabs in relay-race.spec.ts.
 */
import { expect, test } from '@playwright/test';
import {
  cardStatus, chatURLB, inlineForm, lastElicitationId, lastReply, openChat, postRelayTo, postToRelay, receivedByDemo, relaySnapshot, reopenChat, say,
} from './chat.ts';

const feedback = (page: import('@playwright/test').Page) => inlineForm(page, 'How was the demo?');

test('a reload mid-form cancels nothing: the form comes back with its draft, and the answer after it reaches the server', async ({ page, request }) => {
  const chat = await openChat(page, 'demo-2026');
  await say(page, 'call plain_feedback');
  await feedback(page).getByRole('spinbutton', { name: 'Rating' }).fill('2');
  const id = await lastElicitationId(page);
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  // The chat's messages are gone with the page (the README keeps none); the relay still has the form, pending.
  expect(await relaySnapshot(page)).toMatchObject({ elicitations: [{ id, state: 'pending', request: { message: 'How was the demo?' } }] });
  const form = feedback(page);
  await expect(form.getByRole('spinbutton', { name: 'Rating' })).toHaveValue('2'); // the draft, kept in this tab
  expect(await receivedByDemo(request, chat)).toEqual([]); // no cancel reached the server
  await form.getByRole('spinbutton', { name: 'Rating' }).fill('4');
  await form.getByRole('textbox', { name: 'Comment' }).fill('After a reload');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(cardStatus(page, id)).toHaveText('Sent');
  await expect.poll(() => receivedByDemo(request, chat)).toEqual([
    { era: '2026-07-28', key: 'feedback', result: { action: 'accept', content: { rating: 4, comment: 'After a reload' } } },
  ]);
});

test('a closed tab cancels nothing: a new tab of the session shows the form, and its answer completes the call', async ({ page, context, request }) => {
  const chat = await openChat(page, 'demo-2025');
  await say(page, 'call plain_feedback');
  await expect(feedback(page)).toBeVisible();
  const id = await lastElicitationId(page);
  await page.close();
  const later = await context.newPage();
  await reopenChat(later, chat.url);
  await feedback(later).getByRole('spinbutton', { name: 'Rating' }).fill('3');
  await feedback(later).getByRole('button', { name: 'Submit' }).click();
  await expect(cardStatus(later, id)).toHaveText('Sent');
  await expect.poll(() => receivedByDemo(request, chat)).toEqual([{ era: '2025', result: { action: 'accept', content: { rating: 3 } } }]);
});

test('a second tab of the session shows the same pending form; the first answer wins, the other tab says so', async ({ page, context, request }) => {
  const chat = await openChat(page, 'demo-2025');
  await say(page, 'call plain_feedback');
  await expect(feedback(page)).toBeVisible();
  const id = await lastElicitationId(page);
  const second = await context.newPage();
  await reopenChat(second, chat.url);
  await feedback(second).getByRole('spinbutton', { name: 'Rating' }).fill('5');
  await feedback(second).getByRole('button', { name: 'Submit' }).click();
  await expect(cardStatus(second, id)).toHaveText('Sent');
  await expect(cardStatus(page, id)).toHaveText('Answered in another tab');
  await expect(feedback(page)).toHaveCount(0);
  // The chat that asked goes on: its reply carries what the server received.
  await expect(lastReply(page)).toHaveText('Plain MCP feedback: accepted {"feedback":{"rating":5}}');
  const late = await postToRelay(page, { id, result: { action: 'accept', content: { rating: 1 } } });
  expect(late.status).toBe(409);
  expect(await receivedByDemo(request, chat)).toEqual([{ era: '2025', result: { action: 'accept', content: { rating: 5 } } }]);
});

test('another session cannot see or answer the request (404), and its answer resolves nothing', async ({ page, browser, request }) => {
  const chat = await openChat(page, 'demo-2026');
  await say(page, 'call plain_feedback');
  await expect(feedback(page)).toBeVisible();
  const id = await lastElicitationId(page);
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await openChat(other, 'demo-2026'); // its own session
  expect(await relaySnapshot(other)).toEqual({ elicitations: [] });
  await expect(feedback(other)).toHaveCount(0);
  expect(await postToRelay(other, { id, result: { action: 'accept', content: { rating: 1 } } })).toEqual({ status: 404, body: { error: expect.any(String) } });
  expect(await postToRelay(other, { stop: 'anything' })).toEqual({ status: 200, body: {} }); // its own chats only
  await stranger.close();
  expect(await receivedByDemo(request, chat)).toEqual([]);
  await feedback(page).getByRole('spinbutton', { name: 'Rating' }).fill('3');
  await feedback(page).getByRole('button', { name: 'Submit' }).click();
  await expect(lastReply(page)).toHaveText('Plain MCP feedback: accepted {"feedback":{"rating":3}}');
  expect(await receivedByDemo(request, chat)).toEqual([{ era: '2026-07-28', key: 'feedback', result: { action: 'accept', content: { rating: 3 } } }]);
});

test('Stop, even through instance B, withdraws the form on instance A; no answer reaches the server', async ({ page, request }) => {
  const chat = await openChat(page, 'demo-2026');
  // As a load balancer might: the page's Stop reaches instance B while the chat's turn runs on A.
  const toB = await postRelayTo(page, chatURLB);
  await say(page, 'call plain_feedback');
  await expect(feedback(page)).toBeVisible();
  const id = await lastElicitationId(page);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(cardStatus(page, id)).toHaveText('This request was withdrawn: nothing waits for an answer any more');
  await expect(feedback(page)).toHaveCount(0);
  // B's answer can reach Playwright after A has already withdrawn the form through Redis: wait for it, then check it.
  await expect.poll(() => toB).toEqual([200]);
  expect((await postToRelay(page, { id, result: { action: 'accept', content: { rating: 4 } } })).status).toBe(409);
  expect(await receivedByDemo(request, chat)).toEqual([]);
});

test('two instances on one Redis: the chat on A, the answer posted to B, the call completes', async ({ page, request }) => {
  const chat = await openChat(page, 'demo-2025');
  const postedToB = await postRelayTo(page, chatURLB);
  await say(page, 'call plain_feedback');
  const form = feedback(page);
  await form.getByRole('spinbutton', { name: 'Rating' }).fill('4');
  await form.getByRole('textbox', { name: 'Comment' }).fill('Answered on B');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(lastReply(page)).toHaveText('Plain MCP feedback: accepted {"feedback":{"rating":4,"comment":"Answered on B"}}');
  await expect.poll(() => postedToB).toEqual([200]);
  expect(await receivedByDemo(request, chat)).toEqual([{ era: '2025', result: { action: 'accept', content: { rating: 4, comment: 'Answered on B' } } }]);
});

test('URL mode through the README\'s tools route (the MCP SDK client): consent on the page, Open opens it here', async ({ page }) => {
  await openChat(page, 'everything');
  const target = `${chatURLB}/api/received?signed-in`; // any page the browser can open; no server fetches it
  const call = page.evaluate((args) => fetch('/api/tools', {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ chat: 'sign-in', name: 'trigger-url-elicitation', args }),
  }).then((response) => response.json() as Promise<unknown>), { url: target, message: 'Sign in to the target' });
  const consent = page.getByRole('region', { name: 'Open a web page?' });
  await expect(consent.getByTestId('url-href')).toHaveText(target);
  const popup = page.context().waitForEvent('page');
  await consent.getByRole('button', { name: 'Open' }).click();
  const opened = await popup;
  await opened.waitForLoadState();
  expect(opened.url()).toBe(target);
  const result = (await call) as { content: { type: string; text: string }[] };
  expect(result.content.map((block) => block.text).join('\n')).toContain('✅ User completed the URL elicitation flow.');
});

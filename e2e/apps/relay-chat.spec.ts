/**
 * Issue 40, what the relay guarantees, in the Next.js chat (e2e/apps/next-app) in Chromium: a reload mid-form, two
 * tabs of one session (first answer wins, exactly one result reaches the server), another session (404, nothing
 * resolves), Stop (the form is withdrawn), expiry (instance B lets requests expire after 5 s) and two instances
 * sharing one redis-server. URL mode is in node-host.spec.ts: `@ai-sdk/mcp` 2.0.99 refuses URL-mode requests before
 * any handler sees them.
 */
import { expect, test, type Page } from '@playwright/test';
import { chatURLB, inlineForm, lastElicitationId, lastReply, openChat, receivedByDemo, reopenChat, say } from './chat.ts';

const feedback = (page: Page) => inlineForm(page, 'How was the demo?');
const status = (page: Page) => page.locator('[data-elicitation-id]').last().getByRole('status').last();

/** Posts an answer to the relay from the page, as its own script would (same origin, its cookies). */
const postAnswer = (page: Page, id: string, result: unknown) => page.evaluate(async ({ id, result }) => {
  const response = await fetch('/api/elicitations', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id, result }) });
  return { status: response.status, body: (await response.json()) as unknown };
}, { id, result });

/** The first event of the session's relay stream: what this session may see. */
const relaySnapshot = (page: Page) => page.evaluate(() => new Promise<unknown>((resolve) => {
  const source = new EventSource('/api/elicitations');
  source.addEventListener('snapshot', (event) => {
    source.close();
    resolve(JSON.parse((event as MessageEvent<string>).data));
  });
}));

test('a reload mid-form shows the same form again with its draft; the answer after it reaches the server', async ({ page, request }) => {
  const chat = await openChat(page, 'demo-2026');
  await say(page, 'call plain_feedback');
  await feedback(page).getByRole('spinbutton', { name: 'Rating' }).fill('2');
  const id = await lastElicitationId(page);
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  // The relay's own stream has it too (not only the chat's replayed data part).
  expect(await relaySnapshot(page)).toMatchObject({ elicitations: [{ id, state: 'pending', request: { message: 'How was the demo?' } }] });
  const form = feedback(page);
  await expect(form.getByRole('spinbutton', { name: 'Rating' })).toHaveValue('2'); // the draft, kept in this tab
  await form.getByRole('spinbutton', { name: 'Rating' }).fill('4');
  await form.getByRole('textbox', { name: 'Comment' }).fill('After a reload');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(lastReply(page)).toHaveText('Plain MCP feedback: accepted {"feedback":{"rating":4,"comment":"After a reload"}}');
  expect(await receivedByDemo(request, chat)).toEqual([
    { era: '2026-07-28', key: 'feedback', result: { action: 'accept', content: { rating: 4, comment: 'After a reload' } } },
  ]);
});

test('a reload right after a keystroke keeps it, although the draft store had not arrived yet (SPEC §11)', async ({ page }) => {
  // The draft store is a chunk of its own, fetched as the form mounts. The first page never gets it, as on a slow
  // network: what was typed must be kept by the form itself as the page goes away.
  let holding = true;
  let held = false;
  await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (holding && body.includes('elicit-kit:draft:')) return void (held = true); // left pending: the reload drops it
    await route.fulfill({ response, body });
  });
  await openChat(page, 'demo-2026');
  await say(page, 'call plain_feedback');
  await feedback(page).getByRole('spinbutton', { name: 'Rating' }).fill('3');
  await expect.poll(() => held, 'the form asked for the draft store').toBe(true);
  holding = false;
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(feedback(page).getByRole('spinbutton', { name: 'Rating' })).toHaveValue('3');
  await feedback(page).getByRole('button', { name: 'Submit' }).click();
  await expect(lastReply(page)).toHaveText('Plain MCP feedback: accepted {"feedback":{"rating":3}}');
});

test('two tabs of one session: both show the form, the first answer wins, the other tab says so', async ({ page, context, request }) => {
  const chat = await openChat(page, 'demo-2025');
  await say(page, 'call plain_feedback');
  await expect(feedback(page)).toBeVisible();
  const second = await context.newPage();
  await reopenChat(second, chat);
  const form = feedback(second);
  await form.getByRole('spinbutton', { name: 'Rating' }).fill('5');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(status(page)).toHaveText('Answered in another tab');
  await expect(feedback(page)).toHaveCount(0);
  const reply = 'Plain MCP feedback: accepted {"feedback":{"rating":5}}';
  await expect(lastReply(second)).toHaveText(reply);
  await expect(lastReply(page)).toHaveText(reply);
  // A late duplicate changes nothing.
  const late = await postAnswer(page, await lastElicitationId(page), { action: 'accept', content: { rating: 1 } });
  expect(late.status).toBe(409);
  expect(await receivedByDemo(request, chat)).toEqual([{ era: '2025', result: { action: 'accept', content: { rating: 5 } } }]);
});

test('another session cannot see, open or answer the request (404), and its answer resolves nothing', async ({ page, browser, request }) => {
  const chat = await openChat(page, 'demo-2026');
  await say(page, 'call plain_feedback');
  await expect(feedback(page)).toBeVisible();
  const id = await lastElicitationId(page);
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await openChat(other, 'demo-2026'); // its own session
  expect(await relaySnapshot(other)).toEqual({ elicitations: [] });
  expect((await other.goto(chat.url))?.status()).toBe(404);
  expect(await postAnswer(other, id, { action: 'accept', content: { rating: 1 } })).toEqual({ status: 404, body: { error: expect.any(String) } });
  await stranger.close();
  expect(await receivedByDemo(request, chat)).toEqual([]);
  const form = feedback(page);
  await form.getByRole('spinbutton', { name: 'Rating' }).fill('3');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(lastReply(page)).toHaveText('Plain MCP feedback: accepted {"feedback":{"rating":3}}');
  expect(await receivedByDemo(request, chat)).toEqual([
    { era: '2026-07-28', key: 'feedback', result: { action: 'accept', content: { rating: 3 } } },
  ]);
});

test('Stop while the form is open: the form closes as withdrawn, and no answer reaches the server', async ({ page, request }) => {
  const chat = await openChat(page, 'demo-2026');
  await say(page, 'call plain_feedback');
  await expect(feedback(page)).toBeVisible();
  const id = await lastElicitationId(page);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(status(page)).toHaveText('This request was withdrawn: nothing waits for an answer any more');
  await expect(feedback(page)).toHaveCount(0);
  expect((await postAnswer(page, id, { action: 'accept', content: { rating: 4 } })).status).toBe(409);
  expect(await receivedByDemo(request, chat)).toEqual([]);
});

test('expiry (instance B: 5 s): the server gets cancel, the form says it expired', async ({ page, request }) => {
  const chat = await openChat(page, 'demo-2025', chatURLB);
  await say(page, 'call plain_feedback');
  await expect(status(page)).toHaveText('This request expired before it was answered', { timeout: 60_000 });
  await expect(feedback(page)).toHaveCount(0);
  await expect(lastReply(page)).toHaveText('Plain MCP feedback: The user cancelled "feedback".');
  expect(await receivedByDemo(request, chat)).toEqual([{ era: '2025', result: { action: 'cancel' } }]);
});

test('two instances on one Redis: the chat and the relay stream on A, the answer posted to B, the call completes', async ({ page, request }) => {
  const chat = await openChat(page, 'demo-2025');
  // As a load balancer might: the page's answer goes to instance B (same public origin, another process).
  const postedToB: number[] = [];
  await page.route('**/api/elicitations', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const headers = { ...(await route.request().allHeaders()), origin: chatURLB };
    const response = await route.fetch({ url: `${chatURLB}/api/elicitations`, headers });
    postedToB.push(response.status());
    await route.fulfill({ response });
  });
  await say(page, 'call plain_feedback');
  const form = feedback(page);
  await form.getByRole('spinbutton', { name: 'Rating' }).fill('4');
  await form.getByRole('textbox', { name: 'Comment' }).fill('Answered on B');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(lastReply(page)).toHaveText('Plain MCP feedback: accepted {"feedback":{"rating":4,"comment":"Answered on B"}}');
  // Polled: the call completes (A reads the outcome from Redis) as B answers the page, so the chat's reply can show
  // before this test's route has been handed B's response.
  await expect.poll(() => postedToB).toEqual([200]);
  expect(await receivedByDemo(request, chat)).toEqual([
    { era: '2025', result: { action: 'accept', content: { rating: 4, comment: 'Answered on B' } } },
  ]);
});

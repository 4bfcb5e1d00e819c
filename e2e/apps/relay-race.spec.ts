/**
 * Two tabs of one session answer the same form at nearly the same instant (docs/relay.md, "What a tab shows"), many
 * times over at random offsets, in the README's chat (inline in one tab, the pending list in the other). Every time:
 * the server receives exactly one answer; the tab whose answer it is says "Sent", the other "Answered in another
 * tab", and neither is left with a form, "Sending…", or the other's content as its own. The dialog's race is in
 * node-host.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { assistantMessages, cardStatus, lastReply, openChat, receivedByDemo, reopenChat, say } from './chat.ts';

const ROUNDS = 12;
const card = (page: Page, id: string) => page.locator(`[data-relay-id="${id}"]`);

/** Clicks the card's Submit `ms` after the page gets the order: one round trip, then the page's own timer. */
const submitAfter = (page: Page, id: string, ms: number) =>
  card(page, id).getByRole('button', { name: 'Submit' }).evaluate((button, delay) => void setTimeout(() => (button as HTMLButtonElement).click(), delay), ms);

test(`${ROUNDS} races between two tabs: exactly one answer reaches the server, and each tab says the truth`, async ({ page, context, request }) => {
  test.setTimeout(240_000);
  const chat = await openChat(page, 'demo-2025');
  const other = await context.newPage();
  await reopenChat(other, chat.url);
  const offsets: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    await say(page, 'call plain_feedback');
    // The form where the model asked (the last message's part), and the same request in the other tab's pending list.
    const asked = assistantMessages(page).last().locator('[data-relay-id]');
    await expect(asked.getByRole('form', { name: 'How was the demo?' })).toBeVisible();
    const id = (await asked.getAttribute('data-relay-id'))!;
    await expect(card(other, id).getByRole('form', { name: 'How was the demo?' })).toBeVisible();
    const ratings = { page: 1 + (round % 2), other: 4 + (round % 2) };
    await card(page, id).getByRole('spinbutton', { name: 'Rating' }).fill(String(ratings.page));
    await card(other, id).getByRole('spinbutton', { name: 'Rating' }).fill(String(ratings.other));
    // Random offsets within 25 ms either way: sometimes one tab's event arrives first, often neither has.
    const [first, second] = [Math.floor(Math.random() * 25), Math.floor(Math.random() * 25)];
    offsets.push(first - second);
    await Promise.all([submitAfter(page, id, first), submitAfter(other, id, second)]);
    const truths = ['Sent', 'Answered in another tab'];
    await expect(cardStatus(page, id)).toHaveText(new RegExp(`^(${truths.join('|')})$`));
    await expect(cardStatus(other, id)).toHaveText(new RegExp(`^(${truths.join('|')})$`));
    const said = { page: await cardStatus(page, id).textContent(), other: await cardStatus(other, id).textContent() };
    expect([said.page, said.other].sort(), `round ${round}: one winner, one loser`).toEqual(['Answered in another tab', 'Sent']);
    const winner = said.page === 'Sent' ? 'page' : 'other';
    const loser = winner === 'page' ? other : page;
    // The server got the winner's answer, once; the chat's reply carries it.
    await expect.poll(() => receivedByDemo(request, chat)).toHaveLength(round + 1);
    expect((await receivedByDemo(request, chat)).at(-1)).toEqual({ era: '2025', result: { action: 'accept', content: { rating: ratings[winner] } } });
    await expect(lastReply(page)).toHaveText(`Plain MCP feedback: accepted {"feedback":{"rating":${ratings[winner]}}}`);
    // The loser keeps no form and shows nothing of its own answer as sent.
    await expect(card(loser, id).getByRole('spinbutton')).toHaveCount(0);
    await expect(card(loser, id).locator('[data-status="accepted"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  }
  console.log(`[relay-race] ${ROUNDS} rounds, click offsets (ms, page minus other): ${offsets.join(', ')}`);
});

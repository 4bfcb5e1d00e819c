/**
 * The README's chat (e2e/apps/next-app, /chat): what its specs do as a person would, and what they read back (the
 * assistant's reply, the relay's cards, and the answers the demo MCP server received for one test run).
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { origin } from './ports.ts';

export const chatURL = origin('APPS_NEXT_PORT');
export const chatURLB = origin('APPS_NEXT_B_PORT');
const demoMcp = origin('APPS_DEMO_MCP_PORT');

/** The MCP servers the test app's chat may call (the `mcp-server` cookie, e2e/apps/next-app/lib/mcp.ts). */
export type ChatServer = 'demo-2026' | 'demo-2025' | 'everything';

/** One test's run: the answers the demo server received are kept under its id. */
export interface ChatRun {
  run: string;
  url: string;
}

/**
 * Points this browser context's chat at `server` (cookies for both instances), opens /chat on `base` and waits for it
 * to hydrate. The first visit gives the context its session cookie (the README's proxy.ts).
 */
export async function openChat(page: Page, server: ChatServer, base = chatURL): Promise<ChatRun> {
  const run = randomUUID();
  await chooseServer(page.context(), server, run);
  const url = `${base}/chat`;
  await reopenChat(page, url);
  return { run, url };
}

/** Sets the test app's cookies (which MCP server, which run) for both Next instances. */
export async function chooseServer(context: BrowserContext, server: ChatServer, run: string): Promise<void> {
  await context.addCookies([chatURL, chatURLB].flatMap((url) => [
    { name: 'mcp-server', value: server, url },
    { name: 'test-run', value: run, url },
  ]));
}

/** Opens the chat page (a reload, a second tab) and waits for it to hydrate. */
export async function reopenChat(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}

/** Types a message and sends it. */
export async function say(page: Page, text: string): Promise<void> {
  const chat = page.getByRole('form', { name: 'Chat' });
  await chat.getByRole('textbox', { name: 'Message' }).fill(text);
  await chat.getByRole('button', { name: 'Send' }).click();
}

/** The assistant's messages, in order. */
export const assistantMessages = (page: Page): Locator => page.getByRole('article', { name: 'Assistant' });

/** The text the assistant wrote in its last message (the tool result, word for word: lib/model.ts). */
export const lastReply = (page: Page): Locator => assistantMessages(page).last().locator(':scope > p');

/**
 * A relayed form on the page, by its message (the form's accessible name): the chat part's when there is one (a
 * form the pending list showed an instant before the part arrived gives way to the part), else the pending list's.
 */
export const inlineForm = (page: Page, message: string | RegExp): Locator => page.getByRole('form', { name: message }).first();

/** The relay's cards on the page (a chat part's, or the pending list's), in order. */
export const relayCards = (page: Page): Locator => page.locator('[data-relay-id]');

/** The relay id of the last card on the page. */
export async function lastElicitationId(page: Page): Promise<string> {
  const id = await relayCards(page).last().getAttribute('data-relay-id');
  expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  return id!;
}

/** The status line of the card for `id`. */
export const cardStatus = (page: Page, id: string): Locator => page.locator(`[data-relay-id="${id}"]`).getByRole('status').last();

/** Every answer the demo MCP server received in this run: `[{era, key?, result}]`, in order. */
export async function receivedByDemo(request: APIRequestContext, chat: ChatRun): Promise<unknown[]> {
  return (await request.get(`${demoMcp}/received?chat=${chat.run}`)).json() as Promise<unknown[]>;
}

/** Posts to the relay from the page, as its own script would (same origin, its cookies). */
export const postToRelay = (page: Page, body: unknown) => page.evaluate(async (body) => {
  const response = await fetch('/api/elicitations', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as unknown };
}, body);

/** The first event of the session's relay stream: what this session may see. */
export const relaySnapshot = (page: Page) => page.evaluate(() => new Promise<unknown>((resolve) => {
  const source = new EventSource('/api/elicitations');
  source.addEventListener('snapshot', (event) => {
    source.close();
    resolve(JSON.parse((event as MessageEvent<string>).data));
  });
}));

/**
 * Sends the page's POSTs to the relay to instance `base` instead (as a load balancer might), same public origin for
 * the browser; returns the statuses instance B answered, in order.
 */
export async function postRelayTo(page: Page, base: string): Promise<number[]> {
  const statuses: number[] = [];
  await page.route('**/api/elicitations', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch({ url: `${base}/api/elicitations`, headers: { ...(await route.request().allHeaders()), origin: base } });
    statuses.push(response.status());
    await route.fulfill({ response });
  });
  return statuses;
}

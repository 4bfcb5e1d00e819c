/**
 * The Next.js chat (e2e/apps/next-app, /chat/ID): what its specs do as a person would, and what they read back
 * (the assistant's reply, and the answers the demo MCP server received for one chat).
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { origin } from './ports.ts';

export const chatURL = origin('APPS_NEXT_PORT');
export const chatURLB = origin('APPS_NEXT_B_PORT');
const demoMcp = origin('APPS_DEMO_MCP_PORT');

/** The MCP servers the chat page offers (`?server=`, e2e/apps/next-app/lib/mcp.ts). */
export type ChatServer = 'demo-2026' | 'demo-2025' | 'everything';

export interface OpenChat {
  id: string;
  url: string;
}

/** A new chat, opened and hydrated (the first visit also gives the browser context its session cookie). */
export async function openChat(page: Page, server: ChatServer, base = chatURL): Promise<OpenChat> {
  const id = randomUUID();
  const url = `${base}/chat/${id}?server=${server}`;
  await page.goto(url);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  return { id, url };
}

/** Opens an existing chat (a reload, a second tab) and waits for it to hydrate. */
export async function reopenChat(page: Page, chat: OpenChat): Promise<void> {
  await page.goto(chat.url);
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
export const lastReply = (page: Page): Locator => assistantMessages(page).last().locator('[data-part="text"]');

/** The relayed form inline in the chat, by its message (the form's accessible name). */
export const inlineForm = (page: Page, message: string | RegExp): Locator => page.getByRole('form', { name: message });

/** The relay id of the last inline elicitation (the page keeps it on the part's wrapper). */
export async function lastElicitationId(page: Page): Promise<string> {
  const id = await page.locator('[data-elicitation-id]').last().getAttribute('data-elicitation-id');
  expect(id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
  return id!;
}

/** Every answer the demo MCP server received for this chat: `[{era, key?, result}]`, in order. */
export async function receivedByDemo(request: APIRequestContext, chat: OpenChat): Promise<unknown[]> {
  return (await request.get(`${demoMcp}/received?chat=${chat.id}`)).json() as Promise<unknown[]>;
}

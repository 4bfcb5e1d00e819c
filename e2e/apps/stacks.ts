/**
 * What every agent-stack spec shares (stacks/host.mjs): open the relay page (a session cookie), start one turn
 * through a stack from that session, find the dialog the relayed form opens in (and the forms the demo server and
 * Codex show there), and read what the demo MCP server received for a tag.
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIResponse, type Locator, type Page } from '@playwright/test';
import { origin } from './ports.ts';

export const stacksHost = () => origin('APPS_STACKS_PORT');
const demoMcp = () => origin('APPS_DEMO_MCP_PORT');

/** Opens the relay page with a fresh tag (the demo server's log key); returns the tag. */
export async function openStacksPage(page: Page): Promise<string> {
  const tag = randomUUID();
  await page.goto(`${stacksHost()}/relay.html?${new URLSearchParams({ tag })}`);
  return tag;
}

/** The answer of `POST /api/run`: the tool result's text as the stack saw it, or what went wrong. */
export interface TurnResult {
  ok: boolean;
  text: string;
}

/**
 * Starts one turn through `stack` from the page's session (the page's cookies) and returns its settled result
 * later: answer the form in the page meanwhile.
 */
export function startTurn(page: Page, body: { stack: string; tag: string } & Record<string, unknown>): Promise<TurnResult> {
  return page.request
    .post(`${stacksHost()}/api/run`, { data: body, timeout: 120_000 })
    .then((response: APIResponse) => response.json() as Promise<TurnResult>);
}

/** Starts one turn like `startTurn`; resolves with its text once it settled, asserting that it went well. */
export async function turn(page: Page, body: { stack: string; tag: string } & Record<string, unknown>): Promise<string> {
  const { ok, text } = await startTurn(page, body);
  expect(ok, text).toBe(true);
  return text;
}

/** How the demo MCP server introduces itself: the name its dialogs carry (the Codex host passes it as `servers`). */
export const DEMO_SERVER = 'elicit-kit demo server';

/** The dialog a relayed request opens in, named after the server asking. */
export const stackDialog = (page: Page, server: string) => page.getByRole('dialog', { name: `${server} needs your input` });

/** The form `plain_feedback` asks with, in the dialog of whoever asks. */
export const feedbackForm = (page: Page, server: string) => stackDialog(page, server).getByRole('form', { name: 'How was the demo?' });

/** Codex's approval of one tool call (its MCP server is configured as `demo`): named by its sentence, described by the
 * tool's title and the server. */
export function codexApproval(page: Page, tool: string, title: string) {
  const form = stackDialog(page, DEMO_SERVER).getByRole('form', { name: `Allow the demo MCP server to run tool "${tool}"?` });
  return { form, described: () => expect(form).toHaveAccessibleDescription(`Tool ${title} Server demo`) };
}

/** Answers `tag_release`'s OpenAI form in `dialog`: v2.1.0 picked from the Version suggestions, the label "stable". */
export async function answerTagRelease(dialog: Locator): Promise<void> {
  await dialog.getByRole('combobox', { name: 'Version' }).fill('v2');
  await dialog.getByRole('option', { name: /v2\.1\.0/ }).click();
  const labels = dialog.getByRole('combobox', { name: 'Labels' });
  await labels.fill('stable');
  await labels.press('Enter');
  await dialog.getByRole('button', { name: 'Submit' }).click();
}

/** Every elicitation answer the demo MCP server received for `tag` (its `x-elicit-kit-chat` header). */
export async function receivedBy(page: Page, tag: string): Promise<unknown[]> {
  return (await page.request.get(`${demoMcp()}/received?chat=${tag}`)).json() as Promise<unknown[]>;
}

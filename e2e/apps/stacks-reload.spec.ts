/**
 * A reload mid-form cancels nothing, whichever agent stack asked (docs/hosts.md "reload" column): each stack's turn
 * runs in the stacks host (stacks/host.mjs), the person types part of the form, reloads the page, finds the form
 * again with what they typed, finishes it, and exactly that answer reaches whoever asked (the demo MCP server, or
 * the ACP agent), once.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_SERVER, openStacksPage, receivedBy, stackDialog, startTurn } from './stacks.ts';

interface Stack {
  stack: string;
  /** Who the dialog says is asking. */
  asking: string;
  /** What the person does before the form shows (Codex asks to allow the tool first). */
  before?: (page: Page) => Promise<void>;
  /** The answers that reached whoever asked, as `{action, content}` results. */
  received: (page: Page, tag: string, turnText: string) => Promise<unknown[]>;
}

const atDemoServer = async (page: Page, tag: string) => (await receivedBy(page, tag)).map((entry) => (entry as { result: unknown }).result);
const STACKS: Stack[] = [
  { stack: 'claude', asking: DEMO_SERVER, received: atDemoServer },
  {
    stack: 'codex', asking: DEMO_SERVER, received: atDemoServer,
    before: (page) => stackDialog(page, DEMO_SERVER).getByRole('button', { name: 'Allow' }).click(),
  },
  { stack: 'acp', asking: 'elicit-kit ACP agent', received: (_page, _tag, text) => Promise.resolve([(JSON.parse(text) as { received: unknown }).received]) },
  { stack: 'mastra', asking: DEMO_SERVER, received: atDemoServer },
  { stack: 'copilot', asking: DEMO_SERVER, received: atDemoServer },
  { stack: 'cloudflare', asking: DEMO_SERVER, received: atDemoServer },
];

for (const { stack, asking, before, received } of STACKS) {
  test(`${stack}: a reload mid-form keeps the form and what was typed; the answer after it arrives once`, async ({ page }) => {
    const tag = await openStacksPage(page);
    const turn = startTurn(page, { stack, tag, tool: 'plain_feedback' });
    await before?.(page);
    const form = () => stackDialog(page, asking).getByRole('form', { name: 'How was the demo?' });
    await form().getByRole('spinbutton', { name: 'Rating' }).fill('3');
    await page.reload();
    await expect(form().getByRole('spinbutton', { name: 'Rating' })).toHaveValue('3');
    await form().getByRole('textbox', { name: 'Comment' }).fill(`Reloaded under ${stack}`);
    await form().getByRole('button', { name: 'Submit' }).click();
    const { ok, text } = await turn;
    expect(ok, text).toBe(true);
    expect(await received(page, tag, text)).toEqual([{ action: 'accept', content: { rating: 3, comment: `Reloaded under ${stack}` } }]);
  });
}

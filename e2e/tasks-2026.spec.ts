/**
 * Input requests inside a 2026-07-28 task (docs/behaviour.md §10.2) in real Chromium: the playground's live host
 * (`attachElicitation` + `withElicitationTasks`, as the page builds them) connects to test-support/tasksServer.ts,
 * the smallest server of the tasks extension (the SDK server has none), and a person answers the task's questions in
 * the host's dialog. The server records every `tasks/*` request (with its `Mcp-Name` header) and every `tasks/update`,
 * so each test checks what reached the task, and that it arrived exactly once.
 */
import { expect, type Page } from '@playwright/test';
import { startTasksServer, type TasksServer } from '../test-support/tasksServer.ts';
import { reusedPageTest } from './support/reusedPage.ts';

const test = reusedPageTest();
let server: TasksServer;
test.beforeAll(async () => (server = await startTasksServer({ cors: true, pollIntervalMs: 100 })));
test.afterAll(() => server.close());

const result = (page: Page) => page.getByTestId('tool-result');
const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Tasks test server needs your input' });

/** Connects the live host to the tasks server on 2026-07-28 and runs `tool`; returns the task's id once it asks. */
async function runTask(page: Page, tool: string): Promise<string> {
  await page.goto('/');
  const host = page.getByRole('region', { name: 'Live MCP host' });
  await host.getByLabel('Server URL').fill(server.url);
  await host.getByLabel('Protocol').selectOption('2026-07-28');
  await host.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByTestId('host-status')).toHaveText('Connected to Tasks test server (protocol 2026-07-28).');
  await page.getByRole('list', { name: 'Tools' }).getByRole('button', { name: tool, exact: true }).click();
  await expect(dialogOf(page)).toBeVisible(); // the task exists before its first question shows
  return server.created.at(-1)!;
}

/** The methods of one task's `tasks/*` requests, each checked to carry `Mcp-Name: <taskId>` (SEP-2243). */
function methodsOf(taskId: string): string[] {
  const mine = server.requestsOf(taskId);
  for (const request of mine) expect(request.mcpName).toBe(taskId);
  return mine.map((request) => request.method);
}
const count = (methods: string[], method: string) => methods.filter((each) => each === method).length;

const ANSWERS = {
  accept: { action: 'accept', content: { name: 'Ada Lovelace' } },
  decline: { action: 'decline' },
  cancel: { action: 'cancel' },
} as const;

for (const [how, answer] of Object.entries(ANSWERS)) {
  test(`${how}: the person's answer reaches the task once, by tasks/update, and the tool's result follows`, async ({ page }) => {
    const taskId = await runTask(page, 'modern_input_task');
    const dialog = dialogOf(page);
    await expect(dialog.getByText('Please enter your name.')).toBeVisible();
    if (how === 'accept') {
      await dialog.getByRole('textbox', { name: 'name' }).fill('Ada Lovelace');
      await dialog.getByRole('button', { name: 'Submit' }).click();
    } else if (how === 'decline') {
      await dialog.getByRole('button', { name: 'Decline' }).click();
    } else {
      await page.keyboard.press('Escape');
    }
    await expect(dialog).toBeHidden();
    await expect(result(page)).toHaveText(JSON.stringify({ name: answer }));
    expect(server.updatesOf(taskId)).toEqual([{ name: answer }]);
    const methods = methodsOf(taskId);
    expect(count(methods, 'tasks/update')).toBe(1);
    expect(methods).not.toContain('tasks/cancel');
    expect(methods.at(-1)).toBe('tasks/get');
  });
}

test('a task that asks twice: the second question opens once the first is answered; each answer is sent once', async ({ page }) => {
  const taskId = await runTask(page, 'modern_two_step');
  const dialog = dialogOf(page);
  await dialog.getByRole('textbox', { name: 'first' }).fill('Grace');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Last name?')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'last' }).fill('Hopper');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  const first = { action: 'accept', content: { first: 'Grace' } };
  const last = { action: 'accept', content: { last: 'Hopper' } };
  await expect(result(page)).toHaveText(JSON.stringify({ first, last }));
  expect(server.updatesOf(taskId)).toEqual([{ first }, { last }]);
  expect(count(methodsOf(taskId), 'tasks/update')).toBe(2);
});

test('the server cancels the task while its form is open: the form says so (never a silent close), nothing is sent', async ({ page }) => {
  const taskId = await runTask(page, 'modern_input_task');
  const dialog = dialogOf(page);
  await dialog.getByRole('textbox', { name: 'name' }).fill('typed, never sent');
  server.cancel(taskId);
  // docs/behaviour.md §12.7: the dialog tells the person why their form went away.
  await expect(dialog.getByRole('status')).toHaveText('This request was withdrawn: nothing waits for an answer any more');
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await expect(result(page)).toHaveAttribute('data-status', 'error');
  await expect(result(page)).toHaveText(/The server stopped this task\./);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  expect(server.updatesOf(taskId)).toEqual([]);
  expect(methodsOf(taskId)).not.toContain('tasks/update');
});

/**
 * The live host page against a raw JSON-RPC server (test-support/rawMcpServer.ts: no SDK, so it can send what an SDK
 * server never would), docs/behaviour.md §1.7: malformed elicitation requests are answered -32602 with one sentence while the dialog
 * tells the person "⟨server⟩ sent a request this app can't show"; a 2026-07-28 server that names itself at the top
 * level of `server/discover` is named.
 */
import { expect, test, type Locator } from '@playwright/test';
import { startRawMcpServer } from '../test-support/rawMcpServer.ts';

let raw: Awaited<ReturnType<typeof startRawMcpServer>>;
test.beforeAll(async () => {
  raw = await startRawMcpServer();
});
test.afterAll(() => raw.close());

async function connect(host: Locator, era: '2025-11-25' | '2026-07-28') {
  await host.getByLabel('Server URL').fill(raw.url);
  await host.getByLabel('Protocol').selectOption(era);
  await host.getByRole('button', { name: /^(Connect|Reconnect)$/ }).click();
  await expect(host.getByTestId('host-status')).toHaveText(`Connected to Raw test server (protocol ${era}).`);
}

// One page for both (a page load is most of the cost on a loaded machine).
test('malformed requests get -32602 and a notice; a 2026-07-28 server named at the top level of server/discover is named', async ({ page }) => {
  await page.goto('/');
  const host = page.getByRole('region', { name: 'Live MCP host' });
  await connect(host, '2025-11-25');
  const dialog = page.getByRole('dialog', { name: 'Raw test server needs your input' });
  const cases = [
    [{ requestedSchema: { type: 'object', properties: {} } }, 'The request has no "message".'],
    [{ message: 'Where?', requestedSchema: { type: 'object', properties: { address: { type: 'object' } } } },
      'Field "address" is a nested object; form fields hold text, numbers, yes/no or choices.'],
  ] as const;
  for (const [params, sentence] of cases) {
    await host.getByLabel('Tool arguments (JSON)').fill(JSON.stringify({ params }));
    await host.getByRole('button', { name: 'Ask anything', exact: true }).click();
    await expect(dialog.getByText("Raw test server sent a request this app can't show")).toBeVisible();
    await expect(dialog.getByText(`Reason: ${sentence}`)).toBeVisible();
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    // What the server received for its elicitation/create, as the raw tool reports it.
    await expect(page.getByTestId('tool-result')).toHaveText(JSON.stringify({ code: -32602, message: sentence }));
    await dialog.getByRole('button', { name: 'Dismiss' }).click();
    await expect(dialog).toBeHidden();
  }
  await connect(host, '2026-07-28'); // the SDK reads only _meta["io.modelcontextprotocol/serverInfo"]: the status said the URL
});

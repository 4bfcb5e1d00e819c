/**
 * A plain Node host (docs/relay.md): the MCP client runs here, on the server (`@modelcontextprotocol/client` 2.x with
 * `attachElicitation`), and each elicitation is relayed to the person's browser by `elicit-kit/relay` (in memory:
 * one process). The page (relay.html, built by Vite) answers with `<ElicitationDialog>` fed by
 * `useElicitationRelay`; URL mode goes through the relay too, and the URL opens in the browser, never here.
 * Started by e2e/apps/playwright.config.ts with PORT, DEMO_MCP_URL and EVERYTHING_MCP_URL.
 *
 * - GET /relay.html (and its assets): the page; the first visit gets a session cookie.
 * - GET|POST /api/elicitations: the relay (the session's stream; one answer).
 * - POST /api/run {server, tool, arguments, era, tag, expiresAfterMs?, url?}: calls the tool (`server`: `demo`,
 *   `everything`, or `tasks`: a 2026-07-28 tasks server the spec started on loopback at `url`, whose task the kit
 *   follows; `expiresAfterMs` shortens the relay's expiry for the expiry spec) and answers with the tool result's text.
 */
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { attachElicitation, withElicitationTasks } from 'elicit-kit/core';
import { createRelay } from 'elicit-kit/relay';
import { startNodeHost } from '../nodeHost.mjs';

const servers = { demo: process.env.DEMO_MCP_URL, everything: process.env.EVERYTHING_MCP_URL };


/** One tool call, its elicitations asked of `session`; resolves with the result's text. */
async function runTool(session, { server, tool, arguments: args = {}, era, tag, expiresAfterMs, url: tasksUrl }, relay) {
  const loopback = typeof tasksUrl === 'string' && tasksUrl.startsWith('http://127.0.0.1:');
  const url = Object.hasOwn(servers, server) ? servers[server] : server === 'tasks' && loopback ? tasksUrl : undefined;
  if (!url) throw new Error(`No MCP server "${server}"`);
  const client = new Client({ name: 'elicit-kit-node-host', version: '0.0.0' }, {
    versionNegotiation: { mode: era === '2026-07-28' ? { pin: '2026-07-28' } : 'legacy' },
  });
  // No signal from the page's HTTP request: a reload or a closed tab never cancels the call or its forms
  // (docs/relay.md); the relay's expiry ends a call no one answers.
  attachElicitation(client, { ask: relay.askFor({ session, expiresAfterMs }), urlMode: true });
  const transport = new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { 'x-elicit-kit-chat': String(tag) } } });
  // A task's questions (docs/behaviour.md §10.2) are asked through the same relay as any other form.
  await client.connect(server === 'tasks' ? withElicitationTasks(transport, { client }) : transport);
  try {
    const result = await client.callTool({ name: tool, arguments: args });
    return result.content.map((block) => (block.type === 'text' ? block.text : `[${block.type}]`)).join('\n');
  } finally {
    await client.close();
  }
}

startNodeHost({
  createRelay,
  port: Number(process.env.PORT),
  dist: join(import.meta.dirname, 'dist'),
  label: 'Node host',
  run: async (session, body, relay) => ({ text: await runTool(session, body, relay).catch((error) => `Error: ${error.message}`) }),
});

/**
 * A real MCP round trip through the relay (docs/behaviour.md §12): a 2.x server over real HTTP, a server-side 2.x client wired
 * with `attachElicitation(client, { ask: relay.askFor(…) })`, and a "browser" that reads the session's stream and
 * posts the answer to the handler. The server receives exactly the posted content, on both protocol eras.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { McpServer, inputRequired, type InputRequest, type ServerContext } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveOnLoopback, type LoopbackServer } from '../../demo/server/harness.ts';
import { answer, form, nextPendingId, sessionFromCookie, stream } from '../../test-support/relayKit.ts';
import { attachElicitation } from '../protocol/clientAdapter.ts';
import { createRelay } from './relay.ts';
import type { Relay } from './types.ts';

/** One tool on both eras: asks `form`, then returns exactly what it received. */
function factory(): McpServer {
  const server = new McpServer({ name: 'relay-test', title: 'Relay test server', version: '1.0.0' });
  server.registerTool('book', { inputSchema: z.object({ what: z.string() }) }, async ({ what }, ctx: ServerContext) => {
    const message = `Who is coming to ${what}?`;
    if (ctx.mcpReq.envelope) {
      const responses = ctx.mcpReq.inputResponses;
      if (!responses) {
        const ask = { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: form } } as unknown as InputRequest;
        return inputRequired({ inputRequests: { guests: ask }, requestState: 'round-1' });
      }
      return { content: [{ type: 'text', text: JSON.stringify({ era: 'modern', received: responses.guests }) }] };
    }
    const received = await ctx.mcpReq.elicitInput({ message, requestedSchema: form as never });
    return { content: [{ type: 'text', text: JSON.stringify({ era: 'legacy', received }) }] };
  });
  // What the MCP server got as the person's languages (docs/behaviour.md §13.5), wherever the SDK put the key.
  server.registerTool('languages', { inputSchema: z.object({}) }, (_args, ctx: ServerContext) => {
    const key = 'io.modelcontextprotocol/acceptLanguage';
    const seen = ctx.mcpReq._meta?.[key] ?? (ctx.mcpReq.envelope as Record<string, unknown> | undefined)?.[key] ?? null;
    return { content: [{ type: 'text', text: JSON.stringify(seen) }] };
  });
  return server;
}

let served: LoopbackServer;
let relay: Relay;
beforeAll(async () => {
  served = await serveOnLoopback(factory);
  relay = createRelay({ authenticate: sessionFromCookie });
});
afterAll(async () => {
  await relay.close();
  await served.close();
});

async function connect(era: 'modern' | 'legacy', session: string, signal?: AbortSignal, languages?: readonly string[]) {
  const client = new Client({ name: 'relay-host', version: '1.0.0' }, { versionNegotiation: { mode: era === 'modern' ? { pin: '2026-07-28' } : 'legacy' } });
  attachElicitation(client, { ask: relay.askFor({ session, signal }), languages });
  await client.connect(new StreamableHTTPClientTransport(served.url));
  return client;
}
const received = (result: unknown) => JSON.parse((result as { content: { text: string }[] }).content[0]!.text) as unknown;

describe.each(['modern', 'legacy'] as const)('a server-side MCP SDK client on the %s era', (era) => {
  it('hands the server exactly the content the browser posted', async () => {
    const browser = await stream(relay, 'alice');
    const client = await connect(era, 'alice');
    try {
      const call = client.callTool({ name: 'book', arguments: { what: 'dinner' } });
      const pending = await browser.next((event) => event.event === 'pending');
      const shown = pending.data as { id: string; request: { message: string; requestedSchema: unknown; server?: unknown } };
      expect(shown.request.message).toBe('Who is coming to dinner?');
      expect(shown.request.requestedSchema).toEqual(form);
      expect(shown.request.server).toEqual({ name: 'relay-test', title: 'Relay test server', version: '1.0.0' });
      expect((await answer(relay, 'alice', shown.id, { action: 'accept', content: { name: 'A' } })).status).toBe(422);
      expect((await answer(relay, 'alice', shown.id, { action: 'accept', content: { name: 'Ada', seats: 2 } })).status).toBe(200);
      expect(received(await call)).toEqual({ era, received: { action: 'accept', content: { name: 'Ada', seats: 2 } } });
    } finally {
      browser.close();
      await client.close();
    }
  });

  it("sends the MCP server the languages the person's tab named on its stream (docs/behaviour.md §13.5)", async () => {
    const browser = await stream(relay, 'erin', `?languages=${encodeURIComponent('pt-BR,pt,en')}`);
    const client = await connect(era, 'erin', undefined, await relay.languagesOf('erin'));
    try {
      expect(received(await client.callTool({ name: 'languages', arguments: {} }))).toBe('pt-BR,pt;q=0.9,en;q=0.8');
    } finally {
      browser.close();
      await client.close();
    }
  });

  it('drops and caps hostile languages on the stream without refusing it', async () => {
    const junk = encodeURIComponent(`<script>,${'x'.repeat(50_000)},42,fr FR,,${Array.from({ length: 500 }, (_, i) => `en-a${i}`).join(',')}`);
    const browser = await stream(relay, `frank-${era}`, `?languages=${junk}&languages=de`);
    const client = await connect(era, `frank-${era}`, undefined, await relay.languagesOf(`frank-${era}`));
    try {
      expect(await browser.next((event) => event.event === 'snapshot')).toBeDefined();
      // The first 1,024 characters are read: the 50,000 x's fill them, so nothing is left.
      expect(await relay.languagesOf(`frank-${era}`)).toBeUndefined();
      expect(received(await client.callTool({ name: 'languages', arguments: {} }))).toBeNull();
      const capped = await stream(relay, `frank-${era}`, `?languages=${encodeURIComponent(`42,fr FR,,${Array.from({ length: 500 }, (_, i) => `en-a${i}`).join(',')}`)}`);
      capped.close();
      expect(await relay.languagesOf(`frank-${era}`)).toEqual(Array.from({ length: 10 }, (_, i) => `en-a${i}`));
    } finally {
      browser.close();
      await client.close();
    }
  });

  it('lets no request timeout fire while the person answers (docs/behaviour.md §11 on the relay path)', async () => {
    const browser = await stream(relay, 'dave');
    const client = await connect(era, 'dave');
    try {
      // 3 s of server time allowed; the person takes longer than that before answering.
      const call = client.callTool({ name: 'book', arguments: { what: 'a long meeting' } }, { timeout: 3000 });
      const id = await nextPendingId(browser);
      await new Promise((resolve) => setTimeout(resolve, 4500));
      expect((await answer(relay, 'dave', id, { action: 'accept', content: { name: 'Ada' } })).status).toBe(200);
      expect(received(await call)).toEqual({ era, received: { action: 'accept', content: { name: 'Ada' } } });
    } finally {
      browser.close();
      await client.close();
    }
  }, 30_000);

  it('sends cancel to the server when the request expires', async () => {
    const browser = await stream(relay, 'bob');
    const expiring = createRelay({ authenticate: sessionFromCookie, expiresAfterMs: 50 });
    const client = new Client({ name: 'relay-host', version: '1.0.0' }, { versionNegotiation: { mode: era === 'modern' ? { pin: '2026-07-28' } : 'legacy' } });
    attachElicitation(client, { ask: expiring.askFor({ session: 'bob' }) });
    await client.connect(new StreamableHTTPClientTransport(served.url));
    try {
      expect(received(await client.callTool({ name: 'book', arguments: { what: 'lunch' } }))).toEqual({ era, received: { action: 'cancel' } });
    } finally {
      browser.close();
      await client.close();
      await expiring.close();
    }
  });

  it('withdraws the form when the host aborts the call (chat stopped)', async () => {
    const browser = await stream(relay, 'carol');
    const stop = new AbortController();
    const client = await connect(era, 'carol', stop.signal);
    try {
      const call = client.callTool({ name: 'book', arguments: { what: 'tea' } }, { signal: stop.signal });
      const id = await nextPendingId(browser);
      stop.abort();
      await expect(call).rejects.toThrow();
      expect((await browser.next((event) => event.event === 'withdrawn')).data).toEqual({ id, state: 'withdrawn' });
      expect((await answer(relay, 'carol', id, { action: 'decline' })).status).toBe(409);
    } finally {
      browser.close();
      await client.close();
    }
  });
});

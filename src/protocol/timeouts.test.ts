/**
 * docs/behaviour.md §11 against the REAL 2.4 SDKs over real HTTP on 127.0.0.1: a person who takes longer than the call's timeout
 * still gets their answer to the server, on both eras, whatever `ask` is (here a plain function that takes its time).
 * Without the kit the 2025 call fails with "Request timed out" while the form is open, and the 2026 loop with
 * "Maximum total timeout exceeded". A call without a form still times out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, SdkError, SdkErrorCode, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { McpServer, inputRequired, type InputRequest, type ServerContext } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { serveOnLoopback, type LoopbackServer } from '../../demo/server/harness.ts';
import type { ElicitResult } from '../model.ts';
import { attachElicitation } from './clientAdapter.ts';
import type { ElicitationRequest } from './types.ts';

/** The call's timeout, and how long the "person" keeps each request open: twice as long. */
const TIMEOUT = 1500;
const PERSON = 2 * TIMEOUT;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nameForm = { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] };

function factory(): McpServer {
  const server = new McpServer({ name: 'timeouts-test', version: '1.0.0' });
  server.registerTool('form', { inputSchema: z.object({}) }, async (_args, ctx: ServerContext) => {
    if (ctx.mcpReq.envelope) {
      const responses = ctx.mcpReq.inputResponses;
      if (!responses) return inputRequired({ inputRequests: { who: { method: 'elicitation/create', params: { message: 'Name?', requestedSchema: nameForm } } as unknown as InputRequest } });
      return { content: [{ type: 'text', text: JSON.stringify(responses.who) }] };
    }
    const answer = await ctx.mcpReq.elicitInput({ message: 'Name?', requestedSchema: nameForm as never }, { timeout: 600_000 });
    return { content: [{ type: 'text', text: JSON.stringify(answer) }] };
  });
  // 2025-11-25: the tool goes on only once the step in the browser is complete (its waiting view stays open).
  server.registerTool('url-step', { inputSchema: z.object({}) }, async (_args, ctx: ServerContext) => {
    const answer = await ctx.mcpReq.elicitInput({ mode: 'url', message: 'Sign in', url: 'https://auth.example.com/', elicitationId: 'step-1' });
    await sleep(PERSON); // the person signs in on the page
    await server.server.createElicitationCompletionNotifier('step-1')();
    return { content: [{ type: 'text', text: `step ${answer.action}, then completed` }] };
  });
  server.registerTool('slow', { inputSchema: z.object({}) }, async () => {
    await sleep(PERSON);
    return { content: [{ type: 'text', text: 'slow done' }] };
  });
  return server;
}

let served: LoopbackServer;
beforeAll(async () => {
  served = await serveOnLoopback(factory);
});
afterAll(() => served.close());

/** A person who reads for `PERSON` ms, then answers. */
const slowPerson = async (request: ElicitationRequest): Promise<ElicitResult> => {
  await sleep(request.mode === 'url' ? 0 : PERSON);
  return request.mode === 'url' ? ({ action: 'accept' } as ElicitResult) : { action: 'accept', content: { name: 'Ada' } };
};

async function connect(era: 'modern' | 'legacy') {
  const client = new Client({ name: 'timeouts-host', version: '1.0.0' }, { versionNegotiation: { mode: era === 'modern' ? { pin: '2026-07-28' } : 'legacy' } });
  attachElicitation(client, { ask: slowPerson, urlMode: true });
  await client.connect(new StreamableHTTPClientTransport(served.url));
  return client;
}
const textOf = (result: { content: unknown }) => (result.content as { text: string }[]).map((block) => block.text).join('\n');

describe.concurrent('no timeout fires while a person answers (docs/behaviour.md §11)', () => {
  it('2025-11-25: the form stays open past the call’s timeout, and the tool result carries the answer', async () => {
    const client = await connect('legacy');
    const result = await client.callTool({ name: 'form', arguments: {} }, { timeout: TIMEOUT });
    await client.close();
    expect(JSON.parse(textOf(result))).toEqual({ action: 'accept', content: { name: 'Ada' } });
  }, 30_000);

  it('2025-11-25: the URL waiting view holds the call until the server reports the step complete', async () => {
    const client = await connect('legacy');
    const result = await client.callTool({ name: 'url-step', arguments: {} }, { timeout: TIMEOUT });
    await client.close();
    expect(textOf(result)).toBe('step accept, then completed');
  }, 30_000);

  it('2026-07-28: the loop’s maxTotalTimeout does not count the time the form is open', async () => {
    const client = await connect('modern');
    const result = await client.callTool({ name: 'form', arguments: {} }, { timeout: TIMEOUT, maxTotalTimeout: TIMEOUT });
    await client.close();
    expect(JSON.parse(textOf(result))).toEqual({ action: 'accept', content: { name: 'Ada' } });
  }, 30_000);

  it('a call with no form still times out, with the SDK’s own error', async () => {
    const client = await connect('legacy');
    const error: unknown = await client.callTool({ name: 'slow', arguments: {} }, { timeout: TIMEOUT }).catch((caught: unknown) => caught);
    await client.close();
    expect(error).toBeInstanceOf(SdkError);
    expect(error).toMatchObject({ code: SdkErrorCode.RequestTimeout, message: 'Request timed out' });
  }, 30_000);
});

describe('attach and detach', () => {
  it('times calls on this client instance only, and puts its request back on detach, even after a second attach', () => {
    const client = new Client({ name: 'timeouts-host', version: '1.0.0' });
    const other = new Client({ name: 'other', version: '1.0.0' });
    attachElicitation(client, { ask: slowPerson });
    const detach = attachElicitation(client, { ask: slowPerson }); // attached again: the first one is undone
    expect(Object.hasOwn(client, 'request')).toBe(true);
    expect(Object.hasOwn(other, 'request')).toBe(false);
    detach();
    expect(Object.hasOwn(client, 'request')).toBe(false);
  });
});

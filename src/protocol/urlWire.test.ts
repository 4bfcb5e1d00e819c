/**
 * URL-mode elicitation (docs/behaviour.md §9) against the REAL 2.4 SDKs over real HTTP on 127.0.0.1: a 2.x `McpServer` behind the
 * demo's dual-era endpoint, a 2.x `Client` wired with `attachElicitation(client, { ask, urlMode: true })`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { McpServer, UrlElicitationRequiredError, inputRequired, type InputRequest, type ServerContext } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { serveOnLoopback, type LoopbackServer } from '../../demo/server/harness.ts';
import type { ElicitResult } from '../model.ts';
import { attachElicitation, completionTrackerOf } from './clientAdapter.ts';
import type { ElicitationRequest } from './types.ts';
import { callWithUrlElicitations, UrlElicitationStoppedError } from './urlRequired.ts';

const SIGN_IN = 'https://auth.example.com/authorize?client=kit&state=a%20b';
const nameForm = { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] };
const urlCapabilities = { elicitation: { form: {}, url: {} }, extensions: { 'openai/elicitation': { form: {} } } };
const elicit = (params: Record<string, unknown>) => ({ method: 'elicitation/create', params }) as unknown as InputRequest;

/** What each tool call saw, and the server-side hooks the "user" uses to finish a step in the browser. */
const log: unknown[] = [];
let gateOpen = false;
const finishers = new Map<string, () => Promise<void>>();
let gatedCalls = 0;

function factory(): McpServer {
  const server = new McpServer({ name: 'url-test', version: '1.0.0' });
  server.registerTool('sign-in', { inputSchema: z.object({}) }, async (_args, ctx: ServerContext) => {
    if (ctx.mcpReq.envelope) {
      const responses = ctx.mcpReq.inputResponses;
      if (!responses) {
        return inputRequired({
          inputRequests: { signin: inputRequired.elicitUrl({ message: 'Sign in to Example', url: SIGN_IN }), name: elicit({ message: 'Your name', requestedSchema: nameForm }) },
          requestState: 'round-1 "é"',
        });
      }
      const capabilities = (ctx.mcpReq.envelope as Record<string, unknown>)['io.modelcontextprotocol/clientCapabilities'];
      log.push({ era: 'modern', responses, state: ctx.mcpReq.requestState<string>(), capabilities });
      return { content: [{ type: 'text', text: 'done' }] };
    }
    const result = await ctx.mcpReq.elicitInput({ mode: 'url', message: 'Sign in to Example', url: SIGN_IN, elicitationId: 'el-1' });
    log.push({ era: 'legacy', result, capabilities: server.server.getClientCapabilities() });
    if (result.action === 'accept') await server.server.createElicitationCompletionNotifier('el-1')();
    return { content: [{ type: 'text', text: 'done' }] };
  });
  server.registerTool('gated', { inputSchema: z.object({ forever: z.boolean() }) }, ({ forever }) => {
    gatedCalls += 1;
    if (forever || !gateOpen) {
      finishers.set('gate-1', async () => {
        gateOpen = true;
        await server.server.createElicitationCompletionNotifier('gate-1')();
      });
      throw new UrlElicitationRequiredError([{ mode: 'url', message: 'Connect your account', url: 'https://accounts.example.com/link', elicitationId: 'gate-1' }]);
    }
    return { content: [{ type: 'text', text: 'gated ok' }] };
  });
  return server;
}

let served: LoopbackServer;
beforeAll(async () => {
  served = await serveOnLoopback(factory);
});
afterAll(() => served.close());

async function connect(era: 'modern' | 'legacy', ask: (request: ElicitationRequest) => Promise<ElicitResult>, urlMode = true) {
  const client = new Client({ name: 'url-host', version: '1.0.0' }, { versionNegotiation: { mode: era === 'modern' ? { pin: '2026-07-28' } : 'legacy' } });
  attachElicitation(client, { ask, urlMode });
  await client.connect(new StreamableHTTPClientTransport(served.url));
  return client;
}

describe('URL mode, 2025-11-25 request path', () => {
  it('accept = consent; the completion notification for that id resolves the request’s `completed`', async () => {
    const seen: ElicitationRequest[] = [];
    let completed: Promise<void> | undefined;
    const client = await connect('legacy', (request) => {
      seen.push(request);
      completed = request.completed;
      return Promise.resolve({ action: 'accept' } as ElicitResult);
    });
    await client.callTool({ name: 'sign-in', arguments: {} });
    await completed;
    // The server's notifications/elicitation/complete {elicitationId: 'el-1'} (`completed` also ends with the call).
    await completionTrackerOf(client)!.completion('el-1');
    await client.close();
    expect(seen.map((r) => [r.mode, r.url, r.elicitationId, r.urlCompletion, r.message])).toEqual([['url', SIGN_IN, 'el-1', 'notification', 'Sign in to Example']]);
    expect(log.at(-1)).toEqual({ era: 'legacy', result: { action: 'accept' }, capabilities: urlCapabilities });
  });

  it('without urlMode the client declares no elicitation.url, so the server’s SDK never sends the URL request', async () => {
    let asked = 0;
    const client = await connect('legacy', () => Promise.resolve({ action: 'cancel' as const }).finally(() => void (asked += 1)), false);
    const result = await client.callTool({ name: 'sign-in', arguments: {} });
    await client.close();
    expect(asked).toBe(0);
    expect(JSON.stringify(result)).toMatch(/Client does not support url elicitation/);
  });
});

describe('URL mode, URLElicitationRequiredError (-32042)', () => {
  it('shows the required step, waits for completion, then retries the original call once', async () => {
    gateOpen = false;
    gatedCalls = 0;
    const seen: ElicitationRequest[] = [];
    const ask = (request: ElicitationRequest) => {
      seen.push(request);
      // The user opens the URL and finishes there; the server then sends the completion notification.
      void finishers.get(request.elicitationId!)?.();
      return request.completed!.then(() => ({ action: 'accept' }) as ElicitResult);
    };
    const client = await connect('legacy', ask);
    const result = await callWithUrlElicitations(client, () => client.callTool({ name: 'gated', arguments: { forever: false } }), { ask });
    await client.close();
    expect(result.content).toEqual([{ type: 'text', text: 'gated ok' }]);
    expect(gatedCalls).toBe(2);
    expect(seen.map((r) => [r.source, r.mode, r.url, r.elicitationId, r.urlCompletion])).toEqual([
      ['url-required', 'url', 'https://accounts.example.com/link', 'gate-1', 'retry'],
    ]);
  });

  it('a repeated identical requirement ends with a clear message, never a loop', async () => {
    gatedCalls = 0;
    const ask = () => Promise.resolve({ action: 'accept' } as ElicitResult);
    const client = await connect('legacy', ask);
    const attempt = callWithUrlElicitations(client, () => client.callTool({ name: 'gated', arguments: { forever: true } }), { ask });
    await expect(attempt).rejects.toThrow(UrlElicitationStoppedError);
    const error = await attempt.catch((caught: unknown) => caught as UrlElicitationStoppedError);
    expect(error.reason).toBe('repeated');
    expect(error.message).toMatch(/asked again for the same step/);
    await client.close();
    expect(gatedCalls).toBe(2);
  });

  it('a declined step stops without retrying', async () => {
    gateOpen = false;
    gatedCalls = 0;
    const ask = () => Promise.resolve({ action: 'decline' as const });
    const client = await connect('legacy', ask);
    await expect(callWithUrlElicitations(client, () => client.callTool({ name: 'gated', arguments: { forever: false } }), { ask }))
      .rejects.toMatchObject({ reason: 'declined' });
    await client.close();
    expect(gatedCalls).toBe(1);
  });
});

describe('URL mode, 2026-07-28 MRTR', () => {
  it('a URL entry and a form entry in one round; "I’ve finished" = accept in the retry with requestState echoed', async () => {
    const seen: ElicitationRequest[] = [];
    const client = await connect('modern', (request) => {
      seen.push(request);
      return Promise.resolve(request.mode === 'url' ? ({ action: 'accept' } as ElicitResult) : { action: 'accept', content: { name: 'Ada' } });
    });
    await client.callTool({ name: 'sign-in', arguments: {} });
    await client.close();
    expect(seen.map((r) => [r.mode ?? 'form', r.urlCompletion ?? null, r.url ?? null])).toEqual([['url', 'retry', SIGN_IN], ['form', null, null]]);
    expect(log.at(-1)).toEqual({
      era: 'modern', responses: { signin: { action: 'accept' }, name: { action: 'accept', content: { name: 'Ada' } } }, state: 'round-1 "é"', capabilities: urlCapabilities,
    });
  });

  it('Cancel ends it: the retry carries cancel for the URL entry', async () => {
    const client = await connect('modern', (request) => Promise.resolve(request.mode === 'url' ? { action: 'cancel' as const } : { action: 'decline' as const }));
    await client.callTool({ name: 'sign-in', arguments: {} });
    await client.close();
    expect(log.at(-1)).toMatchObject({ responses: { signin: { action: 'cancel' }, name: { action: 'decline' } } });
  });
});

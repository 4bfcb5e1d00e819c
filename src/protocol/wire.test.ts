/**
 * The protocol layer against the REAL SDK over real HTTP on 127.0.0.1 (no mocks): a 2.x server served
 * by the demo's dual-era endpoint, answered by a 2.x client through `attachElicitation`, and by
 * `requestWithInput` over plain fetch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { McpServer, inputRequired, type InputRequest, type ServerContext } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { serveOnLoopback, type LoopbackServer } from '../../demo/server/harness.ts';
import { attachElicitation } from './clientAdapter.ts';
import { requestWithInput } from './loop.ts';
import type { ElicitationRequest } from './types.ts';
import type { ElicitResult } from '../model.ts';

const openaiForm = {
  type: 'object',
  properties: {
    files: { type: 'array', items: { type: 'string', format: 'uri' }, 'x-openai-input': { type: 'resource', options: [{ uri: 'file:///a.stl', name: 'a.stl' }] } },
    note: { type: 'string', 'x-openai-suggestions': [{ const: 'ok', title: 'OK' }] },
  },
  required: ['files'],
};
const plainForm = { type: 'object', properties: { code: { type: 'string', pattern: '^[A-Z]{3}$' } }, required: ['code'] };
const confirmForm = { type: 'object', properties: { sure: { type: 'boolean' } }, required: ['sure'] };
/** Opaque state with characters a careless client would re-encode. */
const trickyState = (tag: string, round: number) => `v1 "${tag}" round=${round} é\\u00e9 {}\n`;

type Answers = Record<string, unknown>;
/** Forms here use keys outside the SDK's typed subset (pattern, x-openai-*): sent as raw JSON. */
const elicit = (params: Record<string, unknown>) => ({ method: 'elicitation/create', params }) as unknown as InputRequest;
function describeRound(responses: Record<string, unknown> | undefined, state: unknown): Answers {
  return { responses: responses ?? null, state: state ?? null };
}

/** The client capabilities the server saw: `_meta` envelope on 2026-07-28, `initialize` on 2025. */
const seenCapabilities: unknown[] = [];
const kitCapabilities = { elicitation: { form: {} }, extensions: { 'openai/elicitation': { form: {} } } };

/** One tool, both eras: two forms at once (OpenAI + plain), then a confirmation in a second round. */
function factory(): McpServer {
  const server = new McpServer({ name: 'wire-test', title: 'Wire test server', version: '1.0.0' });
  server.registerTool('survey', { inputSchema: z.object({ tag: z.string() }) }, async ({ tag }, ctx: ServerContext) => {
    if (ctx.mcpReq.envelope) {
      const state = ctx.mcpReq.requestState<string>();
      const responses = ctx.mcpReq.inputResponses;
      if (state === undefined) {
        return inputRequired({
          inputRequests: {
            first: elicit({ mode: 'form', message: `Files for ${tag}`, requestedSchema: { type: 'object', properties: {} }, _meta: { 'openai/elicitation': { requestedSchema: openaiForm } } }),
            second: elicit({ message: `Code for ${tag}`, requestedSchema: plainForm }),
          },
          requestState: trickyState(tag, 1),
        });
      }
      if (state === trickyState(tag, 1)) {
        return inputRequired({
          inputRequests: { confirm: elicit({ message: `Sure about ${tag}?`, requestedSchema: confirmForm }) },
          requestState: `${trickyState(tag, 2)}${JSON.stringify(responses)}`,
        });
      }
      const [, round1 = 'null'] = state.split('\n');
      seenCapabilities.push((ctx.mcpReq.envelope as Record<string, unknown>)['io.modelcontextprotocol/clientCapabilities']);
      return { content: [{ type: 'text', text: JSON.stringify({ era: 'modern', round1: JSON.parse(round1) as unknown, round2: describeRound(responses, null).responses }) }] };
    }
    // 2025 era: server→client requests, OpenAI form on its own method.
    const passResult = { '~standard': { version: 1 as const, vendor: 'test', validate: (value: unknown) => ({ value: value as ElicitResult }) } };
    const first = await ctx.mcpReq.send({ method: 'openai/elicitation/create', params: { message: `Files for ${tag}`, requestedSchema: openaiForm } }, passResult);
    const second = await ctx.mcpReq.elicitInput({ message: `Code for ${tag}`, requestedSchema: plainForm as never });
    seenCapabilities.push(server.server.getClientCapabilities());
    return { content: [{ type: 'text', text: JSON.stringify({ era: 'legacy', first, second }) }] };
  });
  return server;
}

let served: LoopbackServer;
let url: URL;
beforeAll(async () => {
  served = await serveOnLoopback(factory);
  url = served.url;
});
afterAll(() => served.close());

/** A user who answers each form by its message. */
function scriptedUser(answers: Record<string, ElicitResult>) {
  const seen: ElicitationRequest[] = [];
  const ask = (request: ElicitationRequest) => {
    seen.push(request);
    const prefix = Object.keys(answers).find((start) => request.message.startsWith(start));
    return Promise.resolve(prefix ? answers[prefix]! : { action: 'cancel' as const });
  };
  return { seen, ask };
}

async function connect(mode: 'modern' | 'legacy', ask: (request: ElicitationRequest) => Promise<ElicitResult>) {
  const client = new Client({ name: 'wire-test-host', version: '1.0.0' }, {
    versionNegotiation: { mode: mode === 'modern' ? { pin: '2026-07-28' } : 'legacy' },
  });
  attachElicitation(client, { ask });
  await client.connect(new StreamableHTTPClientTransport(url));
  return client;
}

function toolText(result: unknown): unknown {
  const content = (result as { content: { type: string; text: string }[] }).content;
  return JSON.parse(content[0]!.text) as unknown;
}

const files: ElicitResult = { action: 'accept', content: { files: ['file:///a.stl'], note: 'ok' } };
const code: ElicitResult = { action: 'accept', content: { code: 'ABC' } };

describe('attachElicitation on a 2026-07-28 connection (MRTR run by the 2.x client)', () => {
  it('brings both forms of one round to ask, exactly as sent, then the second round', async () => {
    const user = scriptedUser({ Files: files, Code: code, Sure: { action: 'accept', content: { sure: true } } });
    const client = await connect('modern', user.ask);
    expect(client.getProtocolEra()).toBe('modern');
    const result = await client.callTool({ name: 'survey', arguments: { tag: 't1' } });
    await client.close();

    expect(user.seen.map((request) => [request.source, request.message])).toEqual([
      ['mrtr-openai', 'Files for t1'], ['mrtr-plain', 'Code for t1'], ['mrtr-plain', 'Sure about t1?'],
    ]);
    // The OpenAI form comes from _meta, and the plain form keeps `pattern` (the SDK's own parse drops it).
    expect(user.seen[0]!.requestedSchema).toEqual(openaiForm);
    expect(user.seen[1]!.requestedSchema).toEqual(plainForm);
    expect(user.seen[0]!.server).toEqual({ name: 'wire-test', title: 'Wire test server', version: '1.0.0' });
    expect(user.seen[0]!.signal).toBeInstanceOf(AbortSignal);
    // The server saw every key, its requestState echoed byte-for-byte (else no second round), then round 2.
    expect(toolText(result)).toEqual({ era: 'modern', round1: { first: files, second: code }, round2: { confirm: { action: 'accept', content: { sure: true } } } });
    expect(seenCapabilities.at(-1)).toEqual(kitCapabilities);
  });

  it('sends decline and cancel through the retry', async () => {
    const user = scriptedUser({ Files: { action: 'decline' }, Code: { action: 'cancel' }, Sure: { action: 'decline' } });
    const client = await connect('modern', user.ask);
    const result = await client.callTool({ name: 'survey', arguments: { tag: 't2' } });
    await client.close();
    expect(toolText(result)).toEqual({ era: 'modern', round1: { first: { action: 'decline' }, second: { action: 'cancel' } }, round2: { confirm: { action: 'decline' } } });
  });
});

describe('attachElicitation on a client pinned to the 2025 era', () => {
  it('brings openai/elicitation/create and elicitation/create to the same ask', async () => {
    const user = scriptedUser({ Files: files, Code: code });
    const client = await connect('legacy', user.ask);
    expect(client.getNegotiatedProtocolVersion()).toBe('2025-11-25');
    const result = await client.callTool({ name: 'survey', arguments: { tag: 'old' } });
    await client.close();
    expect(user.seen.map((request) => request.source)).toEqual(['legacy-openai', 'legacy-plain']);
    expect(user.seen[0]!.requestedSchema).toEqual(openaiForm);
    expect(user.seen[1]!.requestedSchema).toEqual(plainForm);
    expect(toolText(result)).toEqual({ era: 'legacy', first: files, second: code });
    expect(seenCapabilities.at(-1)).toEqual(kitCapabilities);
  });
});

describe('requestWithInput over plain fetch (any send function)', () => {
  let nextId = 1;
  const sent: { id: number; params: Record<string, unknown> }[] = [];
  async function send(method: string, params: Record<string, unknown>): Promise<unknown> {
    const id = nextId++;
    sent.push({ id, params });
    const meta = { ...(params._meta as object), 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientInfo': { name: 'raw', version: '1' } };
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2026-07-28', 'mcp-method': method, 'mcp-name': String(params.name) },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params: { ...params, _meta: meta } }),
    });
    const text = await response.text();
    const json = response.headers.get('content-type')?.includes('text/event-stream')
      ? text.split('\n').filter((line) => line.startsWith('data: ')).map((line) => line.slice(6)).at(-1)!
      : text;
    const message = JSON.parse(json) as { result?: unknown; error?: unknown };
    if (message.error) throw new Error(JSON.stringify(message.error));
    return message.result;
  }

  it('answers every key, echoes requestState, uses a new id and advertises capabilities on every request', async () => {
    const user = scriptedUser({ Files: files, Code: code, Sure: { action: 'accept', content: { sure: false } } });
    sent.length = 0;
    const result = await requestWithInput({ method: 'tools/call', params: { name: 'survey', arguments: { tag: 'raw' } }, send, ask: user.ask });
    expect(toolText(result)).toEqual({ era: 'modern', round1: { first: files, second: code }, round2: { confirm: { action: 'accept', content: { sure: false } } } });
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((request) => request.id)).size).toBe(3);
    for (const request of sent) {
      expect(request.params.name).toBe('survey');
      expect(request.params.arguments).toEqual({ tag: 'raw' });
      expect((request.params._meta as Record<string, unknown>)['io.modelcontextprotocol/clientCapabilities'])
        .toEqual({ elicitation: { form: {} }, extensions: { 'openai/elicitation': { form: {} } } });
    }
    expect(sent[1]!.params.requestState).toBe(trickyState('raw', 1));
    expect(sent[1]!.params.inputResponses).toEqual({ first: files, second: code });
    expect(sent[0]!.params).not.toHaveProperty('requestState');
  });

  it('keeps concurrent requests apart', async () => {
    const answersFor = (tag: string) => scriptedUser({
      [`Files for ${tag}`]: { action: 'accept', content: { files: ['file:///a.stl'], note: tag } },
      [`Code for ${tag}`]: tag === 'x' ? code : { action: 'decline' },
      [`Sure about ${tag}`]: { action: 'accept', content: { sure: tag === 'x' } },
    });
    const [x, y] = [answersFor('x'), answersFor('y')];
    const slow = (ask: typeof x.ask) => (request: ElicitationRequest) => new Promise<ElicitResult>((resolve) => setTimeout(() => void ask(request).then(resolve), 20));
    const [rx, ry] = await Promise.all([
      requestWithInput({ method: 'tools/call', params: { name: 'survey', arguments: { tag: 'x' } }, send, ask: slow(x.ask) }),
      requestWithInput({ method: 'tools/call', params: { name: 'survey', arguments: { tag: 'y' } }, send, ask: y.ask }),
    ]);
    expect(toolText(rx)).toEqual({ era: 'modern', round1: { first: { action: 'accept', content: { files: ['file:///a.stl'], note: 'x' } }, second: code }, round2: { confirm: { action: 'accept', content: { sure: true } } } });
    expect(toolText(ry)).toEqual({ era: 'modern', round1: { first: { action: 'accept', content: { files: ['file:///a.stl'], note: 'y' } }, second: { action: 'decline' } }, round2: { confirm: { action: 'accept', content: { sure: false } } } });
  });
});

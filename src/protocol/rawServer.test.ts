/**
 * The kit against servers the MCP SDK would not let it meet (docs/behaviour.md §1.7), through the REAL 2.4 client over real HTTP:
 * - malformed elicitation requests from a raw JSON-RPC server (test-support/rawMcpServer.ts): the kit sees each one,
 *   `ask` gets it marked `invalid`, and the server gets -32602 with one short sentence (the SDK sent a zod dump);
 * - the same inside a 2026-07-28 `input_required` round (an SDK server): the call fails with that sentence;
 * - 2026-07-28 servers that put `serverInfo` at the top level of `server/discover` are named;
 * - a 2026-07-28 tool result without `resultType` is complete for `requestWithInput`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { McpServer, inputRequired, type InputRequest } from '@modelcontextprotocol/server';
import { serveOnLoopback, type LoopbackServer } from '../../demo/server/harness.ts';
import { startRawMcpServer } from '../../test-support/rawMcpServer.ts';
import type { ElicitResult } from '../model.ts';
import { attachElicitation } from './clientAdapter.ts';
import { serverInfoOf } from './serverInfo.ts';
import { requestWithInput } from './loop.ts';
import type { ElicitationRequest } from './types.ts';

let raw: Awaited<ReturnType<typeof startRawMcpServer>>;
let sdk: LoopbackServer;
const nested = { message: 'Where do you live?', requestedSchema: { type: 'object', properties: { address: { type: 'object', properties: { city: { type: 'string' } } } } } };

beforeAll(async () => {
  raw = await startRawMcpServer();
  sdk = await serveOnLoopback(() => {
    const server = new McpServer({ name: 'mrtr-test', version: '1.0.0' });
    server.registerTool('nested', {}, () =>
      inputRequired({ inputRequests: { where: { method: 'elicitation/create', params: nested } as unknown as InputRequest } }));
    return server;
  });
});
afterAll(async () => {
  await raw.close();
  await sdk.close();
});

async function connect(url: string | URL, era: 'modern' | 'legacy', seen: ElicitationRequest[] = []) {
  const client = new Client({ name: 'raw-host', version: '1.0.0' }, { versionNegotiation: { mode: era === 'modern' ? { pin: '2026-07-28' } : 'legacy' } });
  attachElicitation(client, { ask: (request) => (seen.push(request), Promise.resolve<ElicitResult>({ action: 'cancel' })) });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return client;
}

describe('malformed elicitation requests (2025-11-25, raw server)', () => {
  it.each([
    ['a missing message', { requestedSchema: { type: 'object', properties: {} } }, 'The request has no "message".'],
    ['properties: "oops"', { message: 'Hi', requestedSchema: { type: 'object', properties: 'oops' } }, '"requestedSchema" needs a "properties" object.'],
    ['a nested object property', nested, 'Field "address" is a nested object; form fields hold text, numbers, yes/no or choices.'],
  ])('%s: -32602 with one sentence, and ask sees the request marked invalid', async (_name, params, sentence) => {
    const seen: ElicitationRequest[] = [];
    const client = await connect(raw.url, 'legacy', seen);
    const result = await client.callTool({ name: 'ask', arguments: { params } });
    await client.close();
    // What the server received for its elicitation/create (the raw tool reports it).
    expect(JSON.parse((result.content as { text: string }[])[0]!.text)).toEqual({ code: -32602, message: sentence });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ invalid: true, unsupportedReason: sentence, server: { name: 'raw-server', title: 'Raw test server' } });
  });
});

describe('2026-07-28', () => {
  it('a malformed input_required entry reaches ask, and the call fails with the same sentence', async () => {
    const seen: ElicitationRequest[] = [];
    const client = await connect(sdk.url, 'modern', seen);
    const error = await client.callTool({ name: 'nested', arguments: {} }).catch((caught: unknown) => caught as Error);
    await client.close();
    expect(error).toMatchObject({ message: 'Field "address" is a nested object; form fields hold text, numbers, yes/no or choices.' });
    expect(seen.map((request) => [request.invalid, request.source, request.message])).toEqual([[true, 'mrtr-plain', 'Where do you live?']]);
    // The SDK aborts the round when the entry fails; the notice must stay until the person dismisses it.
    expect(seen[0]!.signal?.aborted ?? false).toBe(false);
  });

  it('reads serverInfo at the top level of server/discover, as the conformance mock servers send it', async () => {
    const client = await connect(raw.url, 'modern');
    expect(client.getServerVersion()).toBeUndefined(); // the SDK reads only _meta["io.modelcontextprotocol/serverInfo"]
    expect(serverInfoOf(client)).toEqual({ name: 'raw-server', title: 'Raw test server', version: '1.0.0' });
    await client.close();
  });

  it('requestWithInput takes a tool result without resultType as complete', async () => {
    let id = 0;
    const send = async (method: string, params: Record<string, unknown>) => {
      const response = await fetch(raw.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2026-07-28' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
      });
      return ((await response.json()) as { result: unknown }).result;
    };
    const result = await requestWithInput({ method: 'tools/call', params: { name: 'ask', arguments: {} }, send, ask: () => Promise.resolve({ action: 'cancel' }) });
    expect(result).toEqual({ content: [{ type: 'text', text: 'complete without resultType' }] });
  });
});

/**
 * A raw MCP server for tests: plain JSON-RPC over HTTP, no SDK, so it can send what an SDK server would refuse to
 * (docs/behaviour.md §1.7). 2025-11-25: the `ask` tool sends `elicitation/create` with its `params` argument exactly as given and
 * returns what the client answered. 2026-07-28: `serverInfo` at the top level of `server/discover` and tool results
 * without `resultType`, as the MCP conformance suite's mock servers do (other results say `complete`). CORS is open, for a page on another port.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Message = { id?: string | number; method?: string; params?: { arguments?: { params?: unknown } }; result?: unknown; error?: unknown };
const SERVER_INFO = { name: 'raw-server', title: 'Raw test server', version: '1.0.0' };
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': '*', 'access-control-expose-headers': '*' };

const results: Record<string, unknown> = {
  initialize: { protocolVersion: '2025-11-25', capabilities: { tools: {} }, serverInfo: SERVER_INFO },
  'server/discover': { supportedVersions: ['2026-07-28'], capabilities: { tools: {} }, serverInfo: SERVER_INFO },
  'tools/list': { tools: [{ name: 'ask', title: 'Ask anything', inputSchema: { type: 'object' } }], ttlMs: 0, cacheScope: 'private' },
};

/** Starts the server on 127.0.0.1; `url` is its endpoint. */
export async function startRawMcpServer(): Promise<{ url: string; close: () => Promise<void> }> {
  let answer: ((reply: Message) => void) | undefined;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST') return void res.writeHead(req.method === 'OPTIONS' ? 204 : 405, CORS).end();
      const message = JSON.parse(body) as Message;
      const json = (result: unknown) => res.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: message.id, result }));
      if (message.id === undefined || message.method === undefined) {
        if (message.method === undefined) answer?.(message); // the client's reply to our elicitation/create
        return void res.writeHead(202, CORS).end();
      }
      const modern = req.headers['mcp-protocol-version'] === '2026-07-28';
      if (message.method !== 'tools/call') return json({ ...(results[message.method] as object), ...(modern ? { resultType: 'complete' } : {}) });
      if (modern) return json({ content: [{ type: 'text', text: 'complete without resultType' }] });
      const send = (value: unknown) => res.write(`event: message\ndata: ${JSON.stringify(value)}\n\n`);
      res.writeHead(200, { ...CORS, 'content-type': 'text/event-stream' });
      answer = (reply) => {
        send({ jsonrpc: '2.0', id: message.id, result: { content: [{ type: 'text', text: JSON.stringify(reply.error ?? reply.result) }] } });
        res.end();
      };
      send({ jsonrpc: '2.0', id: 'elicit-1', method: 'elicitation/create', params: message.params?.arguments?.params });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
  return { url, close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))) };
}

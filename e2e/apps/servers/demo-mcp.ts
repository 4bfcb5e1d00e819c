/**
 * The repo's demo MCP server (demo/server, both eras at `/mcp`) as a process of its own for `npm run test:apps`:
 * the apps (a Next.js chat, a Node host) call it over real HTTP as any host would. Run with Node 22's
 * `--experimental-transform-types` (e2e/apps/playwright.config.ts starts it; the demo's sources are TypeScript).
 *
 * It also keeps every elicitation answer that reaches it (`GET /received?chat=ID`), by the `x-elicit-kit-chat`
 * header the apps send: the exact results the MCP server received, so a test can prove there was exactly one.
 */
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostHeaderValidationResponse, localhostAllowedHostnames } from '@modelcontextprotocol/server';
import { createDualEraEndpoint, sendWebResponse, toWebRequest } from '../../../demo/server/http.ts';
import { demoServerFactory } from '../../../demo/server/server.ts';

/** One answer as the server received it: a 2025 JSON-RPC result, or one 2026-07-28 `inputResponses` entry. */
interface Received {
  era: '2025' | '2026-07-28';
  key?: string;
  result: unknown;
}

const CHAT_HEADER = 'x-elicit-kit-chat';
const port = Number(process.env.PORT);
const endpoint = createDualEraEndpoint(demoServerFactory({ uploadDir: mkdtempSync(join(tmpdir(), 'elicit-kit-apps-')) }));
const received = new Map<string, Received[]>();

/** Notes the answers in one POST body (a JSON-RPC message or a batch); anything else is ignored. */
function record(chat: string, body: unknown): void {
  const list = received.get(chat) ?? [];
  for (const message of Array.isArray(body) ? body : [body]) {
    if (typeof message !== 'object' || message === null) continue;
    const { method, result, params } = message as { method?: unknown; result?: unknown; params?: { inputResponses?: unknown } };
    // A response to the server's `elicitation/create` (2025): a message with a result and no method.
    if (method === undefined && result !== undefined) list.push({ era: '2025', result });
    // A 2026-07-28 retry: the answers of the round ride in `inputResponses`.
    const responses = method === 'tools/call' ? params?.inputResponses : undefined;
    if (typeof responses === 'object' && responses !== null) {
      for (const [key, answer] of Object.entries(responses)) list.push({ era: '2026-07-28', key, result: answer });
    }
  }
  received.set(chat, list);
}

const server = createServer((req, res) => {
  void toWebRequest(req, res, 'http://127.0.0.1')
    .then(async (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/received') return Response.json(received.get(url.searchParams.get('chat') ?? '') ?? []);
      if (url.pathname !== '/mcp') return new Response('elicit-kit demo MCP server: /mcp', { status: url.pathname === '/' ? 200 : 404 });
      const rejected = hostHeaderValidationResponse(request, localhostAllowedHostnames());
      if (rejected) return rejected;
      const chat = request.headers.get(CHAT_HEADER);
      if (chat && request.method === 'POST') {
        try {
          record(chat, await request.clone().json());
        } catch {
          // not JSON: the endpoint answers it
        }
      }
      return endpoint.fetch(request);
    })
    .then((response) => sendWebResponse(response, res))
    .catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
});
server.listen(port, '127.0.0.1', () => console.log(`demo MCP server: http://127.0.0.1:${port}/mcp`));
const stop = () => void endpoint.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

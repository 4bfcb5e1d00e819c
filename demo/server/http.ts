/**
 * The demo server's HTTP face: one Streamable HTTP endpoint that serves both protocol eras from one
 * server factory, and a bridge from Node's `(req, res)` (Vite's dev and preview servers) to it.
 *
 * Why two legs: `createMcpHandler` serves 2026-07-28 per request, but its 2025 fallback is stateless,
 * and a stateless server cannot receive the client's answer to a server→client `elicitation/create`
 * (the answer arrives as a new POST to a new instance). 2025 traffic therefore goes to a sessionful
 * `WebStandardStreamableHTTPServerTransport`, routed with the SDK's own `isLegacyRequest` predicate.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  createMcpHandler,
  isLegacyRequest,
  WebStandardStreamableHTTPServerTransport,
  type McpServer,
} from '@modelcontextprotocol/server';

export type FetchHandler = (request: Request) => Promise<Response>;

/** 2025 sessions kept at most (a demo server; clients that never send DELETE must not grow it forever). */
const MAX_LEGACY_SESSIONS = 64;

/** Serves both eras of one server factory at one URL. */
export function createDualEraEndpoint(factory: () => McpServer): { fetch: FetchHandler; close: () => Promise<void> } {
  const modern = createMcpHandler(factory, { legacy: 'reject' });
  const sessions = new Map<string, WebStandardStreamableHTTPServerTransport>();
  async function legacy(request: Request): Promise<Response> {
    const sessionId = request.headers.get('mcp-session-id');
    const existing = sessionId ? sessions.get(sessionId) : undefined;
    if (existing) return existing.handleRequest(request);
    const transport: WebStandardStreamableHTTPServerTransport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => crypto.randomUUID(),
      onsessioninitialized: (id) => void sessions.set(id, transport),
      onsessionclosed: (id) => void sessions.delete(id),
    });
    await factory().connect(transport);
    if (sessions.size >= MAX_LEGACY_SESSIONS) {
      const [oldestId, oldest] = sessions.entries().next().value!;
      sessions.delete(oldestId);
      void oldest.close();
    }
    return transport.handleRequest(request);
  }
  return {
    fetch: async (request) => ((await isLegacyRequest(request)) ? legacy(request) : modern.fetch(request)),
    close: async () => {
      await modern.close();
      await Promise.all([...sessions.values()].map((transport) => transport.close()));
      sessions.clear();
    },
  };
}

/** Turns a Node request into a web `Request` (the body is read fully: MCP POST bodies are small JSON). */
export async function toWebRequest(req: IncomingMessage, res: ServerResponse, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const method = req.method ?? 'GET';
  const controller = new AbortController();
  // The response's close (not the request's, which fires once the body is read) means the client left.
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  if (method === 'GET' || method === 'HEAD') return new Request(new URL(req.originalUrl ?? req.url ?? '/', origin), { method, headers, signal: controller.signal });
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Request(new URL(req.originalUrl ?? req.url ?? '/', origin), { method, headers, body: Buffer.concat(chunks), signal: controller.signal });
}

/** Streams a web `Response` to Node (SSE included: chunks are written as they arrive). */
export async function sendWebResponse(response: Response, res: ServerResponse): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.flushHeaders();
  if (response.body) {
    const reader = response.body.getReader();
    res.on('close', () => void reader.cancel().catch(() => undefined));
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      res.write(value);
    }
  }
  res.end();
}

declare module 'node:http' {
  interface IncomingMessage {
    /** Set by connect (Vite's middleware stack) when a middleware is mounted on a path. */
    originalUrl?: string;
  }
}

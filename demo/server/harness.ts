/**
 * Test harness: serves an MCP server factory on both protocol eras (the demo's dual-era endpoint) over real HTTP
 * on 127.0.0.1, at a port the OS picks, so tests talk to it exactly as a host would (tests only).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDualEraEndpoint, sendWebResponse, toWebRequest } from './http.ts';

/** A running loopback server: its `/mcp` URL and how to shut it down. */
export interface LoopbackServer {
  url: URL;
  /** Closes the MCP sessions, drops open connections (streams stay open otherwise) and stops listening. */
  close: () => Promise<void>;
}

/**
 * Starts the endpoint; call `close` in `afterAll`.
 * @example const served = await serveOnLoopback(() => new McpServer(...)); // served.url → http://127.0.0.1:PORT/mcp
 */
export async function serveOnLoopback(factory: Parameters<typeof createDualEraEndpoint>[0]): Promise<LoopbackServer> {
  const endpoint = createDualEraEndpoint(factory);
  const httpServer = createServer((req, res) => {
    void toWebRequest(req, res, 'http://127.0.0.1').then(endpoint.fetch).then((response) => sendWebResponse(response, res));
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const url = new URL(`http://127.0.0.1:${(httpServer.address() as AddressInfo).port}/mcp`);
  const close = async () => {
    await endpoint.close();
    httpServer.closeAllConnections();
    await new Promise((resolve) => httpServer.close(resolve));
  };
  return { url, close };
}

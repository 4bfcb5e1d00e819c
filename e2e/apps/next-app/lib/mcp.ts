/**
 * The MCP servers this test app's chat may call (not part of the README's recipe: a host has its own). A test picks
 * one per browser context with the `mcp-server` cookie (the demo server on either era, or
 * `@modelcontextprotocol/server-everything`) and names its run with `test-run`, which rides to the demo server in a
 * header so it can say which answers it received for which test. The client runs here, on the server.
 */
import { createMCPClient, type MCPClient } from '@ai-sdk/mcp';

interface Target {
  url: string | undefined;
  /** 2026-07-28 (`server/discover`, multi-round-trip) or the 2025 `initialize` handshake. */
  modern: boolean;
}

const targets: Record<string, Target> = {
  'demo-2026': { url: process.env.DEMO_MCP_URL, modern: true },
  'demo-2025': { url: process.env.DEMO_MCP_URL, modern: false },
  everything: { url: process.env.EVERYTHING_MCP_URL, modern: false },
};

const cookie = (request: Request, name: string) =>
  new RegExp(`(?:^|;\\s*)${name}=([\\w-]+)`).exec(request.headers.get('cookie') ?? '')?.[1];

/**
 * A connected client for one chat turn. It declares form elicitation only: `@ai-sdk/mcp` 2.0.99 cannot take a
 * URL-mode request (2025-11-25: its ElicitationRequestSchema requires `requestedSchema`, so it answers -32602;
 * 2026-07-28: "Only form elicitation is supported"). URL mode goes through the MCP SDK's client (app/api/sign-in).
 */
export async function connectMcp(request: Request): Promise<MCPClient> {
  const target = targets[cookie(request, 'mcp-server') ?? 'demo-2026'] ?? targets['demo-2026']!;
  const run = cookie(request, 'test-run');
  return createMCPClient({
    transport: { type: 'http', url: target.url!, headers: run ? { 'x-elicit-kit-chat': run } : {} },
    protocolVersionDiscovery: target.modern,
    capabilities: { elicitation: { form: {} } },
    clientName: 'elicit-kit-next-chat',
  });
}

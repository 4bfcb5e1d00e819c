/**
 * The MCP servers the chat may call, chosen by the page (`?server=`), configured by the host's environment: the
 * repo's demo server on either era and `@modelcontextprotocol/server-everything`. The client runs here, on the
 * server: the browser never talks to an MCP server.
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

export const isServerKey = (key: unknown): key is string => typeof key === 'string' && Object.hasOwn(targets, key) && !!targets[key]!.url;

/**
 * A connected client for one chat turn. It declares form elicitation only: `@ai-sdk/mcp` 2.0.99 cannot take a
 * URL-mode request (2025-11-25: its ElicitationRequestSchema requires `requestedSchema`, so it answers -32602;
 * 2026-07-28: "Only form elicitation is supported"). The chat id rides in a header so the test server can say which
 * answers it received for which chat.
 */
export async function connectMcp(key: string, chatId: string): Promise<MCPClient> {
  const target = targets[key]!;
  return createMCPClient({
    transport: { type: 'http', url: target.url!, headers: { 'x-elicit-kit-chat': chatId } },
    protocolVersionDiscovery: target.modern,
    capabilities: { elicitation: { form: {} } },
    clientName: 'elicit-kit-next-chat',
  });
}

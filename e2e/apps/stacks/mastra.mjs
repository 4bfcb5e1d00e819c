/**
 * Mastra (`@mastra/mcp` `MCPClient`): the demo MCP server with `mastraElicitation` as its `inputRequests` handler.
 * No model: the turn calls the tool named in body.tool through Mastra's own tool (`listTools()`, then `execute`),
 * and answers the tool's result as Mastra returned it (the structured content, as JSON).
 * body.legacy pins a 2025 connection; server logs are then off, since Mastra's per-request log-level `_meta`
 * makes the demo server take its 2026-07-28 path even on a 2025 session.
 */
import { MCPClient } from '@mastra/mcp';
import { mastraElicitation } from 'elicit-kit/stacks';

export async function run({ ask, body, env }) {
  const mcp = new MCPClient({
    id: `elicit-kit-${body.tag}`,
    servers: {
      demo: {
        url: new URL(env.DEMO_MCP_URL),
        requestInit: { headers: { 'x-elicit-kit-chat': body.tag } },
        ...(body.legacy ? { protocolVersion: 'legacy', enableServerLogs: false } : {}),
        inputRequests: mastraElicitation(ask, { server: { name: 'elicit-kit-demo', title: 'elicit-kit demo server' } }),
      },
    },
  });
  try {
    const tools = await mcp.listTools();
    return JSON.stringify(await tools[`demo_${body.tool}`].execute({}, {}));
  } finally {
    await mcp.disconnect();
  }
}

/**
 * Cloudflare Agents (`agents/mcp/client` `MCPClientManager`, the class behind an agent's `this.mcp`) in plain Node:
 * `cloudflareElicitation` given to `configureElicitationHandlers`, the demo MCP server connected over streamable
 * HTTP, and the tool named in body.tool called through the manager's `callTool` (no model). Answers the tool result's
 * text as the manager returned it.
 *
 * Outside a Durable Object two things differ from an agent, both test plumbing: the manager keeps its server list in
 * the Durable Object's SQL storage, so `sql()` answers "no rows" here; and the connection is made with
 * `createConnection` + `connectToServer`, the steps `registerServer` runs after its address check and storage write
 * (0.32's check lets 127.0.0.1 through: in workerd, cloudflare-worker/'s agent connects with `addMcpServer`). The
 * elicitation path (manager → connection → MCP client) is the agent's own. `{stop: true, tag}` aborts that tag's
 * running call, as a host's Stop button would.
 */
import { MCPClientManager } from 'agents/mcp/client';
import { cloudflareElicitation } from 'elicit-kit/stacks';

/** The running calls, by tag, so a `{stop: true}` run can stop one. */
const calls = new Map();

class NodeMCPClientManager extends MCPClientManager {
  sql() {
    return [];
  }
}

export async function run({ ask, body, env }) {
  if (body.stop) {
    const call = calls.get(body.tag);
    call?.abort();
    return call ? 'stopped' : 'no call';
  }
  const mcp = new NodeMCPClientManager('elicit-kit-stacks', '0.0.0');
  mcp.configureElicitationHandlers(cloudflareElicitation(ask, { manager: mcp }));
  try {
    mcp.createConnection('demo', env.DEMO_MCP_URL, {
      transport: { type: 'streamable-http', requestInit: { headers: { 'x-elicit-kit-chat': body.tag } } },
    });
    const connected = await mcp.connectToServer('demo');
    if (connected.state !== 'connected') throw new Error(`Not connected: ${JSON.stringify(connected)}`);
    await mcp.discoverIfConnected('demo');
    const call = new AbortController();
    calls.set(body.tag, call);
    const result = await mcp.callTool({ serverId: 'demo', name: body.tool, arguments: {} }, undefined, { signal: call.signal });
    return (result?.content ?? []).map((part) => part.text ?? JSON.stringify(part)).join('\n') || JSON.stringify(result);
  } finally {
    calls.delete(body.tag);
    await mcp.closeAllConnections();
  }
}

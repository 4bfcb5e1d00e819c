// app/api/tools/route.ts: a tool called with the MCP SDK's own client, for servers that ask URL mode (sign in, pay),
// which the AI SDK's client refuses. Its requests reach the page like the chat's: <PendingElicitations> shows them.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { attachElicitation } from 'elicit-kit/core';
import { relay } from '../../../lib/relay';
import { sessionOf } from '../../../lib/session';

export async function POST(request: Request) {
  const session = sessionOf(request);
  if (!session) return new Response('No session: open the chat page first.', { status: 401 });
  const { chat, name, args } = (await request.json()) as { chat: string; name: string; args?: Record<string, unknown> };
  const turn = relay.turn({ session, chat }); // the chat's Stop ends this call too; a reload does not
  const client = new Client({ name: 'my-app', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
  attachElicitation(client, { ask: relay.askFor({ session, signal: turn.signal }), urlMode: true }); // before connect()
  try {
    await client.connect(new StreamableHTTPClientTransport(new URL(process.env.TOOLS_MCP_URL!)));
    return Response.json(await client.callTool({ name, arguments: args ?? {} }, { signal: turn.signal }));
  } finally {
    turn.end();
    await client.close();
  }
}

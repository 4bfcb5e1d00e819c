/**
 * The Agent Client Protocol (`@agentclientprotocol/sdk`): this host is the ACP client (as an editor or a web UI
 * would be), the agent is acp-agent.mjs on stdio. The agent's `elicitation/create` goes to the relay through
 * `acpElicitation`; the turn's text is what the agent reported receiving (there is no MCP server here).
 * body.prompt picks what the agent asks: the feedback form (default), `withdraw`, or `url <address>`.
 */
import { spawn } from 'node:child_process';
import { Readable, Writable } from 'node:stream';
import * as acp from '@agentclientprotocol/sdk';
import { acpElicitation } from 'elicit-kit/stacks';

export async function run({ ask, body }) {
  const agentProcess = spawn(process.execPath, [new URL('./acp-agent.mjs', import.meta.url).pathname], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const elicitation = acpElicitation(ask, { urlMode: true });
  try {
    return await acp.client({ name: 'elicit-kit-stacks' })
      .onRequest(acp.methods.client.elicitation.create, elicitation.create)
      .onNotification(acp.methods.client.elicitation.complete, elicitation.complete)
      .connectWith(acp.ndJsonStream(Writable.toWeb(agentProcess.stdin), Readable.toWeb(agentProcess.stdout)), async (agent) => {
        elicitation.initialized(await agent.request(acp.methods.agent.initialize, {
          protocolVersion: acp.PROTOCOL_VERSION,
          clientCapabilities: { elicitation: elicitation.capabilities },
          clientInfo: { name: 'elicit-kit-stacks', version: '0.0.0' },
        }));
        const session = await agent.buildSession(process.cwd()).start();
        const [text] = await Promise.all([session.readText(), session.prompt(body.prompt ?? 'feedback')]);
        return text;
      });
  } finally {
    agentProcess.kill();
  }
}

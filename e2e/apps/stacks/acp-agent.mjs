/**
 * A tiny ACP agent (`@agentclientprotocol/sdk`, stdio), spawned by acp.mjs: on `session/prompt` it asks its client
 * with `elicitation/create` (the demo's feedback form; the prompt `url` asks a URL step instead, and ends it with
 * `elicitation/complete` once accepted; the prompt `withdraw` cancels its own request after a moment with
 * `$/cancel_request`), then reports exactly what it received, with the elicitation capability the client declared,
 * as one agent message chunk (JSON).
 */
import { randomUUID } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import * as acp from '@agentclientprotocol/sdk';

const feedbackForm = {
  type: 'object',
  properties: {
    rating: { type: 'integer', title: 'Rating', minimum: 1, maximum: 5 },
    comment: { type: 'string', title: 'Comment', maxLength: 200 },
  },
  required: ['rating'],
};

let declared;

/** The one elicitation a prompt asks, by the prompt's text. */
async function elicit(client, sessionId, what) {
  if (what.startsWith('url ')) {
    const elicitationId = randomUUID();
    const received = await client.request(acp.methods.client.elicitation.create, {
      sessionId, mode: 'url', elicitationId, message: 'Sign in to the demo', url: what.slice(4),
    });
    if (received.action === 'accept') await client.notify(acp.methods.client.elicitation.complete, { elicitationId });
    return received;
  }
  const withdraw = what === 'withdraw' ? AbortSignal.timeout(4000) : undefined;
  const params = { sessionId, mode: 'form', message: 'How was the demo?', requestedSchema: feedbackForm };
  return client.request(acp.methods.client.elicitation.create, params, { cancellationSignal: withdraw });
}

acp.agent({ name: 'elicit-kit-acp-agent' })
  .onRequest(acp.methods.agent.initialize, ({ params }) => {
    declared = params.clientCapabilities?.elicitation;
    return {
      protocolVersion: acp.PROTOCOL_VERSION,
      agentCapabilities: {},
      agentInfo: { name: 'elicit-kit-acp-agent', title: 'elicit-kit ACP agent', version: '0.1.0' },
    };
  })
  .onRequest(acp.methods.agent.session.new, () => ({ sessionId: randomUUID() }))
  .onRequest(acp.methods.agent.session.prompt, async ({ params, client }) => {
    const what = params.prompt.map((block) => (block.type === 'text' ? block.text : '')).join('');
    const received = await elicit(client, params.sessionId, what).catch((error) => ({ error: String(error?.message ?? error) }));
    const text = JSON.stringify({ declared, received });
    await client.notify(acp.methods.client.session.update, {
      sessionId: params.sessionId,
      update: { sessionUpdate: 'agent_message_chunk', content: { type: 'text', text } },
    });
    return { stopReason: 'end_turn' };
  })
  .connect(acp.ndJsonStream(Writable.toWeb(process.stdout), Readable.toWeb(process.stdin)));

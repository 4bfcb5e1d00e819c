/**
 * A Cloudflare Worker with one Durable Object agent (`agents` 0.32), run in workerd by Miniflare from
 * ../cloudflare-worker.mjs and bundled by ./build.mjs. `Assistant` is the docs/hosts.md recipe: in `onStart` its
 * `this.mcp` gets `cloudflareElicitation(ask, { manager: this.mcp })`, then the demo MCP server is added with
 * `addMcpServer`. A turn (`POST /?tag=…` {tool}) calls the tool through `this.mcp.callTool` (no model) and answers
 * `{text}`, the tool result's text; `{stop: true}` aborts the agent's running call, as a host's Stop button would.
 *
 * `ask` is the one piece of test plumbing: the relay lives in the Node stacks host, so the agent's `ask` posts each
 * request (its JSON fields) to the host's loopback-only `/api/ask` and resolves with the person's answer; the call's
 * abort is posted there too. A deployed agent calls `relay.askFor({ session })` with the Redis store instead.
 */
import { Agent, getAgentByName } from 'agents';
import { cloudflareElicitation } from 'elicit-kit/stacks';

/** The fields of the kit's `ElicitationRequest` that are data (its `signal`, `completed` and `release` are not). */
const FIELDS = ['source', 'message', 'requestedSchema', 'unsupportedReason', 'invalid', 'mode', 'url', 'elicitationId', 'urlCompletion', 'key', 'params', 'server'];

/** An `ask` that hands each request to the stacks host's relay, for the person of the turn this agent (`name`) runs. */
function askThroughHost(env, name) {
  const post = (body) => fetch(`${env.HOST_URL}/api/ask`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ask-token': env.ASK_TOKEN },
    body: JSON.stringify(body),
  });
  return async (request) => {
    const id = crypto.randomUUID();
    const data = Object.fromEntries(FIELDS.filter((field) => request[field] !== undefined).map((field) => [field, request[field]]));
    const abort = () => void post({ abort: id }).catch(() => {});
    request.signal?.addEventListener('abort', abort, { once: true });
    try {
      const response = await post({ agent: name, id, request: data });
      if (!response.ok) throw new Error(`The host answered ${response.status}: ${await response.text()}`);
      return await response.json();
    } finally {
      request.signal?.removeEventListener('abort', abort);
    }
  };
}

export class Assistant extends Agent {
  /** The running call's controller (one turn at a time per agent). */
  call;

  async onStart() { // before servers connect, so each connection declares form elicitation; re-run on wake
    this.mcp.configureElicitationHandlers(cloudflareElicitation(askThroughHost(this.env, this.name), { manager: this.mcp }));
    // The demo server records each answer under this agent's name (its `x-elicit-kit-chat` header).
    await this.addMcpServer('demo', this.env.DEMO_MCP_URL, { id: 'demo', transport: { type: 'streamable-http', headers: { 'x-elicit-kit-chat': this.name } } });
  }

  async onRequest(request) {
    const body = await request.json();
    if (body.stop) {
      this.call?.abort();
      return Response.json({ text: this.call ? 'stopped' : 'no call' });
    }
    const call = new AbortController();
    this.call = call;
    try {
      const result = await this.mcp.callTool({ serverId: 'demo', name: body.tool, arguments: {} }, undefined, { signal: call.signal });
      const text = (result?.content ?? []).map((part) => part.text ?? JSON.stringify(part)).join('\n') || JSON.stringify(result);
      return Response.json({ text });
    } catch (error) {
      // A stopped call ends here (an AbortError): the turn's answer says so, rather than the agent's error log.
      return Response.json({ error: `${error?.name}: ${error?.message}` }, { status: 500 });
    } finally {
      if (this.call === call) this.call = undefined;
    }
  }
}

export default {
  /** `POST /?tag=…`: the agent named after the tag (the demo server's log key) runs the turn. */
  async fetch(request, env) {
    const tag = new URL(request.url).searchParams.get('tag');
    if (!tag) return new Response('No tag', { status: 400 });
    const agent = await getAgentByName(env.Assistant, tag);
    return agent.fetch(request);
  },
};

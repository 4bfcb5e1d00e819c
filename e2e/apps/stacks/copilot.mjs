/**
 * The GitHub Copilot SDK (`@github/copilot-sdk`, its bundled runtime): one session per turn with the demo MCP server
 * in `mcpServers` and `copilotElicitation` as its `onElicitationRequest`, followed for `elicitation.completed`.
 * The model is a scripted local chat-completions endpoint (BYOK `provider`, no GitHub login, COPILOT_OFFLINE): it calls
 * `demo-<body.tool>`, then ends the turn. Answers the tool result's text as the runtime reported it.
 * `{stop: true, tag}` stops that tag's running turn (`session.abort()`), as a host's Stop button would.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { approveAll, CopilotClient } from '@github/copilot-sdk';
import { copilotElicitation } from 'elicit-kit/stacks';

const demo = { name: 'elicit-kit-demo', title: 'elicit-kit demo server' };
/** The running turns, by tag, so a `{stop: true}` run can stop one. */
const turns = new Map();
let model;

export async function run({ ask, body, env }) {
  if (body.stop) {
    const session = turns.get(body.tag);
    await session?.abort();
    return session ? 'stopped' : 'no turn';
  }
  const home = await mkdtemp(join(tmpdir(), 'elicit-kit-copilot-'));
  // A scratch home and nothing of the machine's auth: the runtime reaches only the two local servers.
  const client = new CopilotClient({
    baseDirectory: home, workingDirectory: home, useLoggedInUser: false, logLevel: 'error',
    env: {
      PATH: env.PATH, HOME: home, XDG_CONFIG_HOME: home, XDG_CACHE_HOME: home, XDG_STATE_HOME: home,
      COPILOT_OFFLINE: 'true', COPILOT_DISABLE_KEYTAR: '1', COPILOT_DISABLE_LOGIN_SHELL_ENV: '1', DO_NOT_TRACK: '1',
    },
  });
  try {
    await client.start();
    const elicitation = copilotElicitation(ask, { servers: { demo } });
    const session = await client.createSession({
      model: 'scripted',
      provider: { type: 'openai', baseUrl: `${await scriptedModel()}/v1`, apiKey: 'local' },
      onPermissionRequest: approveAll,
      mcpServers: { demo: { type: 'http', url: env.DEMO_MCP_URL, headers: { 'x-elicit-kit-chat': body.tag }, tools: ['*'] } },
      onElicitationRequest: elicitation.onElicitationRequest,
    });
    elicitation.follow(session);
    turns.set(body.tag, session);
    let text = 'no tool result';
    session.on('tool.execution_complete', (event) => {
      const { result, error } = event.data;
      text = result?.contents?.map((part) => part.text ?? JSON.stringify(part)).join('\n') ?? result?.content ?? error?.message ?? JSON.stringify(event.data);
    });
    await session.sendAndWait({ prompt: `Call the tool ${body.tool}.` }, 600_000);
    await session.disconnect();
    return text;
  } finally {
    turns.delete(body.tag);
    await client.stop();
    await rm(home, { recursive: true, force: true });
  }
}

/**
 * The scripted model (OpenAI chat completions, as the runtime's BYOK `openai` provider sends them, not streamed):
 * first a call of the tool the prompt names, then, once the tool result is in, a short closing message.
 */
function scriptedModel() {
  model ??= new Promise((resolve) => {
    const server = createServer(async (req, res) => {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const { messages = [] } = JSON.parse(Buffer.concat(chunks).toString() || '{}');
      const last = messages.at(-1) ?? {};
      const tool = /Call the tool ([a-z_]+)\./.exec(JSON.stringify(messages))?.[1] ?? 'plain_feedback';
      const message = last.role === 'tool'
        ? { role: 'assistant', content: 'Done.' }
        : { role: 'assistant', content: null, tool_calls: [{ id: `call_${tool}`, type: 'function', function: { name: `demo-${tool}`, arguments: '{}' } }] };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({
        id: 'scripted', object: 'chat.completion', created: 0, model: 'scripted',
        choices: [{ index: 0, message, finish_reason: message.tool_calls ? 'tool_calls' : 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }));
    });
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`));
    server.unref();
  });
  return model;
}

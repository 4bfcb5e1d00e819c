/**
 * The Claude Agent SDK (`@anthropic-ai/claude-agent-sdk`): `query()` starts the SDK's own CLI binary (its platform
 * package), whose model is the scripted Messages endpoint below (loopback) and whose one MCP server is the demo
 * server over streamable HTTP, with this turn's tag as a header. Each elicitation goes to the relay through
 * `claudeElicitation`; the turn's text is the MCP tool's result as the SDK saw it. body.tool picks the demo tool
 * (default plain_feedback); body.bare runs the same turn without `onElicitation` (what the SDK does on its own).
 * One CLI process per turn, in a scratch HOME.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { query } from '@anthropic-ai/claude-agent-sdk';
import { claudeElicitation } from 'elicit-kit/stacks';

const SERVER = 'demo';

export async function run({ ask, body, env }) {
  const tool = body.tool ?? 'plain_feedback';
  const home = await mkdtemp(join(tmpdir(), 'elicit-kit-claude-'));
  const onElicitation = claudeElicitation(ask, { urlMode: true, servers: { [SERVER]: { name: 'elicit-kit-demo', title: 'elicit-kit demo server' } } });
  const turn = query({
    prompt: `call ${tool}`,
    options: {
      model: 'claude-scripted',
      mcpServers: { [SERVER]: { type: 'http', url: env.DEMO_MCP_URL, headers: { 'x-elicit-kit-chat': body.tag } } },
      strictMcpConfig: true,
      settingSources: [],
      tools: [],
      allowedTools: [`mcp__${SERVER}__${tool}`],
      permissionMode: 'dontAsk',
      persistSession: false,
      maxTurns: 3,
      cwd: home,
      env: {
        PATH: process.env.PATH, HOME: home, CLAUDE_CONFIG_DIR: join(home, '.claude'), TMPDIR: home,
        ANTHROPIC_BASE_URL: await scriptedModelUrl(), ANTHROPIC_API_KEY: 'test',
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', DISABLE_TELEMETRY: '1', DISABLE_AUTOUPDATER: '1', DISABLE_ERROR_REPORTING: '1',
      },
      ...(body.bare ? {} : { onElicitation }),
    },
  });
  let toolResult;
  let final = 'The turn gave no result';
  try {
    for await (const message of turn) {
      onElicitation.observe(message);
      if (message.type === 'user' && Array.isArray(message.message?.content)) {
        for (const block of message.message.content) if (block.type === 'tool_result') toolResult = textOf(block.content);
      } else if (message.type === 'result') {
        final = message.subtype === 'success' ? message.result : `${message.subtype}: ${message.errors?.join('; ')}`;
      }
    }
    return toolResult ?? final;
  } finally {
    turn.close();
    await rm(home, { recursive: true, force: true }).catch(() => {});
  }
}

/** A tool_result's content (a string or text blocks) as text. */
const textOf = (content) => (typeof content === 'string' ? content : content.map((block) => block.text ?? '').join('\n'));

let started;

/**
 * A scripted model (Anthropic's Messages API, `POST /v1/messages`, streamed as SSE) on loopback, started once: the
 * user's message says `call <tool>`; the model calls `mcp__demo__<tool>`, and once the tool's result comes back it
 * ends the turn echoing that result.
 */
function scriptedModelUrl() {
  started ??= new Promise((resolve) => {
    const server = createServer((req, res) => void respond(req, res).catch(() => res.destroy()));
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`));
  });
  return started;
}

async function respond(req, res) {
  if (req.method !== 'POST' || !req.url.startsWith('/v1/messages')) return void res.writeHead(404).end();
  let text = '';
  for await (const chunk of req) text += chunk;
  const request = JSON.parse(text);
  const blocks = request.messages.flatMap((message) => (Array.isArray(message.content) ? message.content : [{ type: 'text', text: message.content }]));
  const result = blocks.findLast((block) => block.type === 'tool_result');
  const asked = blocks.map((block) => /^call ([a-z_]+)$/.exec(block.text ?? '')?.[1]).find(Boolean);
  const content = result || !asked
    ? { type: 'text', text: result ? textOf(result.content) : 'Nothing to do.' }
    : { type: 'tool_use', id: `toolu_${Date.now()}`, name: `mcp__${SERVER}__${asked}`, input: {} };
  const stopReason = content.type === 'tool_use' ? 'tool_use' : 'end_turn';
  const message = { id: `msg_${Date.now()}`, type: 'message', role: 'assistant', model: request.model, stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } };
  if (!request.stream) return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...message, content: [content], stop_reason: stopReason }));
  const start = content.type === 'tool_use' ? { ...content, input: {} } : { type: 'text', text: '' };
  const delta = content.type === 'tool_use' ? { type: 'input_json_delta', partial_json: '{}' } : { type: 'text_delta', text: content.text };
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const event of [
    { type: 'message_start', message: { ...message, content: [], stop_reason: null } },
    { type: 'content_block_start', index: 0, content_block: start },
    { type: 'content_block_delta', index: 0, delta },
    { type: 'content_block_stop', index: 0 },
    { type: 'message_delta', delta: { stop_reason: stopReason, stop_sequence: null }, usage: { output_tokens: 1 } },
    { type: 'message_stop' },
  ]) res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  res.end();
}

/**
 * A scripted model for Codex (OpenAI's Responses API, `POST /v1/responses`, streamed as SSE) on loopback: the user's
 * message says `call <tool>`; the model calls that tool of the `demo` MCP server (Codex's namespace `mcp__demo`),
 * and once the tool's output comes back it ends the turn with one assistant message. Started once, on first use.
 */
import { createServer } from 'node:http';

let started;

/** The base URL Codex's `model_providers` entry points at. */
export function scriptedModelUrl() {
  started ??= new Promise((resolve) => {
    const server = createServer((req, res) => void respond(req, res).catch(() => res.destroy()));
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}/v1`));
  });
  return started;
}

async function respond(req, res) {
  if (req.method !== 'POST' || req.url !== '/v1/responses') return void res.writeHead(404).end();
  let text = '';
  for await (const chunk of req) text += chunk;
  const { input = [] } = JSON.parse(text);
  const output = input.find((item) => item.type === 'function_call_output');
  const item = output
    ? { type: 'message', id: 'msg_1', role: 'assistant', content: [{ type: 'output_text', text: 'The tool has run.' }] }
    : { type: 'function_call', id: 'fc_1', call_id: 'call_1', namespace: 'mcp__demo', name: toolAsked(input), arguments: '{}' };
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const id = `resp_${Date.now()}`;
  for (const event of [
    { type: 'response.created', response: { id } },
    { type: 'response.output_item.done', item },
    { type: 'response.completed', response: { id, usage: { input_tokens: 1, output_tokens: 1, total_tokens: 2 } } },
  ]) res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  res.end();
}

/** The tool named in the user's `call <tool>` message. */
function toolAsked(input) {
  for (const item of input) {
    for (const part of item.role === 'user' && Array.isArray(item.content) ? item.content : []) {
      const match = /^call ([a-z_]+)$/.exec(part.text ?? '');
      if (match) return match[1];
    }
  }
  return 'plain_feedback';
}

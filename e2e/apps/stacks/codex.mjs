/**
 * Codex's app-server (`@openai/codex`): this host is the app, `codex app-server` a child process on stdio (JSON
 * lines). Codex's model is the scripted one in codex-model.mjs (loopback); its one MCP server is the demo server,
 * with this turn's tag as a header. Every `mcpServer/elicitation/request` (the tool approval, then the tool's
 * forms) goes to the relay through `codexElicitation`; the turn's text is the MCP tool's result as Codex saw it.
 * body.tool picks the demo tool (default plain_feedback). One Codex process per turn, in a scratch CODEX_HOME.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { codexClientCapabilities, codexElicitation } from 'elicit-kit/stacks';
import { scriptedModelUrl } from './codex-model.mjs';

const require = createRequire(import.meta.url);
/** The native binary the `codex` launcher would start (its platform package), and its bundled helpers (bwrap, rg). */
const vendor = join(dirname(require.resolve('@openai/codex-linux-x64/package.json')), 'vendor', 'x86_64-unknown-linux-musl');
const codexBinary = join(vendor, 'bin', 'codex');
const helpers = [join(vendor, 'codex-resources'), join(vendor, 'codex-path')].join(':');

/** Codex's config: the scripted model, the demo MCP server, and nothing that reaches beyond loopback. */
const config = ({ modelUrl, mcpUrl, tag }) => `
model = "scripted"
model_provider = "scripted"
[model_providers.scripted]
name = "scripted"
base_url = "${modelUrl}"
wire_api = "responses"
env_key = "SCRIPTED_MODEL_KEY"
[features]
plugins = false
remote_plugin = false
[analytics]
enabled = false
[mcp_servers.demo]
url = "${mcpUrl}"
http_headers = { "x-elicit-kit-chat" = ${JSON.stringify(tag)} }
`;

export async function run({ ask, body, env }) {
  const home = await mkdtemp(join(tmpdir(), 'elicit-kit-codex-'));
  await writeFile(join(home, 'config.toml'), config({ modelUrl: await scriptedModelUrl(), mcpUrl: env.DEMO_MCP_URL, tag: body.tag }));
  const codex = spawn(codexBinary, ['app-server'], {
    cwd: home,
    env: { PATH: `${helpers}:${process.env.PATH}`, HOME: home, CODEX_HOME: home, SCRIPTED_MODEL_KEY: 'unused', RUST_LOG: 'error', NO_COLOR: '1' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const turn = new AbortController();
  const answer = codexElicitation(ask, { servers: { demo: { name: 'elicit-kit-demo', title: 'elicit-kit demo server' } } });
  const write = (message) => codex.stdin.write(`${JSON.stringify(message)}\n`);
  const pending = new Map();
  let nextId = 0;
  const request = (method, params) => new Promise((resolve, reject) => {
    pending.set(++nextId, { resolve, reject });
    write({ id: nextId, method, params });
  });
  let toolResult = 'The tool did not run';
  const exited = new Promise((resolve) => codex.on('exit', resolve));
  const completed = new Promise((resolve, reject) => {
    void exited.then((code) => {
      const error = new Error(`codex app-server exited (${code})`);
      for (const call of pending.values()) call.reject(error);
      reject(error);
    });
    createInterface({ input: codex.stdout }).on('line', (line) => {
      const message = JSON.parse(line);
      if (message.method === undefined) {
        const call = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) call?.reject(new Error(JSON.stringify(message.error)));
        else call?.resolve(message.result);
      } else if (message.method === 'mcpServer/elicitation/request') {
        void answer(message.params, turn.signal).then((result) => write({ id: message.id, result }));
      } else if (message.id !== undefined) {
        write({ id: message.id, error: { code: -32601, message: `${message.method} is not handled here` } });
      } else if (message.method === 'item/completed' && message.params.item.type === 'mcpToolCall') {
        const { result, error } = message.params.item;
        toolResult = error ? error.message : result.content.map((block) => block.text ?? '').join('\n');
      } else if (message.method === 'turn/completed') {
        resolve();
      }
    });
  });
  completed.catch(() => {});
  try {
    await request('initialize', { clientInfo: { name: 'elicit-kit-stacks', title: null, version: '0.0.0' }, capabilities: codexClientCapabilities });
    write({ method: 'initialized' });
    const { thread } = await request('thread/start', { cwd: home, approvalPolicy: 'on-request', sandbox: 'read-only' });
    await request('turn/start', { threadId: thread.id, input: [{ type: 'text', text: `call ${body.tool ?? 'plain_feedback'}`, text_elements: [] }] });
    await completed;
    return toolResult;
  } finally {
    // The turn is over (or Codex is gone): a form still open is withdrawn (docs/behaviour.md §13.2: cancel).
    turn.abort();
    codex.kill();
    await exited;
    await rm(home, { recursive: true, force: true }).catch(() => {});
  }
}

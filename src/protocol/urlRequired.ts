/**
 * The `URLElicitationRequiredError` (-32042) path of MCP 2025-11-25 (docs/behaviour.md §9): a request fails because the user must
 * first complete URL elicitations (sign in, pay). Show each, then retry the original request **once**; a repeated
 * identical requirement ends the attempt with a clear message, never a loop.
 */
import { attachedAsk, completionTrackerOf } from './clientAdapter.ts';
import { serverInfoOf, type ServerInfoSource } from './serverInfo.ts';
import type { CompletionTracker } from './completions.ts';
import { ELICITATION_METHOD, parseElicitation } from './parse.ts';
import type { AskFunction, ElicitationServerInfo } from './types.ts';

/** Distinct requirements one call may meet before it stops. */
const MAX_REQUIREMENTS = 3;

/** JSON-RPC error code of `URLElicitationRequiredError`. */
export const URL_ELICITATION_REQUIRED = -32042;

/** Why a -32042 retry stopped: the user said no, or the server asked again for the same step(s). */
export class UrlElicitationStoppedError extends Error {
  constructor(readonly reason: 'declined' | 'cancelled' | 'repeated', message: string, readonly cause?: unknown) {
    super(message);
    this.name = 'UrlElicitationStoppedError';
  }
}

export interface UrlElicitationRetryOptions {
  /** Shows each step. Default: the `ask` given to `attachElicitation` for `client` (one place to pass it). */
  ask?: AskFunction;
  server?: ElicitationServerInfo;
  /** Resolves each step on `notifications/elicitation/complete`. Default: the tracker of the client given. */
  completions?: CompletionTracker;
}

const hasServerVersion = (client: unknown): client is ServerInfoSource =>
  typeof (client as { getServerVersion?: unknown } | undefined)?.getServerVersion === 'function';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The URL elicitations a -32042 error lists; `undefined` for any other error. */
export function urlElicitationsOf(error: unknown): Record<string, unknown>[] | undefined {
  if (!isRecord(error) || error.code !== URL_ELICITATION_REQUIRED) return undefined;
  const list = isRecord(error.data) ? error.data.elicitations : undefined;
  return Array.isArray(list) ? list.filter(isRecord) : undefined;
}

/**
 * Runs `call`; on -32042, asks the user about each listed URL elicitation (consent, then "I've finished" or the
 * server's completion notification), then runs `call` again. Stops with `UrlElicitationStoppedError` when the user
 * declines or cancels a step, or when the server lists a requirement it already listed. Other errors pass through.
 * With an attached client, the steps go to the `ask` given to `attachElicitation`; `options.ask` overrides it.
 * @example
 * attachElicitation(client, { ask: queue.ask, urlMode: true });
 * const result = await callWithUrlElicitations(client, () => client.callTool({ name: 'pay' }));
 */
export async function callWithUrlElicitations<T>(client: object | undefined, call: () => Promise<T>, options: UrlElicitationRetryOptions = {}): Promise<T> {
  const ask = options.ask ?? (client ? attachedAsk(client) : undefined);
  if (!ask) throw new TypeError('callWithUrlElicitations needs an attached client (attachElicitation) or options.ask');
  const completions = options.completions ?? (client ? completionTrackerOf(client) : undefined);
  // Who is asking (docs/behaviour.md §7): as given, else as the server introduced itself, like attachElicitation.
  const server = options.server ?? (hasServerVersion(client) ? serverInfoOf(client) : undefined);
  const seen = new Set<string>();
  for (;;) {
    try {
      return await call();
    } catch (error) {
      const elicitations = urlElicitationsOf(error);
      if (!elicitations) throw error;
      const signature = JSON.stringify(elicitations.map((item) => [item.elicitationId ?? null, item.url ?? null]));
      // docs/behaviour.md §9: never loop. The same requirement again (or a server that keeps inventing new ones) ends the attempt.
      if (seen.has(signature) || seen.size >= MAX_REQUIREMENTS) {
        throw new UrlElicitationStoppedError('repeated', 'The server asked again for the same step after it was completed. Stopped instead of asking again.', error);
      }
      seen.add(signature);
      for (const params of elicitations) {
        const request = parseElicitation(ELICITATION_METHOD, { ...params, mode: 'url' }, 'legacy', { urlMode: true });
        request.source = 'url-required';
        request.urlCompletion = 'retry';
        if (server) request.server = server;
        if (completions && request.elicitationId !== undefined) request.completed = completions.completion(request.elicitationId);
        const result = await ask(request);
        if (result.action !== 'accept') {
          const reason = result.action === 'decline' ? 'declined' : 'cancelled';
          throw new UrlElicitationStoppedError(reason, `The request needs a step in the browser, which was ${reason}.`, error);
        }
      }
    }
  }
}

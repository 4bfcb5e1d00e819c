/**
 * What every stack's glue does alike: read MCP's elicitation params into the kit's request, anything the kit cannot
 * show marked unsupported, and turn what the person did into MCP's `ElicitResult` under one rule: only a person
 * declines (docs/behaviour.md §13.2).
 */
import type { Content } from '../answerTypes.ts';
import { parseElicitation } from '../protocol/parse.ts';
import { requestProblem } from '../protocol/requestCheck.ts';
import type { AskFunction, ElicitationRequest, ElicitationServerInfo } from '../protocol/types.ts';

/** MCP's `ElicitResult`, as every stack takes it back. */
export type StackElicitResult = { action: 'accept'; content?: Content } | { action: 'decline' } | { action: 'cancel' };

/**
 * `params` as the kit's request: a malformed request (no message, a nested field…) is marked unsupported, so the
 * person sees the notice and it ends `cancel` (docs/behaviour.md §7.4, §7.5).
 */
export function readStackRequest(method: string, params: unknown, era: 'modern' | 'legacy', urlMode: boolean): ElicitationRequest {
  const request = parseElicitation(method, params, era, { urlMode });
  const problem = requestProblem(method, params, era, { urlMode });
  if (problem !== undefined && request.unsupportedReason === undefined) request.unsupportedReason = problem;
  return request;
}

/**
 * Asks the person and answers as MCP does. `accept` carries the content of a form; a URL step's `accept` is consent
 * and carries none (docs/behaviour.md §9.6). `decline` only when the person pressed Decline; a notice they dismissed,
 * a request `ended` elsewhere (another client answered, the turn stopped), or an `ask` that failed: `cancel`.
 */
export async function askPerson(ask: AskFunction, request: ElicitationRequest, ended?: AbortSignal): Promise<StackElicitResult> {
  const result = await ask(request).catch(() => ({ action: 'cancel' as const }));
  if (request.unsupportedReason !== undefined || ended?.aborted) return { action: 'cancel' };
  if (result.action === 'decline') return { action: 'decline' };
  if (result.action !== 'accept') return { action: 'cancel' };
  return request.mode === 'url' ? { action: 'accept' } : { action: 'accept', content: result.content };
}

/** Who the host says each server is, by the key the stack names it with (an own entry only: the key is server text). */
export type ServersByKey = Readonly<Record<string, ElicitationServerInfo>>;

/** The server behind a stack's key for it: as the host named it, else `fallback`, else by the key itself. */
export function serverNamed(key: string, servers: ServersByKey | undefined, fallback?: ElicitationServerInfo): ElicitationServerInfo {
  const named = servers && Object.hasOwn(servers, key) ? servers[key] : undefined;
  return named ?? fallback ?? { name: key };
}

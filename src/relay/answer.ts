/**
 * `POST {id, result}`: the person's answer (docs/relay.md, Guarantees). The order of the checks is the contract: nothing is read
 * before the caller is known, nothing is revealed to another session, nothing invalid reaches the MCP server, and
 * only the first valid answer settles the request.
 */
import { isJsonObject, own } from '../json.ts';
import { settle, type RelayContext } from './context.ts';
import { isJson, readCapped, reply } from './http.ts';
import { isRelayId } from './ids.ts';
import type { RelayOutcome } from './store.ts';
import { handleStop } from './turns.ts';
import { checkAnswer } from './wire.ts';

const ACTIONS = new Set(['accept', 'decline', 'cancel']);

const STATE_SENTENCES = {
  answered: 'This request was already answered.',
  expired: 'This request has expired.',
  withdrawn: 'This request was withdrawn: no call waits for it any more.',
} as const;

/** Handles one answer from `session` (already authenticated, origin already checked). */
export async function handleAnswer(ctx: RelayContext, session: string, request: Request, cors: Record<string, string>): Promise<Response> {
  if (!isJson(request)) return reply(415, { error: 'Send the answer as application/json.' }, cors);
  let text: string | undefined;
  let body: unknown;
  try {
    text = await readCapped(request, ctx.maxBodyBytes);
    if (text === undefined) return reply(413, { error: `The answer is larger than ${ctx.maxBodyBytes} bytes.` }, cors);
    body = JSON.parse(text);
  } catch {
    return reply(400, { error: 'The body is not valid JSON.' }, cors);
  }
  // The other thing a page posts: its Stop button (docs/relay.md, "Stop, reloads and closed tabs").
  if (isJsonObject(body) && own(body, 'stop') !== undefined) return handleStop(ctx, session, own(body, 'stop'), cors);
  if (!isJsonObject(body) || !isRelayId(own(body, 'id'))) return reply(400, { error: 'The request id is missing or malformed.' }, cors);
  const result = own(body, 'result');
  if (!isJsonObject(result)) return reply(400, { error: 'The result is missing or is not an object.' }, cors);
  if (!ACTIONS.has(own(result, 'action') as string)) return reply(400, { error: 'The action must be accept, decline or cancel.' }, cors);

  const token = own(body, 'token');
  if (token !== undefined && !isRelayId(token)) return reply(400, { error: 'The answer token is malformed.' }, cors);

  const entry = await ctx.store.get(own(body, 'id') as string);
  // Another session's request answers exactly as an unknown one: its existence is not revealed, nothing changes.
  if (!entry || entry.record.session !== session) return reply(404, { error: 'No such request.' }, cors);
  if (entry.outcome) return conflict(entry.outcome, token, cors);
  // The holder's lease is asked for before judging, so its round trip runs while the answer is judged.
  const liveness = ctx.store.liveHolders([entry.record.holder]);
  liveness.catch(() => {}); // a 422 never reads it
  const check = checkAnswer(entry.record.request, result, ctx.validate);
  if (!check.ok) return reply(422, { state: 'pending', error: 'The answer does not fit the form.', issues: check.issues }, cors);
  // The instance that held the call died: the answer could reach no one, so the request is withdrawn instead.
  const alive = await liveness;
  const outcome: RelayOutcome = alive.has(entry.record.holder)
    ? { state: 'answered', result: check.result, ...(token === undefined ? {} : { token }) }
    : { state: 'withdrawn' };
  const settled = await settle(ctx, entry.record, outcome);
  if (settled.won && outcome.state === 'answered') return reply(200, { state: 'answered' }, cors);
  return conflict(settled.outcome ?? { state: 'withdrawn' }, token, cors);
}

/**
 * `409`: the request settled already. To the tab whose token won (its earlier reply was lost, docs/relay.md "The
 * wire"), it says so, with what the server got; anyone else learns only the state.
 */
function conflict(outcome: RelayOutcome, token: unknown, cors: Record<string, string>): Response {
  const mine = outcome.state === 'answered' && outcome.token !== undefined && outcome.token === token;
  return reply(409, { state: outcome.state, error: STATE_SENTENCES[outcome.state], ...(mine ? { yours: true, result: outcome.result } : {}) }, cors);
}

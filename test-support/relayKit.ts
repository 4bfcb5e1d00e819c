/**
 * Shared by the relay's tests (not shipped): a small form, requests to the handler with a session cookie, and the
 * live stream of a session.
 */
import { parseElicitation } from '../src/protocol/parse.ts';
import type { ElicitationRequest } from '../src/protocol/types.ts';
import { readSse, type SseReader } from './sse.ts';
import type { Relay } from '../src/relay/types.ts';

export const ORIGIN = 'https://chat.example';
export const ENDPOINT = `${ORIGIN}/api/elicitations`;

export const form = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 2 }, seats: { type: 'integer', minimum: 1 } },
  required: ['name'],
};

export const elicitation = (message = 'Who is coming?'): ElicitationRequest =>
  parseElicitation('elicitation/create', { message, requestedSchema: form }, 'legacy');

/** `authenticate` for tests: the `session` cookie, as a host would read its own. */
export const sessionFromCookie = (request: Request): string | undefined =>
  /(?:^|;\s*)session=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1];

/** A same-origin POST of `body` (an object is sent as JSON) from `session`. */
export function post(relay: Relay, session: string | undefined, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const base: Record<string, string> = { 'content-type': 'application/json', origin: ORIGIN, 'sec-fetch-site': 'same-origin' };
  if (session !== undefined) base.cookie = `session=${session}`;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return relay.handle(new Request(ENDPOINT, { method: 'POST', headers: { ...base, ...headers }, body: text }));
}

/** Answers `id` for `session`, and reads the reply. */
export async function answer(relay: Relay, session: string, id: string, result: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await post(relay, session, { id, result });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Opens `session`'s stream the way EventSource does (same-origin GET); `search` is its query (`?languages=fr,en`). */
export async function stream(relay: Relay, session: string, search = ''): Promise<SseReader> {
  const abort = new AbortController();
  const response = await relay.handle(new Request(`${ENDPOINT}${search}`, {
    headers: { cookie: `session=${session}`, accept: 'text/event-stream', 'sec-fetch-site': 'same-origin' },
    signal: abort.signal,
  }));
  if (response.status !== 200) throw new Error(`stream: ${response.status}`);
  return readSse(response, abort);
}

/** The id of the next pending request `reader` shows. */
export async function nextPendingId(reader: SseReader): Promise<string> {
  const event = await reader.next((candidate) => candidate.event === 'pending');
  return (event.data as { id: string }).id;
}

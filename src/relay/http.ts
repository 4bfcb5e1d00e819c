/**
 * The browser endpoint's guards (docs/relay.md guarantee 6, "bad input"): origin, JSON only, a capped body, replies with one plain
 * sentence. Web-standard `Request`/`Response` only, so the relay mounts in Node, edge runtimes and any framework.
 */
import type { RelayPostReply } from './types.ts';

const NO_STORE = { 'cache-control': 'no-store' };

/** A JSON reply; `cors` adds the headers an allowed cross-origin caller needs. */
export function reply(status: number, body: RelayPostReply, cors: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...NO_STORE, ...cors } });
}

/**
 * Whether the caller's origin may use the endpoint, and the CORS headers to send when it is another allowed origin.
 * A browser says where a request comes from in `Sec-Fetch-Site` (every current browser) and `Origin` (every POST, and
 * cross-origin GETs): `same-origin` is trusted as is, so a proxy or a framework that rewrites `request.url` (Next.js
 * hands route handlers `localhost`) changes nothing. Without `Sec-Fetch-Site`, `Origin` must match the request's URL
 * or its `Host` header. A request with neither header comes from a non-browser client: cookies and `authenticate`
 * govern it, not CORS.
 */
export function checkOrigin(request: Request, allowed: readonly string[]): { ok: boolean; cors: Record<string, string> } {
  const origin = request.headers.get('origin');
  const site = request.headers.get('sec-fetch-site');
  if (origin !== null && allowed.includes(origin)) {
    return { ok: true, cors: { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' } };
  }
  if (site !== null) return { ok: site === 'same-origin' || site === 'none', cors: {} };
  if (origin === null) return { ok: true, cors: {} };
  return { ok: origin === new URL(request.url).origin || hostOf(origin) === request.headers.get('host'), cors: {} };
}

const hostOf = (origin: string): string | undefined => {
  try {
    return new URL(origin).host;
  } catch {
    return undefined; // `null` (a sandboxed frame, a file) or garbage: never the same origin
  }
};

/** The CORS preflight of an allowed origin's POST. */
export function preflight(cors: Record<string, string>): Response {
  const headers = { ...cors, 'access-control-allow-methods': 'GET, POST', 'access-control-allow-headers': 'content-type', 'access-control-max-age': '600' };
  return new Response(null, { status: 204, headers });
}

/** True for `application/json`, with or without parameters (`; charset=utf-8`). */
export function isJson(request: Request): boolean {
  const type = request.headers.get('content-type') ?? '';
  return type.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/** The body as text, or `undefined` when it is larger than `maxBytes` (read no further than the cap + one chunk). */
export async function readCapped(request: Request, maxBytes: number): Promise<string | undefined> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return undefined;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder(undefined, { fatal: true }).decode(body); // bad UTF-8 throws: a malformed body (400)
}

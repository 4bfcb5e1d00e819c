import { relay } from '../../../lib/relay';

export const dynamic = 'force-dynamic';

/**
 * Next.js (16.5, `next start`) hands route handlers `request.url` on `http://localhost:PORT` whatever host the
 * browser used, and the relay refuses an `Origin` other than the request URL's own (same-origin, SPEC §12). The
 * URL is rebuilt on the `Host` header the browser sent, so a page on http://127.0.0.1:PORT is same-origin.
 */
function onBrowserHost(request: Request): Request {
  const host = request.headers.get('host');
  const url = new URL(request.url);
  if (!host || host === url.host) return request;
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body;
  return new Request(new URL(`${url.pathname}${url.search}`, `${url.protocol}//${host}`), {
    method: request.method, headers: request.headers, body, signal: request.signal, duplex: 'half',
  } as RequestInit);
}

/** The relay's browser endpoint: GET = this session's live stream of pending requests (SSE), POST = one answer. */
export async function GET(request: Request): Promise<Response> {
  return (await relay()).handle(onBrowserHost(request));
}

export async function POST(request: Request): Promise<Response> {
  return (await relay()).handle(onBrowserHost(request));
}

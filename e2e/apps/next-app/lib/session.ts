/**
 * Who is chatting: a random session id in an http-only cookie (proxy.ts sets it on the first page). Every chat,
 * every relayed request and every answer belongs to the session that caused it (SPEC §12).
 */
export const SESSION_COOKIE = 'elicit_kit_session';

/** 256 random bits, base64url. */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The session of an incoming request (the relay's `authenticate`), or `undefined` without a well-formed cookie. */
export function sessionOf(request: Request): string | undefined {
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === SESSION_COOKIE && value && /^[A-Za-z0-9_-]{43}$/.test(value)) return value;
  }
  return undefined;
}

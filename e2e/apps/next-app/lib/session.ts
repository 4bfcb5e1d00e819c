// lib/session.ts: who is chatting. A random id in an http-only cookie; proxy.ts gives a first visit one.
export const SESSION_COOKIE = 'session';

export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The session of a request (the relay's `authenticate`), or `undefined`: the relay then answers 401. */
export function sessionOf(request: Request): string | undefined {
  const match = /(?:^|;\s*)session=([\w-]{43})(?:;|$)/.exec(request.headers.get('cookie') ?? '');
  return match?.[1];
}

// proxy.ts: Next.js 16's middleware. A first visit gets its session cookie before the page or any route reads it.
import { NextResponse, type NextRequest } from 'next/server';
import { newSessionId, SESSION_COOKIE } from './lib/session';

export function proxy(request: NextRequest) {
  if (request.cookies.has(SESSION_COOKIE)) return NextResponse.next();
  const session = newSessionId();
  request.cookies.set(SESSION_COOKIE, session); // this very request's page and routes see it too
  const response = NextResponse.next({ request: { headers: request.headers } });
  response.cookies.set(SESSION_COOKIE, session, { httpOnly: true, sameSite: 'lax', path: '/' });
  return response;
}

export const config = { matcher: ['/chat/:path*'] };

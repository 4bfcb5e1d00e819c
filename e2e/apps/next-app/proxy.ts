// Next.js 16's request proxy (formerly middleware): gives each browser a session cookie on its first chat page.
import { NextResponse, type NextRequest } from 'next/server';
import { newSessionId, SESSION_COOKIE } from './lib/session';

export function proxy(request: NextRequest): NextResponse {
  if (request.cookies.has(SESSION_COOKIE)) return NextResponse.next();
  const session = newSessionId();
  // The page rendered for this very request reads the session too.
  request.cookies.set(SESSION_COOKIE, session);
  const response = NextResponse.next({ request: { headers: request.headers } });
  response.cookies.set(SESSION_COOKIE, session, { httpOnly: true, sameSite: 'strict', path: '/' });
  return response;
}

export const config = { matcher: ['/chat/:path*', '/pending'] };

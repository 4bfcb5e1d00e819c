import { relay } from '../../../lib/relay';

export const dynamic = 'force-dynamic';

/** The relay's browser endpoint: GET = this session's live stream of pending requests (SSE), POST = one answer. */
export async function GET(request: Request): Promise<Response> {
  return (await relay()).handle(request);
}

export async function POST(request: Request): Promise<Response> {
  return (await relay()).handle(request);
}

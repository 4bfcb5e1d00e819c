import { chatOf, isChatId } from '../../../../../lib/chats';
import { sessionOf } from '../../../../../lib/session';

export const dynamic = 'force-dynamic';

/** The Stop button: ends the chat's run; its tool call is aborted and any form it waits for is withdrawn. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const session = sessionOf(request);
  const chat = session && isChatId(id) ? chatOf(session, id) : undefined;
  if (!chat) return new Response(null, { status: 404 });
  chat.run?.abort.abort();
  return new Response(null, { status: 204 });
}

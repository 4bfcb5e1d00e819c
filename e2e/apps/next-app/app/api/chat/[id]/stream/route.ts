import { createUIMessageStreamResponse } from 'ai';
import { chatOf, follow, isChatId } from '../../../../../lib/chats';
import { sessionOf } from '../../../../../lib/session';

export const dynamic = 'force-dynamic';

/** `useChat({ resume: true })`: the chat's current run from its start (a reload, a second tab), or 204 if none. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const session = sessionOf(request);
  const chat = session && isChatId(id) ? chatOf(session, id) : undefined;
  if (!chat?.run || chat.run.done) return new Response(null, { status: 204 });
  return createUIMessageStreamResponse({ stream: follow(chat.run) });
}

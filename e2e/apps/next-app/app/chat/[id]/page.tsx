// The chat page (a Server Component): the chat's saved messages for this session, then the live chat.
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { chatExists, chatOf, isChatId } from '../../../lib/chats';
import { isServerKey } from '../../../lib/mcp';
import { SESSION_COOKIE } from '../../../lib/session';
import { Chat } from '../Chat';

export const dynamic = 'force-dynamic';

export default async function ChatPage({ params, searchParams }: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ server?: string }>;
}) {
  const { id } = await params;
  const { server = 'demo-2026' } = await searchParams;
  if (!isChatId(id) || !isServerKey(server)) notFound();
  const session = (await cookies()).get(SESSION_COOKIE)?.value ?? '';
  const chat = chatOf(session, id);
  // Another session's chat does not exist for this one (the proxy gave every browser a session).
  if (!chat && chatExists(id)) notFound();
  return (
    <main>
      <h1>elicit-kit chat</h1>
      <Chat id={id} server={server} initialMessages={chat?.messages ?? []} />
    </main>
  );
}

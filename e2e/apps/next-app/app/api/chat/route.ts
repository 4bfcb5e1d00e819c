/**
 * The chat: the scripted mock model calls one MCP tool per turn (lib/model.ts); the MCP client runs here, and every
 * elicitation its server sends is relayed to the person's browser, inline in the chat as a `data-elicitation` part.
 */
import { ElicitationRequestSchema } from '@ai-sdk/mcp';
import { convertToModelMessages, createUIMessageStream, createUIMessageStreamResponse, stepCountIs, streamText } from 'ai';
import { elicitationDataPart, elicitationFromAiSdk } from 'elicit-kit/relay';
import { chatOf, follow, isChatId, startRun, type ChatMessage } from '../../../lib/chats';
import { connectMcp, isServerKey } from '../../../lib/mcp';
import { scriptedModel } from '../../../lib/model';
import { relay } from '../../../lib/relay';
import { sessionOf } from '../../../lib/session';

export const dynamic = 'force-dynamic';

const plain = (status: number, text: string) => new Response(text, { status, headers: { 'content-type': 'text/plain' } });

export async function POST(request: Request): Promise<Response> {
  const session = sessionOf(request);
  if (!session) return plain(401, 'Open the chat page first: it gives this browser a session.');
  const body = (await request.json().catch(() => undefined)) as { id?: unknown; messages?: ChatMessage[]; server?: unknown } | undefined;
  if (!body || !isChatId(body.id) || !Array.isArray(body.messages) || !isServerKey(body.server)) return plain(400, 'Expected {id, messages, server}.');
  const chatId = body.id;
  const server = body.server;
  const chat = chatOf(session, chatId, true);
  if (!chat) return plain(404, 'No such chat.');
  if (chat.run && !chat.run.done) return plain(409, 'This chat is still answering.');
  chat.messages = body.messages;
  const messages = body.messages;
  const abort = new AbortController();
  const theRelay = await relay();

  const stream = createUIMessageStream({
    originalMessages: messages,
    execute: async ({ writer }) => {
      const mcp = await connectMcp(server, chatId);
      const asking = { name: mcp.serverInfo.name, ...(mcp.serverInfo.title ? { title: String(mcp.serverInfo.title) } : {}) };
      mcp.onElicitationRequest(ElicitationRequestSchema, (elicitation) =>
        theRelay.ask(elicitationFromAiSdk(elicitation, { server: asking }), {
          session,
          signal: abort.signal,
          onUpdate: (update) => writer.write(elicitationDataPart(update)),
        }));
      const close = () => void mcp.close().catch(() => undefined);
      const result = streamText({
        model: scriptedModel(),
        messages: await convertToModelMessages(messages),
        tools: await mcp.tools(),
        stopWhen: stepCountIs(2),
        abortSignal: abort.signal,
        onFinish: close,
        onAbort: close,
        onError: close,
      });
      writer.merge(result.toUIMessageStream());
    },
    onFinish: ({ messages: all }) => {
      chat.messages = all;
    },
  });
  return createUIMessageStreamResponse({ stream: follow(startRun(chat, stream, abort)) });
}

// app/api/chat/route.ts: the MCP client runs here; each form it is asked goes into the chat as a data part.
import { ElicitationRequestSchema } from '@ai-sdk/mcp';
import { consumeStream, convertToModelMessages, createUIMessageStream, createUIMessageStreamResponse, stepCountIs, streamText } from 'ai';
import { elicitationDataPart, elicitationFromAiSdk } from 'elicit-kit/relay';
import type { ChatMessage } from '../../../lib/chat';
import { connectMcp } from '../../../lib/mcp';
import { model } from '../../../lib/model';
import { relay } from '../../../lib/relay';
import { sessionOf } from '../../../lib/session';

export async function POST(request: Request) {
  const session = sessionOf(request);
  if (!session) return new Response('No session: open the chat page first.', { status: 401 });
  const { id, messages } = (await request.json()) as { id: string; messages: ChatMessage[] };
  // Not `request.signal`: a reload or a closed tab must not cancel the tool call or its form. Only Stop does.
  const turn = relay.turn({ session, chat: id });
  const stream = createUIMessageStream<ChatMessage>({
    execute: async ({ writer }) => {
      const mcp = await connectMcp(request);
      mcp.onElicitationRequest(ElicitationRequestSchema, (elicitation) =>
        relay.ask(elicitationFromAiSdk(elicitation, mcp), { session, signal: turn.signal, onUpdate: (update) => writer.write(elicitationDataPart(update)) }));
      const result = streamText({
        model,
        messages: await convertToModelMessages(messages),
        tools: await mcp.tools(),
        stopWhen: stepCountIs(5), // after a tool call, the model answers with its result
        abortSignal: turn.signal,
        onFinish: () => mcp.close(),
        onAbort: () => mcp.close(),
        onError: () => mcp.close(),
      });
      writer.merge(result.toUIMessageStream());
    },
    onEnd: () => turn.end(),
  });
  // The turn goes on when the page goes away: consumeStream reads what no page reads any more.
  return createUIMessageStreamResponse({ stream, consumeSseStream: consumeStream });
}

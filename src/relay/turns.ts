/**
 * Chat turns and the person's Stop (docs/relay.md, "Stop, reloads and closed tabs"). A chat route's work (the model,
 * its tool calls, the forms they ask) must outlive the HTTP request: a reload, a closed tab or a dropped connection
 * aborts the request, never the work. Only the person's Stop does, and it may reach any instance: it travels on the
 * session's topic, which every instance running a turn of that session listens to.
 */
import type { RelayContext } from './context.ts';
import { reply } from './http.ts';
import { readSessionMessage, sessionTopic, type SessionMessage } from './topics.ts';
import type { ChatTurn, ChatTurnOptions } from './types.ts';

/** Chat ids travel as they come; a reasonable one is any short string without control characters. */
export const isChatId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 200 && !/\p{Cc}/u.test(value);

interface SessionTurns {
  chats: Map<string, Set<AbortController>>;
  /** The subscription to the session's topic: resolves with the function that ends it. */
  listening: Promise<() => Promise<void>>;
}

/** The turns this instance runs, by session. */
export function createTurns(ctx: RelayContext) {
  const sessions = new Map<string, SessionTurns>();

  const onMessage = (session: string) => (text: string) => {
    const message = readSessionMessage(text);
    if (!message || !('stop' in message)) return;
    const controllers = sessions.get(session)?.chats.get(message.stop.chat);
    for (const controller of [...(controllers ?? [])]) controller.abort(new DOMException('The person pressed Stop.', 'AbortError'));
  };

  function turn({ session, chat }: ChatTurnOptions): ChatTurn {
    const controller = new AbortController();
    let turns = sessions.get(session);
    if (!turns) {
      const listening = ctx.store.subscribe(sessionTopic(session), onMessage(session));
      // A store that cannot listen leaves the turn running to its end (Stop is lost, never the work): logged by no one.
      listening.catch(() => {});
      turns = { chats: new Map(), listening };
      sessions.set(session, turns);
    }
    const own = turns.chats.get(chat) ?? new Set();
    turns.chats.set(chat, own.add(controller));
    let ended = false;
    return {
      signal: controller.signal,
      end() {
        if (ended) return;
        ended = true;
        // Withdraws what still waits on this turn (a form whose call failed): the holder sees the abort.
        controller.abort(new DOMException('The chat turn ended.', 'AbortError'));
        own.delete(controller);
        if (own.size === 0) turns.chats.delete(chat);
        if (turns.chats.size > 0) return;
        sessions.delete(session);
        void turns.listening.then((stop) => stop()).catch(() => {});
      },
    };
  }

  return { turn };
}

/**
 * `POST {stop: chat}`: the person's Stop, sent to every instance of the session's turns (at most once, like every
 * message). It names a chat of the caller's own session only, so no one can stop another person's chat.
 */
export async function handleStop(ctx: RelayContext, session: string, chat: unknown, cors: Record<string, string>): Promise<Response> {
  if (!isChatId(chat)) return reply(400, { error: 'The chat to stop is missing or malformed.' }, cors);
  const message: SessionMessage = { stop: { chat } };
  await ctx.store.publish(sessionTopic(session), JSON.stringify(message));
  return reply(200, {}, cors);
}

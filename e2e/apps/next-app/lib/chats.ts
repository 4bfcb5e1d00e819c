/**
 * The app's chats, in this process's memory: each belongs to one session, keeps its messages, and its current run
 * (the answer being generated) as a replayable list of UI message chunks. A run goes on when its browser tab
 * leaves: a reload, or a second tab of the same chat, follows it again from the start (`useChat({ resume: true })`
 * calls GET /api/chat/ID/stream). Only the Stop button ends a run early.
 */
import type { UIMessage, UIMessageChunk } from 'ai';
import type { RelayedElicitation } from 'elicit-kit/relay';

/** The chat's messages: AI SDK UI messages whose data parts are relayed elicitations (`data-elicitation`). */
export type ChatMessage = UIMessage<unknown, { elicitation: RelayedElicitation }>;

export interface Run {
  chunks: UIMessageChunk[];
  done: boolean;
  /** Aborts the model, the tool call and every elicitation it waits for (withdrawn, SPEC §12). */
  abort: AbortController;
  listeners: Set<() => void>;
}

export interface Chat {
  session: string;
  messages: ChatMessage[];
  run?: Run;
}

// On globalThis: route handlers and pages are separate bundles, but one `next start` process.
const store = globalThis as typeof globalThis & { __elicitKitChats?: Map<string, Chat> };
const chats = (store.__elicitKitChats ??= new Map());

/** Chat ids come from the page's URL: anything else is refused. */
export const isChatId = (id: unknown): id is string => typeof id === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(id);

/**
 * The chat `id` of `session`: `undefined` when it belongs to another session (it does not exist for this one);
 * a new empty chat when `create` and nobody has it yet.
 */
export function chatOf(session: string, id: string, create = false): Chat | undefined {
  const chat = chats.get(id);
  if (chat) return chat.session === session ? chat : undefined;
  if (!create) return undefined;
  const created: Chat = { session, messages: [] };
  chats.set(id, created);
  return created;
}

/** Whether any session has a chat `id`. */
export const chatExists = (id: string): boolean => chats.has(id);

/** Starts a run: reads `source` to its end, whoever watches, keeping every chunk for `follow`. */
export function startRun(chat: Chat, source: ReadableStream<UIMessageChunk>, abort: AbortController): Run {
  const run: Run = { chunks: [], done: false, abort, listeners: new Set() };
  chat.run = run;
  const notify = () => run.listeners.forEach((listener) => listener());
  void (async () => {
    const reader = source.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        run.chunks.push(value);
        notify();
      }
    } catch {
      // the run's own error chunk, if any, is already in the list
    } finally {
      run.done = true;
      notify();
    }
  })();
  return run;
}

/** The run from its first chunk, then live until it ends; a watcher that leaves does not stop it. */
export function follow(run: Run): ReadableStream<UIMessageChunk> {
  let sent = 0;
  let wake = () => undefined as void;
  const listener = () => wake();
  run.listeners.add(listener);
  return new ReadableStream<UIMessageChunk>({
    async pull(controller) {
      while (sent >= run.chunks.length && !run.done) await new Promise<void>((resolve) => (wake = resolve));
      if (sent < run.chunks.length) return controller.enqueue(run.chunks[sent++]!);
      run.listeners.delete(listener);
      controller.close();
    },
    cancel() {
      run.listeners.delete(listener);
    },
  });
}

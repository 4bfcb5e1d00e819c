'use client';

/**
 * The chat (AI SDK `useChat`): each message's parts in order; a `data-elicitation` part is the relayed form, inline,
 * answered through the relay and turned into its outcome. `resume` follows a run still going after a reload.
 */
import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport } from 'ai';
import { RelayElicitation, useElicitationRelay } from 'elicit-kit';
import 'elicit-kit/relay.css'; // the relay's views: opt-in, after styles.css (app/layout.tsx)
import { useState } from 'react';
import type { ChatMessage } from '../../lib/chats';
import { Hydrated } from '../Hydrated';


export function Chat({ id, server, initialMessages }: { id: string; server: string; initialMessages: ChatMessage[] }) {
  const [transport] = useState(() => new DefaultChatTransport<ChatMessage>({ api: '/api/chat', body: { server } }));
  const { messages, sendMessage, status, stop } = useChat<ChatMessage>({ id, messages: initialMessages, resume: true, transport });
  const relay = useElicitationRelay({ endpoint: '/api/elicitations' });
  const [draft, setDraft] = useState('');
  const busy = status === 'submitted' || status === 'streaming';
  const stopRun = async () => {
    await stop();
    await fetch(`/api/chat/${id}/stop`, { method: 'POST' });
  };
  return (
    <>
      <ol aria-label="Conversation">
        {messages.map((message) => (
          <li key={message.id}>
            <article aria-label={message.role === 'user' ? 'You' : 'Assistant'}>
              {message.parts.map((part, index) => {
                if (part.type === 'text') return <p key={index} data-part="text" style={{ whiteSpace: 'pre-wrap' }}>{part.text}</p>;
                if (part.type === 'data-elicitation') {
                  return (
                    <div key={part.id} data-elicitation-id={part.id}>
                      <RelayElicitation relay={relay} elicitation={part.data} />
                    </div>
                  );
                }
                return null;
              })}
            </article>
          </li>
        ))}
      </ol>
      <form
        aria-label="Chat"
        onSubmit={(event) => {
          event.preventDefault();
          if (!draft.trim()) return;
          void sendMessage({ text: draft });
          setDraft('');
        }}
      >
        <label>
          Message <input value={draft} onChange={(event) => setDraft(event.target.value)} />
        </label>
        <button type="submit" disabled={busy}>Send</button>
        {busy && <button type="button" onClick={() => void stopRun()}>Stop</button>}
      </form>
      <Hydrated />
    </>
  );
}

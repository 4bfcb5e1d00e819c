'use client';
// app/chat/page.tsx: the chat. A relayed form shows where the model asked; the session's other pending forms below.
import { useChat } from '@ai-sdk/react';
import { PendingElicitations, RelayElicitation, useElicitationRelay } from 'elicit-kit';
import 'elicit-kit/styles.css';
import 'elicit-kit/relay.css';
import { useState } from 'react';
import type { ChatMessage } from '../../lib/chat';

export default function Chat() {
  const { id, messages, sendMessage, status, stop } = useChat<ChatMessage>();
  const relay = useElicitationRelay({ endpoint: '/api/elicitations' });
  const [text, setText] = useState('');
  const busy = status === 'submitted' || status === 'streaming';
  return (
    <main>
      {messages.map((message) => (
        <article key={message.id} aria-label={message.role === 'user' ? 'You' : 'Assistant'}>
          {message.parts.map((part, index) =>
            part.type === 'text' ? <p key={index}>{part.text}</p>
            : part.type === 'data-elicitation' ? <RelayElicitation key={part.id} relay={relay} elicitation={part.data} />
            : null)}
        </article>
      ))}
      {/* Forms no message above shows: after a reload, or asked in another tab of this session. */}
      <PendingElicitations relay={relay} />
      <form aria-label="Chat" onSubmit={(event) => { event.preventDefault(); void sendMessage({ text }); setText(''); }}>
        <input aria-label="Message" value={text} onChange={(event) => setText(event.target.value)} />
        <button type="submit" disabled={busy}>Send</button>
        {busy && <button type="button" onClick={() => { void relay.stop(id); void stop(); }}>Stop</button>}
      </form>
    </main>
  );
}

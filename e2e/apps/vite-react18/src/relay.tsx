// The page of the plain Node host (host.mjs): the MCP client runs on the server; every elicitation it receives is
// relayed here, into <ElicitationDialog>, by useElicitationRelay. A button per tool starts a call on the server;
// `?tag=` names the calls for the demo server's log, `?target=` is the page the URL-mode tool asks to open,
// `?expires=` shortens the relay's expiry of the requests these calls cause.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitationDialog, useElicitationRelay } from 'elicit-kit';
import 'elicit-kit/styles.css';
import 'elicit-kit/dialog.css'; // the modal dialog's look: opt-in, after styles.css
import 'elicit-kit/relay.css'; // the relay's views: opt-in, after styles.css

const query = new URLSearchParams(window.location.search);
const calls = [
  { label: 'Plain feedback (2026-07-28)', server: 'demo', tool: 'plain_feedback', era: '2026-07-28' },
  { label: 'Plain feedback (2025-11-25)', server: 'demo', tool: 'plain_feedback', era: '2025-11-25' },
  {
    label: 'Sign in (server-everything, URL mode)', server: 'everything', tool: 'trigger-url-elicitation', era: '2025-11-25',
    arguments: { url: query.get('target') ?? 'https://example.com/', message: 'Sign in to the target' },
  },
];

function App() {
  const relay = useElicitationRelay({ endpoint: '/api/elicitations' });
  const [results, setResults] = useState<string[]>([]);
  const run = async (call: (typeof calls)[number]) => {
    const expires = Number(query.get('expires')) || undefined; // `?expires=` (ms): the expiry spec's short wait
    const body = JSON.stringify({ ...call, tag: query.get('tag') ?? 'node-host', expiresAfterMs: expires });
    const response = await fetch('/api/run', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const { text } = (await response.json()) as { text: string };
    setResults((all) => [...all, text]);
  };
  return (
    <main>
      <h1>elicit-kit relay in a Node host</h1>
      {calls.map((call) => (
        <button key={call.label} type="button" onClick={() => void run(call)}>{call.label}</button>
      ))}
      <h2>Tool results</h2>
      <ol aria-label="Tool results">
        {results.map((text, index) => <li key={index} style={{ whiteSpace: 'pre-wrap' }}>{text}</li>)}
      </ol>
      <ElicitationDialog queue={relay} />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The page of the plain Node host (host.mjs): the MCP client runs on the server; every elicitation it receives is
// relayed here, into <ElicitationDialog>, by useElicitationRelay. A button per tool starts a call on the server.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitationDialog, useElicitationRelay } from 'elicit-kit';
import 'elicit-kit/styles.css';

const tools = [
  { tool: 'capture_lead', era: '2026-07-28', label: 'Capture a lead (2026-07-28)' },
  { tool: 'plain_feedback', era: '2025-11-25', label: 'Plain feedback (2025-11-25)' },
];

function App() {
  const relay = useElicitationRelay({ endpoint: '/api/elicitations' });
  const [results, setResults] = useState<string[]>([]);
  const run = async (tool: string, era: string) => {
    const tag = new URLSearchParams(window.location.search).get('tag') ?? 'node-host';
    const response = await fetch('/api/run', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ tool, era, tag }) });
    const { text } = (await response.json()) as { text: string };
    setResults((all) => [...all, text]);
  };
  return (
    <main>
      <h1>elicit-kit relay in a Node host</h1>
      {tools.map(({ tool, era, label }) => (
        <button key={tool} type="button" onClick={() => void run(tool, era)}>{label}</button>
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

import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitationForm } from 'elicit-kit';
import type { ElicitResult } from 'elicit-kit/core';
import { fixtureById } from 'elicit-kit/fixtures';
import 'elicit-kit/styles.css';

// The kit's own seed form, plus a string list (a widget loaded on demand).
const lead = fixtureById('seed/lead-capture')!;
const { properties } = lead.requestedSchema as { properties: Record<string, unknown> };
const request = {
  message: lead.message,
  requestedSchema: { ...lead.requestedSchema, properties: { ...properties, aliases: { type: 'array', title: 'Aliases', items: { type: 'string' } } } },
};

function App() {
  const [received, setReceived] = useState<ElicitResult[]>([]);
  return (
    <main>
      <h1>elicit-kit in Vite + React 18</h1>
      <ElicitationForm
        message={request.message}
        requestedSchema={request.requestedSchema}
        onResult={(result) => setReceived((all) => [...all, result])}
      />
      <h2>Received</h2>
      <pre data-testid="received">{received.length ? JSON.stringify(received) : ''}</pre>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitationForm } from 'elicit-kit';
import type { ElicitResult } from 'elicit-kit/core';
import 'elicit-kit/styles.css';

const request = {
  message: 'New lead from the demo call — capture the details',
  requestedSchema: {
    type: 'object',
    properties: {
      fullName: { type: 'string', title: 'Full name' },
      email: { type: 'string', title: 'Work email', format: 'email' },
      company: { type: 'string', title: 'Company' },
      teamSize: { type: 'integer', title: 'Team size', minimum: 1 },
      subscribe: { type: 'boolean', title: 'Subscribe to product updates', default: true },
      interest: { type: 'string', title: 'Primarily interested in', enum: ['Free', 'Pro', 'Enterprise'] },
      aliases: { type: 'array', title: 'Aliases', items: { type: 'string' } },
    },
    required: ['fullName', 'email', 'company'],
  },
} as const;

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

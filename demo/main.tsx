import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../components/styles.css';
import '../components/dialog.css';
import './playground/playground.css';
import { Playground } from './playground/Playground.tsx';
import { HostPanel } from './host/HostPanel.tsx';

// The host page: the playground first; other sections (the live MCP host) are added below it.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main className="demo-page">
      <Playground />
      <HostPanel />
    </main>
  </StrictMode>,
);

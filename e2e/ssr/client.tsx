/**
 * Browser side of the SSR spec: hydrates the server HTML with `hydrateRoot` (or renders from scratch with
 * `createRoot` for the client-only comparison) and records every result and every error React reports.
 */
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { ElicitResult } from '../../components/index.ts';
import '../../components/styles.css'; // the kit's opt-in look, as a host page would load it
import { allFixtures } from '../../src/fixtures/index.ts';
import { SsrRoot, type SsrPageProps } from './app.tsx';

export interface SsrProbe {
  results: ElicitResult[];
  errors: string[];
  committed: boolean;
}

declare global {
  interface Window {
    ssrProbe: SsrProbe;
  }
}

const probe: SsrProbe = { results: [], errors: [], committed: false };
window.ssrProbe = probe;
const props = JSON.parse(document.getElementById('ssr-props')!.textContent) as SsrPageProps;
const fixture = allFixtures.find((candidate) => candidate.id === props.fixtureId)!;
const report = (kind: string) => (error: unknown) => {
  probe.errors.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
};

const page = (
  <SsrRoot
    fixture={fixture}
    onResult={(result) => probe.results.push(result)}
    onCommit={() => {
      probe.committed = true;
    }}
  />
);
const container = document.getElementById('root')!;
const options = {
  onRecoverableError: report('recoverable'),
  onCaughtError: report('caught'),
  onUncaughtError: report('uncaught'),
};
if (props.mode !== 'client') hydrateRoot(container, page, options);
else createRoot(container, options).render(page);

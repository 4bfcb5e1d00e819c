/**
 * Browser side of the SSR spec: hydrates the server HTML with `hydrateRoot`, or renders each fixture of a client-only
 * page from scratch with `createRoot` (the comparison), and records every result and every error React reports, per
 * fixture (`window.ssrProbes[fixtureId]`).
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
    ssrProbes: Record<string, SsrProbe>;
  }
}

window.ssrProbes = {};
const props = JSON.parse(document.getElementById('ssr-props')!.textContent) as SsrPageProps;

for (const container of document.querySelectorAll<HTMLElement>('[data-ssr-root]')) {
  const fixtureId = container.dataset.ssrRoot!;
  const fixture = allFixtures.find((candidate) => candidate.id === fixtureId)!;
  const probe: SsrProbe = { results: [], errors: [], committed: false };
  window.ssrProbes[fixtureId] = probe;
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
  const options = {
    onRecoverableError: report('recoverable'),
    onCaughtError: report('caught'),
    onUncaughtError: report('uncaught'),
  };
  if (props.mode === 'hydrate') hydrateRoot(container, page, options);
  else createRoot(container, options).render(page);
}

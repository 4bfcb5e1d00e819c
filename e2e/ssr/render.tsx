/**
 * Server side of the SSR spec: renders a fixture's page to HTML with `react-dom/static`'s `prerender`, which
 * waits for every Suspense boundary (lazy fields included), as a Next.js or Remix server would. renderString.tsx
 * passes `renderToString` instead (mode `string`).
 */
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { allFixtures } from '../../src/fixtures/index.ts';
import { SsrRoot, type SsrPageProps } from './app.tsx';

const ignore = () => {};

/** The full HTML document for one fixture; `mode: 'client'` leaves the root empty for a client-only render. */
export async function renderPage(props: SsrPageProps, renderSync?: (element: ReactElement) => string): Promise<string> {
  const fixture = allFixtures.find((candidate) => candidate.id === props.fixtureId);
  if (!fixture) throw new Error(`no fixture ${props.fixtureId}`);
  const page = <SsrRoot fixture={fixture} onResult={ignore} onCommit={ignore} />;
  let body = '';
  if (props.mode !== 'client') body = renderSync ? renderSync(page) : await new Response((await prerender(page)).prelude).text();
  // `<` is escaped so no fixture text can close the script element early.
  const json = JSON.stringify(props).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SSR ${props.fixtureId}</title>
<link rel="icon" href="data:,"><link rel="stylesheet" href="/client.css"></head>
<body><div id="root">${body}</div><script type="application/json" id="ssr-props">${json}</script>
<script type="module" src="/client.js"></script></body></html>`;
}

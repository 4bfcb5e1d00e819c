/**
 * Server side of the SSR spec: renders a fixture's page to HTML with `react-dom/static`'s `prerender`, which
 * waits for every Suspense boundary (lazy fields included), as a Next.js or Remix server would. renderString.tsx
 * passes `renderToString` instead.
 */
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { allFixtures } from '../../src/fixtures/index.ts';
import { SsrRoot, type SsrPageProps } from './app.tsx';

const ignore = () => {};

/**
 * The full HTML document: one fixture's form rendered on the server in `#root` (`mode: 'hydrate'`), or an empty root
 * per fixture for client-only renders. Each root names its fixture in `data-ssr-root`.
 */
export async function renderPage(props: SsrPageProps, renderSync?: (element: ReactElement) => string): Promise<string> {
  let roots: string;
  if (props.mode === 'hydrate') {
    const fixture = allFixtures.find((candidate) => candidate.id === props.fixtureId);
    if (!fixture) throw new Error(`no fixture ${props.fixtureId}`);
    const page = <SsrRoot fixture={fixture} onResult={ignore} onCommit={ignore} />;
    const body = renderSync ? renderSync(page) : await new Response((await prerender(page)).prelude).text();
    roots = `<div id="root" data-ssr-root="${escapeAttribute(fixture.id)}">${body}</div>`;
  } else {
    roots = props.fixtureIds.map((id) => `<div data-ssr-root="${escapeAttribute(id)}"></div>`).join('');
  }
  // `<` is escaped so no fixture text can close the script element early.
  const json = JSON.stringify(props).replace(/</g, '\\u003c');
  const title = props.mode === 'hydrate' ? props.fixtureId : `${props.fixtureIds.length} forms`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SSR ${escapeAttribute(title)}</title>
<link rel="icon" href="data:,"><link rel="stylesheet" href="/client.css"></head>
<body>${roots}<script type="application/json" id="ssr-props">${json}</script>
<script type="module" src="/client.js"></script></body></html>`;
}

/** Fixture ids are plain (`seed/lead-capture`), but nothing of a fixture goes into the page unescaped. */
function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Server side of the SSR spec for `renderToString` (docs/behaviour.md §8): the kit's server entry (what `elicit-kit` resolves
 * to under the `node` condition) imports the widgets eagerly, so the synchronous renderer gives the whole form
 * with no preload call. Built separately from render.tsx, whose lazy widgets must stay lazy.
 */
import '../../components/server.ts';
import { renderToString } from 'react-dom/server';
import type { SsrPageProps } from './app.tsx';
import { renderPage } from './render.tsx';

/** The same document as render.tsx, its root rendered with `renderToString`. */
export function renderStringPage(props: SsrPageProps): Promise<string> {
  return renderPage(props, renderToString);
}

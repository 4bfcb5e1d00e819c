import { lazy, Suspense } from 'react';
import { useElicitationSettings } from '../ElicitationForm/settings.ts';
import { loadOnce } from '../form/loadOnce.ts';
import type { UrlConsentProps } from './types.ts';

// The view, the URL analysis and the Public Suffix List (tldts, ~48 kB gzip) are one on-demand chunk (vite.config.ts,
// `url-consent`): a host that only ever shows forms never downloads them.
const { load } = loadOnce(() => import('./UrlConsentView.tsx').then((m) => m.UrlConsentView));
const View = lazy(() => load().then((component) => ({ default: component })));

/**
 * The consent view of a URL-mode elicitation (docs/behaviour.md §9): who is asking, the message, the full URL with its
 * registrable domain highlighted, warnings for deceptive addresses, and Open / Decline / Cancel; after Open, a
 * waiting state. Loads on first use (`UrlConsent.preload()` starts it early).
 * @example
 * <UrlConsent url={params.url} message={params.message} server={{ name: 'Payments' }} onResult={reply} />
 */
export function UrlConsent(props: UrlConsentProps) {
  const { unstyled } = useElicitationSettings({ unstyled: props.unstyled });
  return (
    <Suspense fallback={<p className={unstyled ? undefined : 'elicit-url__loading'} role="status" aria-busy="true" />}>
      <View {...props} />
    </Suspense>
  );
}
UrlConsent.preload = load;

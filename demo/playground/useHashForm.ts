import { useMemo, useSyncExternalStore } from 'react';
import { formFromHash, type PermalinkForm } from '../../src/permalink.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** The current URL fragment, following `hashchange` (back/forward, gallery links, edited URLs). */
export function useHash(): string {
  return useSyncExternalStore(subscribe, () => window.location.hash, () => '');
}

/** The form a `#form=…` permalink opens (parsed once per fragment, so the form only restarts when it changes). */
export function useHashForm(hash: string): PermalinkForm | undefined {
  return useMemo(() => formFromHash(hash), [hash]);
}

import { useMemo, useSyncExternalStore } from 'react';
import { fixtureById, pickerFixtures } from '../../src/fixtures/index.ts';
import { formFromHash, type PermalinkForm } from '../../src/permalink.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

let lastFormHash = '';

/** The fragment if it picks a form (`#fixture=…`, `#form=…`, a URL request `#url=…`, or none); an in-page anchor keeps the last one. */
function formHashSnapshot(): string {
  const hash = window.location.hash;
  if (hash === '' || /^#(?:fixture|form|url)=/.test(hash)) lastFormHash = hash;
  return lastFormHash;
}

/**
 * The URL fragment that picks the form, following `hashchange` (back/forward, gallery links, edited URLs). An
 * in-page anchor such as `#live-host` (the link at the top of the page) leaves the open form as it is.
 */
export function useHash(): string {
  return useSyncExternalStore(subscribe, formHashSnapshot, () => '');
}

/**
 * `#fixture=<id>` opens a form of the corpus by id: a short link even for the 2,000-option picker, whose `#form=`
 * permalink is 1.5 MB (setting such a fragment alone costs the browser seconds).
 */
function fixtureFromHash(hash: string): PermalinkForm | undefined {
  const match = /^#fixture=([^&]*)/.exec(hash);
  if (!match) return undefined;
  const id = decodeURIComponent(match[1]!);
  const fixture = fixtureById(id) ?? pickerFixtures.find((candidate) => candidate.id === id);
  return fixture && { message: fixture.message, requestedSchema: fixture.requestedSchema, profile: fixture.profile };
}

/** The form a `#fixture=…` or `#form=…` link opens (parsed once per fragment, so the form only restarts when it changes). */
export function useHashForm(hash: string): PermalinkForm | undefined {
  return useMemo(() => fixtureFromHash(hash) ?? formFromHash(hash), [hash]);
}

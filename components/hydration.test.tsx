/**
 * Hydration of the Suspense-aware server path on each project's React (docs/behaviour.md §8.2): the server waits for
 * every lazy widget (`renderToPipeableStream` + `onAllReady`), the browser hydrates the same props while the
 * widgets' code is still on its way. React must log nothing and keep the server's nodes (no client re-render).
 * The registry holds fresh lazy wrappers, so nothing is loaded when hydration starts, as on a cold page. Server and
 * browser each get their own copy of the kit's modules (contexts included), as two processes would.
 */
import { act, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureById, signInForm } from '../src/fixtures/index.ts';
import type { FieldRegistry } from './fields/types.ts';
import { streamToHtml } from '../test-support/streamHtml.ts';

/** A fresh copy of the kit, with the three on-demand widgets as never-loaded wrappers (their chunks not arrived). */
async function coldKit() {
  vi.resetModules();
  const [{ ElicitationForm }, { lazyField }] = await Promise.all([import('./ElicitationForm/index.ts'), import('./fields/lazyField.tsx')]);
  const registry: FieldRegistry = {
    'text-suggestions': lazyField(() => import('./fields/TextSuggestions/TextSuggestions.tsx').then((m) => m.TextSuggestions)),
    'string-list': lazyField(() => import('./fields/StringList/StringList.tsx').then((m) => m.StringList)),
    'resource-picker': lazyField(() => import('./fields/ResourcePicker/ResourcePicker.tsx').then((m) => m.ResourcePicker)),
  };
  return { ElicitationForm, registry };
}


describe('server HTML hydrates on a cold page without an update to a waiting Suspense boundary', () => {
  let logged: string[] = [];
  let root: Root | undefined;
  beforeEach(() => {
    logged = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  // The sign-in form: its credential warning (docs/behaviour.md §11.3) is on-demand code too, hydrated the same way.
  it.each(['suggestions/deploy-prefilled', 'picker/profile-desktop', signInForm.id])('%s', async (id) => {
    const fixture = fixtureById(id) ?? signInForm;
    const page = ({ ElicitationForm, registry }: Awaited<ReturnType<typeof coldKit>>) => (
      <ElicitationForm message={fixture.message} requestedSchema={fixture.requestedSchema} profile={fixture.profile}
        defaultContent={fixture.exampleContent} registry={registry} onResult={() => {}} />
    );
    const container = document.createElement('div');
    container.innerHTML = await streamToHtml(page(await coldKit()));
    document.body.append(container);
    const serverNodes = [...container.querySelectorAll('input, button, [role="listbox"]')];
    expect(serverNodes.length).toBeGreaterThan(2);

    // React 18's server renderer warns about layout effects because jsdom gives this "server" a document (a real
    // server has none: useIsomorphicLayoutEffect). Only what the browser side logs counts.
    logged = [];
    const recoverable: unknown[] = [];
    const client = page(await coldKit());
    await act(async () => {
      root = hydrateRoot(container, client, { onRecoverableError: (error) => void recoverable.push(error) });
      await Promise.resolve();
    });
    // Every element hydrated: React tags the nodes it owns; a boundary still waiting keeps untagged server nodes.
    const owned = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
    await waitFor(() => expect([...container.querySelectorAll('*')].every(owned)).toBe(true));

    expect(logged).toEqual([]);
    expect(recoverable).toEqual([]);
    // The server's nodes are the ones on screen: nothing was thrown away and rendered again on the client.
    expect(serverNodes.filter((node) => !node.isConnected).map((node) => node.outerHTML.slice(0, 200))).toEqual([]);
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});

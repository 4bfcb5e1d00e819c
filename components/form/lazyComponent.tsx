import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { loadOnce } from './loadOnce.ts';

/** A component whose code loads on demand; `preload()` starts loading it (idempotent). */
export type LazyComponent<P extends object> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

/** How a server build hands a wrapper its component up front (see `provideComponent`). */
const providers = new WeakMap<object, (component: never) => void>();

const noSubscription = () => () => {};
const onClient = () => false;
const onServerOrHydrating = () => true;

/**
 * Wraps a component that loads on demand (docs/behaviour.md §14.1: the OpenAI widgets don't weigh on forms that don't use them;
 * nor does the credential warning). On the client, once loaded it renders directly, with no Suspense round
 * trip, so a second form (or a preloaded one) never shows `Placeholder`. On the client it waits with a plain state
 * update, which React doesn't throttle the way it throttles Suspense reveals; on the server and while hydrating it
 * suspends, so a Suspense-aware renderer waits for the real component and hydration keeps the server's markup.
 * @example const Warning = lazyComponent(() => import('./Warning.tsx').then((m) => m.Warning), () => null);
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, Placeholder: (props: P) => ReactNode): LazyComponent<P> {
  // A failed load is forgotten, so a later form may try again (e.g. after a network blip).
  let provided: ComponentType<P> | undefined;
  const { load: loadShared, loaded } = loadOnce(load);
  const preload = () => (provided ? Promise.resolve(provided) : loadShared());
  const current = () => provided ?? loaded();
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));

  function Lazy(props: P) {
    const suspends = useSyncExternalStore(noSubscription, onClient, onServerOrHydrating);
    // Decided once per mount, so a component never swaps types (and loses its state) later. The server and
    // hydration always render the Suspense boundary, loaded or not: the two trees must have the same shape.
    const [viaSuspense] = useState(() => suspends);
    const [loadedAtMount] = useState(current);
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(current);
    useEffect(() => {
      if (viaSuspense || Component) return;
      let live = true;
      preload().then((component) => live && setComponent(() => component), () => {});
      return () => {
        live = false;
      };
    }, [viaSuspense, Component]);
    // The same element for the same props: right after hydration `useSyncExternalStore` re-renders this component
    // (its client snapshot differs from the server's), and a new element would be an update to a boundary still
    // waiting for its code. React 18 then drops the server HTML with "This Suspense boundary received an update
    // before it finished hydrating", React 19 silently; an identical element is skipped (docs/behaviour.md §8: clean hydration).
    const viaBoundary = useMemo(() => {
      if (!viaSuspense) return undefined;
      const Loaded = loadedAtMount;
      return <Suspense fallback={<Placeholder {...props} />}>{Loaded ? <Loaded {...props} /> : <Suspending {...props} />}</Suspense>;
    }, [viaSuspense, loadedAtMount, props]);
    if (viaBoundary) return viaBoundary;
    return Component ? <Component {...props} /> : <Placeholder {...props} />;
  }
  providers.set(Lazy, (component: ComponentType<P>) => {
    provided = component;
  });
  return Object.assign(Lazy, { preload });
}

/**
 * Makes `lazy` render `component` at once, with no load: the server entry (`components/server.ts`) imports the
 * on-demand parts eagerly and provides them, so `renderToString` gives the whole form (docs/behaviour.md §8). The tree keeps the
 * Suspense boundary a browser hydrates, so server and client markup stay the same shape.
 * @example provideComponent(TextSuggestions, TextSuggestionsWidget)
 */
export function provideComponent<P extends object>(lazy: LazyComponent<P>, component: ComponentType<P>): void {
  (providers.get(lazy) as ((component: ComponentType<P>) => void) | undefined)?.(component);
}

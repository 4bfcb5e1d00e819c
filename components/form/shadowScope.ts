import { createContext, useContext, useMemo, useState, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect.ts';
import type { Environment } from 'downshift';

/**
 * The shadow root the form is rendered in, or null in the light DOM (issue 11: `<elicitation-form>`). Widgets that
 * listen on the window (downshift's outside-click tracking) need it: there, events are retargeted to the host.
 */
export const ShadowScopeContext = createContext<ShadowRoot | null>(null);

/**
 * The shadow root holding `ref`'s element, found after mount (null in the light DOM).
 * @example const shadowRoot = useShadowRootOf(rootRef); <ShadowScopeContext.Provider value={shadowRoot}>…
 */
export function useShadowRootOf(ref: RefObject<Element | null>): ShadowRoot | null {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useIsomorphicLayoutEffect(() => {
    const found = ref.current?.getRootNode();
    // Set once, after mount: the form never moves between roots while it is shown.
    if (found instanceof ShadowRoot) setRoot(found);
  }, [ref]);
  return root;
}

/**
 * downshift's `environment` for a form in a shadow root: window listeners see the real target (the first entry of
 * `composedPath()`) instead of the host, and `activeElement` is the shadow root's. Undefined in the light DOM
 * (downshift's default, `window`, is right there).
 * @example useCombobox({ items, ...(environment ? { environment } : {}) })
 */
export function useDownshiftEnvironment(): Environment | undefined {
  const shadowRoot = useContext(ShadowScopeContext);
  return useMemo(() => (shadowRoot ? shadowEnvironment(shadowRoot) : undefined), [shadowRoot]);
}

type Listener = EventListenerOrEventListenerObject;

function shadowEnvironment(root: ShadowRoot): Environment {
  const wrapped = new WeakMap<Listener, EventListener>();
  const wrap = (listener: Listener): EventListener => {
    let wrapper = wrapped.get(listener);
    if (!wrapper) {
      wrapper = (event) => {
        const retargeted = withInnerTarget(event);
        if (typeof listener === 'function') listener(retargeted);
        else listener.handleEvent(retargeted);
      };
      wrapped.set(listener, wrapper);
    }
    return wrapper;
  };
  const scopedDocument = {
    get activeElement() {
      return root.activeElement ?? document.activeElement;
    },
    get body() {
      return document.body;
    },
    getElementById: (id: string) => root.getElementById(id),
  };
  return {
    Node: window.Node,
    document: scopedDocument as unknown as Document,
    addEventListener: ((type: string, listener: Listener, options?: AddEventListenerOptions | boolean) =>
      window.addEventListener(type, wrap(listener), options)) as Environment['addEventListener'],
    removeEventListener: ((type: string, listener: Listener, options?: EventListenerOptions | boolean) =>
      window.removeEventListener(type, wrap(listener), options)) as Environment['removeEventListener'],
  };
}

/** The event as seen from inside the shadow root: `target` is the element the user actually touched. */
function withInnerTarget(event: Event): Event {
  const inner = event.composedPath()[0] ?? event.target;
  return new Proxy(event, {
    get(target, property) {
      if (property === 'target') return inner;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

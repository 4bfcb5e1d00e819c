import type { ComponentType } from 'react';
import { lazyComponent, provideComponent, type LazyComponent } from '../form/lazyComponent.tsx';
import { LoadingField } from './shared/LoadingField.tsx';
import type { FieldProps } from './types.ts';

type FieldComponent = ComponentType<FieldProps>;

/** A field component whose code loads on demand; `preload()` starts loading it (idempotent). */
export type LazyFieldComponent = LazyComponent<FieldProps>;

/**
 * Wraps a widget that loads on demand (docs/behaviour.md §14.1: the OpenAI widgets don't weigh on forms that don't use them). Until
 * its code is there the field shows a placeholder of its own size (`LoadingField`); on the server and while
 * hydrating it suspends (see `lazyComponent`).
 * @example const TextSuggestions = lazyField(() => import('./TextSuggestions/TextSuggestions.tsx').then((m) => m.TextSuggestions));
 */
export function lazyField(load: () => Promise<FieldComponent>): LazyFieldComponent {
  return lazyComponent(load, LoadingField);
}

/**
 * Makes `lazy` render `component` at once, with no load: the server entry (`components/server.ts`) imports the
 * widgets eagerly and provides them, so `renderToString` gives the whole form (docs/behaviour.md §8).
 * @example provideField(TextSuggestions, TextSuggestionsWidget)
 */
export function provideField(lazy: LazyFieldComponent, component: FieldComponent): void {
  provideComponent(lazy, component);
}

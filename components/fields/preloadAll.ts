import { ResourcePicker, StringList, TextSuggestions } from './registry.ts';

/**
 * Loads every on-demand default widget. For hosts that want the whole kit ready before the first form (no
 * placeholder, even on a cold cache) and for test setups that render forms synchronously.
 * @example await preloadAllFields();
 */
export function preloadAllFields(): Promise<unknown> {
  return Promise.all([ResourcePicker, StringList, TextSuggestions].map((widget) => widget.preload()));
}

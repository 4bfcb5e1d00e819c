import { lazyField } from '../lazyField.tsx';

/**
 * The long-list listbox (ChoiceSelect.tsx), loaded on first use like the OpenAI widgets (docs/behaviour.md §14.1): most single
 * choices are short radio lists, and the listbox's keyboard model and panel would otherwise weigh on every form's
 * first load. The server entry provides it eagerly (components/server.ts); `preloadAllFields` loads it too.
 * @example <ChoiceListbox {...fieldProps} />
 */
export const ChoiceListbox = lazyField(() => import('./ChoiceSelect.tsx').then((m) => m.ChoiceSelect));

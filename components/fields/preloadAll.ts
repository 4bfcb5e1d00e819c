import { loadFormLibrary } from '../form/control.ts';
import { loadValidator } from '../form/validator.ts';
import { SentSummary } from '../ElicitationForm/lazySummary.tsx';
import { LazyCredentialWarning } from '../ElicitationForm/lazyCredentials.tsx';
import { loadDraftStore } from '../form/drafts/index.ts';
import { ResourcePicker, StringList, TextSuggestions } from './registry.ts';
import { ChoiceListbox } from './SingleChoice/lazyListbox.ts';
import { MultiChoiceCards, SingleChoiceCards } from './shared/lazyCards.ts';

/**
 * Loads every on-demand part of the kit: the default widgets, react-hook-form, the answer validator, the summary a
 * sent form shows, the credential warning and the draft store. For hosts that want the
 * whole kit ready before the first form (no placeholder, even on a cold cache) and for test setups that render
 * forms and submit them synchronously.
 * @example await preloadAllFields();
 */
export function preloadAllFields(): Promise<unknown> {
  return Promise.all([...[ChoiceListbox, SingleChoiceCards, MultiChoiceCards, ResourcePicker, StringList, TextSuggestions].map((widget) => widget.preload()), loadFormLibrary(), loadValidator(), SentSummary.preload(), LazyCredentialWarning.preload(), loadDraftStore()]);
}

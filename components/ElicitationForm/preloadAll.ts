import { ResourcePicker, StringList, TextSuggestions } from '../fields/registry.ts';
import { ChoiceListbox } from '../fields/SingleChoice/lazyListbox.ts';
import { LazyCalendar } from '../fields/Text/lazyCalendar.ts';
import { MultiChoiceCards, SingleChoiceCards } from '../fields/shared/lazyCards.ts';
import { loadDraftStore } from '../form/drafts/index.ts';
import { loadValidator } from '../form/validator.ts';
import { LazyCredentialWarning } from './lazyCredentials.tsx';
import { SentSummary } from './lazySummary.tsx';

/**
 * Loads every on-demand part of the kit: the default widgets, the answer validator, the summary a
 * sent form shows, the credential warning and the draft store. For hosts that want the
 * whole kit ready before the first form (no placeholder, even on a cold cache) and for test setups that render
 * forms and submit them synchronously.
 * @example await preloadAllFields();
 */
export function preloadAllFields(): Promise<unknown> {
  return Promise.all([...[ChoiceListbox, LazyCalendar, SingleChoiceCards, MultiChoiceCards, ResourcePicker, StringList, TextSuggestions].map((widget) => widget.preload()), loadValidator(), SentSummary.preload(), LazyCredentialWarning.preload(), loadDraftStore()]);
}

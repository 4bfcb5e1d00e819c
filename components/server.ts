/**
 * elicit-kit for server renderers: the same exports as the React entry (`components/index.ts`), with the OpenAI
 * widgets (and the credential warning) imported eagerly, so every React server renderer, `renderToString` included, gives the whole form's
 * HTML without a preload call (docs/behaviour.md §8). package.json's `exports` picks this file under the `node`, `deno`,
 * `workerd` and `edge-light` conditions; browsers keep the entry whose widgets load on demand (docs/behaviour.md §14.1), and so do
 * the client references of the React Server Components graph (`react-server`: components/rsc.ts), which browsers load.
 * @example import { ElicitationForm } from 'elicit-kit'; // on the server: this module
 * renderToString(<ElicitationForm message="Deploy?" requestedSchema={schema} onResult={() => {}} />);
 */
import { provideField } from './fields/lazyField.tsx';
import { provideComponent } from './form/lazyComponent.tsx';
import { CredentialWarning } from './ElicitationForm/CredentialWarning.tsx';
import { LazyCredentialWarning } from './ElicitationForm/lazyCredentials.tsx';
import { ResourcePicker, StringList, TextSuggestions } from './fields/registry.ts';
import { ResourcePicker as ResourcePickerWidget } from './fields/ResourcePicker/ResourcePicker.tsx';
import { ChoiceSelect } from './fields/SingleChoice/ChoiceSelect.tsx';
import { ChoiceListbox } from './fields/SingleChoice/lazyListbox.ts';
import { MultiChoiceCardsView, SingleChoiceCardsView } from './fields/shared/ChoiceCards.tsx';
import { MultiChoiceCards, SingleChoiceCards } from './fields/shared/lazyCards.ts';
import { StringList as StringListWidget } from './fields/StringList/StringList.tsx';
import { TextSuggestions as TextSuggestionsWidget } from './fields/TextSuggestions/TextSuggestions.tsx';

provideField(ChoiceListbox, ChoiceSelect);
provideField(SingleChoiceCards, SingleChoiceCardsView);
provideField(MultiChoiceCards, MultiChoiceCardsView);
provideField(ResourcePicker, ResourcePickerWidget);
provideField(StringList, StringListWidget);
provideField(TextSuggestions, TextSuggestionsWidget);
provideComponent(LazyCredentialWarning, CredentialWarning);

export * from './index.ts';

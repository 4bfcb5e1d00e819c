/**
 * The pseudo-locale of the tests (docs/behaviour.md §7.10: every string translatable): every message of the catalogue, the
 * validation messages included, wrapped in ⟦…⟧. Functions keep the English wording (so counts and plurals are
 * still computed) and wrap what they return. A visible string without the brackets that is not server text is a
 * string the catalogue can't translate: e2e/pseudo-locale.spec.ts looks for them in every story.
 */
import { defaultMessages, type Messages } from '../components/messages.ts';
import { fr } from '../components/locales/fr.ts';
import { de } from '../components/locales/de.ts';
import { es } from '../components/locales/es.ts';
import { it } from '../components/locales/it.ts';
import { ja } from '../components/locales/ja.ts';
import { ko } from '../components/locales/ko.ts';
import { ptBR } from '../components/locales/pt-BR.ts';
import { zhHans } from '../components/locales/zh-Hans.ts';

export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const wrap = (text: string) => `${PSEUDO_OPEN}${text}${PSEUDO_CLOSE}`;

function pseudoEntry(value: unknown): unknown {
  if (typeof value === 'string') return wrap(value);
  if (typeof value === 'function') {
    return (...args: unknown[]) => {
      const result: unknown = (value as (...a: unknown[]) => unknown)(...args);
      // '' and undefined mean "say nothing" (e.g. no range to show): keep them empty.
      return typeof result === 'string' && result !== '' ? wrap(result) : result;
    };
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, pseudoEntry(entry)]));
  }
  return value;
}

/** Every message of `defaultMessages` (and `validation`) wrapped in ⟦…⟧. */
export const pseudoMessages = pseudoEntry(defaultMessages) as Messages;

/** The shipped catalogues by BCP 47 tag (components/locales/preferred.ts lists the same). */
export const shippedCatalogues: Record<string, Messages> = { fr, de, es, 'pt-BR': ptBR, it, ja, ko, 'zh-Hans': zhHans };

/** The catalogues the Storybook toolbar offers (`locale` global; `?globals=locale:pseudo` in a story URL). */
export const storyLocales: Record<string, Messages | undefined> = { en: undefined, pseudo: pseudoMessages, ...shippedCatalogues };

/**
 * The person's own language by default (docs/behaviour.md §13.5): with no `messages` from the host, the kit speaks the
 * first of the browser's languages (`navigator.languages`) it ships a catalogue for. Each catalogue is its own chunk,
 * fetched only when chosen; until it arrives the form is in English, and the whole catalogue replaces English at once
 * (never half of it). Nothing here reads `navigator` at import time, and a server (no `navigator`) renders English.
 * React-free: components/ElicitationForm/settings.ts subscribes to it (`useSyncExternalStore`).
 */
import type { Messages } from '../messages.ts';

/** The languages the kit ships, as BCP 47 tags; `en` is the built-in catalogue. */
export const SHIPPED_LANGUAGES = ['en', 'fr', 'de', 'es', 'pt-BR', 'it', 'ja', 'ko', 'zh-Hans'] as const;
export type ShippedLanguage = (typeof SHIPPED_LANGUAGES)[number];

const loaders: Record<Exclude<ShippedLanguage, 'en'>, () => Promise<Messages>> = {
  fr: () => import('./fr.ts').then((module) => module.fr),
  de: () => import('./de.ts').then((module) => module.de),
  es: () => import('./es.ts').then((module) => module.es),
  'pt-BR': () => import('./pt-BR.ts').then((module) => module.ptBR),
  it: () => import('./it.ts').then((module) => module.it),
  ja: () => import('./ja.ts').then((module) => module.ja),
  ko: () => import('./ko.ts').then((module) => module.ko),
  'zh-Hans': () => import('./zh-Hans.ts').then((module) => module.zhHans),
};

/** Traditional Chinese (by script, or by a region that writes it): not Simplified, so no match for `zh-Hans`. */
const TRADITIONAL = /^zh(-[a-z]{3})?-(hant|tw|hk|mo)(-|$)/u;

/** The shipped language one BCP 47 tag asks for: the exact tag, then its language alone (`fr-CH` → `fr`, `pt-PT` → `pt-BR`). */
function shippedFor(tag: string): ShippedLanguage | undefined {
  const lower = tag.trim().toLowerCase().replaceAll('_', '-');
  const exact = SHIPPED_LANGUAGES.find((shipped) => shipped.toLowerCase() === lower);
  if (exact) return exact;
  const [language] = lower.split('-');
  if (language === 'zh') return TRADITIONAL.test(lower) ? undefined : 'zh-Hans'; // zh, zh-CN, zh-SG, zh-Hans-CN
  return SHIPPED_LANGUAGES.find((shipped) => shipped.split('-')[0]?.toLowerCase() === language);
}

/**
 * The first of `languages` (most preferred first, as `navigator.languages`) the kit ships, or `undefined` for none.
 * Anything that is not a tag is skipped.
 * @example preferredLanguage(['fr-CH', 'fr', 'en']) // 'fr'
 * @example preferredLanguage(['zh-CN']) // 'zh-Hans'
 * @example preferredLanguage(['en-GB', 'de']) // 'en'
 */
export function preferredLanguage(languages: readonly unknown[]): ShippedLanguage | undefined {
  for (const tag of Array.isArray(languages) ? languages : []) {
    if (typeof tag !== 'string' || tag === '' || tag === '*') continue;
    const shipped = shippedFor(tag);
    if (shipped) return shipped;
  }
  return undefined;
}

/** The browser's languages, read when asked (never at import time); none on a server. */
export function browserLanguages(): readonly string[] {
  try {
    if (typeof navigator === 'undefined') return [];
    const { languages, language } = navigator;
    return languages?.length ? [...languages] : language ? [language] : [];
  } catch {
    return [];
  }
}

const loaded = new Map<ShippedLanguage, Messages>();
const loading = new Map<ShippedLanguage, Promise<Messages | undefined>>();
const listeners = new Set<() => void>();

/** The catalogue of `language` (`undefined` for English), fetched once; a failed fetch leaves English. */
function load(language: ShippedLanguage | undefined): Promise<Messages | undefined> {
  if (language === undefined || language === 'en') return Promise.resolve(undefined);
  const done = loaded.get(language);
  if (done) return Promise.resolve(done);
  let pending = loading.get(language);
  if (!pending) {
    pending = loaders[language]().then(
      (catalogue) => {
        loaded.set(language, catalogue);
        for (const listener of listeners) listener();
        return catalogue;
      },
      () => {
        loading.delete(language); // offline: English now, another try with the next form
        return undefined;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/**
 * The catalogue the kit picks for `languages` (default: the browser's), loaded: `undefined` means English. A host that
 * awaits it before rendering shows the person's language from the first paint instead of English for a moment.
 * @example await loadPreferredMessages(); // then render: forms without `messages` are in the browser's language at once
 * @example const messages = await loadPreferredMessages(request.acceptLanguage); // a server rendering for one person
 */
export function loadPreferredMessages(languages: readonly unknown[] = browserLanguages()): Promise<Messages | undefined> {
  return load(preferredLanguage(languages));
}

/** What a form without `messages` shows now: the browser's language if its catalogue is loaded, else English (`undefined`). */
export function preferredMessagesNow(): Messages | undefined {
  const language = preferredLanguage(browserLanguages());
  return language === undefined || language === 'en' ? undefined : loaded.get(language);
}

const onLanguageChange = () => {
  void load(preferredLanguage(browserLanguages()));
  for (const listener of listeners) listener();
};

/**
 * Calls `listener` when `preferredMessagesNow()` may have changed (a catalogue arrived, the browser's languages changed)
 * and starts fetching the browser's catalogue. Returns the unsubscribe.
 */
export function subscribePreferredMessages(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('languagechange', onLanguageChange);
  void load(preferredLanguage(browserLanguages()));
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('languagechange', onLanguageChange);
  };
}

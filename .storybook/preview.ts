import { createElement } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '../components/styles.css';
import '../components/dialog.css';
import { preloadAllFields } from '../components/ElicitationForm/preloadAll.ts';
import { forgetDrafts } from '../components/form/drafts/index.ts';
import { shippedCatalogues, storyLocales } from '../stories/pseudoLocale.ts';
import { applyPageTheme } from '../stories/storyStates.tsx';
import { ASYNC_TIMEOUT } from '../test-support/asyncTimeout.ts';

// Play functions' findBy…/waitFor wait up to 15 s, not 1 s: a lazy chunk can take longer than that on a loaded CI
// machine (test-support/asyncTimeout.ts). This runs in both storybook Vitest projects and in the built Storybook the e2e specs use.
configure({ asyncUtilTimeout: ASYNC_TIMEOUT });

/**
 * The `theme` global (toolbar, or `&globals=theme:dark` in a story URL): sets `data-theme` and the colour scheme on
 * the page itself, so the kit's tokens, its modal dialog (in the top layer) and the page around the story all switch.
 * Every story therefore has a light and a dark variant (the visual baselines in e2e/stories.spec.ts use both).
 */
const withTheme: Decorator = (Story, context) => {
  applyPageTheme(context.globals.theme === 'dark' ? 'dark' : 'light');
  return Story();
};

/**
 * The `locale` global hands a catalogue to the story's `messages` arg (every form component and the host dialog
 * take one): `pseudo` wraps every string in ⟦…⟧ for e2e/pseudo-locale.spec.ts; the others are the shipped catalogues
 * (e2e/locale-overflow.spec.ts renders every story in each). The story's root carries the catalogue's `lang`, so the
 * browser picks the right glyphs (Japanese and Chinese share code points) and hyphenation.
 */
const withLocale: Decorator = (Story, context) => {
  const locale = String(context.globals.locale ?? 'en');
  const messages = storyLocales[locale];
  if (!messages) return Story();
  const story = Story({ args: { ...context.args, messages } });
  return locale === 'pseudo' ? story : createElement('div', { lang: locale }, story);
};

const preview: Preview = {
  parameters: { layout: 'padded' },
  // The widgets load on demand (docs/behaviour.md §14.1); load them before a story renders so play functions see the real widget.
  loaders: [async () => ({ widgets: await preloadAllFields() })],
  // Stories that render the same request share a draft (docs/behaviour.md §11.2: an identical request is the same request), and a
  // Storybook page switches stories without a reload: start every story from the schema, not the last story's edits.
  beforeEach: async () => {
    await forgetDrafts();
  },
  decorators: [withLocale, withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme of the kit',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'Catalogue of UI strings',
      toolbar: { title: 'Locale', icon: 'globe', items: ['en', 'pseudo', ...Object.keys(shippedCatalogues)], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
};
export default preview;

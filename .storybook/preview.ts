import type { Decorator, Preview } from '@storybook/react-vite';
import '../components/styles.css';
import { preloadAllFields } from '../components/fields/preloadAll.ts';
import { storyLocales } from '../stories/pseudoLocale.ts';

/**
 * The `locale` global hands a catalogue to the story's `messages` arg (every form component and the host dialog
 * take one): `pseudo` wraps every string in ⟦…⟧ for e2e/pseudo-locale.spec.ts; `fr` and `de` are the shipped
 * example catalogues.
 */
const withLocale: Decorator = (Story, context) => {
  const messages = storyLocales[String(context.globals.locale ?? 'en')];
  return messages ? Story({ args: { ...context.args, messages } }) : Story();
};

const preview: Preview = {
  parameters: { layout: 'padded' },
  // The widgets load on demand (issue 9); load them before a story renders so play functions see the real widget.
  loaders: [async () => ({ widgets: await preloadAllFields() })],
  decorators: [withLocale],
  globalTypes: {
    locale: {
      description: 'Catalogue of UI strings',
      toolbar: { title: 'Locale', icon: 'globe', items: ['en', 'pseudo', 'fr', 'de'], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'en' },
};
export default preview;

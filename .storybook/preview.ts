import type { Decorator, Preview } from '@storybook/react-vite';
import '../components/styles.css';
import { applyPageTheme } from '../stories/storyStates.tsx';

/**
 * The `theme` global (toolbar, or `&globals=theme:dark` in a story URL): sets `data-theme` and the colour scheme on
 * the page itself, so the kit's tokens, its modal dialog (in the top layer) and the page around the story all switch.
 * Every story therefore has a light and a dark variant (the visual baselines in e2e/stories.spec.ts use both).
 */
const withTheme: Decorator = (Story, context) => {
  applyPageTheme(context.globals.theme === 'dark' ? 'dark' : 'light');
  return Story();
};

const preview: Preview = {
  parameters: { layout: 'padded' },
  globalTypes: {
    theme: {
      description: 'Colour theme of the kit',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [withTheme],
};
export default preview;

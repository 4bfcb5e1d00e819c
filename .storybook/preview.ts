import type { Preview } from '@storybook/react-vite';
import '../components/styles.css';
import { preloadAllFields } from '../components/fields/preloadAll.ts';

const preview: Preview = {
  parameters: { layout: 'padded' },
  // The widgets load on demand (issue 9); load them before a story renders so play functions see the real widget.
  loaders: [async () => ({ widgets: await preloadAllFields() })],
};
export default preview;

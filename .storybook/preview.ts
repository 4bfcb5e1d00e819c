import type { Preview } from '@storybook/react-vite';
import '../components/styles.css';

const preview: Preview = {
  parameters: { layout: 'padded' },
};
export default preview;

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Two pages: the form on its own (index.html), and the Node host's relay page (relay.html, served by host.mjs).
export default defineConfig({
  plugins: [react()],
  build: { rolldownOptions: { input: { main: 'index.html', relay: 'relay.html' } } },
});

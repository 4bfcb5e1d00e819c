/**
 * The build of `elicit-kit/element` (issue 11): one self-contained ES module with React inside, for pages that are
 * not React, plus the example catalogues `elicit-kit/locales/*`. Kept apart from the library build in
 * vite.config.ts (which leaves React external) and run after it by `npm run build:lib`.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

const root = import.meta.dirname;

export default defineConfig({
  plugins: [react()],
  // Library mode leaves process.env.NODE_ENV alone; React bundled inside must see production.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/lib',
    emptyOutDir: false, // the library build wrote dist/lib first
    sourcemap: true,
    minify: true, // library mode doesn't minify ES output by default; this file ships React too
    lib: {
      entry: {
        element: resolve(root, 'components/element/index.ts'),
        'locales/fr': resolve(root, 'components/locales/fr.ts'),
        'locales/de': resolve(root, 'components/locales/de.ts'),
      },
      formats: ['es'],
    },
  },
});

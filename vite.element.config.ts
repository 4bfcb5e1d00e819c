/**
 * The build of `elicit-kit/element` (docs/behaviour.md §8.7): ONE self-contained, minified ES module with React inside, for pages
 * that are not React; copying `dist/lib/element.js` alone next to a page works (e2e/element-file.spec.ts). Kept apart from
 * the library build in vite.config.ts (which leaves React external, and builds `elicit-kit/locales/*`) and run after
 * it by `npm run build:lib`.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { thirdPartyNotices } from './vite-plugin-third-party.ts';

const root = import.meta.dirname;

export default defineConfig({
  plugins: [react(), thirdPartyNotices({ product: 'elicit-kit/element, Copyright (c) 2026 elicit-kit contributors (MIT)' })],
  // Library mode leaves process.env.NODE_ENV alone; React bundled inside must see production.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/lib',
    emptyOutDir: false, // the library build wrote dist/lib first
    sourcemap: true, // third-party sources stay out of it (thirdPartyNotices)
    minify: true,
    lib: { entry: { element: resolve(root, 'components/element/index.ts') }, formats: ['es'] },
    rolldownOptions: {
      output: {
        // The kit's lazy widgets and validator are `import()`s: inline them, so there is no sibling chunk to copy.
        codeSplitting: false,
        // Library mode minifies ES output without its whitespace pass (to keep it tree-shakable); this file is a
        // finished bundle, so minify it all. Licence comments are added after minification (thirdPartyNotices).
        minify: true,
        comments: false,
      },
    },
  },
});

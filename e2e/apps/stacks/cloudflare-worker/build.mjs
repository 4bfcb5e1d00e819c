/**
 * Bundles ./worker.mjs (the agent, `agents` and the packed kit from this app's node_modules) into dist/worker.mjs,
 * one ES module for workerd: `cloudflare:*` and Node's built-ins stay imports (the runtime has them, the latter with
 * the `nodejs_compat` flag ../cloudflare-worker.mjs sets). Run by the app's `npm run build` (e2e/apps/run.mjs).
 */
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';

const started = performance.now();
await build({
  entryPoints: [join(import.meta.dirname, 'worker.mjs')],
  outfile: join(import.meta.dirname, 'dist', 'worker.mjs'),
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2024',
  conditions: ['workerd', 'worker', 'import', 'default'],
  mainFields: ['module', 'main'],
  external: ['cloudflare:*', 'node:*', ...builtinModules],
  logLevel: 'warning',
});
console.log(`cloudflare-worker: bundled in ${Math.round(performance.now() - started)} ms`);

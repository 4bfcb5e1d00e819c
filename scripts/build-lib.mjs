#!/usr/bin/env node
/**
 * Builds dist/lib (`npm run build:lib`) unless it is already newer than everything it is built from.
 *
 * Why: `exports` point into dist/lib, which git does not hold, so `npm install <git URL>` needs a `prepare` script
 * that builds it. npm also runs `prepare` after `npm ci` in a checkout and on `npm pack`, and `npm test` builds the
 * library itself; skipping a fresh build keeps `.ci/run` (npm ci, then npm test) at one library build.
 * Usage: node scripts/build-lib.mjs [--if-stale]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
/** What the library build reads: sources, configs and the installed dependency versions. */
const inputs = [
  'components', 'src', 'testing', 'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.lib.json',
  'vite.config.ts', 'vite.element.config.ts', 'vite-plugin-use-client.ts', 'vite-plugin-third-party.ts',
];
/** Written last by each step of build:lib (vite lib build, element build, tsc). */
const outputs = ['dist/lib/index.js', 'dist/lib/element.js', 'dist/lib/components/index.d.ts'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function isFresh() {
  const paths = outputs.map((file) => join(root, file));
  if (!paths.every((path) => existsSync(path))) return false;
  const built = Math.min(...paths.map((path) => statSync(path).mtimeMs));
  return inputs.every((input) => newestMtime(join(root, input)) < built);
}

if (process.argv.includes('--if-stale') && isFresh()) {
  console.error('dist/lib is newer than its sources: not rebuilt');
} else {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // Progress goes to stderr: under `npm pack --json` (which runs `prepare`) stdout must stay the JSON alone.
  const build = spawnSync(npm, ['run', 'build:lib'], { cwd: root, stdio: ['inherit', 2, 'inherit'] });
  process.exit(build.status ?? 1);
}

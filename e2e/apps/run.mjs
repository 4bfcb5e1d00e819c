#!/usr/bin/env node
/**
 * `npm run test:apps`: the kit as a team installs it. Packs the package (`npm pack`, after `npm run build:lib`),
 * installs the tarball into the apps in this folder (each `npm ci` from its own lockfile, then
 * `npm install --no-save` of the tarball), builds them for production, then runs their Playwright specs
 * (e2e/apps/playwright.config.ts), which start redis-server, the demo MCP server and server-everything once. Extra arguments go to Playwright, e.g. `npm run test:apps -- next.spec.ts`.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const here = import.meta.dirname;
const root = resolve(here, '../..');
const packDir = join(here, '.pack');
const apps = ['next-app', 'vite-react18', 'stacks'];
const npmFlags = ['--no-audit', '--no-fund', '--ignore-scripts'];
// Every child (npm, next build, next start via Playwright) inherits this: no telemetry calls from CI.
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

/** Runs a command; its output is prefixed with `label`. Resolves with stdout, rejects on a non-zero exit. */
function run(label, command, args, cwd, { quiet = false, inherit = false } = {}) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    const echo = (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) process.stdout.write(`[${label}] ${line}\n`);
    };
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
      if (!quiet) echo(chunk);
    });
    child.stderr?.on('data', echo);
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done(stdout) : fail(new Error(`[${label}] ${command} ${args.join(' ')} exited with ${code}`))));
  });
}

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

if (!existsSync(join(root, 'dist/lib/index.js'))) {
  console.error('e2e/apps/run.mjs: dist/lib is missing; run `npm run build:lib` first.');
  process.exit(1);
}

// The relay's specs share one redis-server (playwright.config.ts starts it): say now if there is none.
await run('redis', process.execPath, [join(root, 'e2e/ensure-redis.mjs')], root);

// 1. The tarball npm would publish (no lifecycle scripts: dist/lib is already built).
rmSync(packDir, { recursive: true, force: true });
mkdirSync(packDir, { recursive: true });
const [packed] = JSON.parse(await run('pack', 'npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', packDir], root, { quiet: true }));
console.log(`[pack] ${packed.filename}: ${packed.entryCount} files, ${packed.size} bytes packed, ${packed.unpackedSize} unpacked (${seconds()})`);

// 2. Each app: its locked dependencies, the tarball, a production build. `npm ci` is skipped when node_modules
//    was installed from the same lockfile (a stamp file), so local reruns are quick; CI always starts clean.
await Promise.all(apps.map(async (app) => {
  const cwd = join(here, app);
  const lockHash = createHash('sha256').update(readFileSync(join(cwd, 'package-lock.json'))).digest('hex');
  const stamp = join(cwd, 'node_modules', '.elicit-kit-lock-hash');
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lockHash) {
    // The stacks' lockfile cannot list the Copilot SDK's platform packages the registry does not have (darwin, win32,
    // arm64 linux), which `npm ci` requires; `npm install` keeps to the lockfile for every package it does list.
    await run(app, 'npm', app === 'stacks' ? ['install', '--no-save', ...npmFlags] : ['ci', ...npmFlags], cwd);
    writeFileSync(stamp, lockHash);
  }
  await run(app, 'npm', ['install', '--no-save', ...npmFlags, `../.pack/${packed.filename}`], cwd);
  await run(app, 'npm', ['run', 'build'], cwd);
  console.log(`[${app}] installed and built (${seconds()})`);
}));

// 3. The specs, against `next start` and `vite preview`.
try {
  await run('playwright', 'npx', ['playwright', 'test', '-c', join(here, 'playwright.config.ts'), ...process.argv.slice(2)], root, { inherit: true });
} catch (error) {
  process.exitCode = 1;
  console.error(error.message);
} finally {
  console.log(`e2e/apps: ${seconds()} in all`);
}

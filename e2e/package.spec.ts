/**
 * The package a team installs (README "Use it in your app"): what `npm pack` puts in the tarball, that its types only
 * import packages the manifest declares, and that its source maps carry no third-party sources. Reads the dist/lib
 * that `npm test` built just before; no browser.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test, expect } from '@playwright/test';

const root = resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, string | Record<string, string>>;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
};

test('the tarball holds the licence, the notices and every exported file, and no test code', () => {
  // --ignore-scripts: this reads the files as they are; `prepare` would only find dist/lib fresh anyway.
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' })) as
    { files: { path: string }[]; entryCount: number; unpackedSize: number }[];
  const files = new Set(packed!.files.map((file) => file.path));
  for (const file of ['LICENSE', 'README.md', 'package.json', 'dist/lib/THIRD-PARTY-NOTICES.txt']) expect(files, file).toContain(file);
  expect(readFileSync(join(root, 'LICENSE'), 'utf8')).toContain('Copyright (c) 2026 elicit-kit contributors');
  const targets = Object.values(manifest.exports).flatMap((entry) => (typeof entry === 'string' ? [entry] : Object.values(entry)));
  for (const target of targets) expect(files, target).toContain(target.replace(/^\.\//, ''));
  expect([...files].filter((file) => /\.(test|spec|stories|bench)\.|test-support\/|(^|\/)e2e\//.test(file))).toEqual([]);
  test.info().annotations.push({ type: 'tarball', description: `${packed!.entryCount} files, ${packed!.unpackedSize} bytes unpacked` });
});

test('the packed package.json keeps no `prepare` (its script is not shipped; npm 11 warns on every install), and packing leaves the checkout’s as it was', () => {
  const before = readFileSync(join(root, 'package.json'), 'utf8');
  const destination = mkdtempSync(join(tmpdir(), 'elicit-kit-pack-'));
  // A real pack, scripts included: prepack strips `prepare`, postpack puts the checkout's package.json back.
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', destination], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })) as { filename: string }[];
  const inside = JSON.parse(execFileSync('tar', ['-xzf', join(destination, packed!.filename), '-O', 'package/package.json'], { encoding: 'utf8' })) as
    { scripts: Record<string, string> };
  expect(inside.scripts.prepare).toBeUndefined();
  expect(Object.keys(inside.scripts).filter((name) => /^(pre|post)?install$|^prepare$/.test(name))).toEqual([]);
  expect(readFileSync(join(root, 'package.json'), 'utf8')).toBe(before);
  expect((JSON.parse(before) as typeof inside).scripts.prepare).toBe('node scripts/build-lib.mjs --if-stale'); // git installs still build
});

test('the shipped types import only declared packages (optional peers where optional), and no CSS', () => {
  const declarations: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.d.ts')) declarations.push(path);
    }
  };
  walk(join(root, 'dist/lib'));
  expect(declarations.length).toBeGreaterThan(10);
  const imported = new Set<string>();
  for (const file of declarations) {
    // Without comments: TSDoc examples import `elicit-kit/…` as a host would.
    const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    for (const [, specifier] of code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g)) {
      expect(specifier, file).not.toMatch(/\.css$/);
      if (specifier!.startsWith('.') || specifier!.startsWith('node:')) continue;
      imported.add(specifier!.startsWith('@') ? specifier!.split('/').slice(0, 2).join('/') : specifier!.split('/')[0]!);
    }
  }
  const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)]);
  expect([...imported].filter((name) => !declared.has(name))).toEqual([]);
  // Only hosts of the Playwright helpers (`elicit-kit/testing`) need Playwright's types: an optional peer. The MCP
  // client adapter types the client structurally, so no types need the SDK, which stays an optional peer too.
  expect(imported).toContain('@playwright/test');
  expect(imported).not.toContain('@modelcontextprotocol/client');
  for (const name of ['@modelcontextprotocol/client', '@playwright/test']) {
    expect(manifest.peerDependenciesMeta[name]?.optional, name).toBe(true);
  }
});

test('no shipped source map embeds third-party source text', () => {
  const maps = readdirSync(join(root, 'dist/lib'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.map'));
  expect(maps).toContain('element.js.map');
  const embedded: string[] = [];
  for (const file of maps) {
    const map = JSON.parse(readFileSync(join(root, 'dist/lib', file), 'utf8')) as { sources: string[]; sourcesContent?: (string | null)[] };
    map.sources.forEach((source, index) => {
      if (source.includes('node_modules/') && map.sourcesContent?.[index]) embedded.push(`${file}: ${source}`);
    });
  }
  expect(embedded).toEqual([]);
});

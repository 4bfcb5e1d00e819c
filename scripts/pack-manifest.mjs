#!/usr/bin/env node
/**
 * Keeps `prepare` out of the packed package.json (so npm has no install script to warn about): `prepare` builds dist/lib for a git install and runs
 * scripts/build-lib.mjs, which the tarball does not ship; npm 11 warns about it on every install of the tarball
 * ("install scripts not yet covered by allowScripts"), though the tarball already holds the build.
 * `prepack` runs `strip` (after building dist/lib if stale), `postpack` runs `restore`. The checkout's package.json is
 * kept byte for byte in .package.json.packing meanwhile; a `strip` finding it there (a pack that died half way)
 * restores it first, so the file is never lost.
 * Usage: node scripts/pack-manifest.mjs strip|restore
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const manifest = join(root, 'package.json');
const kept = join(root, '.package.json.packing');

function restore() {
  if (existsSync(kept)) renameSync(kept, manifest);
}

const command = process.argv[2];
if (command === 'restore') restore();
else if (command === 'strip') {
  restore();
  const text = readFileSync(manifest, 'utf8');
  const json = JSON.parse(text);
  delete json.scripts.prepare;
  writeFileSync(kept, text);
  writeFileSync(manifest, `${JSON.stringify(json, null, 2)}\n`);
} else {
  console.error('usage: node scripts/pack-manifest.mjs strip|restore');
  process.exit(2);
}

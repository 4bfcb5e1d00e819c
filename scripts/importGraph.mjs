/**
 * What the import checks share (scripts/check-cycles.mjs, scripts/check-component-layers.mjs): the source files git
 * tracks (and untracked ones it does not ignore), and the repository files each one imports. Imports are found by
 * TypeScript's own `preProcessFile` (static, type-only, re-exports and `import()`), so no regex guesses at syntax.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const root = resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mts|js|jsx|mjs)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

/** The source files under `folder` (the whole tree when omitted) that `keep` keeps; declaration files left out. */
export function sourceFiles(folder, keep = () => true) {
  const args = ['ls-files', '--cached', '--others', '--exclude-standard', ...(folder ? [folder] : [])];
  return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n')
    .filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts') && keep(file) && existsSync(join(root, file)));
}

/** The repository file a relative specifier names, or undefined (a package, a stylesheet, a missing file). */
function resolveSpecifier(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(join(root, from)), specifier.replace(/\?.*$/, ''));
  // `./x.js` may name `x.ts` (TypeScript's rule for ESM specifiers).
  const candidates = [...EXTENSIONS.map((ext) => base + ext), base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx')];
  const found = candidates.find((path) => existsSync(path) && statSync(path).isFile());
  return found && SOURCE.test(found) ? relative(root, found) : undefined;
}

/** The repository files `file` imports, each once, in the order of its imports. */
export function importsOf(file) {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
  return [...new Set(importedFiles.map(({ fileName }) => resolveSpecifier(file, fileName)).filter((target) => target !== undefined))];
}

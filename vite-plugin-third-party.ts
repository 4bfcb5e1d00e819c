import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** One npm package whose code a chunk inlines. */
export interface BundledPackage {
  name: string;
  version: string;
  license: string;
  /** The package's own licence file, verbatim; undefined when the package ships none. */
  text: string | undefined;
  /** Who to credit when there is no licence file (package.json `author`). */
  author: string | undefined;
}

interface PackageJson {
  name: string;
  version: string;
  license?: string;
  author?: string | { name: string; email?: string };
}

const NODE_MODULES = '/node_modules/';

/** The folder of the package that holds module `id` (the innermost node_modules), or undefined for our own code. */
function packageFolder(id: string): string | undefined {
  const path = id.replace(/^\0/, '').split('?')[0]!.replaceAll('\\', '/');
  const at = path.lastIndexOf(NODE_MODULES);
  if (at < 0) return undefined;
  const rest = path.slice(at + NODE_MODULES.length).split('/');
  const depth = rest[0]!.startsWith('@') ? 2 : 1;
  return path.slice(0, at + NODE_MODULES.length) + rest.slice(0, depth).join('/');
}

/** Every package whose modules appear in `moduleIds`, sorted by name, with its licence. */
export function bundledPackages(moduleIds: Iterable<string>): BundledPackage[] {
  const folders = new Set<string>();
  for (const id of moduleIds) {
    const folder = packageFolder(id);
    if (folder) folders.add(folder);
  }
  const packages = new Map<string, BundledPackage>();
  for (const folder of folders) {
    const pkg = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as PackageJson;
    const file = existsSync(folder) ? readdirSync(folder).find((name) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(name)) : undefined;
    const author = typeof pkg.author === 'string' ? pkg.author : pkg.author?.name;
    packages.set(`${pkg.name}@${pkg.version}`, {
      name: pkg.name,
      version: pkg.version,
      license: pkg.license ?? 'UNKNOWN',
      text: file ? readFileSync(join(folder, file), 'utf8').trim() : undefined,
      author,
    });
  }
  return [...packages.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The notices of `packages` as plain text: each package, its licence id and its licence text. */
export function noticesText(packages: readonly BundledPackage[]): string {
  return packages
    .map((pkg) => {
      const head = `${pkg.name} ${pkg.version} (${pkg.license})`;
      const body = pkg.text ?? `The package ships no licence file; package.json says "${pkg.license}"${pkg.author ? `, author ${pkg.author}` : ''}.`;
      return `${head}\n\n${body}`;
    })
    .join('\n\n---\n\n');
}

/** A block comment that survives minifiers (`/*!`) and cannot be closed early by a licence text. */
const legalComment = (text: string) => `/*!\n${text.replaceAll('*/', '* /')}\n*/`;

/**
 * Keeps the licences of third-party code a build inlines (e2e/package.spec.ts), without shipping its sources:
 * - a chunk that inlines npm packages starts with a one-line list of them and ends with their licence texts, as
 *   legal comments, so a copy of that one file (the `elicit-kit/element` bundle) still carries its notices;
 * - `THIRD-PARTY-NOTICES.txt` lists the same for the whole build;
 * - source maps keep the paths and mappings of node_modules files but not their contents (`sourcesContent`), so
 *   the package ships its own sources in maps and nobody else's.
 * Chunks that inline nothing are left as they are.
 * @example plugins: [thirdPartyNotices({ product: 'elicit-kit/element (MIT)' })]
 */
export function thirdPartyNotices(options: { product: string }): Plugin {
  const found = new Map<string, BundledPackage>();
  return {
    name: 'elicit-kit:third-party-notices',
    apply: 'build',
    outputOptions(output) {
      // After minification, so the minifier can't drop or move them.
      return {
        ...output,
        postBanner: (chunk) => {
          const packages = bundledPackages(chunk.moduleIds);
          if (packages.length === 0) return '';
          const list = packages.map((pkg) => `${pkg.name} ${pkg.version} (${pkg.license})`).join(', ');
          return `/*! ${options.product}. Bundles ${list}: their licences are at the end of this file. */`;
        },
        postFooter: (chunk) => {
          const packages = bundledPackages(chunk.moduleIds);
          for (const pkg of packages) found.set(`${pkg.name}@${pkg.version}`, pkg);
          return packages.length === 0 ? '' : legalComment(noticesText(packages));
        },
      };
    },
    generateBundle(_output, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.map') || typeof file.source !== 'string') continue;
        const map = JSON.parse(file.source) as { sources: string[]; sourcesContent?: (string | null)[] };
        if (!map.sourcesContent) continue;
        map.sourcesContent = map.sourcesContent.map((content, index) =>
          map.sources[index]?.includes('node_modules/') ? null : content);
        file.source = JSON.stringify(map);
      }
      if (found.size === 0) return;
      this.emitFile({
        type: 'asset',
        fileName: 'THIRD-PARTY-NOTICES.txt',
        source: `Third-party code bundled in ${options.product}\n\n${noticesText([...found.values()])}\n`,
      });
    },
  };
}

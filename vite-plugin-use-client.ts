import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The directive that marks a module as a client boundary for React Server Components (Next.js App Router). */
export const USE_CLIENT = '"use client";';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  exports: string[];
  code: string;
  map?: { mappings: string } | null;
}

interface AssetLike {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}

/**
 * The `react-server` condition's entry (components/rsc.ts): directive-free, it re-exports the whole React entry and,
 * by name, its React-free exports from directive-free code.
 */
export interface ReactServerEntry {
  /** Its lib entry name, e.g. `rsc`. */
  entry: string;
  /** Its source module (absolute path). */
  module: string;
  /** The React entry it re-exports whole: its source module (absolute) and lib entry name, e.g. `index`. */
  client: { module: string; entry: string };
  /** The React entry's folder (absolute): what the entry imports from there, it bundles a copy of (see below). */
  copyFrom: string;
}

/** The query that makes a module the react-server entry's own copy: another module id, so another module. */
const OWN_COPY = '?react-server';

/**
 * Prepends `"use client";` to every output chunk that only the React entries reach (statically or through
 * `import()`), so `import { ElicitationForm } from 'elicit-kit'` works from a Next.js server component.
 * Chunks shared with another entry (the React-free `elicit-kit/core`, `elicit-kit/testing`) stay
 * directive-free: a server may import them. Runs in `generateBundle`, after minification, because bundlers drop
 * module-level directives found in the sources ("Module level directives cause errors when bundled").
 *
 * With `reactServer`, that entry's import of the React entry's source stays an import of the built React entry
 * (`export * from "./index.js"`) instead of being bundled in: under `react-server` the React entry is the client
 * boundary, so its names arrive as client references, and the entry's own named exports (the React-free ones) win
 * over them. The chunks it reaches by itself are not client chunks. The build fails if it exports a name the React
 * entry doesn't: package.json gives both conditions the React entry's types (README "Next.js and server rendering").
 * @example
 * build: { lib: { entry: { index, core } } }, plugins: [useClientDirective({ entries: ['index'] })]
 */
export function useClientDirective(options: { entries: readonly string[]; reactServer?: ReactServerEntry }): Plugin {
  const { reactServer } = options;
  return {
    name: 'elicit-kit:use-client',
    apply: 'build',
    enforce: 'post',
    resolveId: {
      // Before Vite's own resolver, which would bundle the React entry's source in.
      order: 'pre',
      async handler(source, importer) {
        if (!reactServer || !importer || !source.startsWith('.')) return null;
        const fromEntry = importer === reactServer.module;
        if (!fromEntry && !importer.endsWith(OWN_COPY)) return null;
        if (fromEntry && resolve(dirname(importer), source) === reactServer.client.module) {
          // Both entries are written to the output folder's root (vite.config.ts), so the specifier holds as it is.
          return { id: `./${reactServer.client.entry}.js`, external: true };
        }
        // The React-free modules under components/ (strings, ids) are bundled into this entry as copies of its own:
        // shared with it, they would leave the client chunks for a chunk of their own, and a browser host's bundler
        // then split its first load differently (measured with the host app of e2e/lib-build.spec.ts: two files
        // instead of one, 1 kB gzip more). With copies, every other file of the build stays byte for byte the same.
        // The core (src/) stays shared with elicit-kit/core, whose chunks are directive-free already: one
        // attachElicitation, one set of error classes, whichever of the two entries a server imports them from.
        const resolved = await this.resolve(source, importer.replace(OWN_COPY, ''), { skipSelf: true });
        if (!resolved || resolved.external || !resolved.id.startsWith(reactServer.copyFrom)) return resolved;
        return `${resolved.id}${OWN_COPY}`;
      },
    },
    generateBundle(_output, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const file of Object.values(bundle) as (ChunkLike | AssetLike)[]) {
        if (file.type === 'chunk') chunks.set(file.fileName, file);
      }
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
      if (reactServer) {
        const own = checkReactServerEntry(reactServer, entries, (message) => this.error(message));
        // Its source map names the copies' files, not the module ids (`…/messages.ts`, no query).
        const mapAsset = (bundle as Record<string, ChunkLike | AssetLike>)[`${own.fileName}.map`];
        if (mapAsset?.type === 'asset' && typeof mapAsset.source === 'string') {
          const map = JSON.parse(mapAsset.source) as { sources: string[] };
          map.sources = map.sources.map((source) => source.replace(OWN_COPY, ''));
          mapAsset.source = JSON.stringify(map);
        }
      }
      const reachedBy = (names: (name: string) => boolean) =>
        reachable(entries.filter((entry) => names(entry.name)), chunks);
      const client = reachedBy((name) => options.entries.includes(name));
      const server = reachedBy((name) => !options.entries.includes(name));
      for (const fileName of client) {
        if (server.has(fileName)) continue;
        const chunk = chunks.get(fileName)!;
        chunk.code = `${USE_CLIENT}\n${chunk.code}`;
        // One more line at the top: every mapping moves down one line (a leading ';' in the VLQ string).
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        const mapAsset = (bundle as Record<string, ChunkLike | AssetLike>)[`${fileName}.map`];
        if (mapAsset?.type === 'asset' && typeof mapAsset.source === 'string') {
          const map = JSON.parse(mapAsset.source) as { mappings: string };
          map.mappings = `;${map.mappings}`;
          mapAsset.source = JSON.stringify(map);
        }
      }
    },
  };
}

/** The react-server entry re-exports the React entry (as an import, not bundled in) and adds no name of its own. */
function checkReactServerEntry(reactServer: ReactServerEntry, entries: readonly ChunkLike[], fail: (message: string) => never): ChunkLike {
  const own = entries.find((chunk) => chunk.name === reactServer.entry);
  const client = entries.find((chunk) => chunk.name === reactServer.client.entry);
  if (!own || !client) return fail(`elicit-kit:use-client: no "${reactServer.entry}" or "${reactServer.client.entry}" entry in this build`);
  const specifier = `./${client.fileName}`;
  if (!own.code.includes(`export * from "${specifier}"`)) {
    fail(`elicit-kit:use-client: ${own.fileName} must re-export ${specifier} whole (export * from '${reactServer.client.module}')`);
  }
  const clientNames = new Set(client.exports);
  const extra = own.exports.filter((name) => !name.startsWith('*') && !clientNames.has(name));
  if (extra.length > 0) fail(`elicit-kit:use-client: ${own.fileName} exports names ${client.fileName} doesn't: ${extra.join(', ')}`);
  return own;
}

/** File names of every chunk the given entries load, statically or lazily. */
function reachable(entries: readonly ChunkLike[], chunks: ReadonlyMap<string, ChunkLike>): Set<string> {
  const seen = new Set<string>();
  const queue = entries.map((entry) => entry.fileName);
  while (queue.length > 0) {
    const fileName = queue.pop()!;
    const chunk = chunks.get(fileName);
    if (seen.has(fileName) || !chunk) continue;
    seen.add(fileName);
    queue.push(...chunk.imports, ...chunk.dynamicImports);
  }
  return seen;
}

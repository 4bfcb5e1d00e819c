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
  code: string;
  map?: { mappings: string } | null;
}

interface AssetLike {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}

/**
 * Prepends `"use client";` to every output chunk that only the React entries reach (statically or through
 * `import()`), so `import { ElicitationForm } from 'elicit-kit'` works from a Next.js server component.
 * Chunks shared with another entry (the React-free `elicit-kit/core`, `elicit-kit/testing`) stay
 * directive-free: a server may import them. Runs in `generateBundle`, after minification, because bundlers drop
 * module-level directives found in the sources ("Module level directives cause errors when bundled").
 * @example
 * build: { lib: { entry: { index, core } } }, plugins: [useClientDirective({ entries: ['index'] })]
 */
export function useClientDirective(options: { entries: readonly string[] }): Plugin {
  return {
    name: 'elicit-kit:use-client',
    apply: 'build',
    enforce: 'post',
    generateBundle(_output, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const file of Object.values(bundle) as (ChunkLike | AssetLike)[]) {
        if (file.type === 'chunk') chunks.set(file.fileName, file);
      }
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
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

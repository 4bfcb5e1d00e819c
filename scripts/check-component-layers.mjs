#!/usr/bin/env node
/**
 * Inside components/, every import runs down (part of `npm run lint`). The React kit is built in layers, listed
 * below from the ground up; a file may import files of its own layer or of a lower one, never of a higher one. So a
 * newcomer reads the kit from the bottom (strings, the headless form's parts, the fields) to the top (the views a
 * host renders, the package's entries), and no part needs one above it to be understood. Reads every source file
 * git tracks under components/ (tests left out: they may import anything) and follows its relative imports (static,
 * type-only, re-exports and `import()`, as scripts/check-cycles.mjs does, and for the same reasons). Prints each import
 * that runs back up, and each file no layer holds, and exits 1 if there is any.
 * Usage: node scripts/check-component-layers.mjs
 */
import { importsOf, sourceFiles } from './importGraph.mjs';

/**
 * The layers, ground first. A path ending in `/` is a folder; a file is in the layer of the longest path that
 * holds it (so `components/host/queue.ts` is in its own layer, below the rest of `components/host/`).
 */
const LAYERS = [
  // Data and drawings: each area's strings (read by the form and by the on-demand widgets alike), the icons.
  { name: 'strings and icons', paths: ['components/messages/', 'components/icons/'] },
  // The catalogue: `defaultMessages`, what a form holds, the one merge; the shipped translations (plain data) and the
  // choice among them by the browser's languages (components/locales/preferred.ts), which every view reads.
  { name: 'catalogue', paths: ['components/messages.ts', 'components/locales/'] },
  // The headless form's parts: ids, values and their checks, the answer, drafts, the Escape rule, bindings.
  { name: 'form parts', paths: ['components/form/'] },
  // One component per field kind, on the shapes the form hands them.
  { name: 'fields', paths: ['components/fields/'] },
  // The headless hook that puts the form's parts together.
  { name: 'hook', paths: ['components/useElicitationForm.ts'] },
  // <ElicitationForm>: the hook and the fields in the kit's markup.
  { name: 'form view', paths: ['components/ElicitationForm/'] },
  // Views beside the form: URL consent, and <elicitation-form> for pages without React.
  { name: 'other views', paths: ['components/url/', 'components/element/'] },
  // The queue of requests: a store the dialog shows and the relay's browser side builds on.
  { name: 'queue', paths: ['components/queue/'] },
  // The relay's browser side (docs/behaviour.md §12): its views and its client.
  { name: 'relay', paths: ['components/relay/'] },
  // The host dialog, which shows every kind of request, relayed ones included.
  { name: 'host', paths: ['components/host/'] },
  // What the package exports: the entries, the fixtures' views.
  {
    name: 'entries',
    paths: ['components/index.ts', 'components/entry.ts', 'components/server.ts', 'components/rsc.ts', 'components/fixtures.ts',
      'components/fixtures/'],
  },
];

const TEST = /\.test\.(ts|tsx)$/;

/** The layer index of `file`, or -1 when no layer holds it. */
function layerOf(file) {
  let best = { index: -1, length: 0 };
  LAYERS.forEach(({ paths }, index) => {
    for (const path of paths) {
      const holds = path.endsWith('/') ? file.startsWith(path) : file === path;
      if (holds && path.length > best.length) best = { index, length: path.length };
    }
  });
  return best.index;
}

const files = sourceFiles('components', (file) => !TEST.test(file));

const findings = [];
for (const file of files) {
  const from = layerOf(file);
  if (from < 0) {
    findings.push(`${file}: in no layer (add its folder to LAYERS in scripts/check-component-layers.mjs)`);
    continue;
  }
  for (const target of importsOf(file)) {
    if (!target.startsWith('components/')) continue;
    const to = layerOf(target);
    if (to > from) findings.push(`${file} → ${target}: runs up from "${LAYERS[from].name}" to "${LAYERS[to].name}"`);
  }
}

if (findings.length === 0) {
  console.log(`check-component-layers: ${files.length} files in ${LAYERS.length} layers, every import runs down`);
} else {
  console.error(`check-component-layers: ${findings.length} import${findings.length === 1 ? '' : 's'} against the layers of components/:`);
  for (const finding of findings) console.error(`  ${finding}`);
  process.exitCode = 1;
}

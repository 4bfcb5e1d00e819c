/** Statistics and the printed table of the side-by-side benchmark (`bench/run.mjs`). */

/** Value at quantile `q` (nearest rank) of `values`. */
export function quantile(values, q) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/**
 * The 95 % interval of the median over 2,000 samples that `resample(pick)` draws, where `pick(items)` picks one of
 * `items` from a fixed seed (Park–Miller: deterministic, good enough to resample pages), so a rerun of a report on
 * the same pages prints the same interval. `medianInterval` resamples pages, `medianIntervalAcrossRuns` (pool.mjs)
 * runs and then pages.
 */
export function bootstrapMedianInterval(resample) {
  let seed = 1;
  const pick = (items) => {
    seed = (seed * 48271) % 2147483647;
    return items[Math.floor((seed / 2147483647) * items.length)];
  };
  const medians = Array.from({ length: 2000 }, () => quantile(resample(pick), 0.5));
  return [quantile(medians, 0.025), quantile(medians, 0.975)];
}

/**
 * A 95 % bootstrap interval of the median of `values` (2,000 resamples, fixed seed, so a rerun of the report on the
 * same pages prints the same interval). It says how far one run's median could be off from pages alone; it cannot
 * see the machine getting slower or faster between runs, which moves the floor's median by up to 20 % here.
 */
export function medianInterval(values) {
  if (values.length < 2) return null;
  return bootstrapMedianInterval((pick) => values.map(() => pick(values)));
}

const sum = (items) => items.reduce((total, item) => total + item.gzip, 0);
const groupOf = (file) => ['vendor-react', 'vendor-ajv', 'bench-schemas'].find((name) => file.includes(name)) ?? 'own';

/** Gzip bytes of a set of loaded/emitted files: total, React + ReactDOM, ajv, and the rest (the renderer's own). */
function bytesOf(files) {
  const by = (group) => sum(files.filter((file) => groupOf(file.file) === group));
  const total = sum(files);
  const react = by('vendor-react');
  const schemas = by('bench-schemas');
  // "On top of React + ReactDOM": everything the page loads except React and the benchmark's own schema generators.
  return { total, react, ajv: by('vendor-ajv'), onTopOfReact: total - react - schemas, files: files.map((f) => `${f.file} ${f.gzip}`) };
}

/**
 * Per renderer and form: bytes the first page loaded, median mount time over the pages, typing median and p95 over
 * all keystrokes; ratios to the floor; plus each build's whole-kit bytes and the tree-shaking checks.
 */
export function summary({ runs, renderers, forms, builds }) {
  const rows = {};
  for (const form of forms) {
    rows[form] = {};
    for (const renderer of renderers) {
      const pages = runs.filter((run) => run.renderer === renderer && run.form === form);
      const latencies = pages.flatMap((page) => page.latencies);
      rows[form][renderer] = {
        bytes: bytesOf(dedupe(pages.flatMap((page) => page.assets))),
        mountMs: quantile(pages.map((page) => page.mountMs), 0.5),
        mountAllMs: pages.map((page) => Math.round(page.mountMs)),
        // How many pages' mount is the browser's first paint (the rest: a placeholder showed first, see recordMount).
        paintedPages: pages.filter((page) => page.painted).length,
        settledMs: quantile(pages.map((page) => page.settledMs), 0.5),
        phases: phasesOf(pages),
        warmMountMs: quantile(pages.map((page) => page.warmMountMs), 0.5),
        typing: latencies.length ? { medianMs: quantile(latencies, 0.5), p95Ms: quantile(latencies, 0.95), keystrokes: latencies.length } : null,
        typed: pages.map((page) => page.typed).filter((value) => value !== undefined)[0],
      };
    }
    const floor = rows[form][renderers[0]];
    for (const renderer of renderers.slice(1)) {
      const row = rows[form][renderer];
      // Also per round: the two renderers load the same form back to back, so a slow moment of the shared machine
      // hits both; the median of those paired ratios is the steadier number on a noisy machine.
      const pairedRatios = (measure) => runs.filter((run) => run.renderer === renderer && run.form === form).map((run) => {
        const partner = runs.find((other) => other.renderer === renderers[0] && other.form === form && other.rep === run.rep);
        return run[measure] / partner[measure];
      });
      const paired = (measure) => quantile(pairedRatios(measure), 0.5);
      row.ratio = {
        mount: row.mountMs / floor.mountMs,
        mountPaired: paired('mountMs'),
        mountPairedInterval: medianInterval(pairedRatios('mountMs')),
        settled: row.settledMs / floor.settledMs,
        settledPaired: paired('settledMs'),
        warmMount: row.warmMountMs / floor.warmMountMs,
        typingMedian: row.typing && floor.typing ? row.typing.medianMs / floor.typing.medianMs : null,
        typingP95: row.typing && floor.typing ? row.typing.p95Ms / floor.typing.p95Ms : null,
      };
    }
    // Each renderer against the bare floor (uncontrolled native inputs, no CSS), paired per round like the floor:
    // the mount and, where the form types, the typing p95 (over all keystrokes, as against the floor).
    const bare = rows[form]['floor-bare'];
    if (bare) {
      const bareOf = (rep) => runs.find((run) => run.renderer === 'floor-bare' && run.form === form && run.rep === rep);
      for (const renderer of renderers.filter((name) => name !== 'floor-bare' && name !== 'kit-dom')) {
        const row = rows[form][renderer];
        const ratios = runs.filter((run) => run.renderer === renderer && run.form === form && bareOf(run.rep)).map((run) => run.mountMs / bareOf(run.rep).mountMs);
        row.vsBare = {
          mountPaired: quantile(ratios, 0.5),
          mountPairedInterval: medianInterval(ratios),
          typingMedian: row.typing && bare.typing ? row.typing.medianMs / bare.typing.medianMs : null,
          typingP95: row.typing && bare.typing ? row.typing.p95Ms / bare.typing.p95Ms : null,
        };
      }
    }
    // The kit against react-jsonschema-form, paired per round like the floor (docs/behaviour.md §14.3).
    if (renderers.includes('rjsf') && rows[form].kit) {
      const rjsfOf = (rep) => runs.find((run) => run.renderer === 'rjsf' && run.form === form && run.rep === rep);
      const ratios = runs.filter((run) => run.renderer === 'kit' && run.form === form).map((run) => run.mountMs / rjsfOf(run.rep).mountMs);
      rows[form].kit.ratio.vsRjsfPaired = quantile(ratios, 0.5);
      rows[form].kit.ratio.vsRjsfInterval = medianInterval(ratios);
    }
  }
  const whole = Object.fromEntries(builds.map((build) => [build.renderer, {
    ...bytesOf(build.files),
    // A host importing only the form must not get the MCP protocol code or the dialog (tree-shaking, docs/behaviour.md §14.1).
    containsProtocol: build.text.includes('elicitation/create'),
    containsDialog: build.text.includes('elicit-dialog'),
  }]));
  return { forms: rows, wholeBuild: whole };
}

/**
 * Where the mount goes, medians over the pages: until the page's code is ready (every module loaded, compiled and
 * evaluated), from there until React's first commit (the render), and from the commit to the mount (style, layout,
 * paint). The three medians need not add up to the mount's median.
 */
function phasesOf(pages) {
  const median = (values) => quantile(values.filter((value) => Number.isFinite(value)), 0.5);
  return {
    codeReadyMs: median(pages.map((page) => page.codeReadyMs)),
    renderMs: median(pages.map((page) => page.committedMs - page.codeReadyMs)),
    paintMs: median(pages.map((page) => page.mountMs - page.committedMs)),
  };
}

/** The same file loaded by several pages counts once (bytes are the same on every page). */
function dedupe(assets) {
  return [...new Map(assets.map((asset) => [asset.file, asset])).values()];
}

/** Bytes as kB, and a ratio as `1.23×` ('–' when missing), as every printed table of the benchmark shows them. */
export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value) => (value === null || value === undefined ? '–' : `${value.toFixed(1)} ms`);
export const x = (value) => (value === null || value === undefined ? '–' : `${value.toFixed(2)}×`);

const intervalText = (interval) => (interval ? `, ${interval[0].toFixed(2)}–${interval[1].toFixed(2)}` : '');

/** A plain-text table: absolute numbers per renderer and the kit's ratios to the floor. */
export function table(results) {
  const lines = [['form', 'renderer', 'JS+CSS gzip (on top of React)', 'ajv share', 'mount median', 'typing median / p95', 'ratio mount (paired, 95% interval)', 'ratio typing median / p95', 'settled median, ratio (paired)']];
  for (const [form, byRenderer] of Object.entries(results.forms)) {
    for (const [renderer, row] of Object.entries(byRenderer)) {
      lines.push([
        form, renderer, `${kb(row.bytes.total)} (${kb(row.bytes.onTopOfReact)})`, kb(row.bytes.ajv), ms(row.mountMs),
        row.typing ? `${ms(row.typing.medianMs)} / ${ms(row.typing.p95Ms)}` : '–',
        row.ratio ? `${x(row.ratio.mount)} (${x(row.ratio.mountPaired)}${intervalText(row.ratio.mountPairedInterval)})` : '1.00×',
        row.ratio ? (row.ratio.typingMedian === null ? '–' : `${x(row.ratio.typingMedian)} / ${x(row.ratio.typingP95)}`) : '1.00×',
        `${ms(row.settledMs)}, ${row.ratio ? `${x(row.ratio.settled)} (${x(row.ratio.settledPaired)})` : '1.00×'}`
          + (row.paintedPages < row.mountAllMs.length ? ` [mount = frame on ${row.mountAllMs.length - row.paintedPages} pages]` : ''),
      ]);
    }
  }
  for (const [renderer, build] of Object.entries(results.wholeBuild)) {
    lines.push([`whole build`, renderer, `${kb(build.total)} (${kb(build.onTopOfReact)})`, kb(build.ajv),
      `protocol: ${build.containsProtocol ? 'yes' : 'no'}`, `dialog: ${build.containsDialog ? 'yes' : 'no'}`, '', '', '']);
  }
  const phases = [['form', 'renderer', 'code ready', 'render + commit', 'commit → paint', 'mount', 'again, code warm (render + layout), ratio']];
  for (const [form, byRenderer] of Object.entries(results.forms)) {
    for (const [renderer, row] of Object.entries(byRenderer)) {
      const warm = `${ms(row.warmMountMs)}, ${row.ratio ? x(row.ratio.warmMount) : '1.00×'}`;
      phases.push([form, renderer, ms(row.phases.codeReadyMs), ms(row.phases.renderMs), ms(row.phases.paintMs), ms(row.mountMs), warm]);
    }
  }
  const bare = [['form', 'renderer', 'mount ÷ bare floor (paired, 95% interval)', 'typing median / p95 ÷ bare floor']];
  for (const [form, byRenderer] of Object.entries(results.forms)) {
    for (const [renderer, row] of Object.entries(byRenderer)) {
      if (!row.vsBare) continue;
      const typing = row.vsBare.typingP95 === null ? '–' : `${x(row.vsBare.typingMedian)} / ${x(row.vsBare.typingP95)}`;
      bare.push([form, renderer, `${x(row.vsBare.mountPaired)}${intervalText(row.vsBare.mountPairedInterval)}`, typing]);
    }
  }
  const bareText = bare.length > 1 ? `\n\nAgainst the bare floor (floor-bare: uncontrolled native inputs, no CSS at all):\n${columns(bare)}` : '';
  return `${columns(lines)}${bareText}\n\nWhere the mount goes (medians over the pages; they need not add up):\n${columns(phases)}`;
}

function columns(lines) {
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => String(line[column]).length)));
  return lines.map((line) => line.map((cell, column) => String(cell).padEnd(widths[column])).join('  ').trimEnd()).join('\n');
}

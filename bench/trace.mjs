/**
 * Where the mount's main-thread time goes (`npm run bench:trace`, docs/behaviour.md §14.3): builds the same host apps as the
 * side-by-side benchmark, loads each form in fresh pages under Chromium's tracing (what the Performance panel
 * records) and prints, per renderer, the median CPU time of the page's main thread before its first contentful
 * frame, per phase (`tracePhases.mjs`), and of its raster workers before that paint, and the median over rounds of
 * each kit page's difference to the floor's page of the same round (paired, as the side-by-side benchmark pairs
 * mounts: the shared machine's speed drifts, and moves a page's CPU time by ±25 % too). The mount's wall time says
 * how long; this says which work the difference is made of, and how long the page waited for fonts. Tracing slows V8
 * down (it collects source positions), so these are for comparing renderers, not mount times.
 * Writes `bench/trace-results.json`.
 *
 * Env: BENCH_TRACE_ROUNDS (pages per renderer and form, default 10), BENCH_TRACE_FORMS (default f20,f300),
 * BENCH_TRACE_RENDERERS (default floor,kit,kit-unstyled; a floor first, floor or floor-bare, which the others are paired
 * with, then any app of bench/apps but kit-dom),
 * BENCH_PORT (first port, default 7351), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OUT, buildApp, buildLibrary, launchChromium, pageMounted, serve } from './hosts.mjs';
import { quantile } from './report.mjs';
import { mainThreadPhases, rasterTime } from './tracePhases.mjs';

const ROUNDS = Number(process.env.BENCH_TRACE_ROUNDS ?? 10);
const FORMS = (process.env.BENCH_TRACE_FORMS ?? 'f20,f300').split(',').map((name) => name.trim());
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 7351);
const RENDERERS = (process.env.BENCH_TRACE_RENDERERS ?? 'floor,kit,kit-unstyled').split(',').map((name) => name.trim());
if (!['floor', 'floor-bare'].includes(RENDERERS[0])) throw new Error('BENCH_TRACE_RENDERERS: floor or floor-bare first, then host apps of bench/apps');
const BASE = RENDERERS[0];
// The Performance panel's own categories, V8's compile events and font set-up.
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'disabled-by-default-v8.compile', 'fonts'];
const PHASES = ['busy', 'script', 'compile', 'cssParse', 'style', 'layout', 'paint', 'other', 'fontWait', 'fontLookups', 'fontStrikes', 'raster'];

const started = Date.now();
log('building the library and the host apps');
await buildLibrary();
for (const renderer of RENDERERS) await buildApp(renderer, join(OUT, renderer));
const servers = RENDERERS.map((renderer, index) => serve(join(OUT, renderer), FIRST_PORT + index));
const browser = await launchChromium();
const pages = [];
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    log(`round ${round + 1} of ${ROUNDS}`);
    for (const form of FORMS) {
      // Alternate which renderer goes first, as the side-by-side benchmark does.
      for (const renderer of round % 2 === 0 ? RENDERERS : [...RENDERERS].reverse()) {
        const phases = await tracePage(`http://127.0.0.1:${FIRST_PORT + RENDERERS.indexOf(renderer)}/?form=${form}`);
        if (phases) pages.push({ form, renderer, round, ...phases });
      }
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
}

const medians = FORMS.flatMap((form) => RENDERERS.map((renderer) => {
  const mine = pages.filter((page) => page.form === form && page.renderer === renderer);
  // Each page with the floor's page of the same round, when that one was traced.
  const pairs = mine
    .map((page) => [page, pages.find((other) => other.form === form && other.renderer === BASE && other.round === page.round)])
    .filter(([, floor]) => floor);
  const median = (values) => quantile(values, 0.5);
  return {
    form, renderer, pages: mine.length,
    ...Object.fromEntries(PHASES.map((phase) => [phase, median(mine.map((page) => page[phase]))])),
    overFloor: Object.fromEntries(PHASES.map((phase) => [phase, median(pairs.map(([page, floor]) => page[phase] - floor[phase]))])),
  };
}));
writeFileSync(join(import.meta.dirname, 'trace-results.json'), `${JSON.stringify({ rounds: ROUNDS, medians, pages, date: new Date().toISOString() }, null, 2)}\n`);
console.log(`\n${report(medians)}`);
log(`done in ${Math.round((Date.now() - started) / 1000)} s; wrote bench/trace-results.json`);

/** One fresh page under tracing, up to its own "mounted" message: its main-thread phases, or null. */
async function tracePage(url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await browser.startTracing(page, { categories: CATEGORIES });
  const mounted = pageMounted(page);
  await page.goto(url, { waitUntil: 'commit' });
  await mounted;
  const trace = await browser.stopTracing();
  await context.close();
  const events = JSON.parse(trace.toString('utf8')).traceEvents;
  const phases = mainThreadPhases(events);
  return phases && { ...phases, raster: rasterTime(events) };
}

/** Medians per renderer, and each renderer's paired difference to the floor, in ms. */
function report(rows) {
  const ms = (value) => (value === null ? '–' : value.toFixed(1));
  const signed = (value) => (value === null ? '–' : `${value >= 0 ? '+' : ''}${ms(value)}`);
  const line = (cells) => cells.map((cell, index) => String(cell).padEnd(index < 2 ? 13 : index === 2 ? 6 : 15)).join('').trimEnd();
  const lines = [line(['form', 'renderer', 'pages', ...PHASES])];
  for (const row of rows) {
    const cells = PHASES.map((phase) => (row.renderer === BASE ? ms(row[phase]) : `${ms(row[phase])} (${signed(row.overFloor[phase])})`));
    lines.push(line([row.form, row.renderer, row.pages, ...cells]));
  }
  return `Main-thread CPU time before the first contentful frame, median ms (paired difference to ${BASE}); fontWait\n`
    + 'is the wall time of font set-up, fontLookups and fontStrikes how many families and sizes it asked for, raster\n'
    + `the CPU time of the renderer's raster workers before the first contentful paint:\n${lines.join('\n')}`;
}

function log(text) {
  console.log(`[bench:trace ${Math.round((Date.now() - started) / 1000)}s] ${text}`);
}

/**
 * The side-by-side benchmark of docs/behaviour.md §14 (`npm run bench`). In one run it builds the library (`vite build --mode
 * lib`), builds one host app per renderer with Vite (the plain-React floor in `apps/floor`, and elicit-kit imported
 * from the built package through its `exports` in `apps/kit`, with its stylesheet, and in `apps/kit-unstyled`,
 * without), serves them on loopback and, in Chromium, measures
 * per renderer and form: JS+CSS gzip of what the page loads, mount time (navigation start → the browser's first
 * paint of the form with every field; also the first task after that frame, "settled") and keydown → next-paint
 * latency typing into the middle field, where the mount goes (code ready / render and commit / commit to paint) and
 * the same form mounted again once the page's code is warm. Medians of fresh pages; ratios to the floor are the
 * result (absolute times vary run to run). Prints a table and a verdict on each target of docs/behaviour.md §14 (`targets.mjs`),
 * and writes both to `bench/results.json`.
 *
 * Env: BENCH_REPS (at most this many pages per renderer and form, default 31), BENCH_SECONDS (no new round starts
 * once it would end past this many seconds of pages, default 450, but at least 11 rounds run), BENCH_TYPING_REPS
 * (how many of the first rounds also type, default 6), BENCH_KEYS (keystrokes per typing page, default 36),
 * BENCH_RENDERERS (default floor,floor-bare,kit,kit-unstyled,rjsf, where floor-bare is the bare floor (uncontrolled native
 * inputs, no CSS at all) and rjsf is react-jsonschema-form 6; add the diagnostics kit-dom, the kit's markup and look without
 * its code, floor-kit-code, the floor loading the kit's code, floor-kit-css, the floor loading its stylesheet, and
 * kit-unstyled-css, the unstyled kit loading it),
 * BENCH_FORMS (default every form: f20,f100,f300,choice2000,suggest10k), BENCH_PORT (first port, default 7301),
 * CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { OUT, buildApp, buildLibrary, launchChromium, pageMounted, serve } from './hosts.mjs';
import { summary, table } from './report.mjs';
import { bareVerdicts, rjsfVerdict, targetVerdicts, targetsText } from './targets.mjs';

// Many mount rounds: one page's mount moves by ±30 % on the shared 2-core machine, and 15 pages left a 95 % interval
// of ±0.15 on the ratio (31 pages: about ±0.08). Typing gives 36 keystrokes a page, so fewer rounds are enough for it.
// A time budget keeps `npm run bench` under 10 minutes on a slower machine (one seen here took 3× as long per page):
// there it runs fewer rounds, and the printed intervals say how much that costs.
const REPS = Number(process.env.BENCH_REPS ?? 31);
const BUDGET_MS = Number(process.env.BENCH_SECONDS ?? 450) * 1000;
const MIN_REPS = Math.min(REPS, 11);
const TYPING_REPS = Number(process.env.BENCH_TYPING_REPS ?? 6);
const KEYS = Number(process.env.BENCH_KEYS ?? 36);
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 7301);
// The floor has no stylesheet; `kit-unstyled` (no `styles.css`, the `unstyled` prop) tells the kit's own cost apart
// from the cost of its default look. `kit-dom` (diagnostic, on request) is the kit's DOM and stylesheet rendered by
// plain React: the kit's markup and look without the kit's code. `floor-kit-code` and `floor-kit-css` (diagnostics,
// on request) are the floor's page loading the kit's code or its stylesheet without using either: what loading them
// costs before the kit renders anything. `kit-unstyled-css` (diagnostic, on request) is the unstyled kit with the
// stylesheet linked, which then applies to nothing: the kit against it is what applying the look costs.
// `floor-bare` is the bare floor: uncontrolled native inputs and no CSS at all (React renders once, the browser keeps
// the values); each renderer's mount and typing are also given against it, paired per round (report.mjs).
// `rjsf` is react-jsonschema-form 6 (@rjsf/core with its ajv8 validator) rendering the same schemas (docs/behaviour.md §14.3).
const KNOWN_RENDERERS = ['floor', 'floor-bare', 'kit', 'kit-unstyled', 'rjsf', 'kit-dom', 'floor-kit-code', 'floor-kit-css', 'kit-unstyled-css'];
const RENDERERS = (process.env.BENCH_RENDERERS ?? 'floor,floor-bare,kit,kit-unstyled,rjsf').split(',').map((name) => name.trim());
if (RENDERERS[0] !== 'floor' || RENDERERS.some((name) => !KNOWN_RENDERERS.includes(name)) || (RENDERERS.includes('kit-dom') && !RENDERERS.includes('kit'))) {
  throw new Error(`BENCH_RENDERERS: floor first, then any of ${KNOWN_RENDERERS.slice(1).join(', ')} (kit-dom needs kit)`);
}
/** The renderers with one host app each; kit-dom has one per form, built from the kit's page (buildKitDomApps). */
const HOST_APPS = RENDERERS.filter((name) => name !== 'kit-dom');
/** Forms, and whether the benchmark types into them (text: the middle text field; suggest: the combobox). */
const ALL_FORMS = { f20: null, f100: null, f300: 'text', choice2000: null, suggest10k: 'suggest' };
const FORM_NAMES = (process.env.BENCH_FORMS ?? Object.keys(ALL_FORMS).join(',')).split(',').map((name) => name.trim());
if (FORM_NAMES.some((name) => !(name in ALL_FORMS))) throw new Error(`BENCH_FORMS: any of ${Object.keys(ALL_FORMS).join(', ')}`);
const FORMS = Object.fromEntries(FORM_NAMES.map((name) => [name, ALL_FORMS[name]]));

const started = Date.now();
log('building the library (vite build --mode lib)');
await buildLibrary();
for (const renderer of HOST_APPS) {
  log(`building the ${renderer} host app`);
  await buildApp(renderer, join(OUT, renderer));
}

const servers = RENDERERS.map((renderer, index) => serve(join(OUT, renderer), FIRST_PORT + index));
const browser = await launchChromium();
// Which Chromium measured: a different version draws and times differently, so runs of two versions don't pool.
const browserVersion = browser.version();
if (RENDERERS.includes('kit-dom')) await buildKitDomApps();
const runs = [];
const pagesStarted = Date.now();
let rounds = 0;
try {
  for (let rep = 0, lastRoundMs = 0; rep < REPS; rep += 1) {
    const roundStarted = Date.now();
    if (rep >= MIN_REPS && roundStarted - pagesStarted + lastRoundMs > BUDGET_MS) {
      log(`stopping after ${rep} rounds: another would pass the ${BUDGET_MS / 1000} s budget (BENCH_SECONDS)`);
      break;
    }
    log(`pages, round ${rep + 1} of at most ${REPS}`);
    for (const form of Object.keys(FORMS)) {
      // Alternate which renderer goes first, so a slow moment of the machine doesn't always hit the same one.
      const order = rep % 2 === 0 ? RENDERERS : [...RENDERERS].reverse();
      for (const renderer of order) {
        const port = FIRST_PORT + RENDERERS.indexOf(renderer);
        // kit-dom's copy of the kit's DOM has no behaviour to type into; each form is its own app (see buildKitDomApps).
        const kitDom = renderer === 'kit-dom';
        const measure = { renderer, typing: rep < TYPING_REPS && !kitDom ? FORMS[form] : null, bytes: rep === 0 };
        runs.push({ renderer, form, rep, ...(await measurePage(`http://127.0.0.1:${port}/${kitDom ? `${form}/` : ''}?form=${form}`, measure)) });
      }
    }
    lastRoundMs = Date.now() - roundStarted;
    rounds = rep + 1;
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
}

const results = summary({ runs, renderers: RENDERERS, forms: Object.keys(FORMS), builds: HOST_APPS.map(buildBytes) });
results.targets = targetVerdicts(results);
results.rjsfTarget = rjsfVerdict(results);
results.bareTargets = bareVerdicts(results);
results.meta = { reps: rounds, keysPerPage: KEYS, browser: browserVersion, seconds: Math.round((Date.now() - started) / 1000), date: new Date().toISOString() };
writeFileSync(join(import.meta.dirname, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\n${table(results)}\n\n${targetsText(results.targets)}\n${targetsText([results.rjsfTarget, ...results.bareTargets]).split('\n').slice(1).join('\n')}`);
log(`done in ${results.meta.seconds} s (${rounds} rounds of pages); wrote bench/results.json`);

/**
 * The kit-dom apps: for each form, the DOM the kit's page shows once mounted, captured in Chromium as
 * `[tag, attributes, ...children]` and built into its own app (`<form>/` under the renderer's folder), so each page
 * loads only its own form's markup, as compiled JSX would.
 */
async function buildKitDomApps() {
  const port = FIRST_PORT + RENDERERS.indexOf('kit');
  for (const form of Object.keys(FORMS)) {
    log(`building the kit-dom host app of ${form}`);
    const page = await browser.newPage();
    const mounted = pageMounted(page);
    await page.goto(`http://127.0.0.1:${port}/?form=${form}`);
    await mounted;
    const tree = await page.evaluate(() => {
      const capture = (node) => (node.nodeType === Node.TEXT_NODE ? node.textContent : [
        node.localName, Object.fromEntries([...node.attributes].map((attribute) => [attribute.name, attribute.value])),
        ...[...node.childNodes].filter((child) => child.nodeType === Node.ELEMENT_NODE || child.nodeType === Node.TEXT_NODE).map(capture),
      ]);
      return capture(document.getElementById('root').firstElementChild);
    });
    await page.close();
    const virtualTree = {
      name: 'kit-dom-tree',
      resolveId: (id) => (id === 'virtual:kit-dom' ? '\0kit-dom' : null),
      load: (id) => (id === '\0kit-dom' ? `export default ${JSON.stringify(tree)};` : null),
    };
    await buildApp('kit-dom', join(OUT, 'kit-dom', form), [virtualTree]);
  }
}

/**
 * One fresh page: mount time and its phases, the warm second mount, typing latencies when `typing` says where to
 * type, and the bytes loaded when `bytes` is set (the same on every page, so the first round is enough).
 */
async function measurePage(url, { renderer, typing, bytes }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Which scripts and stylesheets the page requested; their bytes are read from the build, not from the responses
  // (a response's body can be gone by the time it is read, and the files are exactly what was served).
  const loads = new Set();
  if (bytes) page.on('request', (request) => {
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet') loads.add(new URL(request.url()).pathname.slice(1));
  });
  // The page says when it has mounted (a console message): no Playwright probe runs in the page before that.
  const mounted = pageMounted(page);
  await page.goto(url, { waitUntil: 'commit' });
  await mounted;
  // Mount: the first paint that held every field when the page had nothing on screen before (see recordMount),
  // else the frame that showed the last field; `settledMs` is always the first task after that frame.
  const { mountMs, settledMs, painted, codeReadyMs, committedMs } = await page.evaluate(() => ({
    mountMs: window.__benchPainted ?? window.__benchMounted,
    settledMs: window.__benchMounted,
    painted: window.__benchPainted !== undefined,
    codeReadyMs: window.__benchCodeReady,
    committedMs: window.__benchCommitted,
  }));
  let latencies = [];
  let typed;
  if (typing) ({ latencies, typed } = await typeInMiddle(page, typing));
  // The same form again in this page, its code now warm (a host's next dialog): render + layout, best of three.
  const warmMountMs = Math.min(...(await page.evaluate(() => [0, 1, 2].map(() => window.__benchWarmMount()))));
  // The form's on-demand code (the validator) loads once the browser is idle after the mount: it
  // counts as what the page loads, so wait for the network to go quiet before adding up the bytes.
  if (bytes) await page.waitForLoadState('networkidle');
  await context.close();
  const assets = [...loads].map((file) => ({ file, gzip: gzipSync(readFileSync(join(OUT, renderer, file)), { level: 9 }).length }));
  return { mountMs, settledMs, painted, codeReadyMs, committedMs, warmMountMs, latencies, typed, assets };
}

/** Types into the middle field (or the combobox) and returns each keystroke's keydown → next-paint time. */
async function typeInMiddle(page, typing) {
  await page.evaluate(() => {
    window.__latencies = [];
    document.addEventListener('keydown', (event) => {
      const start = event.timeStamp;
      // The input event renders synchronously; the task after the next frame runs once that frame is painted.
      requestAnimationFrame(() => setTimeout(() => window.__latencies.push(performance.now() - start), 0));
    }, { capture: true });
  });
  const id = await page.evaluate(() => window.__benchTypedId);
  const control = page.locator(`[id="${id}"]`);
  await control.focus();
  if (typing === 'suggest') {
    // A digit then Backspace, over and over: every keystroke changes a filter that matches thousands of items.
    for (let i = 0; i < KEYS / 2; i += 1) {
      await page.keyboard.press(String((i % 9) + 1), { delay: 0 });
      await pace(page);
      await page.keyboard.press('Backspace');
      await pace(page);
    }
  } else {
    for (let i = 0; i < KEYS; i += 1) {
      await page.keyboard.press(String.fromCharCode(97 + (i % 26)));
      await pace(page);
    }
  }
  await page.waitForFunction((count) => window.__latencies.length >= count, KEYS);
  const typed = await control.inputValue();
  return { latencies: await page.evaluate(() => window.__latencies), typed };
}

/** Lets the page paint between keystrokes, as a person typing quickly would (about 14 keys a second). */
function pace(page) {
  return page.evaluate(() => new Promise((done) => setTimeout(done, 70)));
}

/** Bytes of every JS/CSS file a host app build emitted (the whole kit, lazy parts included). */
function buildBytes(renderer) {
  const dir = join(OUT, renderer, 'assets');
  const files = readdirSync(dir).filter((file) => /\.(js|css)$/.test(file));
  return {
    renderer,
    files: files.map((file) => {
      const body = readFileSync(join(dir, file));
      return { file: `assets/${file}`, bytes: statSync(join(dir, file)).size, gzip: gzipSync(body, { level: 9 }).length };
    }),
    text: files.filter((file) => file.endsWith('.js')).map((file) => readFileSync(join(dir, file), 'utf8')).join('\n'),
  };
}

function log(text) {
  console.log(`[bench ${Math.round((Date.now() - started) / 1000)}s] ${text}`);
}

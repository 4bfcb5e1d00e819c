/**
 * Where a page's main thread spends its time before its first contentful frame, from a Chromium trace (the JSON
 * trace format that the Performance panel records): CPU time of the thread (`tdur`) per kind of work, so a
 * difference in mount time can be told apart into script, compiling, style, layout and paint (bench/README.md, "Where the
 * mount goes"). It drifts with the shared machine as wall time does; `trace.mjs` pairs pages to see past that.
 */

/** Trace event names per phase. `compile` (V8 compiling) overlaps the others: mostly inside `script` (a function's
 * first call), partly on its own (a module as it arrives, in `other`). */
const PHASES = {
  busy: ['RunTask', 'ThreadControllerImpl::RunTask'],
  script: ['v8.evaluateModule', 'EvaluateScript', 'FunctionCall', 'FireIdleCallback', 'FireAnimationFrame', 'TimerFire', 'RunMicrotasks', 'v8.callFunction'],
  compile: ['V8.CompileCode', 'v8.compileModule', 'v8.compile'],
  cssParse: ['ParseAuthorStyleSheet'],
  style: ['UpdateLayoutTree'],
  layout: ['Layout'],
  paint: ['PrePaint', 'Paint', 'Layerize'],
};
/** Font set-up on the main thread: a font found for a family name, and a size and weight of it made ready to draw (a
 * "strike"). In Chromium on Linux each is a synchronous round trip to the browser process the first time a page
 * needs it, so the thread waits without using its CPU: counted in wall time (`fontWait`) and in number. */
const FONT_SETUP = 'FontCache::GetFontPlatformData';
const FONT_LOOKUP = 'FontDataManager::onMatchFamilyStyle';
const FONT_STRIKE = 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike';
/** Rendering work that script can force synchronously (e.g. by reading a size): counted as itself, not as script. */
const RENDERING = ['cssParse', 'style', 'layout', 'paint'];

const cpu = (event) => (event.tdur ?? event.dur) / 1000;
const cpuTotal = (list) => list.reduce((sum, event) => sum + cpu(event), 0);
const firstContentfulPaint = (events) => events.find((event) => event.name === 'firstContentfulPaint');
const contains = (outer, inner) => inner.ts >= outer.ts && inner.ts + inner.dur <= outer.ts + outer.dur;

/** The events of `list` not nested in another of them (`list` sorted by start): each stretch of time counted once. */
function outermost(list) {
  const kept = [];
  let end = -Infinity;
  for (const event of list) {
    if (event.ts < end) continue;
    kept.push(event);
    end = event.ts + event.dur;
  }
  return kept;
}

/**
 * Milliseconds of main-thread CPU time per phase in the page's renderer, from navigation to the end of the task that
 * painted its first contentful frame (the last main-thread `Paint` before the first contentful paint: what the main
 * thread did after it, such as the idle-time loading of the validator, did not hold that frame back):
 * `busy` (every task), `script` (V8 running the page's code, less the rendering it forced), `compile` (V8 compiling,
 * mostly as part of `script`), `cssParse`, `style`, `layout`, `paint`, and `other` (the rest of `busy`: parsing
 * HTML, loading, the frame's own bookkeeping). Also the font set-up in that time (FONT_SETUP above): `fontWait`, the
 * wall time it took, and `fontLookups` and `fontStrikes`, how many families and sizes it had to ask for. Null when
 * the trace holds no first contentful paint.
 * @example mainThreadPhases(JSON.parse(trace).traceEvents) // { busy: 120.4, script: 41.0, compile: 12.2, … }
 */
export function mainThreadPhases(events) {
  const paint = firstContentfulPaint(events);
  if (!paint) return null;
  const main = events.find((event) => event.ph === 'M' && event.name === 'thread_name' && event.pid === paint.pid && event.args?.name === 'CrRendererMain');
  if (!main) return null;
  const untilPaint = events
    .filter((event) => event.ph === 'X' && event.pid === main.pid && event.tid === main.tid && event.ts <= paint.ts && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const lastPaint = untilPaint.findLast((event) => event.name === 'Paint');
  const frameTask = lastPaint && untilPaint.find((event) => PHASES.busy.includes(event.name) && contains(event, lastPaint));
  const frameEnd = frameTask ? frameTask.ts + frameTask.dur : lastPaint ? lastPaint.ts + lastPaint.dur : paint.ts;
  const onMain = untilPaint.filter((event) => event.ts < frameEnd);
  const byPhase = Object.fromEntries(
    Object.entries(PHASES).map(([phase, names]) => [phase, outermost(onMain.filter((event) => names.includes(event.name)))]),
  );
  const phases = Object.fromEntries(Object.entries(byPhase).map(([phase, list]) => [phase, cpuTotal(list)]));
  const forced = RENDERING.flatMap((phase) => byPhase[phase]).filter((event) => byPhase.script.some((outer) => contains(outer, event)));
  phases.script -= cpuTotal(forced);
  phases.other = phases.busy - phases.script - RENDERING.reduce((sum, phase) => sum + phases[phase], 0);
  const named = (name) => onMain.filter((event) => event.name === name);
  phases.fontWait = outermost(named(FONT_SETUP)).reduce((sum, event) => sum + event.dur / 1000, 0);
  phases.fontLookups = named(FONT_LOOKUP).length;
  phases.fontStrikes = named(FONT_STRIKE).length;
  return phases;
}

/**
 * Milliseconds of CPU time the renderer that painted spent rasterising tiles (`RasterTask`, on its worker threads)
 * before its first contentful paint, or null without one. Headless Chromium with `--disable-gpu` rasterises on the
 * CPU, so on two cores this competes with the main thread; much of what a look costs is here, not on the main thread.
 * @example rasterTime(JSON.parse(trace).traceEvents) // 18.4
 */
export function rasterTime(events) {
  const paint = firstContentfulPaint(events);
  if (!paint) return null;
  return cpuTotal(events.filter((event) => event.ph === 'X' && event.name === 'RasterTask' && event.pid === paint.pid && event.ts <= paint.ts));
}

// Main-thread time per phase from a Chromium trace (bench/tracePhases.mjs).
import { describe, expect, it } from 'vitest';
import { mainThreadPhases, rasterTime } from './tracePhases.mjs';

const RENDERER = 7;
const MAIN = 1;
const meta = (pid, tid, name) => ({ ph: 'M', name: 'thread_name', pid, tid, args: { name } });
/** A complete event: starts at `ts` ms, lasts `dur` ms of wall time and `tdur` ms of the thread's CPU time. */
const task = (name, ts, dur, tdur = dur, where = { pid: RENDERER, tid: MAIN }) => ({ ph: 'X', name, ...where, ts: ts * 1000, dur: dur * 1000, tdur: tdur * 1000 });
const paintAt = (ts) => ({ ph: 'I', name: 'firstContentfulPaint', pid: RENDERER, tid: MAIN, ts: ts * 1000 });

describe('mainThreadPhases', () => {
  const threads = [meta(RENDERER, MAIN, 'CrRendererMain'), meta(RENDERER, 2, 'Compositor'), meta(3, 1, 'CrRendererMain')];

  it('adds up CPU time per phase up to the first contentful paint, each stretch once', () => {
    const phases = mainThreadPhases([
      ...threads,
      task('RunTask', 0, 40, 30),
      task('v8.evaluateModule', 1, 30, 20),
      task('v8.callFunction', 2, 10, 8), // nested in the module's evaluation: not counted twice
      task('V8.CompileCode', 3, 4, 4),
      task('RunTask', 50, 20, 20),
      task('UpdateLayoutTree', 51, 5, 5),
      task('Layout', 56, 6, 6),
      task('Paint', 62, 3, 3),
      task('ParseAuthorStyleSheet', 66, 1, 1),
      paintAt(80),
      task('RunTask', 90, 50, 50), // after the paint
      task('FunctionCall', 91, 40, 40),
    ]);
    expect(phases).toEqual({ busy: 50, script: 20, compile: 4, cssParse: 1, style: 5, layout: 6, paint: 3, other: 15, fontWait: 0, fontLookups: 0, fontStrikes: 0 });
  });

  it('stops at the end of the task that painted the first contentful frame', () => {
    const phases = mainThreadPhases([
      ...threads,
      task('RunTask', 0, 20),
      task('FunctionCall', 1, 10),
      task('Paint', 15, 4),
      task('RunTask', 25, 12), // e.g. an idle callback while the frame is on its way to the screen
      task('FireIdleCallback', 26, 10),
      paintAt(40),
    ]);
    expect(phases).toMatchObject({ busy: 20, script: 10, paint: 4 });
  });

  it('counts rendering that script forced as rendering, not script', () => {
    const phases = mainThreadPhases([...threads, task('RunTask', 0, 30), task('FunctionCall', 0, 30), task('Layout', 10, 8), paintAt(40)]);
    expect(phases).toMatchObject({ busy: 30, script: 22, layout: 8, other: 0 });
  });

  it('counts font set-up in wall time (the thread waits on the browser process), each stretch once, and in number', () => {
    const phases = mainThreadPhases([
      ...threads,
      task('RunTask', 0, 40, 20),
      task('Layout', 1, 30, 12),
      task('FontCache::GetFontPlatformData', 2, 6, 1), // a family looked up, then a size of it made ready
      task('FontDataManager::onMatchFamilyStyle', 2, 3, 0.5),
      task('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike', 5, 3, 0.2),
      task('FontCache::GetFontPlatformData', 10, 2, 0.3), // another size of the same family
      task('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike', 10, 2, 0.1),
      task('FontCache::GetFontPlatformData', 10, 2, 0.3), // the same call, recorded twice (nested): once
      task('Paint', 35, 2),
      paintAt(50),
      task('RunTask', 60, 10),
      task('FontCache::GetFontPlatformData', 61, 5), // after the frame: not counted
    ]);
    expect(phases).toMatchObject({ layout: 12, fontWait: 8, fontLookups: 1, fontStrikes: 2 });
  });

  it('reads only the main thread of the renderer that painted', () => {
    const elsewhere = [task('FunctionCall', 0, 9, 9, { pid: RENDERER, tid: 2 }), task('FunctionCall', 0, 9, 9, { pid: 3, tid: 1 })];
    const phases = mainThreadPhases([...threads, ...elsewhere, task('RunTask', 0, 5), task('FunctionCall', 1, 2), paintAt(10)]);
    expect(phases).toMatchObject({ busy: 5, script: 2 });
  });

  it('is null for a trace without a first contentful paint or without its main thread', () => {
    expect(mainThreadPhases([...threads, task('RunTask', 0, 5)])).toBeNull();
    expect(mainThreadPhases([meta(RENDERER, 2, 'Compositor'), paintAt(10)])).toBeNull();
  });
});

describe('rasterTime', () => {
  const WORKER = { pid: RENDERER, tid: 5 };
  it('adds up the CPU time of the painting renderer\'s raster tasks before its first contentful paint', () => {
    expect(rasterTime([
      task('RasterTask', 10, 4, 3, WORKER),
      task('RasterTask', 12, 5, 2, { pid: RENDERER, tid: 6 }), // another worker, at the same time: both count
      task('RasterTask', 12, 9, 9, { pid: 3, tid: 5 }), // another renderer: not counted
      task('Paint', 8, 2), // main-thread paint: not raster
      paintAt(30),
      task('RasterTask', 31, 6, 6, WORKER), // after the paint
    ])).toBe(5);
  });

  it('is null for a trace without a first contentful paint', () => {
    expect(rasterTime([task('RasterTask', 0, 2, 2, WORKER)])).toBeNull();
  });
});

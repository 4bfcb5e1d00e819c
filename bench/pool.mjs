/**
 * Pools the rounds of several runs of `npm run bench` into one verdict per mount target (`targets.mjs`). One run's
 * 95 % interval is 0.2–0.4 wide on the shared 2-core machine, too wide to decide most mount targets; the rounds of
 * three runs narrow it by about 1.7×. Each run's own paired median is printed too. Each run's `bench/results.json`
 * keeps every page's mount in round order (`mountAllMs`), so the paired ratios are recomputed round by round, exactly
 * as in the run itself.
 *
 * Usage: copy `bench/results.json` aside after each run, then `node bench/pool.mjs first.json second.json …`.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { medianInterval, quantile, x } from './report.mjs';
import { TARGETS, mountVerdict } from './targets.mjs';

/** Every round's paired ratio (`renderer` ÷ the floor) of `form`, over all `runs` (their `summary` objects). */
export function pooledRatios(runs, form, renderer = 'kit') {
  return runs.flatMap((results) => {
    const rows = results.forms?.[form];
    const floor = rows?.floor?.mountAllMs;
    const kit = rows?.[renderer]?.mountAllMs;
    if (!floor || !kit) return [];
    return kit.slice(0, floor.length).map((mount, round) => mount / floor[round]);
  });
}

/** The mount targets over the pooled rounds: rounds, paired median, its 95 % interval and the verdict. */
export function pooledMountVerdicts(runs) {
  return TARGETS.filter((target) => target.measure === 'mount').map((target) => {
    const ratiosPerRun = runs.map((results) => pooledRatios([results], target.form));
    const ratios = ratiosPerRun.flat();
    const interval = medianInterval(ratios);
    if (!interval) return { ...target, rounds: ratios.length, verdict: 'not measured' };
    // Each run's own paired median too: the pooled interval treats every round alike, and can't see a run on a
    // machine that was faster or slower as a whole.
    const perRun = ratiosPerRun.map((ratiosOfRun) => quantile(ratiosOfRun, 0.5)).filter((ratio) => ratio !== null);
    return { ...target, rounds: ratios.length, paired: quantile(ratios, 0.5), interval, verdict: mountVerdict(interval, target.limit), perRun };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = process.argv.slice(2);
  if (files.length === 0) throw new Error('usage: node bench/pool.mjs results-1.json results-2.json …');
  const runs = files.map((file) => JSON.parse(readFileSync(file, 'utf8')));
  console.log(`Mount targets over ${files.length} runs pooled, elicit-kit with its stylesheet:`);
  for (const target of pooledMountVerdicts(runs)) {
    const numbers = target.interval ? `paired ${x(target.paired)} (95 % interval ${target.interval[0].toFixed(2)}–${target.interval[1].toFixed(2)})` : '–';
    const perRun = target.perRun ? `; per run ${target.perRun.map(x).join(', ')}` : '';
    console.log(`- ${target.what} (≤ ${x(target.limit)}): ${target.verdict}, ${target.rounds} rounds, ${numbers}${perRun}`);
  }
}

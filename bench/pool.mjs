/**
 * Pools the rounds of several runs of `npm run bench` into one verdict per mount target (`targets.mjs`). One run's
 * 95 % interval is 0.2–0.4 wide on the shared 2-core machine, too wide to decide most mount targets; the rounds of
 * three runs narrow it by about 1.7×, but only as far as the pages go: how fast the machine runs that day moves a
 * whole run's ratio by more. So it prints each run's own paired median too, and beside the verdict a second interval
 * and verdict from a bootstrap that resamples the runs as well as their rounds (`medianIntervalAcrossRuns`). Each
 * run's `bench/results.json` keeps every page's mount in round order (`mountAllMs`), so the paired ratios are
 * recomputed round by round, exactly as in the run itself. It also pools the kit without its stylesheet against the
 * floor, and the kit against itself without it (what the look costs); those have no target.
 *
 * Usage: copy `bench/results.json` aside after each run, then `node bench/pool.mjs first.json second.json …`.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { bootstrapMedianInterval, medianInterval, quantile, x } from './report.mjs';
import { BARE_TARGETS, RJSF_TARGET, TARGETS, mountVerdict } from './targets.mjs';

/**
 * Every round's paired ratio (`renderer` ÷ `base`, the floor unless said) of `form`, over all `runs` (their
 * `summary` objects).
 */
export function pooledRatios(runs, form, renderer = 'kit', base = 'floor') {
  return runs.flatMap((results) => {
    const rows = results.forms?.[form];
    const under = rows?.[base]?.mountAllMs;
    const over = rows?.[renderer]?.mountAllMs;
    if (!under || !over) return [];
    return over.slice(0, under.length).map((mount, round) => mount / under[round]);
  });
}

/**
 * A 95 % interval of the pooled median that also sees whole runs differ: each of 2,000 resamples draws as many runs
 * as were pooled, with replacement, then that many rounds within each drawn run, and takes the median of them all (a
 * two-stage bootstrap). `medianInterval` over the pooled rounds treats every round alike; here the machine's speed
 * moves a run's own paired ratio by more than its rounds do, so this interval is the wider and more cautious one.
 */
export function medianIntervalAcrossRuns(ratiosPerRun) {
  const runs = ratiosPerRun.filter((ratios) => ratios.length > 0);
  if (runs.length < 2) return null;
  return bootstrapMedianInterval((pick) => runs.flatMap(() => {
    const run = pick(runs);
    return run.map(() => pick(run));
  }));
}

/**
 * The mount targets over the pooled rounds of `renderer` against `base`: rounds, paired median, its 95 % interval
 * and the verdict, each run's paired median, and the interval and verdict that also see the runs' drift.
 */
export function pooledMountVerdicts(runs, renderer = 'kit', base = 'floor') {
  return TARGETS.filter((target) => target.measure === 'mount').map((target) => {
    const ratiosPerRun = runs.map((results) => pooledRatios([results], target.form, renderer, base));
    const ratios = ratiosPerRun.flat();
    const interval = medianInterval(ratios);
    if (!interval) return { ...target, rounds: ratios.length, verdict: 'not measured' };
    // Each run's own paired median too, and an interval that sees them: the pooled interval treats every round
    // alike, and can't see a run on a machine that was faster or slower as a whole.
    const perRun = ratiosPerRun.map((ratiosOfRun) => quantile(ratiosOfRun, 0.5)).filter((ratio) => ratio !== null);
    const acrossRuns = medianIntervalAcrossRuns(ratiosPerRun);
    const verdictAcrossRuns = acrossRuns ? mountVerdict(acrossRuns, target.limit) : 'not measured';
    return { ...target, rounds: ratios.length, paired: quantile(ratios, 0.5), interval, verdict: mountVerdict(interval, target.limit), perRun, acrossRuns, verdictAcrossRuns };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = process.argv.slice(2);
  if (files.length === 0) throw new Error('usage: node bench/pool.mjs results-1.json results-2.json …');
  const runs = files.map((file) => JSON.parse(readFileSync(file, 'utf8')));
  const range = ([low, high]) => `${low.toFixed(2)}–${high.toFixed(2)}`;
  const drift = (target) => (target.acrossRuns ? `; with the runs' own drift ${range(target.acrossRuns)}` : '');
  const numbers = (target) => (target.interval ? `paired ${x(target.paired)} (95 % interval ${range(target.interval)}${drift(target)})` : '–');
  const perRun = (target) => (target.perRun ? `; per run ${target.perRun.map(x).join(', ')}` : '');
  const verdicts = (target) => (target.acrossRuns ? `${target.verdict}, with the runs' drift ${target.verdictAcrossRuns}` : target.verdict);
  console.log(`Mount targets over ${files.length} runs pooled, elicit-kit with its stylesheet:`);
  for (const target of pooledMountVerdicts(runs)) {
    console.log(`- ${target.what} (≤ ${x(target.limit)}): ${verdicts(target)}; ${target.rounds} rounds, ${numbers(target)}${perRun(target)}`);
  }
  // Not a target: what the kit's code costs without its look, and what the look adds on top (kit ÷ kit-unstyled).
  console.log('\nThe same forms, elicit-kit without its stylesheet (kit-unstyled ÷ floor):');
  for (const target of pooledMountVerdicts(runs, 'kit-unstyled')) console.log(`- ${target.what}: ${target.rounds} rounds, ${numbers(target)}${perRun(target)}`);
  // docs/behaviour.md §14.3: the kit against react-jsonschema-form 6 in the same rounds (kit ÷ rjsf), target ≤ 0.75× at 20 fields.
  const withRjsf = runs.filter((results) => results.forms?.f20?.rjsf);
  if (withRjsf.length > 0) {
    console.log(`\nAgainst rjsf 6 (kit ÷ rjsf), ${withRjsf.length} of the runs:`);
    for (const target of pooledMountVerdicts(withRjsf, 'kit', 'rjsf')) {
      const limit = target.form === RJSF_TARGET.form && target.interval ? ` (≤ ${x(RJSF_TARGET.limit)}): ${mountVerdict(target.interval, RJSF_TARGET.limit)}` : '';
      console.log(`- ${target.what}${limit}; ${target.rounds} rounds, ${numbers(target)}${perRun(target)}`);
    }
  }
  // The bare floor (uncontrolled native inputs, no CSS) in the same rounds (kit ÷ floor-bare), target ≤ 1.15× at 20 fields.
  const withBare = runs.filter((results) => results.forms?.f20?.['floor-bare']);
  if (withBare.length > 0) {
    console.log(`\nAgainst the bare floor (kit ÷ floor-bare), ${withBare.length} of the runs:`);
    for (const target of pooledMountVerdicts(withBare, 'kit', 'floor-bare')) {
      const bare = BARE_TARGETS.find((candidate) => candidate.measure === 'mount' && candidate.form === target.form);
      const limit = bare && target.interval ? ` (≤ ${x(bare.limit)}): ${mountVerdict(target.interval, bare.limit)}` : '';
      console.log(`- ${target.what}${limit}; ${target.rounds} rounds, ${numbers(target)}${perRun(target)}`);
    }
  }
  console.log('\nWhat the stylesheet adds (kit ÷ kit-unstyled):');
  for (const target of pooledMountVerdicts(runs, 'kit', 'kit-unstyled')) console.log(`- ${target.what}: ${target.rounds} rounds, ${numbers(target)}${perRun(target)}`);
}

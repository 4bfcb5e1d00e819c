// Pooling several benchmark runs into one verdict per mount target (bench/pool.mjs).
import { describe, expect, it } from 'vitest';
import { medianIntervalAcrossRuns, pooledMountVerdicts, pooledRatios } from './pool.mjs';

/** One run's summary, reduced to what pooling reads: every page's mount per renderer, in round order. */
const run = (floor, kit, form = 'f300') => ({ forms: { [form]: { floor: { mountAllMs: floor }, kit: { mountAllMs: kit } } } });

describe('pooledRatios', () => {
  it('pairs each round with the floor of the same run and round, over every run', () => {
    expect(pooledRatios([run([100, 200], [110, 300]), run([50], [60])], 'f300')).toEqual([1.1, 1.5, 1.2]);
  });

  it('pairs any two renderers of the same rounds, e.g. the kit against itself without its stylesheet', () => {
    const rows = { f20: { floor: { mountAllMs: [100, 100] }, kit: { mountAllMs: [120, 150] }, 'kit-unstyled': { mountAllMs: [100, 125] } } };
    expect(pooledRatios([{ forms: rows }], 'f20', 'kit', 'kit-unstyled')).toEqual([1.2, 1.2]);
    expect(pooledRatios([{ forms: rows }], 'f20', 'kit-unstyled')).toEqual([1, 1.25]);
  });

  it('skips a run without the form or the renderer', () => {
    expect(pooledRatios([run([100], [120], 'f20'), run([100], [130])], 'f300')).toEqual([1.3]);
    expect(pooledRatios([{ forms: {} }], 'f300')).toEqual([]);
  });
});

describe('medianIntervalAcrossRuns', () => {
  it('is as narrow as the rounds when the runs agree', () => {
    expect(medianIntervalAcrossRuns([Array(20).fill(1.1), Array(10).fill(1.1)])).toEqual([1.1, 1.1]);
  });

  it('widens when one whole run differs, where resampling the pooled rounds alone does not', () => {
    const runs = [Array(30).fill(1.05), Array(30).fill(1.05), Array(30).fill(1.25)];
    expect(medianIntervalAcrossRuns(runs)).toEqual([1.05, 1.25]);
  });

  it('needs two runs with rounds', () => {
    expect(medianIntervalAcrossRuns([[1.1, 1.2], []])).toBeNull();
  });
});

describe('pooledMountVerdicts', () => {
  const rounds = (count, ratio) => [Array(count).fill(100), Array(count).fill(100 * ratio)];
  const verdictOf = (runs, form) => pooledMountVerdicts(runs).find((target) => target.form === form);

  it('decides a target that every pooled round clears or misses', () => {
    const [floor, slow] = rounds(20, 1.2);
    const missed = verdictOf([run(floor, slow), run(floor, slow)], 'f300');
    expect(missed).toMatchObject({ verdict: 'missed', rounds: 40, paired: 1.2, perRun: [1.2, 1.2] });
    const [, fast] = rounds(20, 1.05);
    expect(verdictOf([run(floor, fast)], 'f300').verdict).toBe('met');
  });

  it('leaves it undecided when the rounds straddle the target', () => {
    const floor = Array(30).fill(100);
    const kit = floor.map((_, round) => (round % 2 ? 100 : 120));
    expect(verdictOf([run(floor, kit)], 'f300').verdict).toBe('undecided');
  });

  it('gives the verdicts of another renderer against another base', () => {
    const rows = (kit, unstyled) => ({ forms: { f20: { floor: { mountAllMs: Array(20).fill(100) }, kit: { mountAllMs: kit }, 'kit-unstyled': { mountAllMs: unstyled } } } });
    const runs = [rows(Array(20).fill(130), Array(20).fill(100))];
    const f20 = (renderer, base) => pooledMountVerdicts(runs, renderer, base).find((target) => target.form === 'f20');
    expect(f20('kit')).toMatchObject({ verdict: 'missed', paired: 1.3 });
    expect(f20('kit-unstyled')).toMatchObject({ verdict: 'met', paired: 1 });
    expect(f20('kit', 'kit-unstyled')).toMatchObject({ paired: 1.3, rounds: 20 });
  });

  it('gives a second verdict that sees a run on a slower day', () => {
    const [floor, fast] = rounds(30, 1.05);
    const [, slow] = rounds(30, 1.25);
    const target = verdictOf([run(floor, fast), run(floor, fast), run(floor, slow)], 'f300');
    expect(target).toMatchObject({ verdict: 'met', interval: [1.05, 1.05], perRun: [1.05, 1.05, 1.25] });
    expect(target).toMatchObject({ acrossRuns: [1.05, 1.25], verdictAcrossRuns: 'undecided' });
    expect(verdictOf([run(floor, fast)], 'f300')).toMatchObject({ verdict: 'met', acrossRuns: null, verdictAcrossRuns: 'not measured' });
  });

  it('says "not measured" for a form no run has', () => {
    expect(verdictOf([run([100, 100], [110, 110])], 'choice2000')).toMatchObject({ verdict: 'not measured', rounds: 0 });
  });
});

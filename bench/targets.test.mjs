// The benchmark's verdicts on the targets of docs/behaviour.md §14 (bench/targets.mjs), from summaries shaped like report.mjs's.
import { describe, expect, it } from 'vitest';
import { TARGETS, bareVerdicts, targetVerdicts, targetsText } from './targets.mjs';

/** A run's summary with the kit's row of each form; `mount` is [ratio, paired, interval low, interval high]. */
function results({ bytes = 47_600, whole = 79_400, mount = {}, typing = [0.7, 0.8] } = {}) {
  const row = (form) => {
    const [ratio, paired, low, high] = mount[form] ?? [1.05, 1.05, 1.0, 1.09];
    return {
      bytes: { onTopOfReact: bytes },
      ratio: { mount: ratio, mountPaired: paired, mountPairedInterval: [low, high], typingMedian: form === 'f300' ? typing[0] : null, typingP95: form === 'f300' ? typing[1] : null },
    };
  };
  return {
    forms: Object.fromEntries(['f20', 'f300', 'choice2000'].map((form) => [form, { floor: {}, kit: row(form) }])),
    wholeBuild: { floor: { onTopOfReact: 1_400 }, kit: { onTopOfReact: whole } },
  };
}
const verdict = (summary, what) => targetVerdicts(summary).find((target) => target.what === what).verdict;

describe('targetVerdicts', () => {
  it('gives every target of docs/behaviour.md §14 a verdict', () => {
    expect(targetVerdicts(results()).map((target) => [target.what, target.verdict])).toEqual(TARGETS.map((target) => [target.what, 'met']));
  });

  it('calls a mount target met only when the whole 95 % interval is at or under it', () => {
    expect(verdict(results({ mount: { f300: [1.08, 1.09, 1.02, 1.1] } }), 'mount, 300 fields')).toBe('met');
    expect(verdict(results({ mount: { f300: [1.08, 1.16, 1.01, 1.26] } }), 'mount, 300 fields')).toBe('undecided');
    expect(verdict(results({ mount: { f300: [1.2, 1.21, 1.12, 1.3] } }), 'mount, 300 fields')).toBe('missed');
  });

  it('judges bytes and typing by their value alone', () => {
    expect(verdict(results({ bytes: 50_001 }), 'JS+CSS gzip on top of React, core-kinds form')).toBe('missed');
    expect(verdict(results({ whole: 80_000 }), 'whole kit, lazy parts included')).toBe('met');
    expect(verdict(results({ typing: [1.16, 1.25] }), 'typing at 300 fields, median')).toBe('missed');
    expect(verdict(results({ typing: [1.16, 1.25] }), 'typing at 300 fields, p95')).toBe('met');
  });

  it('says "not measured" for a form the run left out, instead of throwing', () => {
    const summary = results();
    delete summary.forms.choice2000;
    expect(verdict(summary, 'mount, one choice of 2,000 options')).toBe('not measured');
    expect(verdict({ forms: {}, wholeBuild: {} }, 'whole kit, lazy parts included')).toBe('not measured');
  });

  it('prints one line per target with its limit and numbers', () => {
    const text = targetsText(targetVerdicts(results({ mount: { f300: [1.08, 1.16, 1.01, 1.26] } })));
    expect(text).toContain('- mount, 300 fields (≤ 1.10×): undecided, 1.08×, paired 1.16× (95 % interval 1.01–1.26)');
    expect(text).toContain('- JS+CSS gzip on top of React, core-kinds form (≤ 50.0 kB): met, 47.6 kB');
    expect(text.split('\n')).toHaveLength(TARGETS.length + 1);
  });
});

describe('bareVerdicts', () => {
  const withBare = (vsBare) => ({ forms: { f20: { kit: { vsBare } }, f300: { kit: { vsBare } } }, wholeBuild: {} });

  it('judges the 20-field mount by the paired interval against the bare floor, and typing p95 by its ratio', () => {
    const verdicts = bareVerdicts(withBare({ mountPaired: 1.3, mountPairedInterval: [1.2, 1.4], typingMedian: 1.1, typingP95: 1.2 }));
    expect(verdicts.map((target) => target.verdict)).toEqual(['missed', 'met']);
    expect(targetsText(verdicts)).toContain("- mount, 20 fields, against the bare floor (≤ 1.15×): missed, paired 1.30× of the bare floor's mount (95 % interval 1.20–1.40)");
    expect(bareVerdicts(withBare({ mountPaired: 1.1, mountPairedInterval: [1.0, 1.2], typingP95: 1.3 })).map((target) => target.verdict)).toEqual(['undecided', 'missed']);
  });

  it('says "not measured" when the run had no bare floor', () => {
    expect(bareVerdicts({ forms: { f20: { kit: {} } } }).map((target) => target.verdict)).toEqual(['not measured', 'not measured']);
  });
});

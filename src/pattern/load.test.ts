import { afterEach, describe, expect, it, vi } from 'vitest';

describe('loading the pattern engine', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sets up no Intl number formatter: the first toLocaleString costs ~20 ms, which every page would pay at load', async () => {
    vi.resetModules();
    const toLocaleString = vi.spyOn(Number.prototype, 'toLocaleString');
    const engine = await import('./index.ts');
    expect(toLocaleString).not.toHaveBeenCalled();
    // The messages that need it still read well, built when a pattern is refused.
    expect(engine.explainPattern('a'.repeat(10_001))).toContain('10,000 characters');
    expect(toLocaleString).toHaveBeenCalled();
  });
});

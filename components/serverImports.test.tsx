// @vitest-environment node
/**
 * Nothing touches `window`/`document` at import time (docs/behaviour.md §8.5): every module of `src/` and `components/` loads
 * in plain Node, without jsdom, the way a server renderer (Next.js, `react-dom/server`) loads the kit.
 */
import { describe, expect, it } from 'vitest';

const modules = import.meta.glob([
  '../src/**/*.{ts,tsx}',
  './**/*.{ts,tsx}',
  '!**/*.test.{ts,tsx}',
  '!**/*.bench.ts',
]);

describe('every module of src/ and components/ imports in plain Node', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(Object.keys(modules).length).toBeGreaterThan(50);
  });

  // Generous timeout: the first import transforms the whole component tree on a loaded machine.
  it.each(Object.keys(modules))('%s', { timeout: 60_000 }, async (path) => {
    await expect(modules[path]!()).resolves.toBeTypeOf('object');
    expect(typeof window).toBe('undefined');
  });
});

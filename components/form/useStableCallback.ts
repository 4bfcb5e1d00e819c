/**
 * A callback whose identity never changes but which always calls the latest `fn`. What the form hands down keeps
 * its identity however often the host re-renders: the host's `onResult` (an inline arrow is usual), the resolver of
 * the current schema, the `onToggle` of memoised option cards (a click re-renders only the cards whose `checked`
 * changed, which keeps grids of thousands of options responsive).
 */
import { useCallback, useRef } from 'react';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect.ts';

/**
 * @example const onToggle = useStableCallback((index: number) => onValueChange(options[index]?.value));
 */
export function useStableCallback<A extends unknown[], R = void>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useIsomorphicLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

/**
 * A callback whose identity never changes but which always calls the latest `fn`. Option cards are memoised;
 * handing them a stable `onToggle` means a click re-renders only the cards whose `checked` changed, which keeps
 * grids of thousands of options responsive whatever the parent passes down.
 */
import { useCallback, useRef } from 'react';
import { useIsomorphicLayoutEffect } from '../../form/useIsomorphicLayoutEffect.ts';

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

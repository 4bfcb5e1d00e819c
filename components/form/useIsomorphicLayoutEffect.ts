import { useEffect, useLayoutEffect } from 'react';

/**
 * `useLayoutEffect` in the browser, `useEffect` on the server, where neither runs. React 18's server renderer
 * warns about every `useLayoutEffect` ("does nothing on the server"); React 19 no longer does (docs/behaviour.md §8.6). Reads
 * only `typeof document`, which is safe at import time in any runtime.
 * @example useIsomorphicLayoutEffect(() => { latest.current = callback; });
 */
export const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

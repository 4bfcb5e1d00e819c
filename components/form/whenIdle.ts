/**
 * Runs `task` when the browser is next idle, at the latest after `timeout` ms, and returns a function that cancels
 * it. Work that a form needs only once the user acts (loading the validator) goes here, so it
 * competes neither with the form's first paint nor with rasterising it on a small machine (docs/behaviour.md §14.1). Where
 * `requestIdleCallback` is missing (Safari) a short timeout stands in.
 * @example useEffect(() => whenIdle(() => void warmUp()), []);
 */
export function whenIdle(task: () => void, timeout = 200): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1);
  return () => clearTimeout(handle);
}

/**
 * On-demand code loaded at most once at a time: every caller shares one load, the result is kept so later callers
 * can use it synchronously, and a failed load is forgotten so the next call tries again (a network blip must not
 * break the form for good). Behind the validator, the draft store and the lazy widgets (docs/behaviour.md §14.1).
 * @example const validator = loadOnce(() => import('./validate.ts')); await validator.load(); validator.loaded();
 */
export function loadOnce<T>(load: () => Promise<T>): { load: () => Promise<T>; loaded: () => T | undefined; started: () => boolean } {
  let result: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () => {
      pending ??= load().then(
        (value) => (result = value),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => result,
    /** A load was asked for and has not failed: it arrived, or is on its way. */
    started: () => pending !== undefined,
  };
}

/**
 * The answer validator (`validateResult` and its engine), loaded on demand. A form needs it only from the first
 * Submit, and it is a quarter of the kit's first-load script (issue 9), so it is fetched once the form is on screen
 * instead of before it: `useElicitationForm` starts the load in an effect after the first render.
 */
import type { validateResult } from '../../src/validate/index.ts';

type ValidateResult = typeof validateResult;

let loaded: ValidateResult | undefined;
let loading: Promise<ValidateResult> | undefined;

/**
 * Starts loading the validator (once) and resolves with `validateResult`. A failed load can be retried.
 * @example void loadValidator(); // warm it up
 */
export function loadValidator(): Promise<ValidateResult> {
  loading ??= import('../../src/validate/index.ts').then(
    (module) => (loaded = module.validateResult),
    (error: unknown) => {
      loading = undefined; // the next Submit tries again
      throw error;
    },
  );
  return loading;
}

/** The validator when it has loaded, so validation stays synchronous from then on (every keystroke after Submit). */
export function loadedValidator(): ValidateResult | undefined {
  return loaded;
}

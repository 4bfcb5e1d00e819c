/**
 * The answer validator (`validateResult` and its engine), loaded on demand. A form needs it only from the first
 * Submit, and it is a quarter of the kit's first-load script (docs/behaviour.md §14.1), so it is fetched once the form is on screen
 * instead of before it: `useElicitationForm` starts the load in an effect after the first render.
 */
import type { validateResult } from '../../src/validate/index.ts';
import { loadOnce } from './loadOnce.ts';

type ValidateResult = typeof validateResult;

const validator = loadOnce(() => import('../../src/validate/index.ts').then((module): ValidateResult => module.validateResult));

/**
 * Starts loading the validator (once) and resolves with `validateResult`. A failed load can be retried.
 * @example void loadValidator(); // warm it up
 */
export const loadValidator: () => Promise<ValidateResult> = validator.load;

/** The validator when it has loaded, so validation stays synchronous from then on (every keystroke after Submit). */
export const loadedValidator: () => ValidateResult | undefined = validator.loaded;

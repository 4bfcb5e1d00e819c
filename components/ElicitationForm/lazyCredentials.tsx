import { useEffect, useMemo, useState } from 'react';
import { suspectCredentialFields } from '../../src/credentialScreen.ts';
import type { FormModel } from '../../src/model.ts';
import { lazyComponent } from '../form/lazyComponent.tsx';
import type { CredentialPolicy, CredentialVerdict, CredentialWarningProps } from './credentialTypes.ts';

export type { CredentialPolicy, CredentialVerdict } from './credentialTypes.ts';

/**
 * The warning, with the detector and its strings: on demand, only for forms the first look flags (docs/behaviour.md §14.1: the
 * kit's first load stays within its budget). Nothing shows while it loads; the server entry provides it up front.
 */
export const LazyCredentialWarning = lazyComponent<CredentialWarningProps>(
  () => import('./CredentialWarning.tsx').then((module) => module.CredentialWarning),
  () => null,
);

/** What the form needs from the credential check (see `useCredentialPolicy`). */
export interface CredentialPolicyState {
  /** Render `<LazyCredentialWarning>`: the policy isn't `off` and some field might be a credential. */
  checking: boolean;
  /** Policy `refuse` and no all-clear yet: no field may show (nothing can be typed into a refused form). */
  hideFields: boolean;
  /** For `<LazyCredentialWarning onVerdict>`. */
  onVerdict: (verdict: CredentialVerdict) => void;
}

/**
 * The properties the cheap first look flags (src/credentialScreen.ts): a superset of the detector's; only a form
 * with some loads the detector. The model's, found as it was normalised; a schema the kit can't render has no model
 * and is looked at here, since its warning (or refusal) shows above the notice too (docs/behaviour.md §11.3).
 * @example const suspects = useCredentialSuspects(form.model, props.requestedSchema);
 */
export function useCredentialSuspects(model: FormModel | undefined, requestedSchema: unknown): readonly string[] {
  return useMemo(() => (model ? (model.credentialSuspects ?? []) : suspectCredentialFields(requestedSchema)), [model, requestedSchema]);
}

/**
 * Applies the host's `policy` to a form with `suspects`: under `refuse`, a form the detector flags is answered
 * `cancel`, once, before any field shows: no person chose to decline it (docs/behaviour.md §13.2).
 * @example const credentials = useCredentialPolicy(suspects, props.credentialPolicy, form.cancel);
 */
export function useCredentialPolicy(suspects: readonly string[], policy: CredentialPolicy = 'warn', refuse: () => void): CredentialPolicyState {
  const [verdict, setVerdict] = useState<CredentialVerdict>();
  useEffect(() => {
    if (verdict === 'refused') refuse();
  }, [verdict, refuse]);
  const checking = policy !== 'off' && suspects.length > 0;
  return { checking, hideFields: checking && policy === 'refuse' && verdict !== 'clear', onVerdict: setVerdict };
}

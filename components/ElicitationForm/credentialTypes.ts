/** The credential check's types (docs/behaviour.md §11), apart so the form's side and the on-demand warning share them without a circle. */
import type { FormModel } from '../../src/model.ts';
import type { FormMessages } from '../messages.ts';

/**
 * What a form does with a field that looks like a password, API key, token or payment credential (docs/behaviour.md §11): `warn`
 * (the default) shows a warning naming the server above the form, `refuse` answers `cancel` at once and shows why (no person declined, docs/behaviour.md §13.2),
 * `off` shows nothing. Whatever the policy, such values are masked in the sent summary and never kept in a draft.
 */
export type CredentialPolicy = 'warn' | 'refuse' | 'off';

/** What the detector says of a form: it may be shown, or (policy `refuse`) it must be refused. */
export type CredentialVerdict = 'clear' | 'refused';

/** What the on-demand warning (CredentialWarning.tsx) is given. */
export interface CredentialWarningProps {
  /** The form's model: the detector reads its fields (once per model, shared with the sent summary). */
  model: FormModel | undefined;
  /** The schema as sent, read only when there is no model: a schema the kit can't render (docs/behaviour.md §7.4). */
  requestedSchema: unknown;
  policy: CredentialPolicy;
  /** The asking server's name (server text), or undefined when the host gave none. */
  server: string | undefined;
  /** The form was answered: a warning has done its job and goes; a refusal stays, as the reason. */
  answered: boolean;
  messages: FormMessages;
  /** Hears whether the form may be shown (`clear`) or must be refused (`refused`), once, after the first render. */
  onVerdict: (verdict: CredentialVerdict) => void;
}

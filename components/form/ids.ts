/**
 * Deterministic ids of one field (docs/architecture.md rule 6): all derive from the form id and the field name.
 * @example const ids: FieldIds = fieldIds('f1', 'email'); // ids.control === 'f1-email-control'
 */
export interface FieldIds {
  /** The id of the field's main control (or group). */
  control: string;
  label: string;
  description: string;
  error: string;
  /** Id of option `index` (radio, checkbox, card, listbox option, chip). */
  option(index: number): string;
}

const PLAIN_NAME = /^[A-Za-z0-9]+$/;

/**
 * Turns any property name into a safe id fragment: letters and digits stay, every other code point
 * (including `-` and `_`) becomes `_<hex>_`. Distinct names always give distinct fragments, and `-` never
 * appears in a fragment, so `<form>-<field>-<part>` ids cannot collide (docs/architecture.md rule 6).
 * @example escapeIdPart('first name') // 'first_20_name'
 */
export function escapeIdPart(name: string): string {
  if (PLAIN_NAME.test(name)) return name; // the usual case, one test per name instead of one per character (docs/behaviour.md §14.3)
  let out = '';
  for (const char of name) {
    out += /^[A-Za-z0-9]$/.test(char) ? char : `_${(char.codePointAt(0) ?? 0).toString(16)}_`;
  }
  return out === '' ? '_' : out;
}

/**
 * The deterministic ids of one field, derived from the form id and the property name.
 * @example fieldIds('f1', 'email').error // 'f1-email-error'
 */
export function fieldIds(formId: string, name: string): FieldIds {
  const base = `${formId}-${escapeIdPart(name)}`;
  return {
    control: `${base}-control`,
    label: `${base}-label`,
    description: `${base}-description`,
    error: `${base}-error`,
    option: (index: number) => `${base}-option-${index}`,
  };
}

/** The id of a field's extra hint (length counter, number range), tied into `aria-describedby` by the field. */
export function hintId(ids: FieldIds): string {
  return ids.control.replace(/-control$/, '-hint');
}

/**
 * The answer side of the form model: the UI value each field holds, the wire result a form sends (docs/behaviour.md §3), and
 * the reasons an answer would be refused. Plain data, shared by the core, the React layer and tests; `model.ts`
 * re-exports every type here.
 */

/** A user-added resource in a picker (after the host's callback turned the file into a URI). */
export interface AddedResource {
  uri: string;
  name: string;
  mimeType?: string;
  size?: number;
}

/**
 * The UI value of each kind (what the form's control holds). `toContent` turns these into wire values.
 * - text, text-suggestions: string ('' = empty); date-time holds the local `YYYY-MM-DDTHH:MM:SS` text
 * - number: the draft text the user typed
 * - boolean: boolean, or undefined while untouched
 * - single-choice*: the option value, or undefined
 * - multi-choice*, string-list: string[]
 * - resource-picker: {selected: option URIs in option order, added: user items in added order}
 */
export interface PickerValue {
  selected: string[];
  added: AddedResource[];
}
export type FieldValue = string | number | boolean | string[] | PickerValue | undefined;

/** Form values keyed by property name: a plain object whose fields are own properties (docs/behaviour.md §8). */
export type FormValues = Record<string, FieldValue>;

export type ElicitAction = 'accept' | 'decline' | 'cancel';
export type ContentValue = string | number | boolean | string[];
export type Content = Record<string, ContentValue>;

/** The wire result of one form (docs/behaviour.md §3). */
export type ElicitResult = { action: 'accept'; content: Content } | { action: 'decline' | 'cancel' };

/** One reason an answer would be refused. `field` is the property name when the issue belongs to one. */
export interface ValidationIssue {
  field?: string;
  /** For string lists / pickers: the index of the offending item. */
  index?: number;
  keyword: string;
  message: string;
}

export type ValidationOutcome = { ok: true } | { ok: false; issues: ValidationIssue[] };

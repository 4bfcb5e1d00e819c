/**
 * The form model: what `normalizeSchema` makes of a supported `requestedSchema` (docs/behaviour.md §2).
 * Every type here is plain data, so the React layer, stories and tests share one description of a form.
 */

/** ChatGPT platform the host imitates (docs/behaviour.md §6). */
export type HostProfile = 'desktop' | 'web' | 'web-app';

/** The eleven field kinds of docs/behaviour.md §2, one per row of its table. */
export type FieldKind =
  | 'text'
  | 'number'
  | 'boolean'
  | 'single-choice'
  | 'single-choice-legacy'
  | 'single-choice-titled'
  | 'multi-choice'
  | 'multi-choice-titled'
  | 'text-suggestions'
  | 'string-list'
  | 'resource-picker';

export type TextFormat = 'email' | 'uri' | 'date' | 'date-time';

/** An MCP Icon (used for `x-openai-thumbnail` and `_meta["openai/thumbnail"]`). */
export interface Icon {
  src: string;
  mimeType?: string;
  sizes?: string[];
  theme?: 'light' | 'dark';
}

/** Text constraints shared by text fields, suggestion fields and string-list items. */
export interface TextConstraints {
  format?: TextFormat;
  minLength?: number;
  maxLength?: number;
  /** The source of a pattern that compiled as a `u`-flag RegExp. */
  pattern?: string;
}

/** A choice option: an `enum` entry, an `enumNames` pair, or a `oneOf`/`anyOf` entry. */
export interface ChoiceOption {
  /** What is sent: the enum entry or `const`. */
  value: string | number;
  label: string;
  description?: string;
  /** Only set when the source is safe to load (`https:` or `data:image/…;base64,`), docs/behaviour.md §4. */
  thumbnail?: Icon;
}

/** An `x-openai-suggestions` entry. */
export interface Suggestion {
  value: string;
  label: string;
  description?: string;
}

/** A picker option: an MCP Resource offered by the server (docs/behaviour.md §5). */
export interface ResourceOption {
  uri: string;
  label: string;
  name: string;
  description?: string;
  mimeType?: string;
  size?: number;
  /** `_meta["openai/thumbnail"]` (wins) or the first safe entry of `icons`. */
  thumbnail?: Icon;
  /** `_meta["openai/preview"].target`, passed unchanged to the host's preview callback. */
  previewTarget?: unknown;
}

export interface UserOptions {
  kind: 'file' | 'directory';
  /** HTML accept tokens, e.g. `.stl`, `image/png`, `image/*`. Empty means any file. */
  accept: string[];
}

interface FieldBase {
  /** The property name (may be `__proto__`, `constructor`, anything). */
  name: string;
  /** JSON pointer of the property in the schema, e.g. `/properties/email`. */
  pointer: string;
  /** `title`, else the property name. */
  label: string;
  description?: string;
  required: boolean;
  /** The schema's `default`, when present (already checked to be a sensible value for the kind). */
  default?: unknown;
  /** The property schema exactly as sent. */
  schema: Readonly<Record<string, unknown>>;
}

export interface TextField extends FieldBase, TextConstraints {
  kind: 'text';
}

export interface NumberField extends FieldBase {
  kind: 'number';
  integer: boolean;
  minimum?: number;
  maximum?: number;
}

export interface BooleanField extends FieldBase {
  kind: 'boolean';
}

export interface SingleChoiceField extends FieldBase {
  kind: 'single-choice' | 'single-choice-legacy' | 'single-choice-titled';
  options: ChoiceOption[];
  /** True when any option has a thumbnail: then every option renders as an image card (docs/behaviour.md §4). */
  hasThumbnails: boolean;
}

export interface MultiChoiceField extends FieldBase {
  kind: 'multi-choice' | 'multi-choice-titled';
  options: ChoiceOption[];
  hasThumbnails: boolean;
  minItems?: number;
  maxItems?: number;
}

export interface SuggestionsField extends FieldBase, TextConstraints {
  kind: 'text-suggestions';
  suggestions: Suggestion[];
}

export interface StringListField extends FieldBase {
  kind: 'string-list';
  item: TextConstraints & { suggestions: Suggestion[] };
  minItems?: number;
  maxItems?: number;
  uniqueItems: boolean;
}

export interface ResourcePickerField extends FieldBase {
  kind: 'resource-picker';
  /** Array (URI list) rather than string (one URI). */
  multiple: boolean;
  /** Effective selection after the profile is applied (`web-app` turns implicit into explicit). */
  selection: 'explicit' | 'implicit';
  options: ResourceOption[];
  hasThumbnails: boolean;
  /** Effective add control, or undefined when the user cannot add items (docs/behaviour.md §5, §6). */
  userOptions?: UserOptions;
  minItems?: number;
  maxItems?: number;
}

export type FieldNode =
  | TextField
  | NumberField
  | BooleanField
  | SingleChoiceField
  | MultiChoiceField
  | SuggestionsField
  | StringListField
  | ResourcePickerField;

/** A supported form, fields in schema order. */
export interface FormModel {
  fields: FieldNode[];
  /** The top-level `title`/`description`, informational only. */
  title?: string;
  description?: string;
  profile: HostProfile;
  // What the form's parts would otherwise go back to the schema for, worked out once by `normalizeSchema`. A model
  // built by hand has neither: nothing is flagged, and `validateContent` rebuilds a schema from the fields.
  /**
   * The `requestedSchema` the model was normalised from, exactly as sent: what an answer is judged against
   * (docs/behaviour.md §3.12) and what names a draft's request (§11.2).
   */
  schema?: Readonly<Record<string, unknown>>;
  /**
   * The properties the cheap first look (src/credentialScreen.ts) flags as maybe asking for a credential, in schema
   * order (docs/behaviour.md §11.3): never kept in a draft, and only a form with some loads the detector.
   */
  credentialSuspects?: readonly string[];
}

/** One reason a schema can't be rendered. `path` is a JSON pointer into the schema. */
export interface SupportIssue {
  path: string;
  code: string;
  message: string;
}

export type SupportResult = { supported: true } | { supported: false; issues: SupportIssue[] };

// The answer side (UI values, wire results, validation issues) has its own module; re-exported so every importer
// keeps one entry point for the model's types.
export type * from './answerTypes.ts';

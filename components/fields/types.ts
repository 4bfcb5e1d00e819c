import type { ComponentType } from 'react';
import type { AddedResource, FieldKind, FieldNode, FieldValue, ResourceOption } from '../../src/model.ts';
import type { FormMessages } from '../messages.ts';

/** Deterministic ids of one field (ARCHITECTURE rule 6): all derive from the form id and the field name. */
export interface FieldIds {
  /** The id of the field's main control (or group). */
  control: string;
  label: string;
  description: string;
  error: string;
  /** Id of option `index` (radio, checkbox, card, listbox option, chip). */
  option(index: number): string;
}

/** A user file the host turns into a resource (docs/behaviour.md §5). `relativePath` is `webkitRelativePath` or the name. */
export interface UserFileItem {
  file: File;
  relativePath: string;
  /**
   * `'directory'` when the user picked a folder (`userOptions.kind: "directory"`): then `relativePath` is the
   * folder's name and `file` is one file inside it (or the browser's placeholder for a dropped folder).
   */
  kind?: 'file' | 'directory';
}

/** Callbacks a host passes down to fields that need the outside world. */
export interface HostCallbacks {
  /** Turns a user-added file into a resource URI. Default: percent-encoded `file:///` + relative path. */
  resolveUserResource?: (item: UserFileItem) => Promise<AddedResource>;
  /** Called by a picker option's Preview button with `_meta["openai/preview"].target`. */
  onPreview?: (target: unknown, option: ResourceOption) => void;
}

/** The props every field component gets (ARCHITECTURE rule 4): one shape for every kind. */
export interface FieldProps<F extends FieldNode = FieldNode> {
  field: F;
  ids: FieldIds;
  value: FieldValue;
  onValueChange: (value: FieldValue) => void;
  onBlur: () => void;
  /** Set after the first Submit when the field has an issue. */
  invalid: boolean;
  error?: string;
  /** Per-item errors for string lists and pickers, keyed by item index. */
  itemErrors?: Readonly<Record<number, string>>;
  /** Space-separated ids for `aria-describedby` (description, then error when invalid). */
  describedBy?: string;
  disabled: boolean;
  messages: FormMessages;
  host: HostCallbacks;
  /** Called when a field wants the form to submit (Enter in a single-line text field). */
  requestSubmit: () => void;
}

/** A partial `{kind: Component}` map merged over the defaults (ARCHITECTURE rule 4). */
export type FieldRegistry = Partial<Record<FieldKind, ComponentType<FieldProps>>>;

import type { ComponentType } from 'react';
import type { AddedResource, FieldKind, FieldNode, ResourceOption } from '../../src/model.ts';
import type { FieldStateProps } from '../form/binding.ts';
import type { FormMessages } from '../messages.ts';

// The form's part of the props is declared with the form (components/form/), which imports nothing from here.
export type { FieldIds } from '../form/ids.ts';

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

/**
 * The props every field component gets (docs/architecture.md rule 4): one shape for every kind, the form's part
 * (`FieldStateProps`) and the renderer's (`messages`, `host`).
 * @example const MyText = (props: FieldProps<TextField>) => <input id={props.ids.control} aria-describedby={props.describedBy} />;
 */
export interface FieldProps<F extends FieldNode = FieldNode> extends FieldStateProps<F> {
  messages: FormMessages;
  host: HostCallbacks;
}

/** A partial `{kind: Component}` map merged over the defaults (docs/architecture.md rule 4). */
export type FieldRegistry = Partial<Record<FieldKind, ComponentType<FieldProps>>>;

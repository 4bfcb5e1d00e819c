/**
 * "Add files…" / "Add folder…" (docs/behaviour.md §5): a real button that opens a hidden native file input, which carries
 * `accept` (from the schema), `multiple` (array pickers) and `webkitdirectory` (folders).
 */
import { useRef, type ChangeEvent } from 'react';
import type { UserOptions } from '../../../src/model.ts';
import { acceptAttribute } from '../../../src/resources.ts';
import type { PickerScope } from '../../messages.ts';

export interface AddControlProps {
  /** Id of the button (the hidden input is `${id}-input`). */
  id: string;
  userOptions: UserOptions;
  multiple: boolean;
  disabled: boolean;
  messages: PickerScope;
  /** Id of the hint ("or drop files here") tied to the button. */
  describedBy?: string;
  onFiles: (files: File[]) => void;
}

/**
 * The add button and its hidden file input.
 * @example <AddControl id="f-docs-add" userOptions={{kind: 'file', accept: ['.pdf']}} multiple … onFiles={add} />
 */
export function AddControl({ id, userOptions, multiple, disabled, messages, describedBy, onFiles }: AddControlProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const folder = userOptions.kind === 'directory';
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // Clear the input so choosing the same file again (after removing it) still fires `change`.
    event.currentTarget.value = '';
    if (files.length > 0) onFiles(files);
  };
  // React has no typed prop for `webkitdirectory`; it passes unknown lowercase attributes through.
  const folderAttributes: Record<string, string> = folder ? { webkitdirectory: '', directory: '' } : {};
  const label = folder ? messages.pickerAddFolder : multiple ? messages.pickerAddFiles : messages.pickerAddFile;
  return (
    <>
      <button
        type="button"
        id={id}
        className="elicit-picker__add"
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => inputRef.current?.click()}
      >
        <bdi>{label}</bdi>
      </button>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="file"
        hidden
        tabIndex={-1}
        aria-label={label}
        accept={folder ? undefined : acceptAttribute(userOptions.accept)}
        multiple={folder || multiple}
        disabled={disabled}
        onChange={onChange}
        {...folderAttributes}
      />
    </>
  );
}

/**
 * The add button with its "or drop files here" hint beside it, which describes the button.
 * @example <AddRow id="f-docs-add" userOptions={{kind: 'file', accept: []}} multiple … onFiles={add} />
 */
export function AddRow(props: Omit<AddControlProps, 'describedBy'>) {
  const hintId = `${props.id}-drop-hint`;
  return (
    <div className="elicit-picker__add-row">
      <AddControl {...props} describedBy={hintId} />
      <span className="elicit-picker__drop-hint" id={hintId}>
        {props.userOptions.kind === 'directory' ? props.messages.pickerDropFolder : props.messages.pickerDropFiles}
      </span>
    </div>
  );
}

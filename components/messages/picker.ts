/**
 * UI strings of the resource picker (docs/behaviour.md §5), spread into `defaultMessages` (components/messages.ts) so a host
 * overrides them through the same `messages` prop as every other string.
 */
import { formatFileSize } from '../../src/fileSize.ts';

/** The kind of thing a picker row stands for: picks its icon. */
export type ItemKind = 'file' | 'image' | 'folder';

/** The noun a type is named with (`undefined` when the format alone names it: "PDF"). */
export type FileNoun = 'document' | 'spreadsheet' | 'presentation' | 'image' | 'archive' | 'audio' | 'video' | 'text' | 'file';

/**
 * A resource's type as `pickerFileType` words it (components/fields/ResourcePicker/friendlyType.ts works it out).
 * @example const pdf: FriendlyType = { kind: 'file', format: 'PDF' }; // "PDF"
 */
export interface FriendlyType {
  kind: ItemKind;
  /** "PDF", "Excel", "PNG"; undefined for a bare "File", "Folder", "Image", "Text file". */
  format?: string;
  noun?: FileNoun;
}

const NOUNS: Record<FileNoun, string> = {
  document: 'document', spreadsheet: 'spreadsheet', presentation: 'presentation', image: 'image', archive: 'archive',
  audio: 'audio', video: 'video', text: 'text file', file: 'file',
};

export const pickerMessages = {
  pickerAddFiles: 'Add files…',
  pickerAddFile: 'Add a file…',
  pickerAddFolder: 'Add folder…',
  pickerDropFiles: 'or drop files here',
  pickerDropFolder: 'or drop a folder here',
  pickerRemoveButton: 'Remove',
  pickerRemove: (label: string) => `Remove ${label}`,
  pickerPreviewButton: 'Preview',
  pickerRestoreButton: 'Add back',
  pickerRestore: (label: string) => `Add back ${label}`,
  pickerRemovedHeading: 'Removed',
  pickerRestored: (label: string) => `Added back ${label}`,
  pickerPreview: (label: string) => `Preview ${label}`,
  pickerClear: 'Clear selection',
  pickerEmpty: 'Nothing in the list. Add items to send them.',
  pickerAddedHeading: 'Added by you',
  pickerAddedMark: 'added',
  pickerAdding: (name: string) => `Adding ${name}…`,
  pickerAdded: (name: string) => `Added ${name}`,
  pickerRemoved: (label: string) => `Removed ${label}`,
  pickerSelectedExisting: (name: string) => `${name} is one of the offered items; it is now selected`,
  pickerDuplicate: (name: string) => `${name} is already in the list`,
  pickerAddFailed: (name: string, reason?: string) => `Couldn't add ${name}${reason ? `: ${reason}` : ''}`,
  pickerBadUri: (name: string) => `Couldn't add ${name}: the host did not give it a valid address`,
  pickerDismiss: (name: string) => `Dismiss ${name}`,
  pickerRefused: (name: string, accept: readonly string[]) =>
    `${name} can't be added: only ${accept.join(', ')} ${accept.length === 1 ? 'is' : 'are'} accepted`,
  pickerFolderOnly: (name: string) => `${name} can't be added: choose a folder`,
  pickerFileOnly: (name: string) => `${name} can't be added: it is a folder; choose files`,
  pickerOneOnly: 'Only one item can be chosen here; the first one was used',
  pickerRange: (min: number | undefined, max: number | undefined): string => {
    if (min !== undefined && max !== undefined) return min === max ? `Choose ${min}` : `Choose ${min} to ${max}`;
    if (min !== undefined) return `Choose at least ${min}`;
    return max !== undefined ? `Choose at most ${max}` : '';
  },
  pickerCount: (count: number) => `${count} chosen`,
  pickerListCount: (count: number) => (count === 1 ? '1 item' : `${count} items`),
  pickerFolder: 'Folder',
  /**
   * A row's type in words (docs/behaviour.md §5.1): "PDF", "Excel spreadsheet", "PNG image", "Folder", "File". `format` is a
   * brand or format name ("Excel", "PNG"), `noun` what it is; translate the nouns and order the two.
   */
  pickerFileType: ({ kind, format, noun }: FriendlyType): string => {
    if (kind === 'folder') return 'Folder';
    const word = NOUNS[noun ?? 'file'];
    if (format === undefined) return word.charAt(0).toUpperCase() + word.slice(1);
    return noun === undefined ? format : `${format} ${word}`;
  },
  /** A resource's size next to its MIME type (`1.2 MB`; SI units). */
  pickerFileSize: (bytes: number) => formatFileSize(bytes),
};

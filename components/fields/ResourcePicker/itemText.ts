/**
 * Text and ids the picker rows share (docs/behaviour.md §5: options show their type and size when given, as a
 * friendly type, "Excel spreadsheet · 880 kB", never a raw MIME type).
 */
import type { UserOptions } from '../../../src/model.ts';
import type { FriendlyType } from '../../messages/picker.ts';
import { extensionOf, friendlyType } from './friendlyType.ts';

/** What a row shows about an item: an offered option or a user-added resource. */
export interface ItemView {
  label: string;
  /** The resource's name (file name, with its extension); the label when missing. */
  name?: string;
  description?: string;
  mimeType?: string;
  size?: number;
}

/** The catalogue words the meta line uses (`messages.pickerFileType`, `messages.pickerFileSize`). */
export interface MetaWords {
  pickerFileType: (type: FriendlyType) => string;
  pickerFileSize: (bytes: number) => string;
}

/**
 * Whether a directory picker's item is a folder: folders keep only their name (see `defaultUserResource`), so an
 * item with no type, no size and no file extension. (`inode/directory` is a folder anywhere: friendlyType.)
 */
export function isFolder(item: { name?: string; mimeType?: string; size?: number }, userOptions: UserOptions | undefined): boolean {
  return (
    userOptions?.kind === 'directory' && item.mimeType === undefined && item.size === undefined &&
    extensionOf(item.name ?? '') === undefined
  );
}

/** The item's friendly type, from its MIME type, else its name's extension. */
export function itemType(item: ItemView, folder: boolean): FriendlyType {
  return friendlyType(item.mimeType, item.name ?? item.label, folder);
}

/**
 * `PDF · 1.2 MB`, `Folder`, `File`. The size's space is a no-break space (U+00A0), so "880 kB" never breaks
 * across lines, whatever locale formatted it.
 */
export function metaText(item: ItemView, words: MetaWords, folder = false): string {
  const size = item.size !== undefined ? words.pickerFileSize(item.size).replace(/ /g, '\u00a0') : '';
  return [words.pickerFileType(itemType(item, folder)), size].filter((part) => part !== '').join(' · ');
}

/** The ids `ItemDetails` renders for `item` (description, meta), for the control's aria-describedby. */
export function detailIds(item: ItemView, idBase: string): string {
  return item.description ? `${idBase}-description ${idBase}-meta` : `${idBase}-meta`;
}

/** The id of an item's Remove button, used to move focus after a removal. */
export function removeButtonId(itemId: string): string {
  return `${itemId}-remove`;
}

/**
 * Text and ids the picker rows share (SPEC §5: options show MIME type and size when given).
 */
import { formatFileSize } from '../../../src/resources.ts';

/** What a row shows about an item: an offered option or a user-added resource. */
export interface ItemView {
  label: string;
  description?: string;
  mimeType?: string;
  size?: number;
}

/** `image/png · 1.2 MB`, or undefined when neither is known; `fileSize` is the catalogue's `pickerFileSize` (i18n). */
export function metaText(item: ItemView, fileSize: (bytes: number) => string = formatFileSize): string | undefined {
  const parts = [item.mimeType, item.size !== undefined ? fileSize(item.size) : undefined].filter(
    (part): part is string => part !== undefined && part !== '',
  );
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** The ids `ItemDetails` renders for `item` (description, meta), for the control's aria-describedby. */
export function detailIds(item: ItemView, idBase: string): string | undefined {
  const ids = [item.description ? `${idBase}-description` : '', metaText(item) ? `${idBase}-meta` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The id of an item's Remove button, used to move focus after a removal. */
export function removeButtonId(itemId: string): string {
  return `${itemId}-remove`;
}

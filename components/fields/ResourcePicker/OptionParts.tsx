/**
 * Small pieces every picker row or card shows (SPEC §5): the MIME type and size line, the Preview button,
 * and the thumbnail of an implicit-list row.
 */
import { memo } from 'react';
import type { Icon, ResourceOption } from '../../../src/model.ts';
import { FALLBACK_THUMBNAIL_SOURCE, thumbnailSource } from '../shared/thumbnailSource.ts';
import type { Messages } from '../../messages.ts';
import { metaText, type ItemView } from './itemText.ts';

/** The secondary text of a row: description, then MIME type and size, each with its own id for aria-describedby. */
export function ItemDetails({ item, idBase, messages }: { item: ItemView; idBase: string; messages: Messages }) {
  const meta = metaText(item, messages.pickerFileSize);
  return (
    <>
      {item.description ? (
        <span className="elicit-picker__description" id={`${idBase}-description`}>
          {item.description}
        </span>
      ) : null}
      {meta ? (
        <span className="elicit-picker__meta" id={`${idBase}-meta`}>
          {meta}
        </span>
      ) : null}
    </>
  );
}

interface PreviewProps {
  option: ResourceOption;
  onPreview?: (target: unknown, option: ResourceOption) => void;
  messages: Messages;
  disabled: boolean;
}

/**
 * "Preview" for an option with `_meta["openai/preview"]` (SPEC §5). The accessible name names the option
 * ("Preview Q3 report") and starts with the visible word, so speech users can say what they see.
 */
export const PreviewButton = memo(function PreviewButton({ option, onPreview, messages, disabled }: PreviewProps) {
  if (option.previewTarget === undefined || !onPreview) return null;
  return (
    <button
      type="button"
      className="elicit-picker__preview"
      aria-label={messages.pickerPreview(option.label)}
      disabled={disabled}
      onClick={() => onPreview(option.previewTarget, option)}
    >
      {messages.pickerPreviewButton}
    </button>
  );
});

/** A small square image for implicit-list rows when the picker has thumbnails (same all-or-none rule, SPEC §4). */
export function RowThumbnail({ icon, label }: { icon?: Icon; label: string }) {
  return (
    <img
      className="elicit-picker__thumb"
      src={thumbnailSource(icon) ?? FALLBACK_THUMBNAIL_SOURCE}
      alt={label}
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
    />
  );
}

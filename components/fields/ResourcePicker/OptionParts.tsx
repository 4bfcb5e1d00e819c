/**
 * Small pieces every picker row or card shows (docs/behaviour.md §5): the type and size line, the Preview button, and the
 * leading thumbnail or file / folder / image icon of a row.
 */
import { memo } from 'react';
import type { Icon, ResourceOption } from '../../../src/model.ts';
import { thumbnailSource } from '../shared/thumbnailSource.ts';
import { FileIcon, FolderIcon, ImageIcon } from '../../icons/index.tsx';
import type { PickerScope } from '../../messages.ts';
import type { ItemKind } from '../../messages/picker.ts';
import { itemType, metaText, type ItemView } from './itemText.ts';

interface DetailsProps {
  item: ItemView;
  idBase: string;
  messages: PickerScope;
  folder: boolean;
}

/**
 * The secondary text of a row: description, then "Excel spreadsheet · 880 kB", each with its own id for
 * aria-describedby. The meta line is one line (ellipsis); `title` keeps it whole for pointer users.
 */
export function ItemDetails({ item, idBase, messages, folder }: DetailsProps) {
  const meta = metaText(item, messages, folder);
  return (
    <>
      {item.description ? (
        <span className="elicit-picker__description" id={`${idBase}-description`}>
          {item.description}
        </span>
      ) : null}
      <span className="elicit-picker__meta" id={`${idBase}-meta`} title={meta}>
        {meta}
      </span>
    </>
  );
}

const KIND_ICONS: Record<ItemKind, typeof FileIcon> = { file: FileIcon, image: ImageIcon, folder: FolderIcon };

/**
 * The 32 px lead of a row: the item's thumbnail when the picker shows thumbnails and this one has a safe source,
 * else an icon for its kind (decorative: the title names the row).
 */
export function RowLeading({ item, thumbnail, folder }: { item: ItemView; thumbnail?: Icon; folder: boolean }) {
  const source = thumbnailSource(thumbnail);
  if (source !== undefined) {
    return (
      <img className="elicit-picker__thumb" src={source} alt={item.label} width={32} height={32} loading="lazy" decoding="async" />
    );
  }
  const KindIcon = KIND_ICONS[itemType(item, folder).kind];
  return (
    <span className="elicit-picker__icon">
      <KindIcon size={18} />
    </span>
  );
}

interface PreviewProps {
  option: ResourceOption;
  onPreview?: (target: unknown, option: ResourceOption) => void;
  messages: PickerScope;
  disabled: boolean;
}

/**
 * "Preview" for an option with `_meta["openai/preview"]` (docs/behaviour.md §5). The accessible name names the option
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

/**
 * Rows of items that are "in" a picker and can be removed: the implicit list (docs/behaviour.md §5: everything left is sent)
 * and the user's own additions in explicit and single pickers; plus the rows of items still being added.
 */
import { memo } from 'react';
import type { Icon, ResourceOption, UserOptions } from '../../../src/model.ts';
import type { PickerScope } from '../../messages.ts';
import type { AddingItem, Notice } from './usePickerAdder.ts';
import { AlertIcon, CloseIcon } from '../../icons/index.tsx';
import { ItemDetails, PreviewButton, RowLeading } from './OptionParts.tsx';
import { isFolder, removeButtonId, type ItemView } from './itemText.ts';
import { isolate } from '../shared/isolate.ts';
import { Sentence } from '../shared/Sentence.tsx';

/** One removable item: an offered option still in the list, or a user-added resource. */
export interface RemovableItem extends ItemView {
  /** Stable key: the URI. */
  uri: string;
  /** Element id base for the row (its Remove button is `${id}-remove`). */
  id: string;
  option?: ResourceOption;
  thumbnail?: Icon;
  /** True for the user's own items (shown with an "added" mark). */
  added: boolean;
  /** A folder (icon and "Folder" type), see `isFolder`. */
  folder: boolean;
}

interface RemovableRowProps {
  item: RemovableItem;
  position: number;
  showThumbnail: boolean;
  disabled: boolean;
  messages: PickerScope;
  onRemove: (item: RemovableItem, position: number) => void;
  onPreview?: (target: unknown, option: ResourceOption) => void;
}

/**
 * A row's title on one line, then its status marker ("(added)"): the title alone truncates, so the marker stays
 * visible however long the name; `title` keeps the whole name for pointer users. The space between them
 * is for the text (screen readers, copy): the flex gap draws it.
 */
function TitleLine({ id, label, mark }: { id?: string; label: string; mark?: string }) {
  const title = (
    <span className="elicit-picker__title" id={id} title={label}>
      <bdi>{label}</bdi>
    </span>
  );
  if (mark === undefined) return title;
  return (
    <span className="elicit-picker__title-line">
      {title} <span className="elicit-picker__mark">{mark}</span>
    </span>
  );
}

/**
 * A list item: thumbnail or kind icon, the label on one line (whole in `title` and in the accessibility tree), the
 * type and size, and a × Remove button named after the item ("Remove c.txt").
 */
export const RemovableRow = memo(function RemovableRow(props: RemovableRowProps) {
  const { item, position, showThumbnail, disabled, messages, onRemove } = props;
  return (
    <div role="listitem" className="elicit-picker__item" data-added={item.added ? '' : undefined}>
      <RowLeading item={item} thumbnail={showThumbnail ? item.thumbnail : undefined} folder={item.folder} />
      <span className="elicit-picker__text">
        <TitleLine id={item.id} label={item.label} mark={item.added ? `(${messages.pickerAddedMark})` : undefined} />
        <ItemDetails item={item} idBase={item.id} messages={messages} folder={item.folder} />
      </span>
      {item.option ? (
        <PreviewButton option={item.option} onPreview={props.onPreview} messages={messages} disabled={disabled} />
      ) : null}
      <button
        type="button"
        id={removeButtonId(item.id)}
        className="elicit-picker__remove"
        aria-label={messages.pickerRemove(item.label)}
        disabled={disabled}
        onClick={() => onRemove(item, position)}
      >
        <CloseIcon />
      </button>
    </div>
  );
});

/**
 * A user item on its way in (busy, "Adding report.pdf…") or refused by the host: a per-item error
 * (red border and alert icon) with a × Dismiss button.
 */
export function AddingRow({ entry, messages, onDismiss }: { entry: AddingItem; messages: PickerScope; onDismiss: (key: number) => void }) {
  if (entry.status === 'pending') {
    return (
      <div role="listitem" className="elicit-picker__item" data-status="pending" aria-busy="true">
        <span className="elicit-picker__spinner" aria-hidden="true" />
        <span className="elicit-picker__text"><Sentence text={messages.pickerAdding(isolate(entry.name))} /></span>
      </div>
    );
  }
  return (
    <div role="listitem" className="elicit-picker__item" data-status="error">
      <AlertIcon className="elicit-picker__alert" />
      <span className="elicit-picker__text elicit-picker__error-text"><Sentence text={entry.message ?? ''} /></span>
      <button
        type="button"
        className="elicit-picker__remove"
        aria-label={messages.pickerDismiss(entry.name)}
        onClick={() => onDismiss(entry.key)}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

interface RemovedOptionsProps {
  /** Id of the visible "Removed" heading that names the list. */
  headingId: string;
  options: readonly ResourceOption[];
  /** Whether the picker shows thumbnails (then a removed row shows its own, like the kept rows). */
  thumbnails: boolean;
  /** The picker's add options: a directory picker's untyped items are folders (`isFolder`). */
  userOptions?: UserOptions;
  /** Indexes (into `options`) of the offered options the user removed from an implicit list. */
  removed: readonly number[];
  disabled: boolean;
  messages: PickerScope;
  onRestore: (index: number) => void;
}

/**
 * Offered options removed from an implicit list, each with "Add back" — a removal is never a dead end, and the
 * option keeps its own URI (re-adding the file from disk could give a different one). Each row has the kept rows'
 * thumbnail or kind icon and one-line title, muted by picker.css, so both lists read as one.
 */
export function RemovedOptions(props: RemovedOptionsProps) {
  const { headingId, options, removed, thumbnails, userOptions, disabled, messages, onRestore } = props;
  if (removed.length === 0) return null;
  return (
    <div className="elicit-picker__removed">
      <p className="elicit-picker__subheading" id={headingId}>
        {messages.pickerRemovedHeading}
      </p>
      <div role="list" className="elicit-picker__items" aria-labelledby={headingId}>
        {removed.map((index) => {
          const option = options[index];
          if (!option) return null;
          return (
            <div role="listitem" key={option.uri} className="elicit-picker__item" data-removed="">
              <RowLeading item={option} thumbnail={thumbnails ? option.thumbnail : undefined} folder={isFolder(option, userOptions)} />
              <span className="elicit-picker__text">
                <TitleLine label={option.label} />
              </span>
              <button
                type="button"
                className="elicit-picker__remove"
                aria-label={messages.pickerRestore(option.label)}
                disabled={disabled}
                onClick={() => onRestore(index)}
              >
                {messages.pickerRestoreButton}
              </button>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/**
 * The picker's live region: what could not be added, shown as warnings (alert icon, warning colour), and
 * the spoken-only confirmations ("Removed a.txt"), visually hidden.
 */
export function PickerNotices({ notices }: { notices: readonly Notice[] }) {
  return (
    <div role="status" className="elicit-picker__notices">
      {notices.map((notice, index) => (
        <p key={index} className={notice.visible ? (notice.warning ? 'elicit-picker__warning' : undefined) : 'elicit-visually-hidden'}>
          {notice.warning && notice.visible ? <AlertIcon size={14} /> : null}
          <Sentence text={notice.text} />
        </p>
      ))}
    </div>
  );
}

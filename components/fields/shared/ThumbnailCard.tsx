/**
 * One image card of a thumbnail grid (docs/behaviour.md §4): a native radio or checkbox, visually replaced by the card, with the
 * option's image, its title and optional secondary text. The image is decoration within an option its title already
 * names (`alt=""`, docs/behaviour.md §4.3): a screen reader hears the option once, and a blocked or missing picture (the fallback)
 * is not announced as a picture at all. Shared by the choice fields
 * and the resource picker. Memoised and free of per-render work so a grid of thousands of cards stays responsive.
 */
import { memo, useState, type ReactNode } from 'react';
import type { Icon } from '../../../src/model.ts';
import { joinIds } from './keys.ts';
import { optionToggleHandlers } from './optionKeys.ts';
import { FALLBACK_THUMBNAIL_SOURCE, thumbnailSource } from './thumbnailSource.ts';

export interface ThumbnailCardProps {
  /** Option index; reported back through `onToggle` and used for grid navigation. */
  index: number;
  /** Id of the card's input (from `FieldIds.option(index)`). Title/description ids derive from it. */
  inputId: string;
  /** Radio group name (radios only need one; harmless on checkboxes). */
  name: string;
  type: 'radio' | 'checkbox';
  checked: boolean;
  disabled?: boolean;
  label: string;
  description?: string;
  /** The option's thumbnail; missing or unsafe sources show the built-in fallback picture. */
  thumbnail?: Icon;
  /** Called with the index and the new checked state. Keep it stable (useCallback) so memo can skip cards. */
  onToggle: (index: number, checked: boolean) => void;
  /** Extra text inside the card, under the description (for example a picker's MIME type and size). */
  details?: ReactNode;
  /** Controls outside the card's label (for example a Preview button), so they are not part of the input's name. */
  children?: ReactNode;
  /** The id of the group's error while one is shown: the card's input carries it (see `groupErrorId`). */
  groupError?: string;
}

/**
 * An image card with radio or checkbox semantics.
 * @example
 * <ThumbnailCard index={0} inputId="f-part-0" name="f-part" type="radio" checked={false}
 *   label="M6 hex bolt" thumbnail={{ src: 'https://example.com/bolt.png' }} onToggle={select} />
 */
export const ThumbnailCard = memo(function ThumbnailCard(props: ThumbnailCardProps) {
  const { index, inputId, name, type, checked, disabled, label, description, thumbnail, onToggle, groupError } = props;
  const titleId = `${inputId}-title`;
  const descriptionId = `${inputId}-description`;
  const safeSource = thumbnailSource(thumbnail);
  // A safe source can still fail to load (404, offline): then show the fallback instead of a broken image.
  const [failedSource, setFailedSource] = useState<string>();
  const shownSource = safeSource !== undefined && safeSource !== failedSource ? safeSource : FALLBACK_THUMBNAIL_SOURCE;

  return (
    <div
      className="elicit-card"
      data-grid-index={index} // GRID_INDEX_ATTRIBUTE: how useGridKeys finds the card
      data-state={checked ? 'checked' : 'unchecked'}
      data-disabled={disabled ? '' : undefined}
    >
      <input
        className="elicit-card__input"
        type={type}
        id={inputId}
        name={name}
        checked={checked}
        disabled={disabled}
        {...optionToggleHandlers({ index, type, checked, disabled, onToggle })}
        // The name is the title alone; the description has its own tie.
        aria-labelledby={titleId}
        aria-describedby={joinIds(Boolean(description) && descriptionId, groupError)}
        aria-invalid={groupError ? true : undefined}
      />
      <label className="elicit-card__body" htmlFor={inputId}>
        <span className="elicit-card__media" data-fallback={shownSource === FALLBACK_THUMBNAIL_SOURCE ? '' : undefined}>
          <img
            src={shownSource}
            alt=""
            loading="lazy"
            decoding="async"
            width={160}
            height={120}
            onError={safeSource ? () => setFailedSource(safeSource) : undefined}
          />
        </span>
        <span className="elicit-card__title" id={titleId}><bdi>{label}</bdi></span>
        {description ? <span className="elicit-card__description" id={descriptionId}><bdi>{description}</bdi></span> : null}
        {props.details}
      </label>
      {props.children}
    </div>
  );
});

/**
 * A grid of image cards with radio (single) or checkbox (multi) semantics (docs/behaviour.md §4;
 * docs/keyboard-and-screen-readers.md, "Per widget"). Arrow keys move between cards in option order, as in a radio
 * group (docs/keyboard-and-screen-readers.md); for radios the move also selects. Tab order stays native: a radio group
 * is one tab stop, every checkbox is its own.
 */
import { domScope } from '../../form/focus.ts';
import { useCallback, type HTMLAttributes } from 'react';
import type { Icon } from '../../../src/model.ts';
import { ThumbnailCard } from './ThumbnailCard.tsx';
import { useGridKeys } from './useGridKeys.ts';

/** What a card shows. Choice options and picker options both fit. */
export interface ThumbnailGridItem {
  label: string;
  description?: string;
  thumbnail?: Icon;
}

export interface ThumbnailGridProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onToggle' | 'role'> {
  type: 'radio' | 'checkbox';
  /** Radio group name; use the field's control id so two forms on a page never share a group. */
  name: string;
  items: readonly ThumbnailGridItem[];
  isChecked: (index: number) => boolean;
  /** Input id of card `index` (`FieldIds.option`). */
  optionId: (index: number) => string;
  /** Stable callback (useCallback), called with the index and its new checked state. */
  onToggle: (index: number, checked: boolean) => void;
  disabled?: boolean;
  /** The id of the group's error while one is shown: every card carries it (see `groupErrorId`). */
  groupError?: string;
}

/**
 * Image cards in a responsive grid. Extra attributes (ids, aria-labelledby, aria-describedby…) go on the grid
 * element, whose role is `radiogroup` or `group`.
 * @example
 * <ThumbnailGrid type="checkbox" name={ids.control} items={field.options} isChecked={(i) => picked.has(i)}
 *   optionId={ids.option} onToggle={toggle} aria-labelledby={ids.label} />
 */
export function ThumbnailGrid(props: ThumbnailGridProps) {
  const { type, name, items, isChecked, optionId, onToggle, disabled, groupError, className, ...groupAttributes } = props;
  const onNavigate = useCallback(
    (index: number) => {
      // The focused card is in the same document or shadow root as the next one (arrow keys move focus).
      domScope().getElementById(optionId(index))?.focus();
      if (type === 'radio') onToggle(index, true);
    },
    [optionId, onToggle, type],
  );
  const { onKeyDown } = useGridKeys({ count: items.length, onNavigate });
  return (
    <div
      {...groupAttributes}
      role={type === 'radio' ? 'radiogroup' : 'group'}
      className={className ?? 'elicit-card-grid'}
      onKeyDown={disabled ? undefined : onKeyDown}
    >
      {items.map((item, index) => (
        <ThumbnailCard
          key={index}
          index={index}
          inputId={optionId(index)}
          name={name}
          type={type}
          checked={isChecked(index)}
          disabled={disabled}
          label={item.label}
          description={item.description}
          thumbnail={item.thumbnail}
          onToggle={onToggle}
          groupError={groupError}
        />
      ))}
    </div>
  );
}

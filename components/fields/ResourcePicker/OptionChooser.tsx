/**
 * The explicit and single pickers' options (docs/behaviour.md §5): checkboxes (multi) or radios (single), as a list or, when
 * any option has a thumbnail, as image cards (docs/behaviour.md §4.2 all-or-none). Arrow keys move between items in option order; long
 * collections are virtualised. Nothing is sent on a click: the user still reviews and submits (docs/behaviour.md §7).
 */
import { domScope } from '../../form/focus.ts';
import { memo, useCallback, useRef, type HTMLAttributes } from 'react';
import type { ResourceOption, UserOptions } from '../../../src/model.ts';
import type { PickerScope } from '../../messages.ts';
import { ThumbnailCard } from '../shared/ThumbnailCard.tsx';
import { optionToggleHandlers } from '../shared/optionKeys.ts';
import { GRID_INDEX_ATTRIBUTE, useGridKeys } from '../shared/useGridKeys.ts';
import { joinIds } from '../shared/keys.ts';
import { ItemDetails, PreviewButton, RowLeading } from './OptionParts.tsx';
import { detailIds, isFolder, metaText } from './itemText.ts';
import { LIST_ROW_HEIGHT, VirtualCollection } from './VirtualCollection.tsx';

export interface OptionChooserProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onToggle' | 'role'> {
  type: 'radio' | 'checkbox';
  /** Radio group name: the field's control id, so two forms never share a group. */
  name: string;
  options: readonly ResourceOption[];
  thumbnails: boolean;
  /** The picker's add options: a directory picker's untyped items are folders. */
  userOptions?: UserOptions;
  isChecked: (index: number) => boolean;
  optionId: (index: number) => string;
  /** Stable (useCallback): called with the option index and its new checked state. */
  onToggle: (index: number, checked: boolean) => void;
  onPreview?: (target: unknown, option: ResourceOption) => void;
  messages: PickerScope;
  disabled: boolean;
  /** The id of the group's error while one is shown: every option carries it (see `groupErrorId`). */
  groupError?: string;
}

interface RowProps {
  index: number;
  option: ResourceOption;
  inputId: string;
  name: string;
  type: 'radio' | 'checkbox';
  checked: boolean;
  disabled: boolean;
  folder: boolean;
  onToggle: (index: number, checked: boolean) => void;
  onPreview?: (target: unknown, option: ResourceOption) => void;
  messages: PickerScope;
  groupError?: string;
}

/**
 * One list row: control, kind icon, the title on one line (whole in `title` and in the name) and the type and
 * size; the control is named by the title alone; description and meta describe it.
 */
const OptionRow = memo(function OptionRow(props: RowProps) {
  const { index, option, inputId, name, type, checked, disabled, onToggle } = props;
  return (
    <div
      className="elicit-picker__option"
      {...{ [GRID_INDEX_ATTRIBUTE]: index }}
      data-state={checked ? 'checked' : 'unchecked'}
    >
      <input
        className="elicit-picker__input elicit-choice__input"
        type={type}
        id={inputId}
        name={name}
        checked={checked}
        disabled={disabled}
        // Chromium submits the form on Enter in a checkbox or radio; Enter toggles instead (docs/behaviour.md §7: no
        // answer is sent from an option, the user submits after reviewing).
        {...optionToggleHandlers({ index, type, checked, disabled, onToggle })}
        aria-describedby={joinIds(detailIds(option, inputId), props.groupError)}
        aria-invalid={props.groupError ? true : undefined}
      />
      <RowLeading item={option} folder={props.folder} />
      <span className="elicit-picker__text">
        <label className="elicit-picker__title" htmlFor={inputId} title={option.label}>
          <bdi>{option.label}</bdi>
        </label>
        <ItemDetails item={option} idBase={inputId} messages={props.messages} folder={props.folder} />
      </span>
      <PreviewButton option={option} onPreview={props.onPreview} messages={props.messages} disabled={disabled} />
    </div>
  );
});

/** One image card, reusing the shared card; MIME/size and Preview ride along. */
const OptionCard = memo(function OptionCard(props: RowProps) {
  const { index, option, inputId, name, type, checked, disabled, onToggle } = props;
  const meta = metaText(option, props.messages, props.folder);
  return (
    <ThumbnailCard
      index={index}
      inputId={inputId}
      name={name}
      type={type}
      checked={checked}
      disabled={disabled}
      label={option.label}
      description={option.description}
      thumbnail={option.thumbnail}
      onToggle={onToggle}
      groupError={props.groupError}
      details={<span className="elicit-picker__meta" title={meta}>{meta}</span>}
    >
      <PreviewButton option={option} onPreview={props.onPreview} messages={props.messages} disabled={disabled} />
    </ThumbnailCard>
  );
});

/**
 * Options of an explicit or single picker. Extra attributes (id, aria-*) go on the group element.
 * @example
 * <OptionChooser type="checkbox" name={ids.control} options={field.options} thumbnails={false}
 *   isChecked={(i) => chosen.has(field.options[i].uri)} optionId={ids.option} onToggle={toggle} … />
 */
export function OptionChooser(props: OptionChooserProps) {
  const { type, name, options, thumbnails, userOptions, isChecked, optionId, onToggle, onPreview, messages, disabled, groupError, ...group } =
    props;
  const scrollToIndex = useRef<((index: number) => void) | undefined>(undefined);
  const onNavigate = useCallback(
    (index: number) => {
      scrollToIndex.current?.(index);
      // A virtualised target may mount only after the scroll: focus on the next frame, once it exists.
      const scope = domScope();
      const focus = () => scope.getElementById(optionId(index))?.focus();
      if (scrollToIndex.current) requestAnimationFrame(() => requestAnimationFrame(focus));
      else focus();
      if (type === 'radio') onToggle(index, true);
    },
    [onToggle, optionId, type],
  );
  const { onKeyDown } = useGridKeys({ count: options.length, onNavigate });
  const Item = thumbnails ? OptionCard : OptionRow;
  const renderItem = (index: number) => {
    const option = options[index];
    if (!option) return null;
    return (
      <Item
        key={option.uri}
        index={index}
        option={option}
        inputId={optionId(index)}
        name={name}
        type={type}
        checked={isChecked(index)}
        disabled={disabled}
        folder={isFolder(option, userOptions)}
        onToggle={onToggle}
        onPreview={onPreview}
        messages={messages}
        groupError={groupError}
      />
    );
  };
  return (
    <VirtualCollection
      {...group}
      role={type === 'radio' ? 'radiogroup' : 'group'}
      className={thumbnails ? 'elicit-picker__options elicit-picker__options--grid' : 'elicit-picker__options'}
      layout={thumbnails ? 'grid' : 'list'}
      count={options.length}
      renderItem={renderItem}
      minColumnWidth={thumbnails ? 160 : undefined}
      estimateRowHeight={thumbnails ? 230 : LIST_ROW_HEIGHT}
      scrollToIndexRef={scrollToIndex}
      onKeyDown={disabled ? undefined : onKeyDown}
    />
  );
}

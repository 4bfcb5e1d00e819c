/**
 * The resource picker (docs/behaviour.md §5, §6): `x-openai-input` on a URI string (single) or URI array (multi).
 * - explicit / single: options to select (checkbox or radio list, or image cards), plus the user's additions;
 * - implicit: one list that starts with every option; the user removes and adds; everything left is sent.
 * Profiles are already applied to the field node by the core (web-app: no implicit, no add control).
 * This file draws the picker; what it holds and how that changes is usePickerSelection.ts, adding the person's own
 * files usePickerAdder.ts, the rows ItemRows.tsx and OptionChooser.tsx.
 */
import { useMemo } from 'react';
import type { PickerValue, ResourcePickerField } from '../../../src/model.ts';
import { isPickerValue } from '../../../src/kinds/resourcePicker.ts';
import { emptyPickerValue, pickerCount } from '../../../src/resources.ts';
import { hintId } from '../../form/ids.ts';
import { ChoiceGroupFrame } from '../shared/ChoiceGroupFrame.tsx';
import { groupErrorId, withoutGroupError } from '../shared/groupError.ts';
import { joinIds } from '../shared/keys.ts';
import type { FieldProps } from '../types.ts';
import { mergeCatalogue } from '../../messages.ts';
import { pickerMessages } from '../../messages/picker.ts';
import { AddRow } from './AddControl.tsx';
import { itemsFromDrop, itemsFromInput } from './collectItems.ts';
import { AddingRow, PickerNotices, RemovableRow, RemovedOptions } from './ItemRows.tsx';
import { OptionChooser } from './OptionChooser.tsx';
import { usePickerAdder } from './usePickerAdder.ts';
import { useLatestValue, usePickerSelection } from './usePickerSelection.ts';
import { useDropTarget } from './useDropTarget.ts';
import { LIST_ROW_HEIGHT, VirtualCollection } from './VirtualCollection.tsx';

function asPickerValue(value: unknown): PickerValue {
  return isPickerValue(value) ? value : emptyPickerValue();
}

/** Registry entry for `resource-picker` fields: any other kind renders nothing. */
export function ResourcePicker(props: FieldProps) {
  const { field } = props;
  if (field.kind !== 'resource-picker') return null;
  return <PickerView {...props} field={field} />;
}

function PickerView(props: FieldProps<ResourcePickerField>) {
  const { field, ids, host, disabled, invalid, onValueChange } = props;
  // The form holds only the core strings; the picker's own defaults come with its code (components/messages.ts).
  const messages = useMemo(() => mergeCatalogue(pickerMessages, props.messages), [props.messages]);
  const value = asPickerValue(props.value);
  const { latest, change } = useLatestValue(value, onValueChange);
  const adder = usePickerAdder({ field, value, onValueChange: change, host, messages });
  const addButtonId = `${ids.control}-add`;
  const selection = usePickerSelection({ field, ids, value, latest, change, announce: adder.announce, messages, addButtonId });
  const { implicit, items } = selection;
  // The rule ("Choose 1 to 3") above the rows, the live count ("2 chosen") under them (docs/look.md, "Help text");
  // a screen reader hears both as one line, "Choose 1 to 3 · 2 chosen", from a hidden copy.
  const rangeText = field.multiple ? messages.pickerRange(field.minItems, field.maxItems) : '';
  const countText = field.multiple ? (implicit ? messages.pickerListCount : messages.pickerCount)(pickerCount(value)) : undefined;
  const describedBy = joinIds(props.describedBy, countText !== undefined && hintId(ids));
  const groupError = groupErrorId(props);
  // Over maxItems: the hint turns to the error colour at once; the validator refuses Submit (docs/behaviour.md §5).
  const over = field.maxItems !== undefined && pickerCount(value) > field.maxItems;

  const userOptions = field.userOptions;
  const drop = useDropTarget(userOptions !== undefined && !disabled, (transfer) => {
    if (userOptions) adder.add(itemsFromDrop(transfer, userOptions));
  });

  const renderRow = (index: number) => {
    const item = items[index];
    if (!item) return null;
    return (
      <RemovableRow
        key={item.uri}
        item={item}
        position={index}
        showThumbnail={field.hasThumbnails}
        disabled={disabled}
        messages={messages}
        onRemove={selection.onRemove}
        onPreview={host.onPreview}
      />
    );
  };
  const addingRows = adder.adding.map((entry) => (
    <AddingRow key={entry.key} entry={entry} messages={messages} onDismiss={adder.dismiss} />
  ));

  return (
    <ChoiceGroupFrame state={props} hint={rangeText ? <p className="elicit-field__hint"><bdi>{rangeText}</bdi></p> : null}>
      {/* The error goes right under the rows, before "Add files…", the removed list and the notices;
          all of it stays inside the one drop target. */}
      {(error) => (
        <div
          className="elicit-picker"
          data-selection={field.multiple ? field.selection : 'explicit'}
          data-multiple={field.multiple ? '' : undefined}
          data-dragging={drop.dragging ? '' : undefined}
          {...drop.handlers}
        >
          {implicit ? (
            <VirtualCollection
              id={ids.control}
              role="list"
              aria-labelledby={ids.label}
              aria-describedby={describedBy}
              onBlur={props.onBlur}
              className="elicit-picker__items"
              layout="list"
              count={items.length}
              renderItem={renderRow}
              estimateRowHeight={LIST_ROW_HEIGHT}
            />
          ) : (
            <OptionChooser
              id={ids.control}
              aria-labelledby={ids.label}
              // The error rides on each option, where focus lands after a refused Submit (groupErrorId).
              aria-describedby={withoutGroupError(describedBy, groupError)}
              groupError={groupError}
              aria-invalid={invalid || undefined}
              onBlur={props.onBlur}
              type={field.multiple ? 'checkbox' : 'radio'}
              name={ids.control}
              options={field.options}
              thumbnails={field.hasThumbnails}
              userOptions={userOptions}
              isChecked={selection.isChecked}
              optionId={selection.optionId}
              onToggle={selection.onToggle}
              onPreview={host.onPreview}
              messages={messages}
              disabled={disabled}
            />
          )}
          {implicit && items.length === 0 ? <p className="elicit-picker__empty">{messages.pickerEmpty}</p> : null}
          {(!implicit && items.length > 0) || addingRows.length > 0 ? (
            <div role="list" className="elicit-picker__items" aria-label={messages.pickerAddedHeading}>
              {implicit ? null : items.map((_, index) => renderRow(index))}
              {addingRows}
            </div>
          ) : null}
          {countText !== undefined ? (
            <p className="elicit-field__hint" data-align="end" data-over={over ? '' : undefined}>
              <bdi>{countText}</bdi>
              <span id={hintId(ids)} hidden>{[rangeText, countText].filter(Boolean).join(' · ')}</span>
            </p>
          ) : null}
          {error}
          {!field.multiple && !field.required && (value.selected.length > 0 || value.added.length > 0) ? (
            <button type="button" className="elicit-picker__clear" disabled={disabled} onClick={() => change(emptyPickerValue())}>
              {messages.pickerClear}
            </button>
          ) : null}
          {userOptions ? (
            <AddRow
              id={addButtonId}
              userOptions={userOptions}
              multiple={field.multiple}
              disabled={disabled}
              messages={messages}
              onFiles={(files) => adder.add(itemsFromInput(files, userOptions))}
            />
          ) : null}
          <RemovedOptions
            headingId={`${ids.control}-removed`}
            options={field.options}
            removed={selection.removed}
            thumbnails={field.hasThumbnails}
            userOptions={userOptions}
            disabled={disabled}
            messages={messages}
            onRestore={selection.onRestore}
          />
          <PickerNotices notices={adder.notices} />
        </div>
      )}
    </ChoiceGroupFrame>
  );
}

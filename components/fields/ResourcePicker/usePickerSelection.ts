/**
 * What a resource picker holds and how the person changes it (docs/behaviour.md §5): options ticked or unticked,
 * rows removed and restored (implicit selection starts full: every option is in until removed), and where focus
 * goes after a removal. Adding the person's own files is usePickerAdder.ts; ResourcePicker.tsx draws it all.
 */
import { useCallback, useMemo, useRef } from 'react';
import type { PickerValue, ResourcePickerField } from '../../../src/model.ts';
import { toggleOption } from '../../../src/resources.ts';
import { domScope } from '../../form/focus.ts';
import type { FieldIds } from '../types.ts';
import { useIsomorphicLayoutEffect } from '../../form/useIsomorphicLayoutEffect.ts';
import type { PickerScope } from '../../messages.ts';
import type { RemovableItem } from './ItemRows.tsx';
import { isFolder, removeButtonId } from './itemText.ts';

/**
 * A stable `change` for the picker's value, and `latest`, the value as of the last change. Refs keep `change` and
 * the handlers built on it stable, so memoised rows of a 2,000-option grid skip re-rendering even when the form
 * hands down a new onValueChange on every render.
 * @example const { latest, change } = useLatestValue(value, onValueChange); change(emptyPickerValue());
 */
export function useLatestValue(value: PickerValue, onValueChange: (value: PickerValue) => void) {
  const latest = useRef(value);
  const report = useRef(onValueChange);
  useIsomorphicLayoutEffect(() => {
    latest.current = value;
    report.current = onValueChange;
  });
  const change = useCallback((next: PickerValue) => {
    latest.current = next;
    report.current(next);
  }, []);
  return { latest, change };
}

interface SelectionOptions {
  field: ResourcePickerField;
  ids: FieldIds;
  value: PickerValue;
  /** From useLatestValue. */
  latest: { readonly current: PickerValue };
  change: (value: PickerValue) => void;
  /** Says what changed in the picker's live region (usePickerAdder's). */
  announce: (shown: string[], spoken: string[]) => void;
  messages: PickerScope;
  /** Where focus goes when the last row is removed. */
  addButtonId: string;
}

/**
 * The picker's selection: which options are ticked, the removable rows (implicit selection: options still in,
 * then additions; otherwise additions only), the options removed, and the handlers that change them.
 * @example const selection = usePickerSelection({ field, ids, value, latest, change, announce, messages, addButtonId });
 */
export function usePickerSelection({ field, ids, value, latest, change, announce, messages, addButtonId }: SelectionOptions) {
  const chosen = useMemo(() => new Set(value.selected), [value.selected]);
  const implicit = field.multiple && field.selection === 'implicit';

  const onToggle = useCallback(
    (index: number, checked: boolean) => {
      const uri = field.options[index]?.uri;
      if (uri === undefined) return;
      const current = latest.current;
      if (!field.multiple) {
        if (checked) change({ selected: [uri], added: [] });
        return;
      }
      if (checked !== current.selected.includes(uri)) change(toggleOption(field.options, current, uri));
    },
    [change, field.multiple, field.options, latest],
  );
  const optionId = useCallback((index: number) => ids.option(index), [ids]);
  const isChecked = useCallback((index: number) => chosen.has(field.options[index]?.uri ?? ''), [chosen, field.options]);

  const { options, userOptions } = field;
  const { added } = value;
  const items = useMemo(() => removableItems(options, userOptions, added, chosen, ids, implicit), [added, chosen, ids, implicit, options, userOptions]);

  const onRemove = useCallback(
    (item: RemovableItem, position: number) => {
      const current = latest.current;
      change(
        item.added
          ? { selected: current.selected, added: current.added.filter((entry) => entry.uri !== item.uri) }
          : { selected: current.selected.filter((uri) => uri !== item.uri), added: current.added },
      );
      announce([], [messages.pickerRemoved(item.label)]);
      // Keep keyboard users in place: focus the next row's Remove button, else the previous, else Add.
      const remaining = items.filter((entry) => entry.uri !== item.uri);
      const target = remaining[position] ?? remaining[position - 1];
      const scope = domScope(); // before the focused Remove button goes away (it may be in a shadow root)
      setTimeout(() => scope.getElementById(target ? removeButtonId(target.id) : addButtonId)?.focus(), 0);
    },
    [announce, addButtonId, change, items, latest, messages],
  );

  const removed = implicit ? field.options.flatMap((option, index) => (chosen.has(option.uri) ? [] : [index])) : [];
  const onRestore = (index: number) => {
    const option = field.options[index];
    if (!option) return;
    change(toggleOption(field.options, latest.current, option.uri));
    announce([], [messages.pickerRestored(option.label)]);
    const scope = domScope();
    setTimeout(() => scope.getElementById(removeButtonId(ids.option(index)))?.focus(), 0);
  };

  return { implicit, onToggle, optionId, isChecked, items, onRemove, removed, onRestore };
}

/**
 * What is "in" the picker as removable rows: implicit selection keeps options and additions; others only additions.
 * @example removableItems(field.options, field.userOptions, value.added, new Set(value.selected), ids, true)
 */
export function removableItems(
  options: ResourcePickerField['options'],
  userOptions: ResourcePickerField['userOptions'],
  additions: PickerValue['added'],
  chosen: ReadonlySet<string>,
  ids: FieldIds,
  implicit: boolean,
): RemovableItem[] {
  const kept: RemovableItem[] = implicit
    ? options.flatMap((option, index) =>
        chosen.has(option.uri) ? [{ ...option, id: ids.option(index), option, added: false, folder: isFolder(option, userOptions) }] : [],
      )
    : [];
  const added = additions.map((item, index): RemovableItem => ({
    uri: item.uri,
    id: `${ids.control}-added-${index}`,
    label: item.name,
    name: item.name,
    mimeType: item.mimeType,
    size: item.size,
    added: true,
    folder: isFolder(item, userOptions),
  }));
  return [...kept, ...added];
}

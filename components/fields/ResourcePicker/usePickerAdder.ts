/**
 * Adding the user's own files or folders to a picker (docs/behaviour.md §5): refusals, the host callback (or the default
 * `file:///` one), the pending and error states, the URI check, and announcements for the live region.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PickerValue, ResourcePickerField } from '../../../src/model.ts';
import { addResource, defaultUserResource, isAbsoluteUri } from '../../../src/resources.ts';
import type { PickerScope } from '../../messages.ts';
import type { HostCallbacks, UserFileItem } from '../types.ts';
import type { CollectedItems, Refusal } from './collectItems.ts';
import { isolate } from '../shared/isolate.ts';

/**
 * One announcement for the picker's live region. `visible` ones (refusals, duplicates) have no row of their own,
 * so they are shown; the others repeat what a row already shows and are for screen readers only. A `warning`
 * (something the user chose was not added) is drawn as one: alert icon, warning colour.
 */
export interface Notice {
  text: string;
  visible: boolean;
  warning?: boolean;
}

/** Shown notices for what could not be added (refusals, "only one"). */
const warnings = (texts: string[]): Notice[] => texts.map((text) => ({ text, visible: true, warning: true }));

/** A user item on its way in (`pending`) or that could not be added (`error`). */
export interface AddingItem {
  key: number;
  name: string;
  status: 'pending' | 'error';
  message?: string;
}

interface Options {
  field: ResourcePickerField;
  value: PickerValue;
  onValueChange: (value: PickerValue) => void;
  host: HostCallbacks;
  messages: PickerScope;
}

function refusalText(refusal: Refusal, field: ResourcePickerField, messages: PickerScope): string {
  const name = isolate(refusal.name); // shown in the kit's sentence: its own direction (docs/behaviour.md §7.3)
  if (refusal.reason === 'folder-only') return messages.pickerFolderOnly(name);
  if (refusal.reason === 'file-only') return messages.pickerFileOnly(name);
  return messages.pickerRefused(name, field.userOptions?.accept ?? []);
}

function reasonOf(error: unknown): string | undefined {
  return error instanceof Error && error.message !== '' ? error.message : undefined;
}

/**
 * State and actions for the picker's add control. `add` takes collected items; results land in the value in
 * the order the user chose them, even when the host resolves them out of order.
 */
export function usePickerAdder({ field, value, onValueChange, host, messages }: Options) {
  const [adding, setAdding] = useState<AddingItem[]>([]);
  const [notices, setNotices] = useState<Notice[]>([]);
  // Async results must build on the newest value, including results committed a moment ago.
  const valueRef = useRef(value);
  useEffect(() => {
    valueRef.current = value;
  }, [value]);
  const commitChain = useRef<Promise<void>>(Promise.resolve());
  const nextKey = useRef(0);

  const announce = useCallback((shown: string[], spoken: string[] = []) => {
    setNotices([...warnings(shown), ...spoken.map((text) => ({ text, visible: false }))]);
  }, []);

  const resolveOne = useCallback(
    async (item: UserFileItem, key: number): Promise<() => Notice> => {
      // Shown inside the kit's sentences: isolated, so it keeps its own direction (docs/behaviour.md §7.3).
      const name = isolate(item.relativePath.split('/').pop() || item.file.name);
      const fail = (message: string) => (): Notice => {
        setAdding((list) => list.map((entry) => (entry.key === key ? { ...entry, status: 'error' as const, message } : entry)));
        return { text: message, visible: false }; // the error row shows it
      };
      try {
        const resource = await (host.resolveUserResource ?? defaultUserResource)(item);
        // docs/behaviour.md §5: every produced URI must pass the `uri` format, whoever produced it.
        if (typeof resource?.uri !== 'string' || !isAbsoluteUri(resource.uri)) return fail(messages.pickerBadUri(name));
        return (): Notice => {
          setAdding((list) => list.filter((entry) => entry.key !== key));
          const outcome = addResource(field.options, valueRef.current, resource, field.multiple);
          if (outcome.status === 'duplicate') return { text: messages.pickerDuplicate(resource.name ? isolate(resource.name) : name), visible: true, warning: true };
          valueRef.current = outcome.value;
          onValueChange(outcome.value);
          return outcome.status === 'added'
            ? { text: messages.pickerAdded(resource.name ? isolate(resource.name) : name), visible: false }
            : { text: messages.pickerSelectedExisting(name), visible: true };
        };
      } catch (error) {
        return fail(messages.pickerAddFailed(name, reasonOf(error)));
      }
    },
    [field.multiple, field.options, host.resolveUserResource, messages, onValueChange],
  );

  const add = useCallback(
    ({ items, refused }: CollectedItems) => {
      const texts = refused.map((refusal) => refusalText(refusal, field, messages));
      // A single picker holds one value (docs/behaviour.md §5): only the first item counts.
      const accepted = field.multiple ? items : items.slice(0, 1);
      if (accepted.length < items.length) texts.push(messages.pickerOneOnly);
      const entries = accepted.map((item) => ({ item, key: nextKey.current++ }));
      setAdding((list) => [
        ...(field.multiple ? list : list.filter((entry) => entry.status === 'pending')),
        ...entries.map(({ item, key }) => ({ key, name: item.relativePath.split('/').pop() || item.file.name, status: 'pending' as const })),
      ]);
      announce(texts, entries.map(({ item }) => messages.pickerAdding(item.relativePath.split('/').pop() || item.file.name)));
      if (entries.length === 0) return;
      const results = Promise.all(entries.map(({ item, key }) => resolveOne(item, key)));
      commitChain.current = commitChain.current.then(async () => {
        const done = (await results).map((commit) => commit());
        setNotices([...warnings(texts), ...done]);
      }).catch(() => undefined); // a failing commit must not block the items chosen after it
    },
    [announce, field, messages, resolveOne],
  );

  const dismiss = useCallback((key: number) => setAdding((list) => list.filter((entry) => entry.key !== key)), []);

  return { adding, notices, add, dismiss, announce };
}

/**
 * Adding the user's own files or folders to a picker (SPEC §5): refusals, the host callback (or the default
 * `file:///` one), the pending and error states, the URI check, and announcements for the live region.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PickerValue, ResourcePickerField } from '../../../src/model.ts';
import { addResource, defaultUserResource, isAbsoluteUri } from '../../../src/resources.ts';
import type { Messages } from '../../messages.ts';
import type { HostCallbacks, UserFileItem } from '../types.ts';
import type { CollectedItems, Refusal } from './collectItems.ts';

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
  messages: Messages;
}

function refusalText(refusal: Refusal, field: ResourcePickerField, messages: Messages): string {
  if (refusal.reason === 'folder-only') return messages.pickerFolderOnly(refusal.name);
  if (refusal.reason === 'file-only') return messages.pickerFileOnly(refusal.name);
  return messages.pickerRefused(refusal.name, field.userOptions?.accept ?? []);
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
  const [notices, setNotices] = useState<string[]>([]);
  // Async results must build on the newest value, including results committed a moment ago.
  const valueRef = useRef(value);
  useEffect(() => {
    valueRef.current = value;
  }, [value]);
  const commitChain = useRef<Promise<void>>(Promise.resolve());
  const nextKey = useRef(0);

  const announce = useCallback((texts: string[]) => setNotices(texts), []);

  const resolveOne = useCallback(
    async (item: UserFileItem, key: number): Promise<() => string | undefined> => {
      const name = item.relativePath.split('/').pop() || item.file.name;
      const fail = (message: string) => () => {
        setAdding((list) => list.map((entry) => (entry.key === key ? { ...entry, status: 'error' as const, message } : entry)));
        return message;
      };
      try {
        const resource = await (host.resolveUserResource ?? defaultUserResource)(item);
        // SPEC §5: every produced URI must pass the `uri` format, whoever produced it.
        if (typeof resource?.uri !== 'string' || !isAbsoluteUri(resource.uri)) return fail(messages.pickerBadUri(name));
        return () => {
          setAdding((list) => list.filter((entry) => entry.key !== key));
          const outcome = addResource(field.options, valueRef.current, resource, field.multiple);
          if (outcome.status === 'duplicate') return messages.pickerDuplicate(resource.name || name);
          valueRef.current = outcome.value;
          onValueChange(outcome.value);
          return outcome.status === 'added' ? messages.pickerAdded(resource.name || name) : messages.pickerSelectedExisting(name);
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
      // A single picker holds one value (SPEC §5): only the first item counts.
      const accepted = field.multiple ? items : items.slice(0, 1);
      if (accepted.length < items.length) texts.push(messages.pickerOneOnly);
      const entries = accepted.map((item) => ({ item, key: nextKey.current++ }));
      setAdding((list) => [
        ...(field.multiple ? list : list.filter((entry) => entry.status === 'pending')),
        ...entries.map(({ item, key }) => ({ key, name: item.relativePath.split('/').pop() || item.file.name, status: 'pending' as const })),
      ]);
      announce([...texts, ...entries.map(({ item }) => messages.pickerAdding(item.relativePath.split('/').pop() || item.file.name))]);
      if (entries.length === 0) return;
      const results = Promise.all(entries.map(({ item, key }) => resolveOne(item, key)));
      commitChain.current = commitChain.current.then(async () => {
        const commits = await results;
        const done = commits.map((commit) => commit()).filter((text): text is string => text !== undefined);
        announce([...texts, ...done]);
      }).catch(() => undefined); // a failing commit must not block the items chosen after it
    },
    [announce, field, messages, resolveOne],
  );

  const dismiss = useCallback((key: number) => setAdding((list) => list.filter((entry) => entry.key !== key)), []);

  return { adding, notices, add, dismiss, announce };
}

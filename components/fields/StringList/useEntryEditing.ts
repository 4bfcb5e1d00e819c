/**
 * Editing a string list's entries (docs/behaviour.md §2, §7.6): the text being typed, adding what was typed or
 * picked (a paste may hold several, each checked by the list's rules), removing a chip, what the live region says
 * about it, and where focus goes after a removal. StringList.tsx draws the list; entryKeys.ts has its keys.
 */
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { StringListField, Suggestion } from '../../../src/model.ts';
import type { StringListScope } from '../../messages.ts';
import type { FieldIds } from '../types.ts';
import { focusById } from './entryKeys.ts';
import { addEntry, type Refusal } from './stringListRules.ts';

interface EntryEditingOptions {
  /** The field, when it is a string list. */
  list: StringListField | undefined;
  entries: string[];
  ids: FieldIds;
  messages: StringListScope;
  /** How an entry reads (a picked suggestion's title). */
  labelOf: (entry: string) => string;
  /** useEntryErrors's: says "Added x." and what is wrong with the new entries. */
  announceAdded: (added: string, next: readonly string[], from: number, say: Dispatch<SetStateAction<string>>) => void;
  onValueChange: (entries: string[]) => void;
}

/**
 * The entries' editing state and actions. `add` returns whether the last entry was added (a refused one stays in the
 * box to be edited); `remove` moves focus to the chip that took the removed one's place unless `keepFocus`.
 * @example const editing = useEntryEditing({ list, entries, ids, messages, labelOf, announceAdded, onValueChange });
 */
export function useEntryEditing({ list, entries, ids, messages, labelOf, announceAdded, onValueChange }: EntryEditingOptions) {
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<{ reason: Refusal; entry: string }>();
  const [announcement, setAnnouncement] = useState('');
  // Where focus goes after a removal; a new object per removal so the effect runs once for each.
  const [focusAfterRemoval, setFocusAfterRemoval] = useState<{ id: string }>();
  const chipPrefix = `${ids.control}-chip`;
  const chipButtonId = (at: number) => `${chipPrefix}-${at}-remove`;

  /** Adds entries one by one (a paste may hold several); returns whether the last one was added. */
  const add = (raw: string[]): boolean => {
    if (!list) return false;
    let next = entries;
    let lastAdded = false;
    for (const entry of raw) {
      const result = addEntry(list, next, entry);
      lastAdded = result.added;
      if (result.added) next = result.list;
      else if (result.reason !== 'empty') setRefusal({ reason: result.reason, entry: entry.trim() });
    }
    if (next !== entries) {
      if (lastAdded) setRefusal(undefined);
      // "Added x.", and what is wrong with an entry that breaks an item rule.
      const added = messages.stringListAdded(next.slice(entries.length).map(labelOf).join(', '));
      announceAdded(added, next, entries.length, setAnnouncement);
      onValueChange(next);
    }
    return lastAdded;
  };

  /** Removes entry `at`; focus then moves to the chip that took its place, unless it stays in the input. */
  const remove = (at: number, { keepFocus = false } = {}) => {
    const next = entries.filter((_, i) => i !== at);
    if (!keepFocus) {
      setFocusAfterRemoval({
        id: next.length === 0 ? ids.control : chipButtonId(Math.min(at, next.length - 1)),
      });
    }
    setRefusal(undefined);
    setAnnouncement(messages.stringListRemoved(labelOf(entries[at] ?? '')));
    onValueChange(next);
  };

  /** A pick adds a chip, clears the box and keeps the popup open to pick several in a row, in the event itself. */
  const pick = (suggestion: Suggestion) => {
    add([suggestion.value]);
    setDraft('');
  };

  // After a removal, keep keyboard users in the chips: focus the chip that took its place, else the input.
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusAfterRemoval && rootRef.current) focusById(rootRef.current, focusAfterRemoval.id);
  }, [focusAfterRemoval]);

  return { draft, setDraft, refusal, announcement, chipPrefix, chipButtonId, add, remove, pick, rootRef };
}

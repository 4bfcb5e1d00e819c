/**
 * UI strings of the string list (spread into `defaultMessages`, components/messages.ts). Override any of them
 * through the form's `messages` prop. The help line is short: its parts are joined by a dot the
 * stylesheet draws, so screen readers hear words only.
 */
export const stringListMessages = {
  stringListRemove: (label: string) => `Remove ${label}`,
  stringListEntries: (label: string) => `${label}: entries`,
  /** First part of the help line. */
  stringListHowToAdd: 'Enter to add',
  /** The `minItems`/`maxItems` part of the help line; only called when at least one of them is set. */
  stringListRange: (min: number | undefined, max: number | undefined) => {
    const entries = (count: number) => (count === 1 ? 'entry' : 'entries');
    if (min !== undefined && max !== undefined) return min === max ? `${max} ${entries(max)}` : `${min}–${max} entries`;
    if (min !== undefined) return `at least ${min} ${entries(min)}`;
    return `up to ${max ?? 0} ${entries(max ?? 0)}`;
  },
  /** The `uniqueItems` part of the help line. */
  stringListUnique: 'no repeats',
  /** Joins the help line's parts in what screen readers hear ("Enter to add, 1–3 entries"); a dot is drawn instead. */
  stringListHintSeparator: ',',
  /** The counter, shown from one below `maxItems` (read by screen readers always). */
  stringListCount: (count: number, max: number) => `${count} of ${max}`,
  stringListDuplicate: (entry: string) => `“${entry}” is already in the list.`,
  stringListFull: (max: number) => `The list is full (at most ${max}). Remove an entry to add another.`,
  /** Under the box, for an entry that breaks an item rule: which entry, then the validator's message. */
  stringListEntryError: (label: string, message: string) => `“${label}”: ${message}`,
  stringListAdded: (label: string) => `Added ${label}.`,
  stringListRemoved: (label: string) => `Removed ${label}.`,
};

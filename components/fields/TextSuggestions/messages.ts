/**
 * UI strings of the suggestion combobox and the string list (spread into `defaultMessages`,
 * components/messages.ts). Override any of them through the form's `messages` prop.
 */
export const suggestionMessages = {
  /** Polite live-region text while the popup is open. */
  suggestionsCount: (count: number) =>
    count === 0 ? 'No suggestions' : count === 1 ? '1 suggestion' : `${count.toLocaleString('en')} suggestions`,
  suggestionsShow: 'Show suggestions',
  /** Shown under a combobox whose text equals a suggestion's const: which suggestion that is. */
  suggestionsChosen: (title: string) => `Suggestion: ${title}`,

  // String list (components/fields/StringList)
  stringListRemove: (label: string) => `Remove ${label}`,
  stringListEntries: (label: string) => `${label}: entries`,
  stringListHowToAdd: 'Press Enter or type a comma to add an entry.',
  stringListAtLeast: (min: number) => (min === 1 ? 'Add at least 1 entry.' : `Add at least ${min} entries.`),
  stringListAtMost: (max: number) => (max === 1 ? 'Add at most 1 entry.' : `Add at most ${max} entries.`),
  stringListUnique: 'Each entry can appear only once.',
  stringListCount: (count: number, max?: number) =>
    max === undefined ? `${count} added` : `${count} of ${max} added`,
  stringListDuplicate: (entry: string) => `“${entry}” is already in the list.`,
  stringListFull: (max: number) => `The list is full (at most ${max}). Remove an entry to add another.`,
  stringListAdded: (label: string) => `Added ${label}.`,
  stringListRemoved: (label: string) => `Removed ${label}.`,
};

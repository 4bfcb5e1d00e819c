/**
 * UI strings of the suggestion combobox (spread into `defaultMessages`,
 * components/messages.ts). Override any of them through the form's `messages` prop.
 */
export const suggestionMessages = {
  /** Polite live-region text while the popup is open. */
  suggestionsCount: (count: number) =>
    count === 0 ? 'No suggestions' : count === 1 ? '1 suggestion' : `${count.toLocaleString('en')} suggestions`,
  suggestionsShow: 'Show suggestions',
  /** Shown under a combobox whose text equals a suggestion's const: which suggestion that is. */
  suggestionsChosen: (title: string) => `Suggestion: ${title}`,

};

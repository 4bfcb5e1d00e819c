/**
 * UI strings of the single- and multi-choice fields, spread into `defaultMessages` (components/messages.ts) so a
 * host overrides them through the same `messages` prop as every other string.
 */
export const choiceMessages = {
  /** The first row of a long optional list's listbox: choosing it leaves the field out again. */
  choiceNone: 'None',
  /** What a long list's trigger shows before anything is chosen. */
  choicePlaceholder: 'Choose an option',
  /** Name and placeholder of the search box atop a long list's options (more than 15). */
  choiceSearch: 'Search options',
  /** Shown in a long list's panel when the search matches no option. */
  choiceNoMatches: 'No matches',
  /** Visible text of the button that clears an optional radio group. */
  choiceClear: 'Clear choice',
  /** Its accessible name: starts with the visible text (WCAG 2.5.3) and names the field. */
  choiceClearFor: (fieldLabel: string) => `Clear choice for ${fieldLabel}`,
  /** How many options a multi choice takes (minItems / maxItems), or undefined when unbounded. */
  choiceCount: (min: number | undefined, max: number | undefined): string | undefined => {
    const atLeast = min !== undefined && min > 0 ? min : undefined;
    if (atLeast !== undefined && max !== undefined) {
      return atLeast === max ? `Choose ${max}` : `Choose ${atLeast} to ${max}`;
    }
    if (atLeast !== undefined) return `Choose at least ${atLeast}`;
    if (max !== undefined) return `Choose up to ${max}`;
    return undefined;
  },
};

/**
 * The one catalogue of validation messages (docs/architecture.md rule 7). Messages speak to the person filling the
 * form, never in ajv's words. Override any entry through `validateResult(…, {messages})` for i18n.
 */
const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** The default (English) validation messages; functions take the limit from the schema. */
export const defaultValidationMessages = {
  required: 'This field is required',
  notANumber: 'Enter a number',
  notAnInteger: 'Enter a whole number',
  notText: 'Enter text',
  notAList: 'Choose from the list',
  notABoolean: 'Choose yes or no',
  nullValue: 'This field has no value (null)',
  tooShort: (min: number) => `Enter at least ${plural(min, 'character', 'characters')}`,
  tooLong: (max: number) => `Enter at most ${plural(max, 'character', 'characters')}`,
  patternMismatch: 'Enter a value in the requested format',
  email: 'Enter a valid email address',
  uri: 'Enter a valid URI, such as https://example.com/file',
  date: 'Enter a valid date',
  dateTime: 'Enter a date and time',
  /** A date the person started but left half-typed or impossible (the browser's `validity.badInput`; docs/behaviour.md §3). */
  dateIncomplete: 'Enter the whole date',
  dateTimeIncomplete: 'Enter the whole date and time',
  numberBetween: (min: number, max: number) => `Enter a number between ${min} and ${max}`,
  numberAtLeast: (min: number) => `Enter a number of at least ${min}`,
  numberAtMost: (max: number) => `Enter a number of at most ${max}`,
  numberAbove: (limit: number) => `Enter a number greater than ${limit}`,
  numberBelow: (limit: number) => `Enter a number less than ${limit}`,
  multipleOf: (step: number) => `Enter a multiple of ${step}`,
  notAnOption: 'Choose one of the options',
  chooseBetween: (min: number, max: number) => `Choose between ${min} and ${max} options`,
  chooseAtLeast: (min: number) => `Choose at least ${plural(min, 'option', 'options')}`,
  chooseAtMost: (max: number) => `Choose at most ${plural(max, 'option', 'options')}`,
  listBetween: (min: number, max: number) => `Add between ${min} and ${max} items`,
  listAtLeast: (min: number) => `Add at least ${plural(min, 'item', 'items')}`,
  listAtMost: (max: number) => `Add at most ${plural(max, 'item', 'items')}`,
  duplicate: 'This entry is listed twice',
  notOffered: 'Choose one of the offered resources',
  unknownField: 'This field is not part of the form',
  invalidValue: 'Enter a valid value',
  badAction: 'The action must be accept, decline or cancel',
  missingContent: 'An accepted answer needs content',
  strayContent: 'Only an accepted answer may carry content',
  contentNotObject: 'The content must be an object',
  invalidSchema: 'The form schema could not be checked',
};

/** The message catalogue type; pass a `Partial<ValidationMessages>` to override entries. */
export type ValidationMessages = typeof defaultValidationMessages;

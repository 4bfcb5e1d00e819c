/**
 * docs/behaviour.md §3.4 decision: a field the person started but left unreadable (a half-typed or impossible date or date-time,
 * which a browser reports as `validity.badInput` with an empty `value`) is an error on that field, never a silently
 * omitted value. The field holds this marker as its UI value; it is never sent (`textToContent` leaves it out) and
 * the form's resolver turns it into an issue before the answer is judged.
 */
import type { FormModel, FormValues, ValidationIssue } from './model.ts';
import { defaultValidationMessages, type ValidationMessages } from './messages.ts';

/**
 * The UI value of a date or date-time field whose input holds text the browser can't read. A control character
 * starts it, so nothing a person types into a date input can be mistaken for it.
 * @example onValueChange(input.validity.badInput ? UNREADABLE_ENTRY : input.value)
 */
export const UNREADABLE_ENTRY = '\u0000unreadable';

/**
 * One issue per field that holds {@link UNREADABLE_ENTRY}: "Enter the whole date" (or date and time).
 * @example unreadableIssues(model, { day: UNREADABLE_ENTRY }) // [{field: 'day', keyword: 'badInput', message: 'Enter the whole date'}]
 */
export function unreadableIssues(model: FormModel, values: Readonly<FormValues>, messages?: Partial<ValidationMessages>): ValidationIssue[] {
  const catalogue = { ...defaultValidationMessages, ...messages };
  return model.fields.flatMap((field) => {
    if (!Object.hasOwn(values, field.name) || values[field.name] !== UNREADABLE_ENTRY) return [];
    const dateTime = 'format' in field && field.format === 'date-time';
    return [{ field: field.name, keyword: 'badInput', message: dateTime ? catalogue.dateTimeIncomplete : catalogue.dateIncomplete }];
  });
}

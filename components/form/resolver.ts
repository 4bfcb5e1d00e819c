import { buildResult, toContent } from '../../src/values.ts';
import { unreadableIssues } from '../../src/unreadable.ts';
import type { FormModel, ValidationIssue } from '../../src/model.ts';
import { defaultValidationMessages, type ValidationMessages } from '../../src/messages.ts';
import type { FieldError, FieldErrors, Resolver } from './control.ts';
import { fieldKey, toFormValues } from './keys.ts';
import { loadedValidator, loadValidator } from './validator.ts';

/** Where issues that belong to no field are kept (they block Submit and are announced with the summary). */
export const FORM_ERROR_KEY = '_form';
const ITEM_PREFIX = 'item:';

/**
 * The form's resolver (`control.ts`), which validates what the server will receive: the UI values are turned into
 * `content` by the core and judged by `validateResult` against the schema the model came from (docs/behaviour.md
 * §3.12: the content, never the UI values). Issues are mapped back to fields by `issue.field`; item issues
 * (`issue.index`) are kept in `types`. A date the person left half-typed is an error on its field before anything
 * else is said about it (docs/behaviour.md §3.4).
 * @example const resolver = createContentResolver(model, messages.validation);
 */
export function createContentResolver(model: FormModel, messages?: Partial<ValidationMessages>): Resolver {
  return (values) => {
    const formValues = toFormValues(model, values);
    const content = toContent(model, formValues);
    const unreadable = unreadableIssues(model, formValues, messages);
    const judge = (validate: NonNullable<ReturnType<typeof loadedValidator>>) => {
      const outcome = validate(model.schema, buildResult('accept', content), { messages });
      const issues = outcome.ok ? unreadable : [...unreadable, ...outcome.issues];
      if (issues.length === 0) return { values, errors: {} };
      return { values: {}, errors: issuesToErrors(model, issues) };
    };
    const validate = loadedValidator();
    if (validate) return judge(validate);
    // Not loaded (yet, or the load failed): wait for it; if it can't load, nothing unchecked is sent.
    return loadValidator().then(judge, () => ({ values: {}, errors: uncheckedAnswerErrors(messages) }));
  };
}

/**
 * The errors of an answer that can't be checked because the validator didn't load (or the check itself failed): a
 * form-level "could not be checked", so nothing unchecked is ever sent.
 */
export function uncheckedAnswerErrors(messages?: Partial<ValidationMessages>): Record<string, FieldError> {
  return { [FORM_ERROR_KEY]: { type: 'schema', message: messages?.invalidSchema ?? defaultValidationMessages.invalidSchema } };
}

/** Groups validation issues by field key: the first field-level message wins, item messages go to `types`. */
export function issuesToErrors(model: FormModel, issues: readonly ValidationIssue[]): FieldErrors {
  const keyByName = new Map(model.fields.map((field, index) => [field.name, fieldKey(index)]));
  const fieldIssue = new Map<string, ValidationIssue>();
  const itemIssues = new Map<string, Record<string, string>>();
  const firstItemIssue = new Map<string, ValidationIssue>();
  for (const issue of issues) {
    const key = (issue.field !== undefined && keyByName.get(issue.field)) || FORM_ERROR_KEY;
    if (issue.index !== undefined && key !== FORM_ERROR_KEY) {
      const items = itemIssues.get(key) ?? {};
      items[`${ITEM_PREFIX}${issue.index}`] ??= issue.message;
      itemIssues.set(key, items);
      if (!firstItemIssue.has(key)) firstItemIssue.set(key, issue);
    } else if (!fieldIssue.has(key)) {
      fieldIssue.set(key, issue);
    }
  }
  const errors: Record<string, FieldError> = {};
  for (const key of new Set([...fieldIssue.keys(), ...itemIssues.keys()])) {
    // A field with only item issues still gets a message the user can read next to the field.
    const main = fieldIssue.get(key) ?? firstItemIssue.get(key);
    errors[key] = { type: main?.keyword ?? 'invalid', message: main?.message, types: itemIssues.get(key) };
  }
  return errors;
}

/** Per-item messages of one field error, keyed by item index. */
export function itemErrorsOf(error: FieldError | undefined): Record<number, string> | undefined {
  if (!error?.types) return undefined;
  const items: Record<number, string> = {};
  let found = false;
  for (const [key, value] of Object.entries(error.types)) {
    if (key.startsWith(ITEM_PREFIX) && typeof value === 'string') {
      items[Number(key.slice(ITEM_PREFIX.length))] = value;
      found = true;
    }
  }
  return found ? items : undefined;
}

import { useEffect, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import type { StringListField } from '../../../src/model.ts';
import { textToContent } from '../../../src/kinds/text.ts';
import type { StringListScope } from '../../messages.ts';
import { loadedValidator, loadValidator } from '../../form/validator.ts';
import { whenIdle } from '../../form/whenIdle.ts';

type Validate = NonNullable<ReturnType<typeof loadedValidator>>;
/** Entry index → the validator's message for it. */
export type EntryErrors = Readonly<Record<number, string>>;

// One wrapper schema per field, so the engine's per-schema cache compiles it once (every change is then cheap).
const wrappers = new WeakMap<StringListField, object>();

/**
 * What the validator says about each entry of a list, by index: the same judge and messages as Submit (docs/behaviour.md §3:
 * `maxLength`, `pattern`, `format`… of the item schema), so a chip can be flagged the moment it is added
 * (docs/look.md, "Tags") instead of after Submit. List-level issues (`minItems`) are left to Submit.
 * @example entryErrorsOf(validate, field, ['ok', 'not an email'], messages) // { 1: 'Enter a valid email address' }
 */
export function entryErrorsOf(validate: Validate, field: StringListField, entries: readonly string[], messages: StringListScope): EntryErrors {
  let schema = wrappers.get(field);
  if (!schema) {
    schema = { type: 'object', properties: { entries: field.schema } };
    wrappers.set(field, schema);
  }
  const content = { entries: entries.map((entry) => textToContent(field.item, entry) ?? entry) };
  const outcome = validate(schema, { action: 'accept', content }, { messages: messages.validation });
  const errors: Record<number, string> = {};
  if (!outcome.ok) for (const issue of outcome.issues) if (issue.index !== undefined) errors[issue.index] ??= issue.message;
  return errors;
}

/**
 * The live entry errors of a string list, or `undefined` until the on-demand validator has loaded (then the form's
 * `itemErrors` from Submit are all there is). The validator is fetched when the user adds an entry (`announce`), or
 * when the browser is idle for a prefilled list: never during the mount (docs/behaviour.md §14.3).
 */
export function useEntryErrors(field: StringListField | undefined, entries: readonly string[], messages: StringListScope) {
  const [validate, setValidate] = useState<Validate | undefined>(loadedValidator);
  /**
   * Announces `added` (entries from `from` on in `next` are new) followed by the messages of the new entries that
   * break an item rule. Before the validator has loaded (an entry typed right after the form opened), the
   * announcement is completed once it has, unless something else was said meanwhile.
   */
  const announce = (added: string, next: readonly string[], from: number, say: Dispatch<SetStateAction<string>>) => {
    const withProblems = (check: Validate) => {
      const errors = field ? entryErrorsOf(check, field, next, messages) : {};
      return [added, ...next.slice(from).flatMap((_, i) => errors[from + i] ?? [])].join(' ');
    };
    if (validate) return say(withProblems(validate));
    say(added);
    loadValidator().then(
      (loaded) => {
        setValidate(() => loaded);
        say((current) => (current === added ? withProblems(loaded) : current));
      },
      () => {}, // Submit says the answer could not be checked, and retries
    );
  };
  const prefilled = entries.length > 0;
  useEffect(() => {
    if (validate || !prefilled) return undefined;
    return whenIdle(() => {
      void loadValidator().then((loaded) => setValidate(() => loaded), () => {});
    });
  }, [validate, prefilled]);
  const errors = useMemo(
    () => (field && validate ? entryErrorsOf(validate, field, entries, messages) : undefined),
    [field, validate, entries, messages],
  );
  return { errors, announce };
}

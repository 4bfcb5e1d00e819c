/**
 * `elicitationForm(page)`: one object with a helper per thing a user does to an elicit-kit form, and the steps
 * runner that plays a fixture's scripted answer through those same helpers.
 */
import type { Locator, Page } from '@playwright/test';
import type { AnswerAction, AnswerStep, ScriptEntry } from '../src/fixtures/script.ts';
import { choose, fill, setChecked, setOptions } from './actions.ts';
import { addEntries, addFiles, removeEntry, removeItem, suggest, type FileInput } from './lists.ts';
import { ANY_CONTROL, locateField, nameOptions, type FieldRef } from './locate.ts';
import { readErrors, readResult, readStatus } from './reading.ts';

/** Which form on the page: the first, or the one whose text (its message) matches. */
export interface FormOptions {
  message?: string | RegExp;
}

/**
 * Locators and actions for the first (or the given) elicit-kit form inside `scope` (a page, a dialog…).
 * @example
 * const form = elicitationForm(page);
 * await form.fill('Work email', 'ada@example.com');
 * await form.choose('Size', 'M');
 * await form.submit();
 * expect(await form.result()).toEqual({ action: 'accept', content: { email: 'ada@example.com', size: 'm' } });
 */
export function elicitationForm(scope: Page | Locator, options: FormOptions = {}) {
  // A `has` locator is resolved inside each candidate, so it must start from the page: `dialog.locator('form')`
  // would look for the dialog inside each form root and never match (e2e/testing-scope.spec.ts).
  const page = 'page' in scope ? scope.page() : scope;
  const roots = scope
    .locator('[data-status]')
    .filter({ has: page.locator('form') })
    .filter(options.message === undefined ? {} : { hasText: options.message });
  const root = roots.first();
  const form = root.locator('form').first();
  const button = (name: string) => form.getByRole('button', { name, exact: true });
  // An approval's accept button keeps its role whatever words the host gives it (docs/behaviour.md §13.3).
  const approvalAllow = root.and(page.locator('[data-confirmation]')).locator('button[type="submit"]');
  const helpers = {
    /** The form's root element; its `data-status` is `editing`, `accepted`, `declined` or `cancelled`. */
    root,
    /** A field's main control (textbox, combobox, checkbox, group…), by its label. */
    field: (ref: FieldRef) => locateField(form, ref, ANY_CONTROL).control,
    /** A radio/checkbox group or picker by its label. */
    group: (ref: FieldRef) => locateField(form, ref, ['radiogroup', 'group', 'list']).control,
    /** Text, number, date (`2026-12-01`), date-time as local time (`2026-12-01T18:30`), or any text of a combobox. */
    fill: (ref: FieldRef, text: string) => fill(form, ref, text),
    /** Ticks a boolean field. */
    check: (ref: FieldRef) => setChecked(form, ref, true),
    /** Unticks a boolean field. */
    uncheck: (ref: FieldRef) => setChecked(form, ref, false),
    /** Chooses one option by title: radios, image cards or a long-list listbox. */
    choose: (ref: FieldRef, option: string) => choose(form, ref, option),
    /** Ticks options of a multi choice (checkboxes or image cards). */
    tick: (ref: FieldRef, ...options: string[]) => setOptions(form, ref, options, true),
    /** Unticks options of a multi choice. */
    untick: (ref: FieldRef, ...options: string[]) => setOptions(form, ref, options, false),
    /** Types into a suggestion combobox, and picks the suggestion titled `pick` if given. */
    suggest: (ref: FieldRef, text: string, pick?: { pick: string }) => suggest(form, ref, text, pick),
    /** Adds string-list entries: typed text, or `{ pick: 'Title', type?: 'ti' }` for a suggestion. */
    addEntries: (ref: FieldRef, ...entries: ScriptEntry[]) => addEntries(form, ref, entries),
    /** Removes a string-list chip by its label. */
    removeEntry: (ref: FieldRef, entry: string) => removeEntry(form, ref, entry),
    /** Selects picker options by label (radios, checkboxes or image cards). */
    pick: (ref: FieldRef, ...options: string[]) => setOptions(form, ref, options, true),
    /** Deselects picker options by label. */
    unpick: (ref: FieldRef, ...options: string[]) => setOptions(form, ref, options, false),
    /** Adds files (paths, `{name, mimeType, buffer}`, or `{name, mimeType?, text?}`) or a `{folder, files}` to a picker. */
    addFiles: (ref: FieldRef, ...files: FileInput[]) => addFiles(form, ref, files),
    /** Removes an item (an implicit picker's option or an added file) by its label. */
    removeItem: (ref: FieldRef, item: string) => removeItem(form, ref, item),
    /** Presses Submit; on an approval (a form with no fields), its Allow button, whatever the host calls it. */
    submit: () => button('Submit').or(approvalAllow).click(),
    /** Presses an approval's Allow button (docs/behaviour.md §13.3), whatever the host calls it. */
    allow: () => approvalAllow.click(),
    decline: () => button('Decline').click(),
    cancel: () => button('Cancel').click(),
    /** The only action of an unsupported form ("This request can't be shown here"): answers `cancel`. */
    dismiss: () => button('Dismiss').click(),
    /** The notice an unsupported form shows instead of fields. */
    notice: () => form.getByText("This request can't be shown here"),
    /**
     * The status the form reports now: 'editing', 'accepted', 'declined' or 'cancelled', or 'closed' at once when
     * no such form is on the page (a dialog that closed with its answer, or one not open yet). Never waits.
     */
    status: () => readStatus(roots),
    /** Field errors shown now, label → message (`{}` when none). */
    errors: () => readErrors(root),
    /** The result the host page shows in `data-testid="elicitation-result"`, once it shows one. */
    result: (options?: { timeout?: number }) => readResult(root.page(), options),
    /** Plays scripted steps (`[{ fill: ['Name', 'Ada'] }, { submit: true }]`) through these helpers. */
    run: (steps: readonly AnswerStep[]) => runSteps(helpers, steps),
    /** An option of a field by its title (for assertions: `toBeChecked()`, `toBeVisible()`…). */
    option: (ref: FieldRef, title: string) => {
      const { box } = locateField(form, ref, ANY_CONTROL);
      const name = nameOptions(title);
      return box.getByRole('radio', name).or(box.getByRole('checkbox', name)).or(box.getByRole('option', name));
    },
  };
  return helpers;
}

/** The object `elicitationForm` returns. */
export type ElicitationFormHelpers = ReturnType<typeof elicitationForm>;

/** The helpers a step may name, as the steps runner calls them. */
type StepHelpers = Record<AnswerAction, (...args: never[]) => Promise<unknown>>;

/** Runs each step with the helper of the same name; `true` means "no arguments". */
async function runSteps(helpers: StepHelpers, steps: readonly AnswerStep[]): Promise<void> {
  for (const step of steps) {
    const [name, value] = Object.entries(step)[0] as [AnswerAction, unknown];
    const args = value === true ? [] : (value as unknown[]);
    const helper = helpers[name] as (...args: unknown[]) => Promise<void>;
    await helper(...args);
  }
}

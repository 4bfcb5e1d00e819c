/**
 * Every user-facing string of the React kit, overridable through the `messages` prop (i18n). The validation
 * messages of the core catalogue (`src/messages.ts`) ride along under `validation`, so one `messages` object
 * translates everything a user sees or hears (docs/behaviour.md §7.10; complete examples in `components/locales/`).
 * Each area's strings are a file of `components/messages/` (plain data that imports nothing of the kit, so every part
 * reads its strings from below: `npm run lint` holds the layers, scripts/check-component-layers.mjs); keep keys flat
 * and prefixed by the area. To add a widget's strings, add its file there and spread it below.
 *
 * Two catalogues, one merge (docs/behaviour.md §14.1): a form holds only `coreMessages` plus the host's overrides
 * (`mergeCatalogue(coreMessages, overrides)`), and each on-demand widget adds its own defaults when it loads
 * (`mergeCatalogue(widgetDefaults, messages)`), so the strings of the picker, string list, suggestions, dialog and URL
 * view don't weigh on every form's first load.
 * `defaultMessages` is still the whole English catalogue (what a translation completes, see `Messages`).
 */
import { calendarMessages } from './messages/calendar.ts';
import { choiceMessages } from './messages/choice.ts';
import { credentialMessages } from './messages/credentials.ts';
import { hostMessages } from './messages/host.ts';
import { pickerMessages } from './messages/picker.ts';
import { relayMessages } from './messages/relay.ts';
import { stringListMessages } from './messages/stringList.ts';
import { suggestionMessages } from './messages/suggestions.ts';
import { urlMessages } from './messages/url.ts';
import { defaultValidationMessages, type ValidationMessages } from '../src/messages.ts';
export const coreMessages = {
  // Form shell (components/ElicitationForm)
  submit: 'Submit',
  decline: 'Decline',
  cancel: 'Cancel',
  dismiss: 'Dismiss',
  required: 'required',
  serverLabel: 'Request from',
  unsupportedTitle: "This request can't be shown here",
  unsupportedDetails: 'Details for developers',
  sentAccepted: 'Sent',
  sentDeclined: 'Declined',
  sentCancelled: 'Cancelled',
  // A form with no properties is an approval (docs/behaviour.md §13.3): its two buttons, its status once allowed, and
  // the lines that name what a Codex tool approval approves.
  approvalAllow: 'Allow',
  approvalDecline: 'Decline',
  approvalAllowed: 'Allowed',
  approvalTool: 'Tool',
  approvalServer: 'Server',
  // Escape once something was typed or chosen asks first (docs/behaviour.md §3): the question and its two buttons.
  discardQuestion: 'Discard your answers?',
  discardConfirm: 'Discard',
  discardKeepEditing: 'Keep editing',
  // The read-only summary of a sent form (docs/behaviour.md §7.7): Yes/No for booleans, list items joined, dates in words.
  summaryYes: 'Yes',
  summaryNo: 'No',
  summaryListSeparator: ', ',
  /** The locale sent dates are written in on the summary (`Intl`); empty for the browser's own. A plain string, so a
   * catalogue stays data that imports nothing (a locale entry must not share a chunk with the React entry). */
  summaryDateLocale: '',
  /** A sent date or date-time on the summary, already written in `summaryDateLocale`: reword or wrap it here. */
  summaryDate: (date: string) => date,
  errorsSummary: (count: number) => (count === 1 ? '1 field needs attention' : `${count} fields need attention`),
  missingField: (kind: string) => `No component is registered for “${kind}” fields.`,

  // Text fields (components/fields/Text)
  textCharacterCount: (count: number, max: number) => `${count} of ${max} characters`,
  /** The button beside a date or date-time field that opens its calendar. */
  dateChoose: 'Choose date',

  // Number fields (components/fields/Number)
  numberWhole: 'Whole number',
  numberBetween: (min: number, max: number) => `Between ${min} and ${max}`,
  numberAtLeast: (min: number) => `At least ${min}`,
  numberAtMost: (max: number) => `At most ${max}`,

  // (other widgets append their blocks below, one block per widget)

  // Single and multi choice (components/messages/choice.ts)
  ...choiceMessages,

  // Validation messages (src/messages.ts): what a refused Submit says next to each field.
  validation: defaultValidationMessages,
};

/** The strings every form needs: the form shell, text, number, boolean and choice fields, validation. */
export type CoreMessages = typeof coreMessages;

/**
 * The whole English catalogue: `coreMessages` and every widget's strings. Built by a pure call so a host bundler
 * leaves it out of a build that never reads it (the form itself doesn't).
 */
export const defaultMessages = /* @__PURE__ */ completeCatalogue();

function completeCatalogue() {
  return {
    ...coreMessages,
    // Suggestion combobox (components/messages/suggestions.ts)
    ...suggestionMessages,
    // Date calendar (components/messages/calendar.ts)
    ...calendarMessages,
    // String list (components/messages/stringList.ts)
    ...stringListMessages,
    // Resource picker (components/messages/picker.ts)
    ...pickerMessages,
    // Host dialog (components/messages/host.ts)
    ...hostMessages,
    // URL consent view (components/messages/url.ts)
    ...urlMessages,
    // The relay's browser side (components/messages/relay.ts)
    ...relayMessages,
    // Credential warning and masked summary values (components/messages/credentials.ts)
    ...credentialMessages,
    validation: defaultValidationMessages,
  };
}

/** A complete catalogue: `const fr: Messages = {…}` fails to typecheck when a key is missing. */
export type Messages = ReturnType<typeof completeCatalogue>;

/** What the `messages` prop takes: any UI strings, and any validation messages under `validation`. */
export type MessageOverrides = Partial<Omit<Messages, 'validation'>> & { validation?: Partial<ValidationMessages> };

/**
 * What a form hands its fields: every core string, and a widget's strings only where the host overrode them. A
 * widget completes it with its own defaults (`mergeCatalogue(widgetDefaults, messages)`) before reading its keys; the
 * types insist.
 */
export type FormMessages = CoreMessages & Partial<Omit<Messages, 'validation'>>;

// What each on-demand widget reads: the form's strings (core and overridden) with its own defaults. Declared here,
// not in the widgets' catalogues, so a catalogue imports nothing from this module (`npm run lint` holds the layers:
// scripts/check-component-layers.mjs).

/** The strings the resource picker reads. */
export type PickerScope = FormMessages & typeof pickerMessages;
/** The strings the string list reads. */
export type StringListScope = FormMessages & typeof stringListMessages;
/** The strings the suggestion combobox reads. */
export type SuggestionScope = FormMessages & typeof suggestionMessages;

/**
 * The one merge of the kit's catalogues: `overrides` over `base`, validation messages included; the overrides win.
 * A form holds `coreMessages` and the host's overrides (`mergeCatalogue(coreMessages, props.messages)`: its widgets'
 * strings come with them), and an on-demand widget completes the form's strings with its own defaults
 * (`mergeCatalogue(pickerMessages, props.messages)`: the host's overrides still win).
 * @example mergeCatalogue(coreMessages, { pickerAddFiles: 'Ajouter…' }).pickerAddFiles // 'Ajouter…'
 * @example mergeCatalogue(myFieldDefaults, props.messages).myFieldHint // yours unless the host overrode it
 */
export function mergeCatalogue<Base extends object, Overrides extends MessageOverrides>(base: Base, overrides: Overrides | undefined): Base & Overrides;
export function mergeCatalogue(base: { validation?: Partial<ValidationMessages> }, overrides: MessageOverrides | undefined): object {
  if (!overrides) return base;
  return { ...base, ...overrides, validation: { ...base.validation, ...overrides.validation } };
}

/**
 * `overrides` over the whole English catalogue (`mergeCatalogue(defaultMessages, overrides)`): what the dialog, the
 * URL view and the relay's views hold. A form holds less (`mergeCatalogue`), so that a host bundler can leave the
 * widgets' strings off its first load.
 * @example mergeMessages({ submit: 'Envoyer', validation: { required: 'Champ obligatoire' } }).submit // 'Envoyer'
 */
export function mergeMessages(overrides: MessageOverrides | undefined): Messages {
  return mergeCatalogue(defaultMessages, overrides);
}

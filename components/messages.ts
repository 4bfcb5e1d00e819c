/**
 * Every user-facing string of the React kit, overridable through the `messages` prop (i18n). The validation
 * messages of the core catalogue (`src/messages.ts`) ride along under `validation`, so one `messages` object
 * translates everything a user sees or hears (docs/behaviour.md §7.10; complete examples in `components/locales/`).
 * Each area's strings are a file of `components/messages/` (plain data that imports nothing of the kit, so every part
 * reads its strings from below: `npm run lint` holds the layers, scripts/check-component-layers.mjs); keep keys flat
 * and prefixed by the area. To add a widget's strings, add its file there and spread it below.
 *
 * Two catalogues, one API (docs/behaviour.md §14.1): a form holds only `coreMessages` plus the host's overrides
 * (`mergeFormMessages`), and each on-demand widget adds its own defaults when it loads (`withWidgetMessages`), so
 * the strings of the picker, string list, suggestions, dialog and URL view don't weigh on every form's first load.
 * `defaultMessages` is still the whole English catalogue (what a translation completes, see `Messages`).
 */
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
 * widget completes it with its own defaults (`withWidgetMessages`) before reading its keys; the types insist.
 */
export type FormMessages = CoreMessages & Partial<Omit<Messages, 'validation'>>;

// What each on-demand widget reads: the form's strings (core and overridden) with its own defaults
// (`withWidgetMessages`). Declared here, not in the widgets' catalogues, so a catalogue imports nothing from this
// module and the two never import each other (`npm run lint` checks for import circles: scripts/check-cycles.mjs).

/** The strings the resource picker reads. */
export type PickerScope = FormMessages & typeof pickerMessages;
/** The strings the string list reads. */
export type StringListScope = FormMessages & typeof stringListMessages;
/** The strings the suggestion combobox reads. */
export type SuggestionScope = FormMessages & typeof suggestionMessages;

/**
 * `overrides` merged over the English defaults, validation messages included.
 * @example mergeMessages({ submit: 'Envoyer', validation: { required: 'Champ obligatoire' } }).submit // 'Envoyer'
 */
export function mergeMessages(overrides: MessageOverrides | undefined): Messages {
  if (!overrides) return defaultMessages;
  return { ...defaultMessages, ...overrides, validation: { ...defaultMessages.validation, ...overrides.validation } };
}

/**
 * `overrides` merged over the core strings only: what `<ElicitationForm>` holds. Widget strings the host overrode
 * ride along; their defaults come with the widget (`withWidgetMessages`).
 * @example mergeFormMessages({ pickerAddFiles: 'Ajouter…' }).pickerAddFiles // 'Ajouter…'
 */
export function mergeFormMessages(overrides: MessageOverrides | undefined): FormMessages {
  if (!overrides) return coreMessages;
  return { ...coreMessages, ...overrides, validation: { ...coreMessages.validation, ...overrides.validation } };
}

/**
 * A form's strings completed with one widget's defaults; the host's overrides win.
 * @example withWidgetMessages(props.messages, pickerMessages).pickerAddFiles // 'Add files…' unless overridden
 */
export function withWidgetMessages<Widget extends object>(messages: FormMessages, widget: Widget): FormMessages & Widget {
  return { ...widget, ...messages };
}

/**
 * Every user-facing string of the React kit, overridable through the `messages` prop (i18n).
 * Validation messages come from the core catalogue (`src/messages.ts`); these are UI strings.
 * Sections are owned by the field folders that use them; keep keys flat and prefixed by the widget.
 */
export const defaultMessages = {
  // Form shell
  submit: 'Submit',
  decline: 'Decline',
  cancel: 'Cancel',
  dismiss: 'Dismiss',
  required: 'required',
  unsupportedTitle: "This request can't be shown here",
  unsupportedDetails: 'Details for developers',
  sentAccepted: 'Sent',
  sentDeclined: 'Declined',
  sentCancelled: 'Cancelled',
  errorsSummary: (count: number) => (count === 1 ? '1 field needs attention' : `${count} fields need attention`),
  // (field sections are appended below by each widget)
};

export type Messages = typeof defaultMessages;

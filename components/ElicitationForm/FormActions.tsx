/**
 * Props of a form's button row.
 * @example const props: FormActionsProps = { locked: false, decline: 'Decline', submit: 'Submit', onDecline };
 */
export interface FormActionsProps {
  /** While sending (or disabled by the host), every button is disabled. */
  locked: boolean;
  /** Cancel's label and handler; an approval has no Cancel (docs/behaviour.md §13.3), so it leaves both out. */
  cancel?: string;
  onCancel?: () => void;
  decline: string;
  onDecline: () => void;
  submit: string;
  /** An extra `part` name on the submit button (an approval's is also `allow`). */
  submitPart?: string;
}

/**
 * The row under a form: Cancel (when given), Decline, then Submit, the primary and the form's submit button, so Enter
 * and the button send the same way. One row for the form and the approval, so a host's CSS (`::part(actions)`,
 * `::part(button submit)`) styles both alike.
 * @example <FormActions locked={form.locked} cancel="Cancel" onCancel={form.cancel} decline="Decline" onDecline={form.decline} submit="Submit" />
 */
export function FormActions({ locked, cancel, onCancel, decline, onDecline, submit, submitPart }: FormActionsProps) {
  return (
    <div className="elicit-form__actions" part="actions">
      {cancel !== undefined && onCancel ? (
        <button type="button" className="elicit-button" part="button cancel" onClick={onCancel} disabled={locked}>
          {cancel}
        </button>
      ) : null}
      <button type="button" className="elicit-button" part="button decline" onClick={onDecline} disabled={locked}>
        {decline}
      </button>
      <button type="submit" className="elicit-button" part={submitPart ? `button submit ${submitPart}` : 'button submit'} data-variant="primary"
        disabled={locked}>
        {submit}
      </button>
    </div>
  );
}

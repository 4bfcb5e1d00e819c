import { memo } from 'react';
import {
  defaultMessages, defaultRegistry, useElicitationForm, useFieldProps, type ElicitResult, type FieldBinding,
} from '../../components/index.ts';

/** Your own markup for plain text fields; the kit's widget for every other kind. */
export function MyElicitation({ requestedSchema, onResult }: {
  requestedSchema: unknown;
  onResult: (result: ElicitResult) => void;
}) {
  const form = useElicitationForm({ requestedSchema, onResult });
  if (!form.model) {
    // A schema the kit can't render is never half-shown: say so, and dismissing answers `cancel`.
    return (
      <div role="alert">
        <p>This request can&apos;t be shown here.</p>
        <button type="button" onClick={form.cancel}>Dismiss</button>
      </div>
    );
  }
  return (
    <form {...form.formProps} aria-label="Request">
      {form.fields.map((binding) => <MyField key={binding.field.name} binding={binding} />)}
      {form.formError && <p role="alert">{form.formError}</p>}
      <button type="submit">Send</button>
      <button type="button" onClick={form.decline}>No thanks</button>
    </form>
  );
}

const MyField = memo(function MyField({ binding }: { binding: FieldBinding }) {
  const props = useFieldProps(binding); // subscribes to this field's value only
  const { field, ids, value } = props;
  if (field.kind !== 'text' || field.format) {
    const KitField = defaultRegistry[field.kind]!;
    return <KitField {...props} messages={defaultMessages} host={{}} />;
  }
  return (
    <div>
      <label id={ids.label} htmlFor={ids.control}>{field.label}{field.required && ' *'}</label>
      <input
        id={ids.control}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => props.onValueChange(event.target.value)}
        onBlur={props.onBlur}
        disabled={props.disabled}
        aria-invalid={props.invalid}
        aria-describedby={props.describedBy}
      />
      {props.error && <p id={ids.error}>{props.error}</p>}
    </div>
  );
});

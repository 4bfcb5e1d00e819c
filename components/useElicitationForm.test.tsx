import { memo } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtureById } from '../src/fixtures/index.ts';
import type { ElicitResult } from '../src/model.ts';
import { useFieldProps } from './form/useFieldProps.ts';
import { useElicitationForm, type FieldBinding } from './useElicitationForm.ts';

/** A host's own field: it subscribes to its own value, so typing re-renders only this field. */
function HeadlessField({ binding }: { binding: FieldBinding }) {
  const props = useFieldProps(binding);
  const { field } = binding;
  return (
    <div>
      <label htmlFor={props.ids.control}>{field.label}</label>
      <input
        id={props.ids.control}
        value={typeof props.value === 'string' ? props.value : ''}
        onChange={(event) => props.onValueChange(event.target.value)}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
      />
      {props.invalid ? <span id={props.ids.error}>{props.error}</span> : null}
      {field.description ? <span id={props.ids.description}>{field.description}</span> : null}
    </div>
  );
}

/** A host's own markup on top of the headless hook: plain inputs, its own buttons and status text. */
function HeadlessForm({ schema, onResult }: { schema: unknown; onResult: (result: ElicitResult) => void }) {
  const form = useElicitationForm({ requestedSchema: schema, onResult, id: 'host' });
  return (
    <form {...form.formProps} aria-label="Headless">
      {form.fields.map((binding) => <HeadlessField key={binding.field.name} binding={binding} />)}
      <output>{`${form.status}: ${form.invalidCount} invalid`}</output>
      <button type="submit">Go</button>
      <button type="button" onClick={form.decline}>No thanks</button>
    </form>
  );
}

const contact = fixtureById('mcp-2025-06-18/contact-information')!;

describe('useElicitationForm (headless)', () => {
  it('gives deterministic ids from the form id and field name', () => {
    render(<HeadlessForm schema={contact.requestedSchema} onResult={vi.fn()} />);
    expect(screen.getByLabelText('email')).toHaveAttribute('id', 'host-email-control');
    expect(screen.getByLabelText('email')).toHaveAccessibleDescription('Your email address');
  });

  it('validates the content on submit and maps issues to fields, then sends the exact content', async () => {
    const onResult = vi.fn<(result: ElicitResult) => void>();
    const user = userEvent.setup();
    render(<HeadlessForm schema={contact.requestedSchema} onResult={onResult} />);
    await user.type(screen.getByLabelText('age'), '17');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onResult).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('editing: 3 invalid');
    expect(screen.getByLabelText('age')).toHaveAccessibleDescription('Your age Enter a number of at least 18');
    expect(screen.getByLabelText('name')).toHaveFocus();
    await user.type(screen.getByLabelText('name'), 'Ada');
    await user.type(screen.getByLabelText('email'), 'ada@example.com');
    await user.clear(screen.getByLabelText('age'));
    await user.type(screen.getByLabelText('age'), '36');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(JSON.stringify(onResult.mock.calls)).toBe(JSON.stringify([[{ action: 'accept', content: { name: 'Ada', email: 'ada@example.com', age: 36 } }]]));
    expect(screen.getByRole('status')).toHaveTextContent('accepted: 0 invalid');
    await user.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it('keeps a binding while its props stay the same, so a memo field skips the renders of other fields', async () => {
    const counts = new Map<string, number>();
    const countRender = (name: string) => counts.set(name, (counts.get(name) ?? 0) + 1);
    const renders = () => Object.fromEntries(counts);
    const MemoField = memo(function MemoField({ binding }: { binding: FieldBinding }) {
      countRender(binding.field.name);
      return <HeadlessField binding={binding} />;
    });
    function MemoForm() {
      const form = useElicitationForm({ requestedSchema: contact.requestedSchema, onResult: vi.fn(), id: 'memo' });
      return (
        <form {...form.formProps} aria-label="Memo">
          {form.fields.map((binding) => <MemoField key={binding.field.name} binding={binding} />)}
          <output>{`${form.invalidCount} invalid`}</output>
          <button type="submit">Go</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<MemoForm />);
    expect(renders()).toEqual({ name: 1, email: 1, age: 1 });
    await user.click(screen.getByRole('button', { name: 'Go' }));
    // The two required fields became invalid: their bindings are new, the optional age's is the same.
    expect(screen.getByRole('status')).toHaveTextContent('2 invalid');
    expect(renders()).toEqual({ name: 2, email: 2, age: 1 });
    // Fixing the name changes only the name's binding: the form re-renders, the other two fields don't.
    await user.type(screen.getByLabelText('name'), 'A');
    expect(screen.getByRole('status')).toHaveTextContent('1 invalid');
    expect(renders()).toEqual({ name: 3, email: 2, age: 1 });
  });

  it('has no fields and no model for an unsupported schema', () => {
    render(<HeadlessForm schema={{ type: 'object', properties: { a: { type: 'object' } } }} onResult={vi.fn()} />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

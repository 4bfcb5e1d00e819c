/**
 * README "`<elicitation-form>`": hosts style the form inside a shadow root through `::part()`. Every core field kind
 * must carry the same part names, or a host's `::part(field)` rule silently skips the choice fields.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { ElicitationForm } from './ElicitationForm.tsx';

const colors = ['red', 'green', 'blue'];
const schema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name', description: 'Your name' },
    age: { type: 'integer', title: 'Age', description: 'In years' },
    agree: { type: 'boolean', title: 'Agree', description: 'Terms' },
    size: { type: 'string', title: 'Size', description: 'One size', enum: ['S', 'M', 'L'] },
    city: { type: 'string', title: 'City', description: 'A long list', enum: Array.from({ length: 30 }, (_, i) => `c${i}`) },
    colors: { type: 'array', title: 'Colors', description: 'Any', minItems: 1, items: { type: 'string', enum: colors } },
  },
  required: ['name', 'age', 'size', 'city', 'colors'],
};
const names = Object.keys(schema.properties);

const partOf = (id: string) => document.getElementById(id)?.getAttribute('part');

it('gives every core field kind the field, label, description and error parts', async () => {
  const { container } = render(<ElicitationForm id="p" message="Parts" requestedSchema={schema} onResult={() => {}} />);
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  const fields = [...container.querySelectorAll('[data-kind]')];
  expect(fields.map((field) => field.getAttribute('part'))).toEqual(names.map(() => 'field'));
  for (const name of names) {
    const parts = { name, label: partOf(`p-${name}-label`), description: partOf(`p-${name}-description`) };
    expect(parts).toEqual({ name, label: 'label', description: 'description' });
  }
  // Required and empty after Submit: every field but the checkbox (unticked is a valid "no") shows its error.
  const errors = names.filter((name) => name !== 'agree').map((name) => [name, partOf(`p-${name}-error`)]);
  expect(errors).toEqual(names.filter((name) => name !== 'agree').map((name) => [name, 'error']));
});

// One button row for the form and the approval (FormActions): the markup a host's `::part()` rules and a screen reader
// meet stays exactly this, Cancel, Decline, then Submit, the only submit button.
const actionsRow = (buttons: string) => `<div class="elicit-form__actions" part="actions">${buttons}</div>`;
const button = (type: string, part: string, label: string, primary = false) =>
  `<button type="${type}" class="elicit-button" part="${part}"${primary ? ' data-variant="primary"' : ''}>${label}</button>`;

it('renders the form button row and the approval button row with the same markup', () => {
  const { container, unmount } = render(<ElicitationForm message="Parts" requestedSchema={schema} onResult={() => {}} />);
  expect(container.querySelector('[part="actions"]')?.outerHTML).toBe(actionsRow(
    button('button', 'button cancel', 'Cancel') + button('button', 'button decline', 'Decline') + button('submit', 'button submit', 'Submit', true),
  ));
  unmount();
  const approval = render(<ElicitationForm message="Deploy?" requestedSchema={{ type: 'object', properties: {} }} onResult={() => {}} />);
  expect(approval.container.querySelector('[part="actions"]')?.outerHTML).toBe(actionsRow(
    button('button', 'button decline', 'Decline') + button('submit', 'button submit allow', 'Allow', true),
  ));
});

/**
 * docs/behaviour.md §7.6: after a refused Submit the form-level error is an alert that lists the fields needing attention,
 * each a button that takes focus to its field; what the live region says stays the count alone. A one-field form draws
 * no box (docs/look.md, "Errors"): its field's own error says it once; the count is still read.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { ElicitationForm } from './ElicitationForm.tsx';

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Full name' },
    email: { type: 'string', title: 'Work email', format: 'email' },
    size: { type: 'string', title: 'Size', enum: ['S', 'M', 'L'] },
    note: { type: 'string', title: 'Note' },
  },
  required: ['name', 'size'],
};

it('lists the fields that need attention as buttons that focus them, and keeps the count current', async () => {
  const user = userEvent.setup();
  render(<ElicitationForm id="s" message="Who are you?" requestedSchema={schema} onResult={() => {}} />);
  await user.type(screen.getByRole('textbox', { name: 'Work email' }), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Submit' }));

  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent(/^3 fields need attention$/);
  const list = screen.getByRole('list');
  const links = within(list).getAllByRole('button');
  expect(links.map((link) => link.textContent)).toEqual(['Full name', 'Work email', 'Size']);
  for (const link of links) expect(link).toHaveAccessibleDescription('3 fields need attention');

  await user.click(within(list).getByRole('button', { name: 'Size' }));
  expect(screen.getByRole('radio', { name: 'S' })).toHaveFocus();
  await user.click(within(list).getByRole('button', { name: 'Work email' }));
  const email = screen.getByRole('textbox', { name: 'Work email' });
  expect(email).toHaveFocus();

  // Fixing a field takes it off the list.
  await user.clear(email);
  await user.type(email, 'ada@example.com');
  await expect.poll(() => within(screen.getByRole('list')).getAllByRole('button').map((link) => link.textContent)).toEqual(['Full name', 'Size']);
  expect(screen.getByRole('status')).toHaveTextContent('2 fields need attention');
});

it('shows no list before a Submit, and none once the answer is sent', async () => {
  const user = userEvent.setup();
  render(<ElicitationForm id="t" message="Name?" requestedSchema={{ type: 'object', properties: { name: { type: 'string', title: 'Name' } } }} onResult={() => {}} />);
  expect(screen.queryByRole('list')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await screen.findByText('Sent');
  expect(screen.queryByRole('list')).toBeNull();
});

it('on a one-field form draws no alert box: the field shows its error once, and the refusal is still read', async () => {
  const user = userEvent.setup();
  const { container } = render(
    <ElicitationForm id="u" message="Name?" requestedSchema={{ type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] }} onResult={() => {}} />,
  );
  await user.click(screen.getByRole('button', { name: 'Submit' }));

  const name = screen.getByRole('textbox', { name: 'Name' });
  expect(name).toHaveFocus();
  expect(name).toHaveAccessibleDescription('This field is required');
  expect(screen.getAllByText('This field is required')).toHaveLength(1);
  // The live region still says Submit was refused, for screen readers only (docs/look.md, "Errors").
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent(/^1 field needs attention$/);
  expect(status).toHaveAttribute('data-quiet');
  expect(screen.queryByRole('list')).toBeNull();
  expect(container.querySelector('.elicit-form__alert')).not.toHaveAttribute('data-tone');

  await user.type(name, 'Ada');
  expect(screen.getByRole('status')).toHaveTextContent('');
});

it('on a form of several fields keeps the box even when one field needs attention', async () => {
  const user = userEvent.setup();
  const { container } = render(<ElicitationForm id="v" message="Who are you?" requestedSchema={schema} onResult={() => {}} />);
  await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada');
  await user.click(screen.getByRole('radio', { name: 'M' }));
  await user.type(screen.getByRole('textbox', { name: 'Work email' }), 'nope');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('status')).toHaveTextContent(/^1 field needs attention$/);
  expect(screen.getByRole('status')).not.toHaveAttribute('data-quiet');
  expect(container.querySelector('.elicit-form__alert')).toHaveAttribute('data-tone', 'error');
  expect(within(screen.getByRole('list')).getAllByRole('button').map((link) => link.textContent)).toEqual(['Work email']);
});

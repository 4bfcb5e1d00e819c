/**
 * docs/behaviour.md §7.6: after a refused Submit the form-level error is an alert that lists the fields needing attention,
 * each a button that takes focus to its field; what the live region says stays the count alone.
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

/**
 * Forms that ask for what a server must not ask for in a form (docs/behaviour.md §11.3): a password, payment card details.
 * The warning above the form names the server (set apart as server text); under the host's `refuse` policy the
 * request is refused at once (`cancel`: no person declined it) and the form says why; a sent form masks such values in its summary.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ElicitationForm } from '../components/ElicitationForm/index.ts';
import { paymentCardForm, signInForm } from '../src/fixtures/index.ts';
import { fixtureArgs } from './storyStates.tsx';

const meta = {
  title: 'Form/Credential warning',
  component: ElicitationForm,
  args: { onResult: fn(), message: '', requestedSchema: {}, server: { name: 'Acme Accounts' } },
} satisfies Meta<typeof ElicitationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const PASSWORD_WARNING =
  "Acme Accounts asks for what looks like a password. Servers must not ask for passwords in a form; prefer signing in on the service's own page.";

/** The default policy (`warn`): the warning above the form, which still works. */
export const Warn: Story = {
  args: fixtureArgs(signInForm),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(PASSWORD_WARNING);
    await expect(alert.querySelector('bdi')).toHaveTextContent('Acme Accounts');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toBeEnabled();
  },
};

/** Card details (a card-number pattern): the warning says so, with its own advice. */
export const PaymentCard: Story = {
  args: { ...fixtureArgs(paymentCardForm), server: { name: 'Shop' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/^Shop asks for what looks like payment card details\./);
  },
};

/** The host's `refuse` policy: refused at once (`cancel`), no field to type into, and the reason stays. */
export const Refused: Story = {
  args: { ...fixtureArgs(signInForm), credentialPolicy: 'refuse' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'cancel' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Acme Accounts asked for what looks like a password, so this app refused the request\./);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Cancelled');
  },
};

/** Answered anyway: the summary shows the username, never the password. */
export const SentMasked: Story = {
  args: { ...fixtureArgs(signInForm, 'prefilled') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }));
    await expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: signInForm.exampleContent });
    const values = (await canvas.findAllByRole('definition')).map((value) => value.textContent);
    await expect(values).toEqual(['ada', 'Hidden', 'Yes']);
    await expect(canvasElement.textContent).not.toContain('correct horse');
  },
};

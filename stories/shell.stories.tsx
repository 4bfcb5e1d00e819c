/**
 * The form shell (docs/behaviour.md §7): who is asking, the message as plain text, the buttons, the one-result rule, the
 * unsupported notice, and the `unstyled` opt-out.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ElicitationForm } from '../components/ElicitationForm/index.ts';
import { edgeFixtures, fixtureById, unsupportedFixtures } from '../src/fixtures/index.ts';
import { darkDecorator, fixtureArgs } from './storyStates.tsx';

const meta = {
  title: 'Form/Shell',
  component: ElicitationForm,
  args: { onResult: fn(), message: '', requestedSchema: {} },
} satisfies Meta<typeof ElicitationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const edge = (id: string) => edgeFixtures.find((fixture) => fixture.id === `edge/${id}`)!;
const icon = 'data:image/svg+xml;base64,' +
  btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><rect width="20" height="20" rx="4" fill="#10a37f"/></svg>');

/** Server name and icon, a message with URLs and markup that stay text. */
export const WhoIsAsking: Story = {
  args: { ...fixtureArgs(edge('plain-text')), server: { name: 'Acme CAD', icon } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Acme CAD')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** After Submit: the answer is shown as sent, with a read-only summary of what was sent and no controls left (docs/behaviour.md §7.7). */
export const Answered: Story = {
  args: { ...fixtureArgs(fixtureById('seed/release-details')!), defaultContent: { version: '1.2.0' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    // Submitting validates first, which may settle after the click returns on a busy machine.
    await waitFor(() => expect(canvas.queryAllByRole('button')).toEqual([]));
    await userEvent.keyboard('{Escape}');
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: { version: '1.2.0' } });
    await expect(canvas.getByRole('status')).toHaveTextContent('Sent');
    // The summary loads on demand once sent (docs/behaviour.md §14.1).
    await expect(await canvas.findByRole('definition')).toHaveTextContent('1.2.0');
  },
};

/**
 * The same answer sent with Enter from the field: focus moves to "Sent" as after a click, and the finished form looks
 * the same, the calm badge with no focus ring (docs/look.md, "Focus"). Its baseline matches Answered's.
 */
export const AnsweredWithKeyboard: Story = {
  args: Answered.args,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('textbox', { name: /version/ }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: { version: '1.2.0' } }));
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Sent'));
    // Focus moves to the status once the answer settles (an effect): wait for it, as a person would.
    await waitFor(() => expect(status).toHaveFocus());
    await expect(getComputedStyle(status).outlineStyle).toBe('none');
    await expect(await canvas.findByRole('definition')).toHaveTextContent('1.2.0');
  },
};

export const Declined: Story = {
  args: fixtureArgs(fixtureById('seed/release-details')!),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Decline' }));
    await expect(args.onResult).toHaveBeenCalledWith({ action: 'decline' });
  },
};

/** The unsupported notice: no field, the reasons behind a disclosure (opened here), only Dismiss. */
export const Unsupported: Story = {
  args: { ...fixtureArgs(unsupportedFixtures[0]!), server: { name: 'Legacy CRM' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Details for developers'));
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual(['Dismiss']);
  },
};
export const UnsupportedDark: Story = { args: unsupportedArgs(), decorators: [darkDecorator] };

function unsupportedArgs() {
  return fixtureArgs(unsupportedFixtures.find((fixture) => fixture.id === 'unsupported/directory-on-web')!);
}

export const AwkwardPropertyNames: Story = { args: fixtureArgs(edge('property-names')) };
export const EmptyForm: Story = { args: fixtureArgs(edge('empty')) };

/** `unstyled`: no class hooks, so the default stylesheet leaves it alone (a host styles it). */
export const Unstyled: Story = { args: { ...fixtureArgs(fixtureById('seed/lead-capture')!), unstyled: true } };

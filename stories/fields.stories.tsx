/**
 * Text, number and boolean fields (docs/behaviour.md §2, §3) from the shared fixtures, each in every state: empty,
 * pre-filled, invalid after Submit (a play function presses Submit and checks the wiring), disabled and dark.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ElicitationForm } from '../components/ElicitationForm/index.ts';
import { booleanKinds, edgeFixtures, numberKinds, textKinds } from '../src/fixtures/index.ts';
import type { FormFixture } from '../src/fixtures/types.ts';
import type { Content } from '../src/model.ts';
import { darkDecorator, fixtureArgs, type StoryState } from './storyStates.tsx';

const meta = {
  title: 'Fields/Text, number, boolean',
  component: ElicitationForm,
  args: { onResult: fn(), message: '', requestedSchema: {} },
} satisfies Meta<typeof ElicitationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const edge = (id: string) => edgeFixtures.find((fixture) => fixture.id === `edge/${id}`)!;

function story(fixture: FormFixture, state: StoryState): Story {
  return { args: fixtureArgs(fixture, state), decorators: state === 'dark' ? [darkDecorator] : [] };
}

/**
 * Start from `start`, type `typed` into the field named `label`, press Submit, then check: no result, the field
 * is invalid and described by the plain-words error, the live region counts the fields.
 */
function invalid(fixture: FormFixture, label: RegExp, message: RegExp, start?: Content, typed?: string): Story {
  return {
    args: { ...fixtureArgs(fixture), defaultContent: start },
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement);
      if (typed) await userEvent.type(canvas.getAllByLabelText(label)[0]!, typed);
      await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
      await expect(args.onResult).not.toHaveBeenCalled();
      const field = canvas.getAllByLabelText(label)[0]!;
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
      // The count follows the field's own error in a later render: wait for it (it failed once on a loaded machine).
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/needs? attention/));
    },
  };
}

export const TextEmpty = story(textKinds, 'empty');
export const TextPrefilled = story(textKinds, 'prefilled');
export const TextInvalid = invalid(textKinds, /Event name/, /Enter at least 3 characters/, { name: 'ab', contact: 'host@example.com' });
export const TextDisabled = story(textKinds, 'disabled');
export const TextDark = story(textKinds, 'dark');
export const TextCodePoints = story(edge('code-points'), 'prefilled');
export const TextDateTimeDefault = story(edge('date-time-default'), 'empty');

export const NumberEmpty = story(numberKinds, 'empty');
export const NumberPrefilled = story(numberKinds, 'prefilled');
export const NumberInvalid = invalid(numberKinds, /Nodes/, /Enter a whole number/, undefined, '2.5');
export const NumberDisabled = story(numberKinds, 'disabled');
export const NumberDark = story(numberKinds, 'dark');

export const BooleanEmpty = story(booleanKinds, 'empty');
export const BooleanPrefilled = story(booleanKinds, 'prefilled');
export const BooleanDisabled = story(booleanKinds, 'disabled');
export const BooleanDark = story(booleanKinds, 'dark');

/**
 * A boolean has no "invalid after Submit" state: a required box left unticked is a valid "no", and Submit
 * sends `false` (docs/behaviour.md §3). This story is that state.
 */
export const BooleanRequiredUnticked: Story = {
  args: fixtureArgs(edge('required-boolean')),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
    await expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: { newsletter: false } });
    // The summary of what was sent loads on demand (docs/behaviour.md §14.1): the story ends once it shows.
    await expect(await within(canvasElement).findByRole('definition')).toHaveTextContent('No');
  },
};

/**
 * A yes/no box focused from the keyboard keeps its 4px corners, and its ring follows them (docs/look.md, "Focus"):
 * a square box with a square ring, never a rounder one that reads as a radio.
 */
export const BooleanKeyboardFocus: Story = {
  args: fixtureArgs(booleanKinds),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: /I reviewed the changes/ });
    for (let step = 0; step < 10 && document.activeElement !== box; step += 1) await userEvent.tab();
    await expect(box).toHaveFocus();
    await expect(getComputedStyle(box).borderRadius).toBe('4px');
  },
};

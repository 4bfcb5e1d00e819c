/**
 * The suggestion combobox and the string list (docs/behaviour.md §2 "text with suggestions" and "string list", §4) from the
 * shared fixtures, in every state: empty, pre-filled, many (10,000) suggestions, open popup, invalid after Submit
 * (play functions check the wiring), disabled and dark.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ElicitationForm } from '../components/ElicitationForm/index.ts';
import { deployForm, deployPrefilled, manySuggestionsForm, suggestionKinds } from '../src/fixtures/index.ts';
import type { FormFixture } from '../src/fixtures/types.ts';
import { darkDecorator, fixtureArgs, type StoryState } from './storyStates.tsx';
import { sentence } from '../test-support/sentence.ts';

const meta = {
  title: 'Fields/Suggestions and string lists',
  component: ElicitationForm,
  args: { onResult: fn(), message: '', requestedSchema: {} },
} satisfies Meta<typeof ElicitationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

function story(fixture: FormFixture, state: StoryState): Story {
  return { args: fixtureArgs(fixture, state), decorators: state === 'dark' ? [darkDecorator] : [] };
}

export const Empty = story(deployForm, 'empty');
export const Prefilled = story(deployPrefilled, 'empty');
export const PrefilledFromContent = story(deployForm, 'prefilled');
export const Disabled = story(deployForm, 'disabled');
export const Dark = story(deployPrefilled, 'empty');
Dark.decorators = [darkDecorator];
export const AllKinds = story(suggestionKinds, 'prefilled');

/** The popup open on a filtered list: titles with their descriptions, the count announced politely. */
export const PopupOpen: Story = {
  args: fixtureArgs(deployForm),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: /Region/ }), 'us');
    await expect(await canvas.findByRole('listbox', { name: /Region/ })).toBeVisible();
    await expect(await canvas.findByRole('option', { name: 'US East (N. Virginia)' })).toHaveAccessibleDescription(
      'Lowest latency for the east coast',
    );
    await userEvent.keyboard('{ArrowDown}');
  },
};

/** Same, in the dark theme. */
export const PopupOpenDark: Story = { ...PopupOpen, decorators: [darkDecorator] };

/** 10,000 suggestions: the popup renders only the visible rows and filters as you type. */
export const ManySuggestions: Story = {
  args: fixtureArgs(manySuggestionsForm),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = canvas.getByRole('combobox', { name: /Item/ });
    await userEvent.click(item);
    await userEvent.keyboard('{ArrowDown}');
    // The virtual rows appear once the opened popup has been measured (a resize observer, next frame): wait for them.
    const options = await canvas.findAllByRole('option');
    await expect(options.length).toBeLessThan(60);
    await expect(options[0]).toHaveAttribute('aria-setsize', '10000');
    await userEvent.type(item, '999');
    await expect(await canvas.findByRole('option', { name: 'Item 9999' })).toBeInTheDocument();
  },
};

/** Submit with a free-text region that misses the pattern and a chip that is not an email. */
export const Invalid: Story = {
  args: fixtureArgs(deployForm),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: /Region/ }), 'Ireland');
    await userEvent.type(canvas.getByRole('combobox', { name: /Reviewers/ }), 'ada@example.com,nope,');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onResult).not.toHaveBeenCalled();
    await expect(canvas.getByRole('combobox', { name: /Region/ })).toHaveAttribute('aria-invalid', 'true');
    const chips = within(canvas.getByRole('list', { name: 'Reviewers: entries' })).getAllByRole('listitem');
    await expect(chips[1]).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Remove nope' })).toHaveAccessibleDescription(/email/i);
  },
};

/** Same, in the dark theme. */
export const InvalidDark: Story = { ...Invalid, decorators: [darkDecorator] };

/** uniqueItems refuses a duplicate with a message; maxItems stops adding. */
export const ListRefusals: Story = {
  args: fixtureArgs(deployForm),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: /Reviewers/ });
    await userEvent.type(input, 'a@x.org,a@x.org,');
    // The entry sits in its own <bdi> inside the kit's sentence (docs/behaviour.md §7.3): match the sentence whole.
    await expect(await canvas.findByText(sentence('“a@x.org” is already in the list.'))).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'b@x.org,c@x.org,d@x.org,');
    await expect(await canvas.findByText(/The list is full/)).toBeVisible();
  },
};

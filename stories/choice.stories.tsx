/**
 * Choice fields (docs/behaviour.md §2 choice rows, §4): every single- and multi-choice kind from the shared fixtures, each in
 * every state: empty, pre-filled, invalid after Submit (a play function presses Submit), disabled and dark.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ElicitationForm } from '../components/ElicitationForm/index.ts';
import { choiceFixtures, largeThumbnailFixture } from '../src/fixtures/choice.ts';
import type { FormFixture } from '../src/fixtures/types.ts';
import type { Content } from '../src/model.ts';
import { darkDecorator } from './storyStates.tsx';

const meta = {
  title: 'Fields/Choice',
  component: ElicitationForm,
  args: { onResult: fn(), message: '', requestedSchema: {} },
} satisfies Meta<typeof ElicitationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

function byId(id: string): FormFixture {
  const found = choiceFixtures.find((fixture) => fixture.id === id);
  if (!found) throw new Error(`No choice fixture ${id}`);
  return found;
}

type State = 'empty' | 'prefilled' | 'disabled' | 'dark';

/** A story of fixture `id` in `state`. */
function story(id: string, state: State, defaultContent?: Content): Story {
  const fixture = byId(id);
  return {
    args: {
      message: fixture.message,
      requestedSchema: fixture.requestedSchema,
      defaultContent: state === 'prefilled' || state === 'disabled' ? (defaultContent ?? fixture.exampleContent) : undefined,
      disabled: state === 'disabled',
    },
    decorators: state === 'dark' ? [darkDecorator] : [],
  };
}

/** Invalid after Submit: the play function submits the given (invalid) start and checks the error shows. */
function invalid(id: string, defaultContent?: Content): Story {
  return {
    ...story(id, 'empty'),
    args: { ...story(id, 'empty').args, defaultContent },
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
      await expect(args.onResult).not.toHaveBeenCalled();
      const groups = [...canvas.queryAllByRole('radiogroup'), ...canvas.queryAllByRole('group'), ...canvas.queryAllByRole('combobox')];
      await expect(groups.some((group) => group.getAttribute('aria-invalid') === 'true')).toBe(true);
    },
  };
}

// Single choice, untitled enum
export const EnumEmpty = story('choice/enum', 'empty');
export const EnumPrefilled = story('choice/enum', 'prefilled');
export const EnumInvalid = invalid('choice/enum');
export const EnumDisabled = story('choice/enum', 'disabled');
export const EnumDark = story('choice/enum', 'dark');

// Single choice, legacy enum + enumNames (optional, with a default: the Clear button shows)
export const EnumNamesEmpty = story('choice/enum-names', 'empty');
export const EnumNamesPrefilled = story('choice/enum-names', 'prefilled');
export const EnumNamesDisabled = story('choice/enum-names', 'disabled');
export const EnumNamesDark = story('choice/enum-names', 'dark');

// Single choice, titled oneOf with descriptions
export const OneOfEmpty = story('choice/one-of', 'empty');
export const OneOfPrefilled = story('choice/one-of', 'prefilled');
export const OneOfInvalid = invalid('choice/one-of');
export const OneOfDisabled = story('choice/one-of', 'disabled');
export const OneOfDark = story('choice/one-of', 'dark');

// Single choice, numeric enum
export const NumericEmpty = story('choice/numeric-enum', 'empty');
export const NumericPrefilled = story('choice/numeric-enum', 'prefilled');
export const NumericInvalid = invalid('choice/numeric-enum');
export const NumericDark = story('choice/numeric-enum', 'dark');

// Long lists: the raised listbox (optional "None" row, required placeholder)
export const LongListsEmpty = story('choice/long-lists', 'empty');
export const LongListsPrefilled = story('choice/long-lists', 'prefilled');
export const LongListsDisabled = story('choice/long-lists', 'disabled');
export const LongListsDark = story('choice/long-lists', 'dark');

// Single choice as image cards, with http:, javascript: and missing thumbnails falling back
export const ThumbnailsEmpty = story('choice/thumbnails', 'empty');
export const ThumbnailsPrefilled = story('choice/thumbnails', 'prefilled', { part: 'hex-bolt' });
export const ThumbnailsInvalid = invalid('choice/thumbnails');
export const ThumbnailsDisabled = story('choice/thumbnails', 'disabled');
export const ThumbnailsDark = story('choice/thumbnails', 'dark');

// Multi choice, items.enum with minItems 1 / maxItems 2
export const MultiEnumEmpty = story('choice/multi-enum', 'empty');
export const MultiEnumPrefilled = story('choice/multi-enum', 'prefilled');
export const MultiEnumInvalidEmpty = invalid('choice/multi-enum');
export const MultiEnumInvalidTooMany = invalid('choice/multi-enum', { days: ['Mon', 'Tue', 'Wed'] });
export const MultiEnumDisabled = story('choice/multi-enum', 'disabled');
export const MultiEnumDark = story('choice/multi-enum', 'dark');

// Multi choice, items.anyOf with descriptions (optional, default ['email'])
export const MultiAnyOfEmpty = story('choice/multi-any-of', 'empty');
export const MultiAnyOfPrefilled = story('choice/multi-any-of', 'prefilled');
export const MultiAnyOfDisabled = story('choice/multi-any-of', 'disabled');
export const MultiAnyOfDark = story('choice/multi-any-of', 'dark');

// Multi choice, a long list flowing into columns
export const MultiLongEmpty = story('choice/multi-long', 'empty');
export const MultiLongPrefilled = story('choice/multi-long', 'prefilled');
export const MultiLongDark = story('choice/multi-long', 'dark');

// Multi choice as image cards, blocked file: and http: sources
export const MultiThumbnailsEmpty = story('choice/multi-thumbnails', 'empty');
export const MultiThumbnailsPrefilled = story('choice/multi-thumbnails', 'prefilled');
export const MultiThumbnailsInvalid = invalid('choice/multi-thumbnails', { finishes: ['matte', 'gloss', 'satin', 'powder'] });
export const MultiThumbnailsDisabled = story('choice/multi-thumbnails', 'disabled');
export const MultiThumbnailsDark = story('choice/multi-thumbnails', 'dark');

// Property names that must not touch prototypes
export const PropertyNames = story('edge-case/choice-property-names', 'empty');

/** Many image cards (the full 2,000 are measured in e2e/choice.spec.ts; 60 keep the per-story axe run short on slow CI). */
const many = largeThumbnailFixture(60);
export const ManyCards: Story = {
  args: { message: many.message, requestedSchema: many.requestedSchema },
};

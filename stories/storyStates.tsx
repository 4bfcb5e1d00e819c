/**
 * Story helpers shared by the form-shell, field and example stories: one fixture in one state.
 * (Plain helpers, no stories here.)
 */
import type { Decorator } from '@storybook/react-vite';
import type { FormFixture } from '../src/fixtures/types.ts';
import type { Content } from '../src/model.ts';

export const darkDecorator: Decorator = (Story) => (
  <div data-theme="dark" style={{ background: '#171717', padding: '1rem' }}>
    <Story />
  </div>
);

export type StoryState = 'empty' | 'prefilled' | 'disabled' | 'dark';

/** The `ElicitationForm` args of `fixture` in `state` (pre-filled and disabled start from its example answer). */
export function fixtureArgs(fixture: FormFixture, state: StoryState = 'empty', defaultContent?: Content) {
  return {
    message: fixture.message,
    requestedSchema: fixture.requestedSchema,
    profile: fixture.profile,
    defaultContent: state === 'prefilled' || state === 'disabled' ? (defaultContent ?? fixture.exampleContent) : undefined,
    disabled: state === 'disabled',
  };
}

/**
 * Story helpers shared by the form-shell, field and example stories: one fixture in one state.
 * (Plain helpers, no stories here.)
 */
import type { Decorator } from '@storybook/react-vite';
import type { FormFixture } from '../src/fixtures/types.ts';
import type { Content } from '../src/model.ts';

export type Theme = 'light' | 'dark';
const PAGE_BACKGROUND: Record<Theme, string> = { light: '#ffffff', dark: '#171717' };

/**
 * Puts the whole story page in `theme`: `data-theme` and the colour scheme on `<html>`, so the kit's tokens, a modal
 * dialog (top layer) and the page around the story all switch. Used by the `theme` global (.storybook/preview.ts).
 */
export function applyPageTheme(theme: Theme) {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  document.body.style.background = PAGE_BACKGROUND[theme];
}

/** A story that is dark whatever the `theme` global says (it runs inside the global's decorator, so it wins). */
export const darkDecorator: Decorator = (Story) => {
  applyPageTheme('dark');
  return <Story />;
};

/** The width of a 320 px phone's page less Storybook's 16 px padding on each side (docs/look.md, "Phones"). */
export const PHONE_320_WIDTH = 288;

/** The story in a 320 px phone's width: the form at the width it has on the smallest supported screen. */
export const phone320Decorator: Decorator = (Story) => (
  <div style={{ maxWidth: PHONE_320_WIDTH }}>
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

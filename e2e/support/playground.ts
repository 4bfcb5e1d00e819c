/**
 * The playground is the host page of the kit's own e2e tests: it opens a form from a `#form=` permalink, has a
 * Theme select, and shows the result in `data-testid="elicitation-result"`. Only host controls live here; the
 * form itself is driven through `elicit-kit/testing`.
 */
import { expect, type Page } from '@playwright/test';
import type { FormFixture } from '../../src/fixtures/types.ts';
import { elicitationForm, openPermalink, permalinkHash } from '../../testing/index.ts';

export type Theme = 'light' | 'dark';

/**
 * Opens `fixture` in the playground in `theme`. The theme rides in the fragment too (the page ignores it), so the
 * same fixture in another theme is a new fragment, and the page remounts a fresh form without reloading.
 */
export async function openInPlayground(page: Page, fixture: Pick<FormFixture, 'message' | 'requestedSchema' | 'profile'>, theme: Theme) {
  const hash = `${permalinkHash({ message: fixture.message, requestedSchema: fixture.requestedSchema, profile: fixture.profile })}&theme=${theme}`;
  await page.goto(`/${hash}`);
  await page.getByLabel('Theme').selectOption(theme);
  // The Theme switch themes the whole page (README "Work on the kit"): the form takes its tokens from the root's data-theme.
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/**
 * Opens `fixture` from its permalink and waits for its form: the `elicit-kit/testing` helpers of that form.
 * @example const form = await openForm(page, lead); await form.fill('Full name', 'Ada');
 */
export async function openForm(page: Page, fixture: { message: string; requestedSchema: unknown }) {
  await openPermalink(page, { message: fixture.message, requestedSchema: fixture.requestedSchema });
  const form = elicitationForm(page, { message: fixture.message });
  await expect(form.root).toBeVisible();
  return form;
}

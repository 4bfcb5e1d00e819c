/**
 * docs/behaviour.md §7.6: after a refused Submit focus lands on the first option of an invalid radio, checkbox or card
 * group, so that option itself carries the error (`aria-invalid`, `aria-describedby`): a screen reader hears it with
 * the option it is on. The group's description says it no more, so it is heard once. Checked on the accessibility
 * tree Chromium computes (accessible descriptions), with real keys.
 */
import { test, expect, type Page } from '@playwright/test';
import { choiceFixtures } from '../src/fixtures/choice.ts';
import { multiChoiceKinds } from '../src/fixtures/kinds.ts';
import { elicitationForm, openPermalink } from '../testing/index.ts';

async function submitEmpty(page: Page, fixture: { message: string; requestedSchema: unknown }) {
  await openPermalink(page, { message: fixture.message, requestedSchema: fixture.requestedSchema });
  const form = elicitationForm(page, { message: fixture.message });
  await form.root.getByRole('button', { name: 'Submit' }).focus();
  await page.keyboard.press('Enter');
  return form;
}
const choice = (id: string) => choiceFixtures.find((fixture) => fixture.id === id)!;

test('radios: the focused radio is invalid and described by the error; the group keeps its own description', async ({ page }) => {
  const form = await submitEmpty(page, choice('choice/enum'));
  const red = form.option('Colour', 'red');
  await expect(red).toBeFocused();
  await expect(red).toHaveAttribute('aria-invalid', 'true');
  await expect(red).toHaveAccessibleDescription('This field is required');
  await expect(form.group('Colour')).toHaveAccessibleDescription('Shown on the printed label');
  await page.keyboard.press('ArrowDown'); // choosing clears the error as the person acts (docs/behaviour.md §7.6)
  await expect(form.option('Colour', 'green')).toBeChecked();
  await expect(form.option('Colour', 'green')).not.toHaveAttribute('aria-invalid');
  await expect(form.option('Colour', 'green')).toHaveAccessibleDescription('');
});

test('checkboxes: the focused box carries the count error', async ({ page }) => {
  const form = await submitEmpty(page, multiChoiceKinds);
  const github = form.option('Tools', 'GitHub');
  await expect(github).toBeFocused();
  await expect(github).toHaveAttribute('aria-invalid', 'true');
  await expect(github).toHaveAccessibleDescription('Choose between 1 and 2 options');
});

test('image cards: the focused card carries the error next to its own description', async ({ page }) => {
  const form = await submitEmpty(page, choice('choice/thumbnails'));
  const bolt = form.option('Part', 'M6 hex bolt');
  await expect(bolt).toBeFocused();
  await expect(bolt).toHaveAttribute('aria-invalid', 'true');
  await expect(bolt).toHaveAccessibleDescription('A fastener for the main joint This field is required');
});

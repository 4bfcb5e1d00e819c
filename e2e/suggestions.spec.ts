/**
 * The suggestion combobox and the string list in real Chromium, driven only by the keyboard through the
 * playground's `#form=` permalinks: type, ArrowDown, Enter, Escape (twice), Backspace, comma — each test asserts
 * the exact result the server would receive. Also: axe on the open popup and on invalid chips, and the typing
 * latency of a 10,000-suggestion combobox (reported as annotations, not asserted: shared CI machines vary).
 */
import { expect, type Page } from '@playwright/test';
import { axeBuilder } from './support/axe.ts';
import { reusedPageTest } from './support/reusedPage.ts';
import { deployForm, manySuggestions } from '../src/fixtures/index.ts';
import { permalinkHash } from '../src/permalink.ts';
import { summarise, typingLatencies } from './latency.ts';

const test = reusedPageTest();

const deployHash = permalinkHash({ message: deployForm.message, requestedSchema: deployForm.requestedSchema });
const result = (page: Page) => page.getByTestId('elicitation-result');
const stage = (page: Page) => page.getByRole('region', { name: 'Form' });
const resultJson = async (page: Page): Promise<unknown> => JSON.parse((await result(page).textContent()) || 'null');

async function expectNoAxeViolations(page: Page) {
  const axe = await (await axeBuilder(page)).include('.demo-stage').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('keyboard only: pick, type, comma, Backspace, Escape on an open popup, then Enter submits the exact content', async ({ page }) => {
  await page.goto(`/${deployHash}`);
  const region = stage(page).getByRole('combobox', { name: /Region/ });
  const reviewers = stage(page).getByRole('combobox', { name: /Reviewers/ });
  const labels = stage(page).getByRole('combobox', { name: /Labels/ });

  await region.focus();
  await page.keyboard.type('us');
  await expect(stage(page).getByRole('listbox', { name: /Region/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(region).toHaveAttribute('aria-activedescendant', /option-0$/);
  await page.keyboard.press('Enter'); // picks; must not submit
  await expect(region).toHaveValue('us-east-1');
  await expect(region).toHaveAttribute('aria-expanded', 'false');
  await expect(result(page)).toHaveText('');

  await page.keyboard.press('Tab'); // the toggle button is out of the Tab order: next stop is the reviewers input
  await expect(reviewers).toBeFocused();
  await page.keyboard.type('ada');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.type('x@y.org,tmp@z.org,');
  const chips = stage(page).getByRole('list', { name: 'Reviewers: entries' }).getByRole('listitem');
  await expect(chips).toHaveText(['Ada Lovelace', 'x@y.org', 'tmp@z.org']);
  await page.keyboard.press('Backspace'); // empty input: removes the last chip
  await expect(chips).toHaveText(['Ada Lovelace', 'x@y.org']);

  await page.keyboard.type('gr');
  await expect(stage(page).getByRole('option', { name: 'Grace Hopper' })).toBeVisible();
  await page.keyboard.press('Escape'); // closes the popup only
  await expect(reviewers).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('.elicit-form')).toHaveAttribute('data-status', 'editing');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace'); // removes the typed "gr", not chips
  await expect(chips).toHaveCount(2);

  await labels.focus();
  await page.keyboard.type('db, db,');
  await region.focus();
  await page.keyboard.press('Enter'); // popup closed: submits
  expect(await resultJson(page)).toEqual({
    action: 'accept',
    content: { region: 'us-east-1', reviewers: ['ada@example.com', 'x@y.org'], labels: ['db', 'db'] },
  });
});

test('Escape closes the open popup first; the next asks before discarding the typed text, and one more cancels', async ({ page }) => {
  await page.goto(`/${deployHash}`);
  const region = stage(page).getByRole('combobox', { name: /Region/ });
  await region.focus();
  await page.keyboard.type('eu');
  await expect(region).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(region).toHaveAttribute('aria-expanded', 'false');
  await expect(region).toHaveValue('eu');
  await expect(result(page)).toHaveText('');
  await page.keyboard.press('Escape'); // docs/behaviour.md §3: text was typed, so Escape asks first
  await expect(stage(page).getByRole('group', { name: 'Discard your answers?' })).toBeVisible();
  await expect(result(page)).toHaveText('');
  await page.keyboard.press('Escape');
  expect(await resultJson(page)).toEqual({ action: 'cancel' });
});

test('refused answers mark the combobox and the offending chip; axe finds nothing, popup open or not', async ({ page }) => {
  await page.goto(`/${deployHash}`);
  const region = stage(page).getByRole('combobox', { name: /Region/ });
  await region.fill('Ireland');
  await stage(page).getByRole('combobox', { name: /Reviewers/ }).focus();
  await page.keyboard.type('nope,ada@example.com,'); // a typed entry closes the popup, so Submit is not covered
  await stage(page).getByRole('button', { name: 'Submit' }).click();
  await expect(result(page)).toHaveText('');
  await expect(region).toHaveAttribute('aria-invalid', 'true');
  const chips = stage(page).getByRole('list', { name: 'Reviewers: entries' }).getByRole('listitem');
  await expect(chips.nth(0)).toHaveAttribute('aria-invalid', 'true');
  await expect(stage(page).getByRole('button', { name: 'Remove nope' })).toHaveAccessibleDescription(/email/i);
  await expectNoAxeViolations(page);

  await region.focus();
  await page.keyboard.press('ArrowDown');
  await expect(stage(page).getByRole('listbox', { name: /Region/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('suggestions-open.png') });
});


test('string list as a token field: chips inside the box, a broken entry flagged before Submit, long entries on one line', async ({ page }) => {
  await page.goto(`/${deployHash}`);
  const reviewers = stage(page).getByRole('combobox', { name: /Reviewers/ });
  const box = stage(page).locator('.elicit-string-list__box').first();
  await reviewers.focus();
  // The box takes a focused text input's look (:focus-within; docs/look.md, "Focus"): a darker 2 px hairline, no ring.
  await expect(box).toHaveCSS('box-shadow', /inset/);
  await expect(box).toHaveCSS('outline-style', 'none');
  const long = `${'a-very-long-address-'.repeat(6)}@example.org`;
  await page.keyboard.type(`nope,${long},`);
  const chips = stage(page).getByRole('list', { name: 'Reviewers: entries' }).getByRole('listitem');
  await expect(chips).toHaveText(['nope', long]); // the whole text, though drawn with an ellipsis
  // Flagged the moment it is added, not at Submit: red chip, message under the box, tied to the chip.
  await expect(chips.nth(0)).toHaveAttribute('aria-invalid', 'true');
  await expect(stage(page).getByRole('button', { name: 'Remove nope' })).toHaveAccessibleDescription('“nope”: Enter a valid email address');
  await expect(stage(page).getByText('“nope”: Enter a valid email address')).toBeVisible();
  await expect(reviewers).not.toHaveAttribute('aria-invalid'); // the field itself turns red at Submit, like every field
  await expect(box.getByRole('listitem')).toHaveCount(2); // inside the input's box, not above it
  const longChip = (await chips.nth(1).boundingBox())!;
  const boxRect = (await box.boundingBox())!;
  expect(longChip.height).toBeLessThanOrEqual(26); // one line
  expect(longChip.width).toBeLessThanOrEqual(boxRect.width);
  await expect(chips.nth(1).locator('.elicit-chip__label')).toHaveAttribute('title', long);
  await expectNoAxeViolations(page);
  await stage(page).getByRole('combobox', { name: /Region/ }).focus();
  await box.click({ position: { x: boxRect.width - 12, y: boxRect.height - 10 } }); // the empty end of the last line
  await expect(reviewers).toBeFocused();
});

test('a new filter opens on its first match, wherever the longer list before it was scrolled', async ({ page }) => {
  const schema = { type: 'object', properties: { item: { type: 'string', title: 'Item', 'x-openai-suggestions': manySuggestions(10_000) } } };
  await page.goto(`/${permalinkHash({ message: 'Find an item among ten thousand.', requestedSchema: schema })}`);
  const item = stage(page).getByRole('combobox', { name: /Item/ });
  const listbox = stage(page).getByRole('listbox', { name: /Item/ });
  await item.focus();
  await page.keyboard.press('ArrowDown');
  await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-setsize', '10000');
  await listbox.hover();
  await page.mouse.wheel(0, 2_000); // the user scrolls the long list, then types
  await expect.poll(() => listbox.evaluate((node) => node.scrollTop)).toBeGreaterThan(1_000);
  await page.keyboard.type('999');
  await expect(listbox.getByRole('option')).toHaveCount(19); // Item 999, 1999, …, 9999 and Item 9990–9998
  await expect(listbox.getByRole('option', { name: 'Item 999', exact: true })).toBeInViewport();
  expect(await listbox.evaluate((node) => node.scrollTop)).toBe(0);
});

test('typing latency with 10,000 suggestions, against a plain text field (reported, not asserted)', async ({ page }) => {
  const schema = {
    type: 'object',
    properties: {
      plain: { type: 'string', title: 'Plain' },
      item: { type: 'string', title: 'Item', 'x-openai-suggestions': manySuggestions(10_000) },
    },
  };
  await page.goto(`/${permalinkHash({ message: 'Find an item among ten thousand.', requestedSchema: schema })}`);
  const plain = stage(page).getByRole('textbox', { name: 'Plain' });
  const item = stage(page).getByRole('combobox', { name: /Item/ });
  await item.focus();
  await page.keyboard.press('ArrowDown');
  await expect(stage(page).getByRole('listbox', { name: /Item/ }).getByRole('option').first()).toHaveAttribute('aria-setsize', '10000');
  await page.keyboard.press('Escape');

  const baseline = await typingLatencies(page, plain, 'item 9042');
  const combobox = await typingLatencies(page, item, 'item 9042');
  await expect(stage(page).getByRole('option', { name: 'Item 9042', exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(item).toHaveValue('item-9042');

  for (const [what, latencies] of [['plain text field', baseline], ['10,000-suggestion combobox', combobox]] as const) {
    test.info().annotations.push({ type: `typing latency, ${what}`, description: summarise(latencies) });
    console.log(`[suggestions] typing latency, ${what}: ${summarise(latencies)}`);
  }
  expect(combobox).toHaveLength(9);
});

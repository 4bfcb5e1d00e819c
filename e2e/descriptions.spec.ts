/**
 * docs/keyboard-and-screen-readers.md (errors, spinbuttons) in real Chromium: what a screen reader is told, read from the accessibility tree
 * (accessible descriptions, exactly). One rule for errors: once shown, an error is checked again as the person types,
 * so it clears (or changes) at once. Each rule is said once: an error stands in for the hint that states the same
 * rule, and the string list's help is one short sentence. Number fields are spinbuttons that ArrowUp/ArrowDown step.
 */
import { test, expect } from '@playwright/test';
import { openForm } from './support/playground.ts';
import { seedFixtures } from '../src/fixtures/seeds.ts';
import { multiChoiceKinds } from '../src/fixtures/kinds.ts';
import { deployForm } from '../src/fixtures/suggestions.ts';

const lead = seedFixtures.find((fixture) => fixture.id === 'seed/lead-capture')!;

test('Team size: its error clears as the person types, like the email’s, without leaving the field', async ({ page }) => {
  const form = await openForm(page, lead);
  await form.fill('Full name', 'Ada');
  await form.fill('Work email', 'ada@');
  await form.fill('Company', 'Acme');
  await form.fill('Team size', '0');
  await form.submit();
  const email = form.field('Work email');
  const teamSize = form.field('Team size');
  await expect(email).toHaveAccessibleDescription('Enter a valid email address');
  await expect(teamSize).toHaveAccessibleDescription('Enter a number of at least 1');
  await email.focus();
  await page.keyboard.type('example.com');
  await expect(email).not.toHaveAttribute('aria-invalid');
  await teamSize.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('5');
  await expect(teamSize).toBeFocused();
  await expect(teamSize).not.toHaveAttribute('aria-invalid');
  await expect(teamSize).toHaveAccessibleDescription('Whole number · At least 1'); // the hint is back
  await form.submit();
  expect(await form.result()).toEqual({
    action: 'accept',
    content: { fullName: 'Ada', email: 'ada@example.com', company: 'Acme', teamSize: 5, subscribe: true },
  });
});

test('number fields are spinbuttons with their bounds and value', async ({ page }) => {
  const form = await openForm(page, lead);
  const teamSize = page.getByRole('spinbutton', { name: 'Team size' });
  await expect(teamSize).toHaveAttribute('aria-valuemin', '1');
  await teamSize.focus();
  await page.keyboard.press('ArrowDown'); // empty: the nearest allowed value
  await expect(teamSize).toHaveValue('1');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('41');
  await page.keyboard.press('ArrowUp');
  await expect(teamSize).toHaveValue('42');
  await expect(teamSize).toHaveAttribute('aria-valuenow', '42');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(teamSize).toHaveAttribute('aria-valuenow', '40');
  expect(await form.status()).toBe('editing');
});

test('a count rule is said once: by the checkbox in focus while its error shows, by the group’s hint otherwise', async ({ page }) => {
  const form = await openForm(page, multiChoiceKinds);
  const tools = form.group('Tools');
  await expect(tools).toHaveAccessibleDescription('Choose 1 to 2');
  await form.submit();
  const github = form.option('Tools', 'GitHub');
  await expect(github).toBeFocused();
  await expect(github).toHaveAccessibleDescription('Choose between 1 and 2 options');
  await expect(tools).toHaveAccessibleDescription('');
  await page.keyboard.press('Space');
  await expect(github).toHaveAccessibleDescription('');
  await expect(tools).toHaveAccessibleDescription('Choose 1 to 2');
});

test('the string list’s help is one short sentence; its error stands in for it', async ({ page }) => {
  const form = await openForm(page, deployForm);
  const reviewers = form.field('Reviewers');
  await expect(reviewers).toHaveAccessibleDescription('Email addresses Enter to add, 1–3 entries, no repeats');
  await form.fill('Region', 'eu-west-1');
  await form.submit();
  await expect(reviewers).toHaveAccessibleDescription('Email addresses Add between 1 and 3 items');
});

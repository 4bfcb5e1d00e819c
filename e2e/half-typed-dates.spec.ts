/**
 * docs/behaviour.md §3.4 decision: a date or date-time the person started but left half-typed or impossible is an
 * error on that field, never a silently omitted value. Chromium fires no event while a date input is incomplete and
 * reports it only through `validity.badInput`, so these tests type real keys into the native inputs (en-GB:
 * dd/mm/yyyy, the segments advance by themselves).
 */
import { test, expect } from '@playwright/test';
import { readShownResult } from '../testing/index.ts';
import { openTextForm } from './support/textForm.ts';

test.use({ locale: 'en-GB', timezoneId: 'Europe/Paris' });


test('a half-typed date is an error on its field after Submit, and the completed date is sent', async ({ page }) => {
  const form = await openTextForm(page);
  const day = page.getByLabel('Day');
  await day.focus();
  await page.keyboard.type('12'); // the day only: month and year left empty
  await form.submit();
  await expect(day).toBeFocused();
  await expect(day).toHaveAttribute('aria-invalid', 'true');
  await expect(day).toHaveAccessibleDescription('Enter the whole date');
  expect(await form.errors()).toEqual({ Day: 'Enter the whole date' });
  expect(await readShownResult(page)).toBeUndefined();
  // Completing it clears the error as the person types, and the date is sent.
  await page.keyboard.type('12122026'); // focus came back to the first segment (the day)
  await expect(day).toHaveValue('2026-12-12');
  await expect(day).not.toHaveAttribute('aria-invalid');
  await form.submit();
  expect(await form.result()).toEqual({ action: 'accept', content: { name: 'Launch', contact: 'host@example.com', day: '2026-12-12' } });
});

test.describe('in en-US (mm/dd/yyyy), where Chromium keeps 02/31 as typed', () => {
  test.use({ locale: 'en-US' });
  test('an impossible date (February 31) and a date-time without its time are errors, also when Enter submits', async ({ page }) => {
    const form = await openTextForm(page);
    const day = page.getByLabel('Day');
    await day.focus();
    await page.keyboard.type('02312026');
    const startsAt = page.getByLabel('Starts at');
    await startsAt.focus();
    await page.keyboard.type('12012026'); // the date part only
    await page.keyboard.press('Enter');
    expect(await form.errors()).toEqual({ Day: 'Enter the whole date', 'Starts at': 'Enter the whole date and time' });
    await expect(day).toBeFocused();
    expect(await readShownResult(page)).toBeUndefined();
  });
});

test('a date cleared completely is left out again (nothing unreadable remains)', async ({ page }) => {
  const form = await openTextForm(page);
  const day = page.getByLabel('Day');
  await day.focus();
  await page.keyboard.type('12');
  await page.getByLabel('Room code').focus(); // leaving the field reads it: half-typed
  await day.focus();
  await page.keyboard.press('Backspace'); // clears the day segment: the input is empty again
  await form.submit();
  expect(await form.result()).toEqual({ action: 'accept', content: { name: 'Launch', contact: 'host@example.com' } });
});

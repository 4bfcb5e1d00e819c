/**
 * The date field's calendar (components/fields/Text/Calendar.tsx; docs/look.md "Date and date-time"): the button
 * beside a date opens it in the top layer, the APG date-picker dialog's keys move the focused day, Enter picks it and
 * the exact content is sent; Escape closes it and returns focus to the button. A date-time keeps its time and is sent
 * as RFC 3339 with the person's offset. The clock is fixed, so "today" is a known day.
 */
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { openPermalink } from '../testing/index.ts';
import { openTextForm } from './support/textForm.ts';

test.use({ locale: 'en-GB', timezoneId: 'Europe/Paris' });

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-12-10T10:00:00+01:00'));
});


test('the keyboard moves the focused day as the APG date picker does, and Enter sends that exact date', async ({ page }) => {
  const form = await openTextForm(page);
  const button = page.getByRole('button', { name: 'Choose date' }).first();
  await button.click();
  const calendar = page.getByRole('dialog', { name: 'December 2026' });
  await expect(calendar).toBeVisible();
  // Opens on today (nothing chosen yet), marked as today.
  await expect(calendar.getByRole('button', { name: 'Thursday, 10 December 2026' })).toBeFocused();
  await expect(calendar.getByRole('button', { name: 'Thursday, 10 December 2026' })).toHaveAttribute('aria-current', 'date');
  const keys: [string, string][] = [
    ['ArrowRight', 'Friday, 11 December 2026'],
    ['ArrowDown', 'Friday, 18 December 2026'],
    ['ArrowLeft', 'Thursday, 17 December 2026'],
    ['ArrowUp', 'Thursday, 10 December 2026'],
    ['Home', 'Monday, 7 December 2026'],
    ['End', 'Sunday, 13 December 2026'],
    ['PageDown', 'Wednesday, 13 January 2027'],
    ['PageUp', 'Sunday, 13 December 2026'],
    ['Shift+PageDown', 'Monday, 13 December 2027'],
    ['Shift+PageUp', 'Sunday, 13 December 2026'],
  ];
  for (const [key, day] of keys) {
    await page.keyboard.press(key);
    await expect(page.getByRole('button', { name: day })).toBeFocused();
  }
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(button).toBeFocused();
  await expect(page.getByLabel('Day')).toHaveValue('2026-12-13');
  await form.submit();
  expect(await form.result()).toEqual({ action: 'accept', content: { name: 'Launch', contact: 'host@example.com', day: '2026-12-13' } });
});

test('Escape closes the calendar without choosing, focus back on its button, and the form stays open', async ({ page }) => {
  await openTextForm(page);
  const button = page.getByRole('button', { name: 'Choose date' }).first();
  await button.click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(button).toBeFocused();
  await expect(page.getByLabel('Day')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
});

test('the calendar is in the top layer, opens on the chosen day, and a typed date still works', async ({ page }) => {
  const form = await openTextForm(page);
  await page.getByLabel('Day').fill('2026-12-24');
  await page.getByRole('button', { name: 'Choose date' }).first().click();
  const calendar = page.getByRole('dialog', { name: 'December 2026' });
  expect(await calendar.evaluate((panel) => panel.matches(':popover-open'))).toBe(true);
  await expect(calendar.getByRole('button', { name: 'Thursday, 24 December 2026' })).toBeFocused();
  await expect(calendar.getByRole('gridcell', { selected: true })).toHaveText('24');
  await calendar.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('dialog', { name: 'January 2027' })).toBeVisible();
  await page.getByRole('button', { name: 'Friday, 1 January 2027' }).click();
  await form.submit();
  expect(await form.result()).toEqual({ action: 'accept', content: { name: 'Launch', contact: 'host@example.com', day: '2027-01-01' } });
});

test("a date-time's calendar keeps the time, names the time zone, and sends RFC 3339 with the offset", async ({ page }) => {
  const form = await openTextForm(page);
  await page.getByLabel('Starts at').fill('2026-11-29T14:05');
  await page.getByRole('button', { name: 'Choose date' }).nth(1).click();
  const calendar = page.getByRole('dialog', { name: 'November 2026' });
  await expect(calendar.getByText('Time zone: Central European Standard Time')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar.getByLabel('Time')).toBeFocused();
  await expect(calendar.getByLabel('Time')).toHaveValue('14:05:00');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await form.submit();
  expect(await form.result()).toEqual({
    action: 'accept',
    content: { name: 'Launch', contact: 'host@example.com', startsAt: '2026-11-30T14:05:00+01:00' },
  });
});

test('days outside formatMinimum / formatMaximum are disabled, and the keys stop at the bounds', async ({ page }) => {
  await openPermalink(page, {
    message: 'When?',
    requestedSchema: { type: 'object', properties: { day: { type: 'string', title: 'Day', format: 'date', formatMinimum: '2026-12-08', formatMaximum: '2026-12-12' } } },
  });
  await page.getByRole('button', { name: 'Choose date' }).click();
  const calendar = page.getByRole('dialog', { name: 'December 2026' });
  await expect(calendar.getByRole('button', { name: 'Monday, 7 December 2026' })).toHaveAttribute('aria-disabled', 'true');
  await expect(calendar.getByRole('button', { name: 'Sunday, 13 December 2026' })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('End'); // the week's end is past the maximum: the focus stops at the maximum
  await expect(calendar.getByRole('button', { name: 'Saturday, 12 December 2026' })).toBeFocused();
  await calendar.getByRole('button', { name: 'Sunday, 13 December 2026' }).click({ force: true });
  await expect(calendar).toBeVisible(); // a disabled day is not picked
  // Exact: while the calendar is open, "Monday, 7 December 2026" and the rest contain "day" too.
  await expect(page.getByLabel('Day', { exact: true })).toHaveValue('');
});

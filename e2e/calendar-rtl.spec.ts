/**
 * The date field's calendar on a right-to-left page (docs/look.md "Date and date-time", docs/behaviour.md §7.3), read
 * from what Chromium draws: the week starts at the grid's right edge, the arrows follow the visual direction as in the
 * APG date-picker dialog (ArrowLeft is the next day, ArrowRight the day before), the calendar hangs from the field's
 * right edge, the previous-month button sits on the right pointing right and the next-month button on the left pointing
 * left (in `<elicitation-form>`'s shadow root too), the popover stays inside a 320 px wide viewport with every day
 * whole, and the picked day is the exact date sent. The clock is fixed, so "today" is a known day.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { textKinds } from '../src/fixtures/kinds.ts';
import { pointing } from './support/pointing.ts';
import { openTextForm } from './support/textForm.ts';

test.use({ locale: 'en-GB', timezoneId: 'Europe/Paris', viewport: { width: 320, height: 640 } });

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-12-10T10:00:00+01:00'));
});

/** The horizontal middle of what `locator` draws, in CSS pixels from the viewport's left edge. */
async function middle(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not drawn');
  return box.x + box.width / 2;
}

async function openRtl(page: Page) {
  const form = await openTextForm(page);
  await page.evaluate(() => {
    document.documentElement.dir = 'rtl';
  });
  const button = page.getByRole('button', { name: 'Choose date' }).first();
  await button.click();
  const calendar = page.getByRole('dialog', { name: 'December 2026' });
  await expect(calendar).toBeVisible();
  return { form, button, calendar };
}

test("right to left, the calendar hangs from the field's right edge, the week runs from the right and the month buttons point outwards", async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 900 });
  const { calendar } = await openRtl(page);
  // Narrower than its field here: mirrored from left to right, it hangs from the field's start, the right edge.
  const edges = await calendar.evaluate((panel) => {
    const [own, field] = [panel.getBoundingClientRect(), panel.parentElement!.getBoundingClientRect()];
    return { narrower: own.width < field.width - 100, rightGap: Math.round(field.right - own.right) };
  });
  expect(edges.narrower).toBe(true);
  expect(edges.rightGap).toBeLessThanOrEqual(1); // the field's border
  // en-GB weeks start on Monday: Monday's column is the rightmost, Sunday's the leftmost.
  const headers = calendar.locator('th');
  const columns = await Promise.all((await headers.all()).map(async (header) => ({ day: await header.getAttribute('abbr'), x: await middle(header) })));
  expect(columns.sort((a, b) => b.x - a.x).map((column) => column.day))
    .toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  const monday = await middle(calendar.getByRole('button', { name: 'Monday, 7 December 2026' }));
  const sunday = await middle(calendar.getByRole('button', { name: 'Sunday, 13 December 2026' }));
  expect(monday).toBeGreaterThan(sunday);

  const previous = calendar.getByRole('button', { name: 'Previous month' });
  const next = calendar.getByRole('button', { name: 'Next month' });
  expect(await middle(previous)).toBeGreaterThan(await middle(next));
  expect({ previous: await pointing(previous), next: await pointing(next) }).toEqual({ previous: 'right', next: 'left' });
  await next.click();
  await expect(page.getByRole('dialog', { name: 'January 2027' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page.getByRole('dialog', { name: 'December 2026' })).toBeVisible();
});

test('right to left, ArrowLeft moves to the next day and ArrowRight to the day before, and Enter sends that exact date', async ({ page }) => {
  const { form, button, calendar } = await openRtl(page);
  await expect(calendar.getByRole('button', { name: 'Thursday, 10 December 2026' })).toBeFocused();
  const keys: [string, string][] = [
    ['ArrowLeft', 'Friday, 11 December 2026'],
    ['ArrowLeft', 'Saturday, 12 December 2026'],
    ['ArrowRight', 'Friday, 11 December 2026'],
    ['ArrowDown', 'Friday, 18 December 2026'],
    ['ArrowRight', 'Thursday, 17 December 2026'],
    ['ArrowUp', 'Thursday, 10 December 2026'],
    ['Home', 'Monday, 7 December 2026'],
    ['End', 'Sunday, 13 December 2026'],
    ['ArrowLeft', 'Monday, 14 December 2026'],
  ];
  let was = await middle(page.locator(':focus'));
  for (const [key, day] of keys) {
    await page.keyboard.press(key);
    const focused = calendar.getByRole('button', { name: day });
    await expect(focused).toBeFocused();
    // Within a week row, the focus moves the way the arrow points.
    const now = await middle(focused);
    if (key === 'ArrowLeft' && day !== 'Monday, 14 December 2026') expect(now).toBeLessThan(was);
    if (key === 'ArrowRight') expect(now).toBeGreaterThan(was);
    was = now;
  }
  // Off the week's left end, ArrowLeft wrapped to the next week's first day, at the row's right edge.
  expect(was).toBeGreaterThan(await middle(calendar.getByRole('button', { name: 'Sunday, 13 December 2026' })));
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(button).toBeFocused();
  await expect(page.getByLabel('Day', { exact: true })).toHaveValue('2026-12-14');
  await form.submit();
  expect(await form.result()).toEqual({ action: 'accept', content: { name: 'Launch', contact: 'host@example.com', day: '2026-12-14' } });
});

test('right to left at 320 px, the calendar stays inside the viewport', async ({ page }) => {
  const { calendar } = await openRtl(page);
  const box = (await calendar.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(640);
  // Every day is drawn whole, none cut off at either edge.
  for (const day of await calendar.getByRole('button', { name: /December 2026|November 2026|January 2027/ }).all()) {
    const cell = (await day.boundingBox())!;
    expect(cell.x).toBeGreaterThanOrEqual(box.x);
    expect(cell.x + cell.width).toBeLessThanOrEqual(box.x + box.width);
  }
});

test('right to left in <elicitation-form>, the month buttons point outwards inside the shadow root too', async ({ page }) => {
  await page.goto('/element.html');
  const element = page.locator('elicitation-form');
  await expect(element).toHaveAttribute('status', 'editing');
  await page.evaluate(({ message, requestedSchema }) => {
    document.documentElement.dir = 'rtl';
    document.querySelector('elicitation-form')!.request = { message, requestedSchema };
  }, { message: textKinds.message, requestedSchema: textKinds.requestedSchema });
  await element.getByRole('button', { name: 'Choose date' }).first().click();
  const calendar = element.getByRole('dialog', { name: 'December 2026' });
  await expect(calendar).toBeVisible();
  const previous = calendar.getByRole('button', { name: 'Previous month' });
  const next = calendar.getByRole('button', { name: 'Next month' });
  expect(await middle(previous)).toBeGreaterThan(await middle(next));
  expect({ previous: await pointing(previous), next: await pointing(next) }).toEqual({ previous: 'right', next: 'left' });
  await page.keyboard.press('ArrowLeft');
  await expect(calendar.getByRole('button', { name: 'Friday, 11 December 2026' })).toBeFocused();
});

/**
 * Raised popups on the side with room (components/fields/shared/popupPlacement.ts), in real
 * Chromium, inside `<elicitation-form>`'s shadow root (element.html) in a short window: near the bottom the
 * long-list listbox and the suggestion popup open above their trigger and stay wholly in view; near the top they
 * open below; inside a scrolling box (like the host dialog's fields) the box's edge counts, not the window's.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { reusedPageTest } from './support/reusedPage.ts';
import { manySuggestions } from '../src/fixtures/index.ts';

const VIEWPORT = { width: 800, height: 480 };
const COUNTRIES = ['Austria', 'Belgium', 'Denmark', 'Finland', 'France', 'Germany', 'Ireland', 'Italy', 'Norway', 'Spain'];

const test = reusedPageTest({ viewport: VIEWPORT });

test.beforeEach(async ({ page }) => {
  await page.goto('/element.html');
  await expect(page.locator('elicitation-form')).toHaveAttribute('status', 'editing');
  // A window of page above and below the form, so either field can be scrolled to either edge.
  await page.addStyleTag({ content: 'body { padding-block: 100vh; }' });
  await page.evaluate(
    ([countries, items]) => {
      document.querySelector('elicitation-form')!.request = {
        message: 'Where to?',
        requestedSchema: {
          type: 'object',
          properties: {
            country: { type: 'string', title: 'Country', enum: countries },
            item: { type: 'string', title: 'Item', 'x-openai-suggestions': items },
            station: { type: 'string', title: 'Station', enum: Array.from({ length: 20 }, (_, i) => `Station ${i + 1}`) },
          },
        },
      };
    },
    [COUNTRIES, manySuggestions(20)] as const,
  );
});

const form = (page: Page) => page.locator('elicitation-form');
/** The two popups, each with the control that opens it and the raised panel the user sees. */
const popups = (page: Page) => [
  { name: 'listbox', trigger: form(page).getByRole('combobox', { name: 'Country' }), panel: form(page).locator('.elicit-select__panel:not([hidden])') },
  { name: 'suggestions', trigger: form(page).getByRole('combobox', { name: 'Item' }), panel: form(page).getByRole('listbox', { name: 'Item' }) },
];

/** Scrolls the page so that the trigger's top is `y` px from the window's top, or its bottom 12px above the bottom. */
async function scrollTriggerTo(trigger: Locator, y: number | 'bottom') {
  await trigger.evaluate((element, to) => {
    const box = element.getBoundingClientRect();
    const delta = to === 'bottom' ? box.bottom - (innerHeight - 12) : box.top - to;
    window.scrollBy(0, delta);
  }, y);
}

async function open(trigger: Locator, panel: Locator) {
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
}

async function boxes(trigger: Locator, panel: Locator) {
  const t = (await trigger.boundingBox())!;
  const p = (await panel.boundingBox())!;
  return { trigger: { top: t.y, bottom: t.y + t.height }, panel: { top: p.y, bottom: p.y + p.height, height: p.height } };
}

test('near the bottom of a short window, both popups open above their trigger, wholly in view', async ({ page }) => {
  for (const { name, trigger, panel } of popups(page)) {
    await scrollTriggerTo(trigger, 'bottom');
    await open(trigger, panel);
    const { trigger: t, panel: p } = await boxes(trigger, panel);
    expect(p.bottom, `${name} panel ends above its trigger`).toBeLessThanOrEqual(t.top);
    expect(p.top, `${name} panel starts inside the window`).toBeGreaterThanOrEqual(0);
    expect(p.height, `${name} panel is not squeezed`).toBeGreaterThan(200);
    await expect(panel).toHaveAttribute('data-side', 'top');
    await expect(panel).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  }
});

test('near the top, both popups open below their trigger', async ({ page }) => {
  for (const { name, trigger, panel } of popups(page)) {
    await scrollTriggerTo(trigger, 12);
    await open(trigger, panel);
    const { trigger: t, panel: p } = await boxes(trigger, panel);
    expect(p.top, `${name} panel starts below its trigger`).toBeGreaterThanOrEqual(t.bottom);
    await expect(panel).toHaveAttribute('data-side', 'bottom');
    await expect(panel).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
  }
});

test('inside a short scrolling box, its edge counts: the listbox flips and is capped to the room inside it', async ({ page }) => {
  // The form in a 300px scrolling box in the middle of the window, like the host dialog's scrolling fields.
  await page.evaluate(() => {
    const box = Object.assign(document.createElement('div'), { id: 'scroll-box' });
    box.style.cssText = 'height: 300px; overflow-y: auto;';
    const element = document.querySelector('elicitation-form')!;
    element.replaceWith(box);
    const room = () => Object.assign(document.createElement('div'), { style: 'height: 400px' });
    box.append(room(), element, room());
    box.scrollIntoView({ block: 'center' });
  });
  const { trigger, panel } = popups(page)[0]!;
  const scroller = page.locator('#scroll-box');
  // The trigger 12px above the box's bottom edge.
  await trigger.evaluate((element) => {
    const box = document.getElementById('scroll-box')!;
    box.scrollTop += element.getBoundingClientRect().bottom - (box.getBoundingClientRect().bottom - 12);
  });
  await open(trigger, panel);
  const { trigger: t, panel: p } = await boxes(trigger, panel);
  const s = (await scroller.boundingBox())!;
  expect(p.bottom).toBeLessThanOrEqual(t.top);
  expect(p.top).toBeGreaterThanOrEqual(s.y);
  await expect(panel).toHaveAttribute('data-side', 'top');
  // The options still scroll inside the capped panel: the last one can be reached with the keyboard.
  await page.keyboard.press('End');
  await expect(form(page).getByRole('option', { name: 'Spain' })).toBeInViewport({ ratio: 1 });
});

test('a flipped listbox with a search box keeps its height while filtering: the box being typed in stays put', async ({ page }) => {
  const trigger = form(page).getByRole('combobox', { name: 'Station' });
  const search = form(page).getByRole('combobox', { name: 'Search options' });
  await scrollTriggerTo(trigger, 'bottom');
  await trigger.click();
  await expect(search).toBeFocused();
  const before = (await search.boundingBox())!;
  await page.keyboard.type('Station 7');
  await expect(form(page).getByRole('option')).toHaveText(['Station 7']);
  expect((await search.boundingBox())!.y).toBe(before.y);
  await expect(form(page).locator('.elicit-select__panel:not([hidden])')).toHaveAttribute('data-side', 'top');
});

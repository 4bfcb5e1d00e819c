/**
 * Raised popups on the side with room (components/fields/shared/popupPlacement.ts), in real
 * Chromium, inside `<elicitation-form>`'s shadow root (element.html) in a short window: near the bottom the
 * long-list listbox and the suggestion popup open above their trigger and stay wholly in view; near the top they
 * open below. They are raised into the top layer (docs/look.md, "Popups"): inside a scrolling box (like the host
 * dialog's fields) they flip against the window and reach past the box's edge, and in the host dialog itself (the
 * built Storybook's story, 1100 and 390 px wide) the suggestion list shows its whole content, in the window, with
 * nothing of the dialog drawn over any of it.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { reusedPageTest } from './support/reusedPage.ts';
import { manySuggestions } from '../src/fixtures/index.ts';
import { showStory, storybookTest } from './storybookPage.ts';

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

/**
 * Points of `panel` (the middle of each edge, 2px in, and the centre of each option inside its box; an option
 * scrolled out of the panel is not looked at) where the page shows something other than the panel: where it is
 * clipped or covered. Empty when the whole panel is seen. Crosses shadow roots.
 */
async function unclipped(panel: Locator): Promise<string[]> {
  return panel.evaluate((element) => {
    const root = element.getRootNode() as Document | ShadowRoot;
    const box = element.getBoundingClientRect();
    const [x, y] = [(box.left + box.right) / 2, (box.top + box.bottom) / 2];
    const points: [string, number, number][] = [
      ['top edge', x, box.top + 2], ['bottom edge', x, box.bottom - 2], ['left edge', box.left + 2, y], ['right edge', box.right - 2, y],
      ...[...element.querySelectorAll('[role="option"]')].map((option, index): [string, number, number] => {
        const r = option.getBoundingClientRect();
        return [`option ${index + 1}`, (r.left + r.right) / 2, (r.top + r.bottom) / 2];
      }).filter(([, , centre]) => centre > box.top && centre < box.bottom),
    ];
    return points.filter(([, x, y]) => !element.contains(root.elementFromPoint(x, y))).map(([name]) => name);
  });
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

test('inside a short scrolling box, the listbox is raised above it: it flips in the window, past the box\'s edge, unclipped', async ({ page }) => {
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
  // Taller than the room inside the box: before, it was capped to that room; raised, it reaches past the box's top.
  expect(p.top).toBeLessThan(s.y);
  await expect(panel).toHaveAttribute('data-side', 'top');
  await expect(panel).toHaveAttribute('data-layer', 'top');
  await expect(panel).toBeInViewport({ ratio: 1 });
  expect(await unclipped(panel)).toEqual([]);
  // The last option can be reached with the keyboard.
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

// The host dialog of the built Storybook: its fields scroll, and the field with suggestions has little room.
const storyTest = storybookTest('', { timezoneId: 'UTC', locale: 'en-US' });

for (const viewport of [{ width: 1100, height: 720 }, { width: 390, height: 844 }]) {
  storyTest(`in the host dialog at ${viewport.width} px the suggestion list shows all of itself, never cut by the dialog`, async ({ storybook: page }) => {
    await page.setViewportSize(viewport);
    try {
      // The story opens the City suggestions in the dialog (stories/host.stories.tsx, SuggestionsInDialog).
      await showStory(page, 'host-dialog--suggestions-in-dialog', { theme: 'light', locale: 'en' });
      const dialog = page.getByRole('dialog', { name: 'Shop needs your input' });
      const list = dialog.getByRole('listbox', { name: /City/ });
      await expect(list).toBeVisible();
      await expect(list.getByRole('option')).toHaveCount(3);
      const sizes = await list.evaluate((element) => ({ scrollHeight: element.scrollHeight, clientHeight: element.clientHeight }));
      const box = (await list.boundingBox())!;
      const body = (await dialog.locator('.elicit-form__fields').boundingBox())!;
      console.log(`[popups] dialog ${viewport.width}px: list ${sizes.clientHeight}px for ${sizes.scrollHeight}px of content, y ${Math.round(box.y)}-${Math.round(box.y + box.height)}, fields box ${Math.round(body.y)}-${Math.round(body.y + body.height)}`);
      expect(sizes.scrollHeight, 'the whole list shows, without scrolling').toBeLessThanOrEqual(sizes.clientHeight);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      expect(await unclipped(list), 'points of the list where the dialog (or anything) shows instead').toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });
}

/**
 * docs/look.md, "Focus": every focusable element of every field kind shows a visible focus ring, in light and dark. One
 * form holds the fields of every kind fixture (src/fixtures/kinds.ts), with a choice made and two chips added so
 * "Clear choice" and chip Remove buttons exist. The test screenshots it with nothing focused, then Tabs through all
 * of it; for each element focus lands on, it screenshots the element's ring bearer (the element, or the small
 * wrapper that draws its ring, such as an image card) and requires, on each of the four sides, pixels changed by
 * ≥ 3:1 along at least half the side: a whole ring, not a corner or a faint tint.
 */
import { expect, type Page } from '@playwright/test';
import { reusedPageTest } from './support/reusedPage.ts';
import { kindFixtures } from '../src/fixtures/kinds.ts';
import { keepUnfocused, ringSides, type Box } from './support/focusPixels.ts';
import { openInPlayground, type Theme } from './support/playground.ts';

const test = reusedPageTest();

/** Every kind fixture's fields in one form (their property names and titles are distinct). */
function everyKindForm() {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const fixture of kindFixtures) {
    const schema = fixture.requestedSchema as { properties: Record<string, unknown>; required?: string[] };
    for (const [name, property] of Object.entries(schema.properties)) {
      expect(properties, `property ${name} twice`).not.toHaveProperty(name);
      properties[name] = property;
    }
    required.push(...(schema.required ?? []));
  }
  return { message: 'Every field kind', requestedSchema: { type: 'object', properties, required } };
}

const MARGIN = 10; // px of the clip around the ring bearer's box
const DEPTH = { outside: 7, inside: 3 }; // an outline offset 2px plus 2px wide, or inset -1px across the border

/**
 * The focused element inside the form (undefined: focus left it), described for the report, with its ring bearer:
 * the nearest of it and its two closest ancestors inside its field that draws an outline (else a box-shadow), and
 * the page region to screenshot around it. The element of the previous step again (Tab moving between a date
 * input's parts) is reported as `same`.
 */
async function focusedElement(page: Page) {
  return page.evaluate((margin) => {
    const element = document.activeElement as HTMLElement | null;
    if (!element?.closest('.elicit-form')) return undefined;
    const seen = window as unknown as { lastFocused?: Element };
    if (seen.lastFocused === element) return 'same' as const;
    seen.lastFocused = element;
    const labelled = element.getAttribute('aria-labelledby')?.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    const name = element.getAttribute('aria-label') ?? labelled ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? '';
    const type = element.getAttribute('type') ?? element.getAttribute('role');
    const description = `${element.tagName.toLowerCase()}${type ? `[${type}]` : ''} "${name.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const candidates: HTMLElement[] = [];
    // A ring belongs to the control or a small wrapper of it (an image card, a chip box), never a whole field.
    for (let node: HTMLElement | null = element; node && candidates.length < 3 && !node.matches('.elicit-form, .elicit-field, fieldset'); node = node.parentElement) candidates.push(node);
    const bearer = candidates.find((node) => getComputedStyle(node).outlineStyle !== 'none' && getComputedStyle(node).outlineWidth !== '0px')
      ?? candidates.find((node) => getComputedStyle(node).boxShadow !== 'none');
    if (!bearer) return { description };
    const { x, y, width, height } = bearer.getBoundingClientRect();
    const clip = { x: Math.max(0, Math.floor(x - margin)), y: Math.max(0, Math.floor(y - margin)), width: Math.ceil(width + 2 * margin), height: Math.ceil(height + 2 * margin) };
    // A pill (a date field, a button): its left and right sides are half circles, whose ring lies up to a radius in.
    const pill = (parseFloat(getComputedStyle(bearer).borderTopLeftRadius) || 0) >= height / 2;
    return { description, ring: { x, y, width, height, ...(pill ? { arc: height / 2 } : {}) }, clip };
  }, MARGIN);
}

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`every focusable element of every field kind shows a whole focus ring (${theme})`, async ({ page }) => {
    test.setTimeout(240_000); // ~150 Tab stops, a screenshot each: over a minute on a loaded 2-core machine (it timed out at 60 s)
    await page.setViewportSize({ width: 1280, height: 4000 }); // the whole form on screen: no scrolling between shots
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await openInPlayground(page, everyKindForm(), theme);
    const form = page.locator('.elicit-form').first();
    await expect(form.getByRole('textbox').first()).toBeVisible();
    // Answers that add focusable parts: an optional choice's "Clear choice" button, string-list chips.
    await form.getByRole('radio', { name: 'MIT' }).check();
    for (const [list, entry] of [['Tags', 'fragile'], ['Aliases', 'HQ']]) {
      await form.getByRole('combobox', { name: list }).or(form.getByRole('textbox', { name: list })).fill(entry!);
      await page.keyboard.press('Enter');
    }
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const formBox = (await form.boundingBox())!;
    const whole: Box = { x: Math.max(0, Math.floor(formBox.x) - 20), y: Math.max(0, Math.floor(formBox.y) - 20), width: Math.ceil(formBox.width) + 40, height: Math.ceil(formBox.height) + 40 };
    await keepUnfocused(page, await page.screenshot({ clip: whole, animations: 'disabled', caret: 'hide' }), whole);
    // Keyboard focus (focus-visible) on the form's first focusable: focus it, step back, Tab in.
    await form.evaluate((root) => (root.querySelector('input, button, select, textarea, [tabindex="0"]') as HTMLElement).focus());
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');

    const checked: string[] = [];
    const failures: string[] = [];
    for (let step = 0; step < 150; step += 1) {
      const focused = await focusedElement(page);
      if (!focused) break;
      if (focused !== 'same') {
        checked.push(focused.description);
        if (!focused.ring) {
          failures.push(`${focused.description}: neither it nor a wrapper draws an outline or box-shadow`);
        } else {
          const shot = await page.screenshot({ clip: focused.clip, animations: 'disabled', caret: 'hide' });
          const sides = await ringSides(page, shot, focused.clip, focused.ring, DEPTH);
          const weak = Object.entries(sides).filter(([, side]) => side.strong < side.length / 2);
          if (weak.length > 0) failures.push(`${focused.description}: too little ring on ${weak.map(([side, { strong, length }]) => `${side} (${strong} px for ${Math.round(length)})`).join(', ')}`);
        }
      }
      await page.keyboard.press('Tab');
    }
    console.log(`[focus-rings] ${theme}: ${checked.length} elements: ${checked.join('; ')}`);
    test.info().annotations.push({ type: 'checked', description: checked.join('; ') });
    expect(checked.length).toBeGreaterThan(25);
    expect(failures).toEqual([]);
  });
}

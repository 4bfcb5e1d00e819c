/**
 * `<elicitation-form>` (elicit-kit/element, docs/behaviour.md §8.7) on a plain page (element.html, no React in the page's code):
 * every fixture kind answered through the element with the exact `{action, content}` of its one
 * `elicitation-result` event, keyboard use inside the shadow root, axe inside the shadow root, the pickers' file
 * input, the request shapes of docs/behaviour.md §1, a fresh form per request, page tokens and `::part()`, and clean removal.
 */
import { expect, type Page } from '@playwright/test';
import { axeBuilder } from './support/axe.ts';
import { pointing } from './support/pointing.ts';
import { reusedPageTest } from './support/reusedPage.ts';
import {
  booleanKinds, multiChoiceKinds, numberKinds, pickerKinds, singleChoiceKinds, suggestionKinds, textKinds, thumbnailKinds,
} from '../src/fixtures/index.ts';
import type { FormFixture } from '../src/fixtures/types.ts';

const test = reusedPageTest();

declare global {
  interface Window { elicitResults: unknown[] }
}

test.beforeEach(async ({ page }) => {
  // Every result event that reaches the document (they bubble and are composed), in order.
  await page.addInitScript(() => {
    window.elicitResults = [];
    document.addEventListener('elicitation-result', (event) => window.elicitResults.push((event as CustomEvent).detail));
  });
  await page.goto('/element.html');
  await expect(page.locator('elicitation-form')).toHaveAttribute('status', 'editing');
});

const element = (page: Page) => page.locator('elicitation-form');
// Playwright's role and CSS locators pierce open shadow roots: these find the controls inside the element.
const button = (page: Page, name: string) => element(page).getByRole('button', { name, exact: true });

/** Shows `request` in the element (any shape its `request` property takes) and forgets earlier results. */
async function show(page: Page, request: unknown) {
  await page.evaluate((value) => {
    window.elicitResults = [];
    document.querySelector('elicitation-form')!.request = value as never;
  }, request);
}
const showFixture = (page: Page, fixture: FormFixture) =>
  show(page, { message: fixture.message, requestedSchema: fixture.requestedSchema });

/** The one result the element sent (exactly one event), as JSON text so key order counts (docs/behaviour.md §3: schema order). */
async function theResult(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => window.elicitResults.length)).toBe(1);
  return JSON.stringify(await page.evaluate(() => window.elicitResults[0]));
}

async function expectAxeClean(page: Page) {
  // axe-core walks open shadow roots: the include names the host, the rules run on the form inside it.
  const axe = await (await axeBuilder(page)).include('elicitation-form').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('text fields, keyboard only: a refused Enter focuses the first invalid field, then Enter sends exact content', async ({ page }) => {
  await showFixture(page, textKinds);
  const name = element(page).getByRole('textbox', { name: /Event name/ });
  await name.focus();
  await page.keyboard.type('ab');
  await page.keyboard.press('Enter');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused(); // focusControl found it through the shadow root
  await expect(element(page).getByRole('status').first()).toHaveText('2 fields need attention');
  await expectAxeClean(page);
  await page.keyboard.type('c');
  await page.keyboard.press('Tab');
  await page.keyboard.type('host@example.com');
  await element(page).getByRole('textbox', { name: /Room code/ }).fill('ABC-12');
  await page.keyboard.press('Enter');
  expect(await theResult(page)).toBe('{"action":"accept","content":{"name":"abc","contact":"host@example.com","code":"ABC-12"}}');
  await expect(element(page)).toHaveAttribute('status', 'accepted');
  // Focus stays in the form, on the line that says what was sent (the Submit control is disabled now).
  await expect(element(page).getByRole('status').first()).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => window.elicitResults.length)).toBe(1);
});

test('number fields: typed integer plus the shown default', async ({ page }) => {
  await showFixture(page, numberKinds);
  await element(page).getByRole('spinbutton', { name: /Nodes/ }).fill('3');
  await button(page, 'Submit').click();
  expect(await theResult(page)).toBe('{"action":"accept","content":{"nodes":3,"ratio":1.5}}');
});

test('boolean fields: Space ticks the required box; the default is sent', async ({ page }) => {
  await showFixture(page, booleanKinds);
  await element(page).getByRole('checkbox', { name: /I reviewed the changes/ }).focus();
  await page.keyboard.press('Space');
  await button(page, 'Submit').click();
  expect(await theResult(page)).toBe('{"action":"accept","content":{"agree":true,"dryRun":true}}');
});

test('single choice: arrow keys in a radio group and a long list as a listbox', async ({ page }) => {
  await showFixture(page, singleChoiceKinds);
  await element(page).getByRole('radio', { name: 'TypeScript' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(element(page).getByRole('radio', { name: 'Go' })).toBeChecked();
  await element(page).getByRole('combobox', { name: /Country/ }).click();
  await element(page).getByRole('option', { name: 'Norway' }).click();
  await button(page, 'Submit').click();
  expect(await theResult(page)).toBe('{"action":"accept","content":{"language":"Go","plan":"team","country":"Norway"}}');
});

test('multi choice: checkboxes send values, never labels', async ({ page }) => {
  await showFixture(page, multiChoiceKinds);
  await element(page).getByRole('checkbox', { name: 'Slack' }).check();
  await element(page).getByRole('checkbox', { name: /Incidents/ }).check();
  await button(page, 'Submit').click();
  expect(await theResult(page)).toBe('{"action":"accept","content":{"tools":["Slack"],"alerts":["incident"]}}');
});

test('thumbnail cards: arrow keys move between cards inside the shadow root', async ({ page }) => {
  await showFixture(page, thumbnailKinds);
  await element(page).getByRole('radio', { name: /Classic/ }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  const modern = element(page).getByRole('radio', { name: /Modern/ });
  await expect(modern).toBeFocused();
  await expect(modern).toBeChecked();
  await element(page).getByRole('checkbox', { name: /Star/ }).focus();
  await page.keyboard.press('Space');
  await expectAxeClean(page);
  await button(page, 'Submit').click();
  expect(await theResult(page)).toBe('{"action":"accept","content":{"style":"modern","stickers":["star"]}}');
});

test('suggestions: a mouse pick in the popup works in the shadow root; chips by keyboard; Escape closes the popup first', async ({ page }) => {
  await showFixture(page, suggestionKinds);
  const city = element(page).getByRole('combobox', { name: /City/ });
  await city.fill('o');
  await expect(element(page).getByRole('listbox', { name: /City/ })).toBeVisible();
  await expectAxeClean(page);
  await element(page).getByRole('option', { name: /Tokyo/ }).click();
  await expect(city).toHaveValue('tokyo');
  await city.fill('');
  await city.press('ArrowDown');
  await expect(element(page).getByRole('listbox', { name: /City/ })).toBeVisible();
  await page.keyboard.press('Escape'); // closes the popup only
  await expect(city).toHaveAttribute('aria-expanded', 'false');
  await expect(element(page)).toHaveAttribute('status', 'editing');
  await city.fill('tokyo');
  const tags = element(page).getByRole('combobox', { name: /Tags/ });
  await tags.focus();
  await page.keyboard.type('gift,fragile,');
  await element(page).getByRole('combobox', { name: /Aliases/ }).focus();
  await page.keyboard.type('HQ,');
  await button(page, 'Submit').click();
  expect(await theResult(page)).toBe('{"action":"accept","content":{"city":"tokyo","tags":["gift","fragile"],"aliases":["HQ"]}}');
});

test('pickers: the native file input inside the shadow root adds files; refused ones are announced', async ({ page }) => {
  await showFixture(page, pickerKinds);
  await element(page).getByRole('radio', { name: /Product spec/ }).check();
  // Two pickers take files; the Drawings one accepts .stl and .step (and comes first).
  await element(page).locator('input[type="file"][accept=".stl,.step"]').setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
    { name: 'bracket v2.stl', mimeType: 'application/octet-stream', buffer: Buffer.from('solid') },
  ]);
  await expect(button(page, 'Remove bracket v2.stl')).toBeVisible();
  await expect(element(page).getByRole('status').filter({ hasText: "notes.txt can't be added: only .stl, .step are accepted" })).toHaveCount(1);
  await expectAxeClean(page);
  // The Add control opens the same input: the file chooser comes from inside the shadow root.
  const chooser = page.waitForEvent('filechooser');
  await element(page).getByRole('button', { name: 'Add files…' }).first().click();
  await (await chooser).setFiles({ name: 'washer.step', mimeType: 'application/octet-stream', buffer: Buffer.from('step') });
  await expect(button(page, 'Remove washer.step')).toBeVisible();
  await button(page, 'Submit').click();
  expect(await theResult(page)).toBe(
    '{"action":"accept","content":{"spec":"file:///docs/spec.md","drawings":["file:///bracket%20v2.stl","file:///washer.step"],"context":["file:///notes/meeting.txt"]}}',
  );
});

test('Decline, Cancel and Escape: one event each, status reflected, nothing more after the answer', async ({ page }) => {
  await showFixture(page, textKinds);
  await button(page, 'Decline').click();
  expect(await theResult(page)).toBe('{"action":"decline"}');
  await expect(element(page)).toHaveAttribute('status', 'declined');
  // Once answered the buttons are gone (docs/behaviour.md §7.7: a summary, not disabled controls), and Escape sends nothing more.
  await expect(button(page, 'Cancel')).toHaveCount(0);
  await page.keyboard.press('Escape');
  expect(await page.evaluate(() => window.elicitResults.length)).toBe(1);

  await showFixture(page, textKinds); // a new request is a fresh form
  await expect(element(page)).toHaveAttribute('status', 'editing');
  await expect(element(page).getByRole('textbox', { name: /Event name/ })).toHaveValue('');
  await element(page).getByRole('textbox', { name: /Event name/ }).press('Escape');
  expect(await theResult(page)).toBe('{"action":"cancel"}');
  await expect(element(page)).toHaveAttribute('status', 'cancelled');
});

test('an approval (a form with no properties, docs/behaviour.md §13.3): the message, Decline and Allow, no empty form frame; Allow, Decline and Escape each send one exact event', async ({ page }) => {
  const approval = { message: 'Restart the staging server now?', requestedSchema: { type: 'object', properties: {} } };
  await show(page, approval);
  const form = element(page).getByRole('form', { name: 'Restart the staging server now?' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('button')).toHaveText(['Decline', 'Allow']);
  await expect(element(page).locator('input, select, textarea')).toHaveCount(0);
  await expect(element(page).getByRole('group')).toHaveCount(0);
  await expect(element(page).locator('[part~="fields"]')).toHaveCount(0);
  await expectAxeClean(page);
  await button(page, 'Allow').click();
  expect(await theResult(page)).toBe('{"action":"accept","content":{}}');
  await expect(element(page)).toHaveAttribute('status', 'accepted');
  await expect(element(page).getByRole('status').first()).toHaveText('Allowed');
  await expect(element(page).getByRole('button')).toHaveCount(0);

  await show(page, approval);
  await button(page, 'Decline').click();
  expect(await theResult(page)).toBe('{"action":"decline"}');
  await expect(element(page)).toHaveAttribute('status', 'declined');

  await show(page, approval);
  await button(page, 'Allow').focus();
  await page.keyboard.press('Escape');
  expect(await theResult(page)).toBe('{"action":"cancel"}');
  await expect(element(page)).toHaveAttribute('status', 'cancelled');
});

test('request shapes (docs/behaviour.md §1): openai/elicitation/create, MRTR params with _meta, and URL mode (unsupported)', async ({ page }) => {
  const schema = { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] };
  await show(page, { method: 'openai/elicitation/create', params: { message: 'Legacy OpenAI form', requestedSchema: schema } });
  await expect(element(page).getByText('Legacy OpenAI form')).toBeVisible();
  await element(page).getByRole('textbox', { name: /Name/ }).fill('Ada');
  await button(page, 'Submit').click();
  expect(await theResult(page)).toBe('{"action":"accept","content":{"name":"Ada"}}');

  // MRTR: the core requestedSchema is an empty stand-in; the form lives in _meta["openai/elicitation"].
  await show(page, {
    message: 'MRTR form',
    requestedSchema: { type: 'object', properties: {} },
    _meta: { 'openai/elicitation': { requestedSchema: schema } },
  });
  await element(page).getByRole('textbox', { name: /Name/ }).fill('Grace');
  await button(page, 'Submit').click();
  expect(await theResult(page)).toBe('{"action":"accept","content":{"name":"Grace"}}');

  await show(page, { mode: 'url', message: 'Open a page', url: 'https://example.com', elicitationId: 'x' });
  await expect(element(page).getByText("This request can't be shown here")).toBeVisible();
  await expectAxeClean(page);
  await button(page, 'Dismiss').click();
  expect(await theResult(page)).toBe('{"action":"cancel"}');
});

test('right to left (docs/behaviour.md §7.3): the notice\'s closed disclosure chevron points to the inline end inside the shadow root, as on the page', async ({ page }) => {
  const unsupported = { mode: 'url', message: 'Open a page', url: 'https://example.com', elicitationId: 'x' };
  const details = element(page).locator('summary', { hasText: 'Details for developers' });
  await show(page, unsupported);
  expect(await pointing(details)).toBe('right');
  await page.evaluate(() => {
    document.documentElement.dir = 'rtl';
  });
  await show(page, unsupported);
  expect(await pointing(details)).toBe('left');
});

test('looks: theme attribute, page --elicit-* tokens, ::part() and the adopted stylesheet (no <style> element)', async ({ page }) => {
  const submit = button(page, 'Submit');
  const token = (name: string) => submit.evaluate((node, property) => getComputedStyle(node).getPropertyValue(property).trim(), name);
  const background = () => element(page).locator('[part~="form"]').evaluate((node) => getComputedStyle(node).backgroundColor);
  expect(await token('--elicit-color-focus')).toBe('#7c3aed'); // set on the element by the page's CSS
  expect(await background()).toBe('rgb(255, 255, 255)');
  await page.getByLabel('Theme').selectOption('dark');
  await expect(element(page)).toHaveAttribute('theme', 'dark');
  await expect.poll(background).toBe('rgb(33, 33, 33)');
  expect(await token('--elicit-color-focus')).toBe('#7c3aed'); // the page still wins in dark
  const header = element(page).locator('[part~="header"]');
  expect(await header.evaluate((node) => getComputedStyle(node).borderBottomStyle)).toBe('solid');
  const sheets = await element(page).evaluate((node) => ({
    adopted: node.shadowRoot!.adoptedStyleSheets.length,
    styleElements: node.shadowRoot!.querySelectorAll('style').length,
    parts: [...new Set([...node.shadowRoot!.querySelectorAll('[part]')].flatMap((el) => el.getAttribute('part')!.split(' ')))].sort(),
  }));
  expect(sheets).toEqual({
    adopted: 1,
    styleElements: 0,
    parts: ['actions', 'button', 'cancel', 'decline', 'description', 'field', 'fields', 'form', 'header', 'label', 'message', 'server', 'status', 'submit'],
  });
});

test('a keystroke just before the element is removed is kept, although the draft store had not arrived yet (docs/behaviour.md §11)', async ({ page }) => {
  // The draft store loads on the first keystroke; held here until the element is gone and back, as on a slow network.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/draftStore-[\w-]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await showFixture(page, textKinds);
  await element(page).getByRole('textbox', { name: /Event name/ }).fill('Launch');
  await expect.poll(() => asked, 'the keystroke asked for the store').toBe(true);
  await page.evaluate(() => {
    const node = document.querySelector('elicitation-form')!;
    (window as unknown as { removed: Element }).removed = node;
    node.remove();
  });
  // Removed for real (a move within one task keeps the form): its form unmounted, the store still held back.
  await expect.poll(() => page.evaluate(() => (window as unknown as { removed: Element }).removed.shadowRoot!.querySelector('form'))).toBeNull();
  await page.evaluate(() => document.querySelector('main')!.append((window as unknown as { removed: Element }).removed));
  await expect(element(page).getByRole('textbox', { name: /Event name/ })).toBeVisible();
  release();
  await expect(element(page).getByRole('textbox', { name: /Event name/ })).toHaveValue('Launch');
});

test('removing the element unmounts its form and its window listeners; re-adding shows the request again, with its draft', async ({ page }) => {
  await showFixture(page, suggestionKinds);
  await element(page).getByRole('combobox', { name: /City/ }).fill('o'); // an open popup: downshift listens on window
  const cdp = await page.context().newCDPSession(page);
  const windowListeners = async () => {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
    return listeners.length;
  };
  const withForm = await windowListeners();
  await page.evaluate(() => {
    const node = document.querySelector('elicitation-form')!;
    (window as unknown as { removed: Element }).removed = node;
    node.remove();
  });
  await expect.poll(() => page.evaluate(() => (window as unknown as { removed: Element }).removed.shadowRoot!.querySelector('form'))).toBeNull();
  const without = await windowListeners();
  expect(without).toBeLessThan(withForm);

  await page.evaluate(() => document.querySelector('main')!.append((window as unknown as { removed: Element }).removed));
  // The same request, not answered: its draft comes back with it (docs/behaviour.md §11).
  await expect(element(page).getByRole('combobox', { name: /City/ })).toHaveValue('o');
  await expect(element(page)).toHaveAttribute('status', 'editing');
  await page.evaluate(() => document.querySelector('elicitation-form')!.remove());
  await expect.poll(windowListeners).toBe(without);
});

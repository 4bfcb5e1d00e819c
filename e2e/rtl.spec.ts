/**
 * Bidi isolation (docs/behaviour.md §7.3), read from what Chromium draws: each character's box, left to right, gives the
 * visual order of a line. On a right-to-left page the kit's English strings ("0 of 3", "1 item", "Add files…") and
 * English server text ("Review the request.") must read as written, not "of 3 0", "item 1", "…Add files" or
 * ".Review the request"; and a right-to-left value inside the kit's English sentence ("“2 مرحبا” is already in the
 * list.") keeps its own order instead of borrowing the sentence's.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { elicitationForm, openPermalink } from '../testing/index.ts';
import { connectDemo, runDemoTool } from './support/liveHost.ts';

const message = 'Review the request.';
const requestedSchema = {
  type: 'object',
  properties: {
    note: { type: 'string', title: 'Note', description: 'Short, please.', maxLength: 40 },
    entries: { type: 'array', title: 'Entries', items: { type: 'string' }, maxItems: 3, uniqueItems: true },
    context: {
      type: 'array', title: 'Context files', items: { type: 'string', format: 'uri' },
      'x-openai-input': {
        type: 'resource', selection: 'implicit', userOptions: { kind: 'file' },
        options: [{ uri: 'file:///notes/meeting.txt', name: 'meeting.txt' }],
      },
    },
  },
};
const ARABIC = '2 مرحبا'; // starts with a digit: only its first strong letter says it is right-to-left

/** The text of `element` in the order Chromium draws it, left to right (one line; invisible marks skipped). */
function visualText(element: Locator): Promise<string> {
  return element.evaluate((root) => {
    const glyphs: { x: number; index: number; char: string }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let index = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let at = 0; at < text.length; at += 1) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const box = range.getClientRects()[0];
        if (box && box.width > 0) glyphs.push({ x: box.left, index, char: text[at]! });
        index += 1;
      }
    }
    return glyphs
      .sort((a, b) => a.x - b.x || a.index - b.index)
      .map((glyph) => glyph.char)
      .join('');
  });
}

/** Visual order of a right-to-left run read left to right: the letters reversed. */
const drawnRtl = (text: string) => [...text].reverse().join('');

async function open(page: Page, dir: 'rtl' | 'ltr') {
  await openPermalink(page, { message, requestedSchema });
  const form = elicitationForm(page, { message });
  await expect(form.root).toBeVisible();
  await page.evaluate((direction) => {
    document.documentElement.dir = direction;
  }, dir);
  return form;
}

test('on a right-to-left page the kit’s own strings and English server text read in their own order', async ({ page }) => {
  const form = await open(page, 'rtl');
  const root = form.root;
  await expect(root.getByText('Add files…')).toBeVisible();
  const drawn = async (text: string) => visualText(root.getByText(text, { exact: true }).first());
  expect(await drawn(message)).toBe(message);
  expect(await drawn('Short, please.')).toBe('Short, please.');
  expect(await drawn('0 of 40 characters')).toBe('0 of 40 characters');
  expect(await drawn('0 of 3')).toBe('0 of 3');
  expect(await drawn('1 item')).toBe('1 item');
  expect(await visualText(root.getByRole('button', { name: 'Add files…' }))).toBe('Add files…');

  await form.addEntries('Entries', 'ready!');
  expect(await visualText(root.locator('.elicit-chip__label', { hasText: 'ready!' }))).toBe('ready!');
});

test('a right-to-left value keeps its own order inside a chip and inside the kit’s sentence', async ({ page }) => {
  const form = await open(page, 'ltr');
  const root = form.root;
  await form.addEntries('Entries', ARABIC);
  const chip = root.locator('.elicit-chip__label', { hasText: 'مرحبا' });
  // On its own the value is right-to-left: the digit it starts with is drawn at its right end.
  expect(await visualText(chip)).toBe(drawnRtl('مرحبا') + ' 2');
  await form.addEntries('Entries', ARABIC); // refused: "“2 مرحبا” is already in the list."
  const notice = root.locator('.elicit-string-list__notice');
  await expect(notice).toContainText('is already in the list');
  expect(await visualText(notice)).toBe(`“${drawnRtl('مرحبا')} 2” is already in the list.`);
});

for (const dir of ['ltr', 'rtl'] as const) {
  test(`the host dialog's × sits at the top corner of the inline end (${dir}), clear of the title`, async ({ page }) => {
    await connectDemo(page);
    await page.evaluate((direction) => (document.documentElement.dir = direction), dir);
    const dialog = await runDemoTool(page, 'Plain MCP feedback');
    const frame = (await dialog.boundingBox())!;
    const close = (await dialog.getByRole('button', { name: 'Close', exact: true }).boundingBox())!;
    // The title's text as drawn (the heading itself spans the dialog's width).
    const title = await dialog.getByRole('heading').evaluate((heading) => {
      const range = document.createRange();
      range.selectNodeContents(heading);
      const { left, right } = range.getBoundingClientRect();
      return { left, right };
    });
    const fromLeft = close.x - frame.x;
    const fromRight = frame.x + frame.width - (close.x + close.width);
    if (dir === 'rtl') {
      expect(fromLeft).toBeLessThan(fromRight);
      expect(close.x + close.width).toBeLessThanOrEqual(title.left);
    } else {
      expect(fromRight).toBeLessThan(fromLeft);
      expect(title.right).toBeLessThanOrEqual(close.x);
    }
  });
}

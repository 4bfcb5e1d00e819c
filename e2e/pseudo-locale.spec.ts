/**
 * Every string a user sees or hears comes from the catalogue (docs/behaviour.md §7.10): each story of the built Storybook is
 * rendered with the pseudo-locale (stories/pseudoLocale.ts: every message wrapped in ⟦…⟧, through the `locale`
 * global), once as it opens and once after pressing Submit (validation messages, the live-region count). Any
 * visible text node, live-region text or accessible-name attribute inside the kit (form or host dialog) that is
 * neither wrapped nor server text (messages, titles, descriptions, option labels, resource names, MIME types) fails.
 * The same renders check that the pseudo-locale's longer words fit (e2e/support/overflow.ts), at 1280 px and 320 px
 * as the form opens and at 320 px after Submit: the longest text the kit can be given.
 * Play functions are skipped (`embed=true`): they query the English strings. Like e2e/stories.spec.ts, each worker
 * opens the preview once and renders story after story in it (e2e/storybookPage.ts).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { builtStories, storyIndexFile } from './storyIndex.ts';
import { showStory, storybookTest } from './storybookPage.ts';
import { overflowing } from './support/overflow.ts';
import { allFixtures, manySuggestionsForm, pickerFixture } from '../src/fixtures/index.ts';

const stories = builtStories();
const test = storybookTest('?embed=true', {});

/** Server-provided text: every string and number in the corpus's forms, plus property names (label fallback). */
function collectServerText(value: unknown, into: Set<string>, key?: string): Set<string> {
  if (typeof value === 'string' || typeof value === 'number') {
    into.add(String(value).trim());
    // A multi-line message is checked line by line.
    for (const line of String(value).split('\n')) into.add(line.trim());
  }
  else if (Array.isArray(value)) value.forEach((entry) => collectServerText(entry, into));
  else if (typeof value === 'object' && value !== null) {
    for (const [name, entry] of Object.entries(value)) {
      if (key === 'properties') into.add(name);
      collectServerText(entry, into, name);
    }
  }
  return into;
}
const serverText = collectServerText(
  [allFixtures, pickerFixture('picker/many'), manySuggestionsForm],
  new Set<string>(),
);

const WRAPPED = /⟦[^⟦⟧]*(?:⟦[^⟦⟧]*⟧[^⟦⟧]*)*⟧/gu;
const SYMBOLS_ONLY = /^[\p{P}\p{S}\p{N}\s]*$/u;

/** The parts of `text` that are neither wrapped, nor server text, nor punctuation/numbers. */
function untranslated(text: string): string[] {
  const rest = text.replace(WRAPPED, '\n');
  return rest
    .split(/\s*[\n·•]\s*/u)
    .map((piece) => piece.trim())
    .filter((piece) => !SYMBOLS_ONLY.test(piece) && !serverText.has(piece));
}

interface Found {
  text: string;
  where: string;
}

/** Visible text nodes and accessible-name attributes inside the kit's roots (forms and host dialogs). */
function kitText(page: Page): Promise<Found[]> {
  return page.evaluate(() => {
    const found: { text: string; where: string }[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`;
    const shown = (element: Element): boolean => {
      // Options of a closed <select> have no boxes of their own, but the user sees them when it opens.
      const host = element.closest('select') ?? element;
      return host.checkVisibility({ visibilityProperty: true });
    };
    // A sentence with server values set in it (the URL warnings' <bdi data-server-text>, docs/url-safety.md) is one catalogue
    // string: it is checked whole, without the values.
    const isValue = (node: Node) => node instanceof Element && node.hasAttribute('data-server-text');
    const sentences = new Set<Element>();
    for (const root of document.querySelectorAll('[part~="form"], dialog[open]')) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        let text = node.textContent ?? '';
        if (!parent || text.trim() === '' || !shown(parent) || parent.closest('[data-server-text]')) continue;
        if ([...parent.children].some(isValue)) {
          if (sentences.has(parent)) continue;
          sentences.add(parent);
          text = [...parent.childNodes].filter((child) => !isValue(child)).map((child) => child.textContent).join('');
        }
        // The host dialog's title shows the server's own name (server text, which some stories set outside their
        // args); the kit's words around it are the title's aria-label, checked below.
        if (parent.closest('.elicit-host-dialog__title')) continue;
        found.push({ text, where: describe(parent) });
      }
      for (const element of root.querySelectorAll('[aria-label], [title], [alt], [placeholder], [aria-valuetext], [aria-roledescription]')) {
        for (const name of ['aria-label', 'title', 'alt', 'placeholder', 'aria-valuetext', 'aria-roledescription']) {
          const value = element.getAttribute(name);
          if (value) found.push({ text: value, where: `${describe(element)}[${name}]` });
        }
      }
    }
    return found;
  });
}

function problems(found: Found[], storyText: ReadonlySet<string>): string[] {
  return found.flatMap(({ text, where }) =>
    untranslated(text).filter((piece) => !storyText.has(piece)).map((piece) => `${where}: "${piece}" (in "${text}")`));
}

/** Server text of the story itself: every string and number in its args (forms built outside the corpus). */
async function storyArgsText(page: Page): Promise<Set<string>> {
  const args = await page.evaluate(() => {
    const w = window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { story?: { initialArgs?: unknown } } } };
    // Functions (spies, host callbacks) don't survive JSON; only the data matters here.
    return JSON.stringify(w.__STORYBOOK_PREVIEW__?.currentRender?.story?.initialArgs ?? {});
  });
  return collectServerText(JSON.parse(args), new Set<string>());
}

test('the built Storybook has stories for the pseudo-locale', () => {
  expect(stories.length, `no stories in ${storyIndexFile}: run npm run build:storybook first`).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`pseudo-locale: ${story.title} / ${story.name} shows no untranslated string`, async ({ storybook: page }) => {
    await showStory(page, story.id, { locale: 'pseudo', theme: 'light' });
    const kit = page.locator('[part~="form"], dialog[open]').first();
    await expect(kit).toBeVisible();
    // The catalogue reached the form: the buttons carry wrapped names (else the check below would prove nothing); a form
    // refused on arrival (the credential policy, docs/behaviour.md §11.3) has none, but its status line says it in the catalogue's words.
    await expect(kit.getByRole('button', { name: /^⟦/ }).or(kit.getByRole('status').filter({ hasText: /^⟦/ })).first()).toBeVisible();
    const storyText = await storyArgsText(page);
    expect(problems(await kitText(page), storyText), 'as it opens').toEqual([]);
    const wide = page.viewportSize()!;
    expect(await overflowing(page), `fits at ${wide.width} px`).toEqual([]);
    await page.setViewportSize({ width: 320, height: wide.height });
    try {
      await checkAt320(page, kit, storyText);
    } finally {
      await page.setViewportSize(wide); // the worker's page is shared with the next story
    }
  });
}

/** At 320 px: the form fits as it opens and, once Submit was pressed, it says everything in the catalogue's words and still fits. */
async function checkAt320(page: Page, kit: Locator, storyText: ReadonlySet<string>) {
  expect(await overflowing(page), 'fits at 320 px').toEqual([]);
  const submit = kit.getByRole('button', { name: '⟦Submit⟧', exact: true });
  if ((await submit.count()) === 1 && (await submit.isEnabled())) {
    await submit.click();
    // Either refused (errors and a count in the live region) or sent (the status line says so), or sent from a host's
    // dialog, which then closes: nothing of the kit is left to read.
    const status = kit.locator('[part~="status"]');
    await expect(async () => {
      if ((await kit.count()) === 0) return;
      expect((await status.count()) === 1 && (await status.innerText()).trim() !== '').toBe(true);
    }).toPass();
    expect(problems(await kitText(page), storyText), 'after Submit').toEqual([]);
    expect((await overflowing(page)) ?? [], 'fits at 320 px after Submit').toEqual([]);
  }
}

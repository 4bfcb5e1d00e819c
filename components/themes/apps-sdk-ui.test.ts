// @vitest-environment node
/**
 * elicit-kit/themes/apps-sdk-ui.css (README "Styling") maps every --elicit-* token of tokens.css onto an
 * apps-sdk-ui variable, with our own value as the fallback, in each of tokens.css's four theme blocks: so a token
 * added to tokens.css, or a value changed there, fails here until the theme file follows. The same blocks theme the
 * <elicitation-form> custom element (e2e/apps-sdk-ui-theme.spec.ts checks it in Chromium).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');
/** The reduced-motion rule: one media block with one rule (its selectors, its body), apart from the theme blocks. */
const REDUCED_MOTION = /@media \(prefers-reduced-motion: reduce\) \{([^{}]*)\{([^{}]*)\}\s*\}/;
const tokensSheet = withoutComments(readFileSync(join(import.meta.dirname, '../styles/tokens.css'), 'utf8'));
const themeSheet = withoutComments(readFileSync(join(import.meta.dirname, 'apps-sdk-ui.css'), 'utf8'));
/** Each sheet without its reduced-motion rule: what remains is its four theme blocks. */
const tokensCss = tokensSheet.replace(REDUCED_MOTION, '');
const themeCss = themeSheet.replace(REDUCED_MOTION, '');

/** apps-sdk-ui has no variable for these (the theme file's header says why): they keep tokens.css's value. */
const NOT_MAPPED = ['--elicit-line-height', '--elicit-max-width', '--elicit-focus-width', '--elicit-color-control-bg', '--elicit-color-border-control-hover'];

/** The theme's one token that tokens.css declares as a property: the element's `color-scheme` (stylesheet.ts). */
const SCHEME = '--elicit-color-scheme';

/**
 * The four theme blocks of a token sheet, in order: every token (colours as light-dark()), then what differs in more
 * than a colour for prefers dark, data-theme light and data-theme dark. tokens.css's `color-scheme` reads as
 * --elicit-color-scheme, which the theme sets for <elicitation-form>.
 */
function blocks(css: string): Map<string, string>[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/\{([^{}]*)\}/g)].map(([, body]) => new Map(
    [...body!.matchAll(/(?<![\w-])(--elicit-[\w-]+|color-scheme)\s*:\s*([^;]+);/g)]
      .map(([, name, value]) => [name === 'color-scheme' ? SCHEME : name!, value!.trim().replace(/\s+/g, ' ')]),
  ));
}

/** The selector lists of the theme file's four blocks, in order, each selector with its whitespace collapsed. */
function selectorLists(css: string): string[][] {
  return css.replace(/\/\*[\s\S]*?\*\//g, '').match(/[^{}]+(?=\{)/g)!.map((text) => text.trim())
    .filter((text) => !text.startsWith('@'))
    .map((list) => list.split(/,\s*(?![^(]*\))/).map((selector) => selector.trim().replace(/\s+/g, ' ')));
}

/** The value `declared` takes when no apps-sdk-ui variable is set: every var() replaced by its fallback. */
function withoutAppsSdkUi(declared: string): string {
  let value = declared;
  for (let previous = ''; previous !== value;) {
    previous = value;
    value = value.replace(/var\(--[\w-]+, ((?:[^()]|\([^()]*\))*)\)/g, '$1');
  }
  // The spacing steps are multiples of apps-sdk-ui's --spacing: calc(0.25rem * 3) is tokens.css's 0.75rem.
  return value.replace(/calc\(([\d.]+)rem \* (\d+)\)/g, (_, base: string, times: string) => `${Number(base) * Number(times)}rem`);
}

describe('themes/apps-sdk-ui.css', () => {
  const tokenBlocks = blocks(tokensCss);
  const themeBlocks = blocks(themeCss);

  it('keeps the reduced-motion rule of tokens.css: --elicit-transition is 0s, on the form and on the element too', () => {
    const [, tokenSelectors, tokenBody] = tokensSheet.match(REDUCED_MOTION) ?? [];
    const [, themeSelectors, themeBody] = themeSheet.match(REDUCED_MOTION) ?? [];
    expect(tokenBody?.trim()).toBe('--elicit-transition: 0s;');
    expect(themeBody?.trim()).toBe('--elicit-transition: 0s;');
    expect(tokenSelectors?.split(',').map((selector) => selector.trim())).toContain(':where(.elicit-form)');
    expect(themeSelectors?.split(',').map((selector) => selector.trim())).toEqual([':where(.elicit-form)', ':where(elicitation-form)']);
  });

  it('has the same four theme blocks as tokens.css', () => {
    expect(tokenBlocks).toHaveLength(4);
    expect(themeBlocks).toHaveLength(4);
    expect(tokenBlocks[0]!.size).toBeGreaterThan(40);
  });

  it('maps every token of the light block onto an apps-sdk-ui variable, with our value as the fallback', () => {
    const unmapped = [...tokenBlocks[0]!.keys()].filter((name) => !themeBlocks[0]!.has(name));
    expect(unmapped.sort()).toEqual([...NOT_MAPPED].sort());
    for (const [name, declared] of themeBlocks[0]!) {
      if (name !== SCHEME) expect(declared, name).toMatch(/var\(--(?!elicit-)[\w-]+, /);
      expect(withoutAppsSdkUi(declared), name).toBe(tokenBlocks[0]!.get(name));
    }
  });

  it('says each colour once, light and dark (light-dark()); the scheme blocks set only the popup shadow and the scheme', () => {
    for (const sheet of [tokenBlocks, themeBlocks]) {
      for (const block of sheet.slice(1)) expect([...block.keys()].sort()).toEqual(['--elicit-color-scheme', '--elicit-shadow-popup']);
    }
    const colours = [...tokenBlocks[0]!].filter(([name]) => name.startsWith('--elicit-color-') && name !== SCHEME);
    expect(colours.length).toBeGreaterThan(20);
    for (const [name, value] of colours) expect(value, name).toMatch(/^(light-dark\(#[0-9a-f]{6}, #[0-9a-f]{6}\)|#[0-9a-f]{6}|transparent)$/);
  });

  it('maps what each dark and data-theme block sets again, with that block\'s value as the fallback', () => {
    for (const index of [1, 2, 3]) {
      const mapped = [...tokenBlocks[index]!.keys()].filter((name) => !NOT_MAPPED.includes(name));
      expect([...themeBlocks[index]!.keys()].sort(), `block ${index}`).toEqual(mapped.sort());
      for (const [name, declared] of themeBlocks[index]!) {
        expect(withoutAppsSdkUi(declared), `block ${index} ${name}`).toBe(tokenBlocks[index]!.get(name));
      }
    }
  });

  it('keeps every selector at zero specificity, one selector per :where()', () => {
    for (const list of selectorLists(themeCss)) {
      for (const selector of list) expect(selector, selector).toMatch(/^(:where\([^,]+\)\s*)+$/);
    }
  });

  it('themes <elicitation-form> with each block too, its theme attribute standing for data-theme', () => {
    // Its shadow root hides the inner .elicit-form; tokens set on the element win inside (element/stylesheet.ts).
    const form = [':where(.elicit-form)'];
    const element = [':where(elicitation-form)'];
    const themed = (theme: string) => [
      `:where([data-theme="${theme}"]) :where(.elicit-form)`, `:where(.elicit-form[data-theme="${theme}"])`,
      `:where([data-theme="${theme}"]) :where(elicitation-form)`, `:where(elicitation-form[theme="${theme}"])`,
    ];
    expect(selectorLists(themeCss)).toEqual([[...form, ...element], [...form, ...element], themed('light'), themed('dark')]);
  });
});

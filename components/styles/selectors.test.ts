// @vitest-environment node
/**
 * The stylesheet's selectors stay cheap to match (docs/behaviour.md §14.3, components/styles.css): each :where() holds one selector.
 * Chromium files a rule under the class at the right end of its selector, and tries it only on elements with that
 * class; a list inside one :where() can't be filed, so it is tried against every element of the page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = import.meta.dirname;
const sheets = readdirSync(folder).filter((name) => name.endsWith('.css'));

/** The argument of every `:where(…)` in `selector`. */
function whereArguments(selector: string): string[] {
  const found: string[] = [];
  for (let start = selector.indexOf(':where('); start >= 0; start = selector.indexOf(':where(', start + 1)) {
    let depth = 1;
    let end = start + ':where('.length;
    for (; depth > 0 && end < selector.length; end += 1) depth += selector[end] === '(' ? 1 : selector[end] === ')' ? -1 : 0;
    found.push(selector.slice(start + ':where('.length, end - 1));
  }
  return found;
}

/** Top-level commas of a selector list (not those inside `:not(…)` and the like). */
const isList = (selector: string) => {
  let depth = 0;
  for (const char of selector) {
    depth += char === '(' ? 1 : char === ')' ? -1 : 0;
    if (char === ',' && depth === 0) return true;
  }
  return false;
};

describe('styles.css selectors', () => {
  it('finds the stylesheets and their rules', () => {
    expect(sheets).toEqual(expect.arrayContaining(['form.css', 'choice.css', 'picker.css', 'suggestions.css']));
  });

  for (const sheet of sheets) {
    it(`${sheet}: every :where() holds one selector, not a list`, () => {
      const css = readFileSync(join(folder, sheet), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      const selectors = [...css.matchAll(/([^{}]+)\{/g)].map((match) => match[1]!.trim()).filter((text) => !text.startsWith('@'));
      expect(selectors.length).toBeGreaterThan(0);
      const lists = selectors.flatMap(whereArguments).filter(isList);
      expect(lists).toEqual([]);
    });
  }
});

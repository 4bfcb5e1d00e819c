import type { StringListField } from '../../../src/model.ts';

/** Why an entry was not added (shown to the user, docs/behaviour.md §2 string list: `uniqueItems`, `maxItems`). */
export type Refusal = 'duplicate' | 'full';

export type Addition = { added: true; list: string[] } | { added: false; reason: Refusal | 'empty' };

/**
 * Adds one typed or picked entry to a string list, enforcing what can be enforced while typing:
 * blank entries are ignored, `uniqueItems` refuses a duplicate, `maxItems` stops adding. Item constraints
 * (length, pattern, format) are not refused here: the entry is kept and the core validator marks its chip,
 * so the user sees what is wrong and can fix it.
 * @example addEntry(field, ['red'], ' blue ') // → { added: true, list: ['red', 'blue'] }
 */
export function addEntry(field: Pick<StringListField, 'uniqueItems' | 'maxItems'>, list: readonly string[], raw: string): Addition {
  // Surrounding spaces are never meant ("red, blue" gives "blue", not " blue").
  const entry = raw.trim();
  if (entry === '') return { added: false, reason: 'empty' };
  if (field.uniqueItems && list.includes(entry)) return { added: false, reason: 'duplicate' };
  if (field.maxItems !== undefined && list.length >= field.maxItems) return { added: false, reason: 'full' };
  return { added: true, list: [...list, entry] };
}

/**
 * Splits input text at commas: every part before the last comma is a finished entry, the rest is still being
 * typed. Typing a comma therefore adds the entry, and pasting `a, b, c` adds `a` and `b` and leaves `c` in the box.
 * @example splitAtCommas('red, blue, gr') // → { finished: ['red', ' blue'], rest: 'gr' }
 */
export function splitAtCommas(text: string): { finished: string[]; rest: string } {
  const parts = text.split(',');
  const last = parts.pop() ?? '';
  // After a comma, the space the user types before the next entry is not part of it.
  return { finished: parts, rest: parts.length > 0 ? last.trimStart() : last };
}

/** The visible label of an entry: the title of the suggestion whose `const` it is, else the entry itself. */
export function entryLabel(entry: string, titles: ReadonlyMap<string, { label: string }>): string {
  return titles.get(entry)?.label ?? entry;
}

/**
 * Whether the "2 of 3" counter is shown: from one below `maxItems` on (or over it).
 * @example countIsNear(0, 3) // false; countIsNear(2, 3) // true
 */
export function countIsNear(count: number, max: number): boolean {
  return count > 0 && count >= max - 1;
}

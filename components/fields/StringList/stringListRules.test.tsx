import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { filterSuggestions, indexSuggestions } from '../TextSuggestions/filterSuggestions.ts';
import { addEntry, entryLabel, splitAtCommas } from './stringListRules.ts';

describe('string list rules', () => {
  it('adds trimmed entries, ignores blanks, refuses duplicates only with uniqueItems, stops at maxItems', () => {
    expect(addEntry({ uniqueItems: false }, ['a'], ' b ')).toEqual({ added: true, list: ['a', 'b'] });
    expect(addEntry({ uniqueItems: false }, ['a'], '   ')).toEqual({ added: false, reason: 'empty' });
    expect(addEntry({ uniqueItems: false }, ['a'], 'a')).toEqual({ added: true, list: ['a', 'a'] });
    expect(addEntry({ uniqueItems: true }, ['a'], ' a')).toEqual({ added: false, reason: 'duplicate' });
    expect(addEntry({ uniqueItems: false, maxItems: 1 }, ['a'], 'b')).toEqual({ added: false, reason: 'full' });
    expect(addEntry({ uniqueItems: true }, ['__proto__'], 'constructor')).toEqual({ added: true, list: ['__proto__', 'constructor'] });
  });

  it('splits at commas: finished parts before the last comma, the rest still typed', () => {
    expect(splitAtCommas('red')).toEqual({ finished: [], rest: 'red' });
    expect(splitAtCommas('red,')).toEqual({ finished: ['red'], rest: '' });
    expect(splitAtCommas('a, b, c')).toEqual({ finished: ['a', ' b'], rest: 'c' });
    expect(splitAtCommas(' new york')).toEqual({ finished: [], rest: ' new york' });
  });

  it('labels an entry with its suggestion title, else the entry itself', () => {
    const titles = new Map([['us-east-1', { label: 'US East' }]]);
    expect(entryLabel('us-east-1', titles)).toBe('US East');
    expect(entryLabel('toString', titles)).toBe('toString');
  });
});

describe('filterSuggestions', () => {
  it('matches the naive filter over title, const and description, in order, for any input', () => {
    const suggestion = fc.record(
      { value: fc.string(), label: fc.string(), description: fc.string() },
      { requiredKeys: ['value', 'label'] },
    );
    fc.assert(
      fc.property(fc.array(suggestion, { maxLength: 30 }), fc.string({ maxLength: 4 }), (suggestions, query) => {
        const needle = query.trim().toLowerCase();
        const naive = suggestions.filter((s) =>
          needle === '' ? true : [s.label, s.value, s.description ?? ''].some((text) => text.toLowerCase().includes(needle)),
        );
        const fast = filterSuggestions(indexSuggestions(suggestions), query);
        // The index joins fields with NUL, so a NUL-containing query may also match across fields: skip those.
        fc.pre(!needle.includes('\u0000'));
        expect(fast).toEqual(naive);
      }),
      { numRuns: 500 },
    );
  });
});

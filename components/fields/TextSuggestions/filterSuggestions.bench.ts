/**
 * Filtering 10,000 suggestions per keystroke (docs/behaviour.md §14.4: 10,000 suggestions filter as you type without lag).
 * Run: npx vitest bench --run --project unit components/fields/TextSuggestions/filterSuggestions.bench.ts
 */
import { bench, describe } from 'vitest';
import type { Suggestion } from '../../../src/model.ts';
import { filterSuggestions, indexSuggestions } from './filterSuggestions.ts';

const suggestions: Suggestion[] = Array.from({ length: 10_000 }, (_, i) => ({
  value: `item-${i + 1}`,
  label: `Item ${i + 1}`,
  ...(i % 3 === 0 ? { description: `Group ${Math.floor(i / 100) + 1}, a longer line of helpful text` } : {}),
}));
const index = indexSuggestions(suggestions);

describe('10,000 suggestions', () => {
  bench('index once per field (lower-case title, const, description)', () => {
    indexSuggestions(suggestions);
  });
  bench('filter: one character ("7", many matches)', () => {
    filterSuggestions(index, '7');
  });
  bench('filter: a typed word ("item 99", 111 matches)', () => {
    filterSuggestions(index, 'item 99');
  });
  bench('filter: no match ("zzz")', () => {
    filterSuggestions(index, 'zzz');
  });
  bench('filter: a whole keystroke sequence "group 42" (8 filters)', () => {
    const query = 'group 42';
    for (let n = 1; n <= query.length; n += 1) filterSuggestions(index, query.slice(0, n));
  });
});

import { describe, expect, it } from 'vitest';
import { splitMatches } from './filterSuggestions.ts';

describe('splitMatches (the typed text highlighted in suggestion titles)', () => {
  it('cuts around every case-insensitive occurrence of the trimmed query; odd entries are matches', () => {
    expect(splitMatches('New York', ' york ')).toEqual(['New ', 'York', '']);
    expect(splitMatches('banana', 'an')).toEqual(['b', 'an', '', 'an', 'a']);
    expect(splitMatches('Oslo', 'x')).toEqual(['Oslo']);
    expect(splitMatches('Oslo', '  ')).toEqual(['Oslo']);
  });

  it('highlights nothing where lower-casing changes the length (offsets would not line up)', () => {
    expect(splitMatches('İstanbul', 'stan')).toEqual(['İstanbul']);
  });
});

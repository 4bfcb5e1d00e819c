import type { Suggestion } from '../../../src/model.ts';

/**
 * A field's suggestions with their search text lower-cased once (docs/behaviour.md §4, suggestions).
 * Built once per field (`useMemo`), so each keystroke only runs `includes` over prepared strings:
 * 10,000 suggestions filter in well under a frame (see filterSuggestions.bench.ts).
 */
export interface SuggestionIndex {
  readonly suggestions: Suggestion[];
  /** `title \u0000 const \u0000 description`, lower-cased, one per suggestion. */
  readonly haystacks: readonly string[];
  /** First suggestion for each `const`, to show a title next to a value that matches one. */
  readonly byValue: ReadonlyMap<string, Suggestion>;
}

/**
 * Prepares suggestions for filtering.
 * @example const index = indexSuggestions(field.suggestions);
 */
export function indexSuggestions(suggestions: Suggestion[]): SuggestionIndex {
  // The NUL separator keeps a query from matching across the end of the title and the start of the const.
  const haystacks = suggestions.map((s) => `${s.label}\u0000${s.value}\u0000${s.description ?? ''}`.toLowerCase());
  const byValue = new Map<string, Suggestion>();
  for (const s of suggestions) if (!byValue.has(s.value)) byValue.set(s.value, s);
  return { suggestions, haystacks, byValue };
}

/**
 * The suggestions whose title, const or description contains `query` (case-insensitive, trimmed),
 * in their original order. An empty query returns every suggestion.
 * @example filterSuggestions(index, 'east') // → suggestions mentioning "east"
 */
export function filterSuggestions(index: SuggestionIndex, query: string): Suggestion[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return index.suggestions;
  const matches: Suggestion[] = [];
  const { haystacks, suggestions } = index;
  for (let i = 0; i < haystacks.length; i += 1) {
    if (haystacks[i]!.includes(needle)) matches.push(suggestions[i]!);
  }
  return matches;
}

/** The suggestion whose `const` equals `value`, if any (used to show the title next to a typed const). */
export function findSuggestion(index: SuggestionIndex, value: string): Suggestion | undefined {
  return index.byValue.get(value);
}

/**
 * `text` cut around the occurrences of `query` (case-insensitive, trimmed, as filterSuggestions matches): the
 * odd entries are the matches. Where lower-casing changes a string's length (`İ` → `i̇`), offsets in the lower-cased
 * copy would not line up with the original, so nothing is highlighted.
 * @example splitMatches('New York', 'york') // ['New ', 'York', '']
 */
export function splitMatches(text: string, query: string): string[] {
  const needle = query.trim().toLowerCase();
  const haystack = text.toLowerCase();
  if (needle === '' || haystack.length !== text.length) return [text];
  const parts: string[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, from)) {
    parts.push(text.slice(from, at), text.slice(at, at + needle.length));
    from = at + needle.length;
  }
  parts.push(text.slice(from));
  return parts;
}

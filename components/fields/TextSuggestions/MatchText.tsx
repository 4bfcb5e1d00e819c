import { splitMatches } from './filterSuggestions.ts';

/**
 * The typed text highlighted in a suggestion's title (docs/look.md, "Menus"): every case-insensitive occurrence of
 * the trimmed query is wrapped in `<mark>`. The title is split as a string and rendered as text, never as HTML
 * (server text is always text).
 */
export function MatchText({ text, query }: { text: string; query: string }) {
  const parts = splitMatches(text, query);
  if (parts.length === 1) return <>{text}</>;
  return <>{parts.map((part, i) => (i % 2 === 1 ? <mark key={i} className="elicit-popup__match">{part}</mark> : part))}</>;
}

import type { MatcherFunction } from '@testing-library/react';

/**
 * A `getByText` matcher for one of the kit's sentences with a name inside ("“red” is already in the list."): the
 * name sits in its own `<bdi>` (bidi isolation, docs/behaviour.md §7.3), so the sentence is split across elements and a
 * plain string finds nothing. Matches the innermost element whose whole text is `text` (and, with `selector`, the
 * closest element matching it instead).
 * @example screen.getByText(sentence('“red” is already in the list.'))
 */
export function sentence(text: string, selector?: string): MatcherFunction {
  return (_content, element) => {
    if (element === null || element.textContent !== text) return false;
    if (selector !== undefined) return element.matches(selector);
    return [...element.children].every((child) => child.textContent !== text);
  };
}

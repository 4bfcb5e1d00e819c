import { screen } from '@testing-library/react';

/**
 * The picture of the image card named `name` (a radio or checkbox), found through the option it decorates: its
 * `alt` is empty (docs/behaviour.md §4.3), so it has no role or name of its own to be found by.
 * @example expect(cardImage('M6 hex bolt')).toHaveAttribute('src', 'https://example.com/bolt.png')
 */
export function cardImage(name: string): HTMLImageElement {
  const option = screen.queryByRole('radio', { name }) ?? screen.getByRole('checkbox', { name });
  const image = (option as HTMLInputElement).labels?.[0]?.querySelector('img');
  if (!image) throw new Error(`The card "${name}" has no image`);
  return image;
}

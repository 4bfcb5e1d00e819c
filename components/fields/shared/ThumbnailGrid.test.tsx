import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThumbnailGrid, type ThumbnailGridItem } from './ThumbnailGrid.tsx';
import { gridTargetIndex } from './useGridKeys.ts';
import { FALLBACK_THUMBNAIL_SOURCE, isSafeThumbnailSource } from './thumbnailSource.ts';
import { cardImage } from '../../../test-support/cardImage.ts';

const items: ThumbnailGridItem[] = [
  { label: 'M6 hex bolt', description: 'A fastener for the main joint', thumbnail: { src: 'https://example.com/bolt.png' } },
  { label: 'Plain http', thumbnail: { src: 'http://example.com/washer.png' } },
  { label: 'Script', thumbnail: { src: 'javascript:alert(1)' } },
  { label: 'Local file', thumbnail: { src: 'file:///etc/passwd' } },
  { label: 'Inline PNG', thumbnail: { src: 'data:image/png;base64,iVBORw0KGgo=' } },
  { label: 'No thumbnail' },
];

function Grid({ type, onToggle }: { type: 'radio' | 'checkbox'; onToggle?: (i: number, c: boolean) => void }) {
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  return (
    <ThumbnailGrid
      type={type}
      name="parts"
      aria-label="Parts"
      items={items}
      isChecked={(i) => checked.has(i)}
      optionId={(i) => `parts-${i}`}
      onToggle={(index, isOn) => {
        onToggle?.(index, isOn);
        setChecked((old) => {
          const next = new Set(type === 'radio' ? [] : old);
          if (isOn) next.add(index);
          else next.delete(index);
          return next;
        });
      }}
    />
  );
}

describe('thumbnail sources (docs/behaviour.md §4)', () => {
  it('allows only https and base64 data:image sources', () => {
    expect(isSafeThumbnailSource('https://example.com/a.png')).toBe(true);
    expect(isSafeThumbnailSource('data:image/svg+xml;base64,PHN2Zy8+')).toBe(true);
    for (const bad of ['http://example.com/a.png', 'javascript:alert(1)', 'file:///a.png', '//example.com/a.png',
      'data:text/html;base64,PGI+', 'data:image/png,rawbytes', ' https://example.com/a.png', 42, undefined]) {
      expect(isSafeThumbnailSource(bad), String(bad)).toBe(false);
    }
  });

  it('renders every option with an image, the fallback for missing or unsafe sources, as decoration (docs/behaviour.md §4.3)', () => {
    render(<Grid type="radio" />);
    // Each image sits inside its option's own label, which the title names: alt="" keeps it from being read twice,
    // and a blocked picture (the fallback) from being announced as a picture.
    expect(screen.queryAllByRole('img')).toEqual([]);
    const sources = items.map((item) => cardImage(item.label).getAttribute('src'));
    expect(sources).toEqual([
      'https://example.com/bolt.png',
      FALLBACK_THUMBNAIL_SOURCE,
      FALLBACK_THUMBNAIL_SOURCE,
      FALLBACK_THUMBNAIL_SOURCE,
      'data:image/png;base64,iVBORw0KGgo=',
      FALLBACK_THUMBNAIL_SOURCE,
    ]);
    for (const img of items.map((item) => cardImage(item.label))) {
      expect(img).toHaveAttribute('alt', '');
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img.getAttribute('src')).toMatch(/^(https:|data:image\/)/);
    }
  });

  it('swaps a thumbnail that fails to load for the fallback', () => {
    render(<Grid type="checkbox" />);
    fireEvent.error(cardImage('M6 hex bolt'));
    expect(cardImage('M6 hex bolt')).toHaveAttribute('src', FALLBACK_THUMBNAIL_SOURCE);
  });
});

describe('card semantics', () => {
  it('names each radio by its title alone and ties the description', () => {
    render(<Grid type="radio" />);
    expect(screen.getByRole('radiogroup', { name: 'Parts' })).toBeInTheDocument();
    const bolt = screen.getByRole('radio', { name: 'M6 hex bolt' });
    expect(bolt).toHaveAccessibleDescription('A fastener for the main joint');
    expect(screen.getAllByRole('radio')).toHaveLength(items.length);
  });

  it('selects a card on click without anything else happening', async () => {
    const onToggle = vi.fn();
    render(<Grid type="radio" onToggle={onToggle} />);
    await userEvent.click(screen.getByText('Inline PNG'));
    expect(onToggle).toHaveBeenCalledExactlyOnceWith(4, true);
    expect(screen.getByRole('radio', { name: 'Inline PNG' })).toBeChecked();
  });
});

describe('arrow keys', () => {
  it('moves and selects between radio cards in option order, wrapping at the ends as a radio group does', async () => {
    render(<Grid type="radio" />);
    await userEvent.click(screen.getByRole('radio', { name: 'M6 hex bolt' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Plain http' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Plain http' })).toBeChecked();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('radio', { name: 'No thumbnail' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'M6 hex bolt' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'No thumbnail' })).toBeChecked();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('radio', { name: 'M6 hex bolt' })).toBeChecked();
  });

  it('moves focus between checkbox cards without toggling; Space toggles', async () => {
    render(<Grid type="checkbox" />);
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'M6 hex bolt' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const script = screen.getByRole('checkbox', { name: 'Script' });
    expect(script).toHaveFocus();
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    await userEvent.keyboard(' ');
    expect(script).toBeChecked();
  });

  it('mirrors Left and Right in right-to-left text', async () => {
    render(<div style={{ direction: 'rtl' }}><Grid type="radio" /></div>);
    await userEvent.click(screen.getByRole('radio', { name: 'Plain http' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Script' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'M6 hex bolt' })).toHaveFocus();
  });

  it('moves in option order whatever the layout: Down is the next option, not the card below', () => {
    expect(gridTargetIndex('ArrowDown', 1, 10)).toBe(2);
    expect(gridTargetIndex('ArrowRight', 1, 10)).toBe(2);
    expect(gridTargetIndex('ArrowUp', 1, 10)).toBe(0);
    expect(gridTargetIndex('ArrowDown', 9, 10)).toBe(0);
    expect(gridTargetIndex('ArrowLeft', 0, 10)).toBe(9);
    expect(gridTargetIndex('End', 3, 10)).toBe(9);
    expect(gridTargetIndex('Enter', 0, 10)).toBeUndefined();
  });
});

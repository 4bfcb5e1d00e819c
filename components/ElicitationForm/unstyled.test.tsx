/**
 * `unstyled` opts out of the default stylesheet: every rule of components/styles is scoped under the root's
 * `elicit-form` class, so without it none applies (the computed-style side is checked in Chromium by
 * e2e/styles.spec.ts). What must survive without the stylesheet is checked here too: a long picker grid still
 * scrolls inside a bounded box instead of mounting every card.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { choiceFixtures, pickerFixture } from '../../src/fixtures/index.ts';
import type { ElicitResult } from '../../src/model.ts';
import { ElicitationForm } from './ElicitationForm.tsx';

const thumbnails = choiceFixtures.find((fixture) => fixture.id === 'choice/thumbnails')!;
const pickerPhotos = pickerFixture('picker/thumbnails');
const manyPhotos = pickerFixture('picker/many');

function renderUnstyled(requestedSchema: unknown, unstyled: boolean) {
  const onResult = vi.fn<(result: ElicitResult) => void>();
  const view = render(<ElicitationForm message="Please answer" requestedSchema={requestedSchema} onResult={onResult} unstyled={unstyled} />);
  return { onResult, ...view };
}

describe('unstyled', () => {
  it('a choice card grid and a picker render under no elicit-form root, and still answer', async () => {
    const user = userEvent.setup();
    const schema = {
      type: 'object',
      properties: { ...(thumbnails.requestedSchema as { properties: object }).properties, ...(pickerPhotos.requestedSchema as { properties: object }).properties },
    };
    const { container, onResult } = renderUnstyled(schema, true);
    expect(container.querySelector('.elicit-form')).toBeNull();
    const boltCard = screen.getByRole('radio', { name: /M6 hex bolt/ });
    expect(boltCard.closest('.elicit-form')).toBeNull();
    expect(screen.getByRole('checkbox', { name: /Front/ }).closest('.elicit-form')).toBeNull();

    await user.click(boltCard);
    await user.click(screen.getByRole('checkbox', { name: /Front/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult.mock.calls).toEqual([[{ action: 'accept', content: { part: 'hex-bolt', photos: ['file:///photos/front.jpg'] } }]]);
  });

  it('the styled form keeps its root class, so the same rules apply there', () => {
    const { container } = renderUnstyled(thumbnails.requestedSchema, false);
    expect(screen.getAllByRole('radio')[0]!.closest('.elicit-form')).toBe(container.firstElementChild);
  });

  it('a 2,000-option picker grid keeps a bounded scroll box without the stylesheet', () => {
    renderUnstyled(manyPhotos.requestedSchema, true);
    const grid = screen.getByRole('group', { name: 'Album' });
    const scrollBox = grid.hasAttribute('data-virtual') ? grid : grid.querySelector<HTMLElement>('[data-virtual]');
    expect(scrollBox).not.toBeNull();
    expect(scrollBox!.style.maxHeight).toBe('var(--elicit-picker-grid-max-height, 30rem)');
    expect(scrollBox!.style.overflow).toBe('auto');
    expect(screen.getAllByRole('checkbox').length).toBeLessThan(200);
  });
});

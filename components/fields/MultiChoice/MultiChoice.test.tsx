import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MultiChoiceField } from './MultiChoice.tsx';
import { renderChoiceField } from '../../../test-support/choiceHarness.ts';
import { cardImage } from '../../../test-support/cardImage.ts';

const toppings = {
  type: 'array', title: 'Toppings', description: 'Pick what you like',
  items: { type: 'string', enum: ['cheese', 'ham', 'olives', 'basil'] },
};
const titled = {
  type: 'array', title: 'Channels', minItems: 1, maxItems: 2,
  items: {
    anyOf: [
      { const: 'email', title: 'Email', description: 'A weekly digest' },
      { const: 'sms', title: 'Text message' },
      { const: 'push', title: 'Push notification' },
    ],
  },
};

describe('multi choice as checkboxes', () => {
  it('items.enum: values in option order whatever the click order, each once', async () => {
    const { content, changes } = renderChoiceField(MultiChoiceField, toppings, { required: true });
    const group = screen.getByRole('group', { name: 'Toppings' });
    expect(group).toHaveAccessibleDescription('Pick what you like');
    await userEvent.click(screen.getByRole('checkbox', { name: 'olives' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'cheese' }));
    expect(changes).toEqual([['olives'], ['cheese', 'olives']]);
    expect(content()).toEqual({ choice: ['cheese', 'olives'] });
    await userEvent.click(screen.getByRole('checkbox', { name: 'olives' }));
    expect(content()).toEqual({ choice: ['cheese'] });
  });

  it('items.anyOf: titles as labels, consts as values, descriptions tied to options', async () => {
    const { content } = renderChoiceField(MultiChoiceField, titled);
    const email = screen.getByRole('checkbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription('A weekly digest');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Push notification' }));
    await userEvent.click(email);
    expect(content()).toEqual({ choice: ['email', 'push'] });
  });

  it('an optional choice with every box unticked is left out', async () => {
    const { content } = renderChoiceField(MultiChoiceField, toppings);
    expect(content()).toEqual({});
    await userEvent.click(screen.getByRole('checkbox', { name: 'ham' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'ham' }));
    expect(content()).toEqual({});
  });

  it('a default is shown ticked and sent', () => {
    const { content } = renderChoiceField(MultiChoiceField, { ...toppings, default: ['basil', 'ham'] });
    expect(screen.getByRole('checkbox', { name: 'ham' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'basil' })).toBeChecked();
    expect(content()).toEqual({ choice: ['ham', 'basil'] });
  });

  it('shows minItems/maxItems as a hint tied to the group, and keeps every box usable past the maximum', async () => {
    const { content } = renderChoiceField(MultiChoiceField, titled, {
      invalid: true, error: 'Choose between 1 and 2 options',
    });
    const group = screen.getByRole('group', { name: 'Channels' });
    // docs/keyboard-and-screen-readers.md, "Errors": the error is said by each box (focus lands on one) and stands in for the hint: once, not twice.
    expect(group).toHaveAccessibleDescription('');
    expect(screen.getByRole('checkbox', { name: 'Email' })).toHaveAccessibleDescription('A weekly digest Choose between 1 and 2 options');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    for (const name of ['Email', 'Text message', 'Push notification']) {
      await userEvent.click(screen.getByRole('checkbox', { name }));
    }
    expect(content()).toEqual({ choice: ['email', 'sms', 'push'] }); // the validator refuses it on Submit
  });

  it.each([
    [{ minItems: 2 }, 'Choose at least 2'],
    [{ maxItems: 3 }, 'Choose up to 3'],
    [{ minItems: 2, maxItems: 2 }, 'Choose 2'],
    [{ minItems: 0, maxItems: 2 }, 'Choose up to 2'],
  ])('count hint for %o is "%s"', (bounds, text) => {
    renderChoiceField(MultiChoiceField, { ...toppings, ...bounds });
    expect(screen.getByRole('group', { name: 'Toppings' })).toHaveAccessibleDescription(`Pick what you like ${text}`);
  });

  it('disabled: boxes cannot change', async () => {
    const { changes } = renderChoiceField(MultiChoiceField, toppings, { disabled: true });
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    await userEvent.click(screen.getByText('ham'));
    expect(changes).toEqual([]);
  });
});

describe('multi choice as image cards (docs/behaviour.md §4)', () => {
  const looks = {
    type: 'array', title: 'Finishes',
    items: {
      anyOf: [
        { const: 'matte', title: 'Matte', 'x-openai-thumbnail': { src: 'https://example.com/matte.png' } },
        { const: 'gloss', title: 'Gloss', 'x-openai-thumbnail': { src: 'javascript:alert(1)' } },
        { const: 'satin', title: 'Satin', description: 'Between the two' },
        { const: 'raw', title: 'Raw', 'x-openai-thumbnail': { src: 'file:///etc/passwd' } },
      ],
    },
  };

  it('every option is a checkbox card; unsafe sources never reach an img', async () => {
    const { content, container } = renderChoiceField(MultiChoiceField, looks);
    expect(screen.getByRole('group', { name: 'Finishes' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.queryAllByRole('img')).toEqual([]); // decoration within a named option (docs/behaviour.md §4.3)
    const sources = ['Matte', 'Gloss', 'Satin', 'Raw'].map((name) => cardImage(name).getAttribute('src') ?? '');
    expect(sources[0]).toBe('https://example.com/matte.png');
    expect(sources.slice(1).every((src) => src.startsWith('data:image/svg+xml'))).toBe(true);
    expect(container.innerHTML).not.toMatch(/javascript:|file:/);
    expect(screen.getByRole('checkbox', { name: 'Satin' })).toHaveAccessibleDescription('Between the two');
    await userEvent.click(cardImage('Raw'));
    await userEvent.click(cardImage('Matte'));
    expect(content()).toEqual({ choice: ['matte', 'raw'] });
  });

  it('arrow keys move between cards, Space toggles', async () => {
    const { content } = renderChoiceField(MultiChoiceField, looks);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight} ');
    expect(screen.getByRole('checkbox', { name: 'Satin' })).toHaveFocus();
    await userEvent.keyboard('{End} ');
    expect(content()).toEqual({ choice: ['satin', 'raw'] });
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SingleChoiceField } from './SingleChoice.tsx';
import { renderChoiceField } from '../../../test-support/choiceHarness.ts';
import { cardImage } from '../../../test-support/cardImage.ts';

const colours = { type: 'string', title: 'Colour', description: 'Pick one', enum: ['red', 'green', 'blue'] };
const many = (count: number) => Array.from({ length: count }, (_, i) => `option-${i + 1}`);

describe('single choice as radios', () => {
  it('untitled enum: labels are the values and the value sent is the enum entry', async () => {
    const { changes, content } = renderChoiceField(SingleChoiceField, colours, { required: true });
    const group = screen.getByRole('radiogroup', { name: 'Colour' });
    expect(group).toHaveAccessibleDescription('Pick one');
    expect(group).toBeRequired();
    await userEvent.click(screen.getByRole('radio', { name: 'green' }));
    expect(changes).toEqual(['green']);
    expect(content()).toEqual({ choice: 'green' });
  });

  it('legacy enumNames: labels from enumNames, value from enum', async () => {
    const { changes, content } = renderChoiceField(SingleChoiceField, {
      type: 'string', title: 'Size', enum: ['s', 'm', 'l'], enumNames: ['Small', 'Medium', 'Large'],
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Large' }));
    expect(changes).toEqual(['l']);
    expect(content()).toEqual({ choice: 'l' });
  });

  it('titled oneOf: labels from title, description tied to the option, value is the const', async () => {
    const { content } = renderChoiceField(SingleChoiceField, {
      type: 'string', title: 'Plan',
      oneOf: [{ const: 'free', title: 'Free' }, { const: 'pro', title: 'Pro', description: 'For teams, https://x.example' }],
    });
    const pro = screen.getByRole('radio', { name: 'Pro' });
    expect(pro).toHaveAccessibleDescription('For teams, https://x.example');
    expect(screen.queryByRole('link')).toBeNull(); // URLs stay text (docs/behaviour.md §7)
    await userEvent.click(pro);
    expect(content()).toEqual({ choice: 'pro' });
  });

  it('numeric enum: numbers stay numbers', async () => {
    const { changes, content } = renderChoiceField(SingleChoiceField, { type: 'integer', title: 'Seats', enum: [1, 2, 4] });
    await userEvent.click(screen.getByRole('radio', { name: '4' }));
    expect(changes).toEqual([4]);
    expect(content()).toEqual({ choice: 4 });
  });

  it('shows a default as chosen and sends it unchanged', () => {
    const { content } = renderChoiceField(SingleChoiceField, { ...colours, default: 'blue' });
    expect(screen.getByRole('radio', { name: 'blue' })).toBeChecked();
    expect(content()).toEqual({ choice: 'blue' });
  });

  it('an optional choice can be cleared, so the field is left out again, and focus stays in the group', async () => {
    const { content } = renderChoiceField(SingleChoiceField, colours);
    expect(screen.queryByRole('button', { name: /clear choice/i })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'red' }));
    expect(content()).toEqual({ choice: 'red' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear choice for Colour' }));
    expect(content()).toEqual({});
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    expect(screen.getByRole('radio', { name: 'red' })).toHaveFocus();
  });

  it('a required choice offers no clear button', async () => {
    renderChoiceField(SingleChoiceField, colours, { required: true });
    await userEvent.click(screen.getByRole('radio', { name: 'red' }));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('ties the error to the group and marks it invalid', () => {
    renderChoiceField(SingleChoiceField, colours, { required: true, invalid: true, error: 'Choose an option' });
    const group = screen.getByRole('radiogroup', { name: 'Colour' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    // docs/behaviour.md §7.6: every radio carries the error (focus lands on one after a refused Submit); the group says it no more.
    expect(group).toHaveAccessibleDescription('Pick one');
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-invalid', 'true');
      expect(radio).toHaveAccessibleDescription('Choose an option');
    }
  });

  it('disabled: nothing can be chosen', async () => {
    const { changes } = renderChoiceField(SingleChoiceField, colours, { disabled: true });
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    await userEvent.click(screen.getByText('red'));
    expect(changes).toEqual([]);
  });

  it('works for any property name, including __proto__', async () => {
    const { content } = renderChoiceField(SingleChoiceField, colours, { name: '__proto__' });
    await userEvent.click(screen.getByRole('radio', { name: 'blue' }));
    expect(Object.hasOwn(content(), '__proto__')).toBe(true);
    expect(content()['__proto__']).toBe('blue');
  });
});

describe('single choice as a listbox (long lists, docs/behaviour.md §7.8)', () => {
  it('uses radios up to 7 options and a listbox combobox above', () => {
    renderChoiceField(SingleChoiceField, { type: 'string', title: 'Seven', enum: many(7) }, { name: 'seven' });
    expect(screen.getAllByRole('radio')).toHaveLength(7);
    renderChoiceField(SingleChoiceField, { type: 'string', title: 'Eight', enum: many(8) }, { name: 'eight' });
    const trigger = screen.getByRole('combobox', { name: 'Eight' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveTextContent('Choose an option');
  });

  it('optional: the "None" row leaves the field out again', async () => {
    const { content } = renderChoiceField(SingleChoiceField, { type: 'string', title: 'Country', enum: many(12) });
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('option', { name: 'option-10' }));
    expect(content()).toEqual({ choice: 'option-10' });
    expect(trigger).toHaveTextContent('option-10');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    expect(screen.getByRole('option', { name: 'option-10' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'None' }));
    expect(content()).toEqual({});
  });

  it('required: no "None" row, a placeholder until chosen; numeric values stay numbers', async () => {
    const { changes } = renderChoiceField(SingleChoiceField, {
      type: 'number', title: 'Rating', enum: [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4],
    }, { required: true });
    const trigger = screen.getByRole('combobox', { name: 'Rating' });
    expect(trigger).toBeRequired();
    await userEvent.click(trigger);
    const listbox = screen.getByRole('listbox', { name: 'Rating' });
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(
      ['0.5', '1', '1.5', '2', '2.5', '3', '3.5', '4'],
    );
    await userEvent.click(within(listbox).getByRole('option', { name: '1.5' }));
    expect(changes).toEqual([1.5]);
  });

  it("shows the chosen option's description, tied to the trigger; rows show descriptions too", async () => {
    renderChoiceField(SingleChoiceField, {
      type: 'string', title: 'Region',
      oneOf: many(9).map((value, i) => ({ const: value, title: `Region ${i + 1}`, description: `Data centre ${i + 1}` })),
    }, { invalid: true, error: 'Choose an option' });
    const trigger = screen.getByRole('combobox', { name: 'Region' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Choose an option');
    await userEvent.click(trigger);
    expect(screen.getByRole('option', { name: 'Region 3' })).toHaveAccessibleDescription('Data centre 3');
    await userEvent.click(screen.getByRole('option', { name: 'Region 3' }));
    expect(trigger).toHaveAccessibleDescription('Choose an option Data centre 3');
  });

  it('names the trigger with a text label (not a <label for> a div) whose click focuses the trigger', async () => {
    renderChoiceField(SingleChoiceField, { type: 'string', title: 'Country', enum: many(12) });
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    const label = screen.getByText('Country').closest('span')!; // the server's text sits in a <bdi> (RTL, docs/behaviour.md §7.3)
    expect(label.tagName).toBe('SPAN');
    expect(document.querySelector('label[for]')).toBeNull();
    await userEvent.click(label);
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('disabled: the trigger is out of the tab order and does not open', async () => {
    const { changes } = renderChoiceField(SingleChoiceField, { type: 'string', title: 'Country', enum: many(12) }, { disabled: true });
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    expect(trigger).toHaveAttribute('aria-disabled', 'true');
    expect(trigger).toHaveAttribute('tabindex', '-1');
    await userEvent.click(trigger);
    trigger.focus();
    await userEvent.keyboard('{Enter}{ArrowDown}o');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).toBeNull();
    expect(changes).toEqual([]);
  });
});

describe('single choice as image cards (docs/behaviour.md §4)', () => {
  const parts = {
    type: 'string', title: 'Part',
    oneOf: [
      { const: 'hex-bolt', title: 'M6 hex bolt', description: 'A fastener for the main joint',
        'x-openai-thumbnail': { src: 'https://example.com/hex-bolt.png' } },
      { const: 'washer', title: 'M6 washer' },
      { const: 'nut', title: 'M6 nut', 'x-openai-thumbnail': { src: 'http://example.com/nut.png' } },
      { const: 'pin', title: 'Pin', 'x-openai-preview': { src: 'data:image/png;base64,iVBORw0KGgo=' } },
    ],
  };

  it('renders every option as a card, blocks unsafe sources and sends the const', async () => {
    const { content, container } = renderChoiceField(SingleChoiceField, parts, { required: true });
    expect(screen.getByRole('radiogroup', { name: 'Part' })).toBeInTheDocument();
    expect(cardImage('M6 hex bolt')).toHaveAttribute('src', 'https://example.com/hex-bolt.png');
    expect(cardImage('Pin')).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(cardImage('M6 nut').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(cardImage('M6 washer').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(container.innerHTML).not.toContain('http://example.com');
    expect(screen.getByRole('radio', { name: 'M6 hex bolt' })).toHaveAccessibleDescription('A fastener for the main joint');
    await userEvent.click(cardImage('M6 washer'));
    expect(content()).toEqual({ choice: 'washer' });
  });

  it('arrow keys move the choice between cards', async () => {
    const { content } = renderChoiceField(SingleChoiceField, parts, { required: true });
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'M6 hex bolt' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'M6 nut' })).toHaveFocus();
    expect(content()).toEqual({ choice: 'nut' });
    await userEvent.keyboard('{ArrowLeft}');
    expect(content()).toEqual({ choice: 'washer' });
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SingleChoiceField } from './SingleChoice.tsx';
import { renderChoiceField } from '../../../test-support/choiceHarness.ts';
import { COUNTRIES } from '../../../src/fixtures/define.ts';

const countries = { type: 'string', title: 'Country', enum: COUNTRIES };
const numbered = (count: number) => Array.from({ length: count }, (_, i) => `Item ${i + 1}`);
const activeOption = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-activedescendant') ?? '');

describe('long single choice: keyboard (WAI-ARIA APG select-only combobox, docs/behaviour.md §7.8)', () => {
  it('Enter opens on the chosen row, arrows move, Enter chooses and closes; focus stays on the trigger', async () => {
    const { content } = renderChoiceField(SingleChoiceField, { ...countries, default: 'France' });
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption(trigger)).toHaveTextContent('France');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(trigger)).toHaveTextContent('Ireland');
    await userEvent.keyboard('{Enter}');
    expect(content()).toEqual({ choice: 'Ireland' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).not.toHaveAttribute('aria-activedescendant');
    expect(trigger).toHaveFocus();
  });

  it('type-ahead, Home, End and PageDown move the highlight; Space chooses', async () => {
    const { content } = renderChoiceField(SingleChoiceField, countries);
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    trigger.focus();
    await userEvent.keyboard('nor');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption(trigger)).toHaveTextContent('Norway');
    await userEvent.keyboard('{End}');
    expect(activeOption(trigger)).toHaveTextContent('Sweden');
    await userEvent.keyboard('{Home}');
    expect(activeOption(trigger)).toHaveTextContent('None');
    await userEvent.keyboard('{PageDown}');
    expect(activeOption(trigger)).toHaveTextContent('Portugal'); // ten rows down from "None"
    await userEvent.keyboard(' ');
    expect(content()).toEqual({ choice: 'Portugal' });
  });

  it('Escape closes without choosing and is kept from the form (no cancel); closed, it is left alone', async () => {
    const { changes } = renderChoiceField(SingleChoiceField, countries);
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(fireEvent.keyDown(trigger, { key: 'Escape' })).toBe(false); // defaultPrevented
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    expect(fireEvent.keyDown(trigger, { key: 'Escape' })).toBe(true); // the form shell cancels on this one
    expect(changes).toEqual([]);
  });

  it('Tab chooses the highlighted row and moves on', async () => {
    const { content } = renderChoiceField(SingleChoiceField, countries);
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await userEvent.tab();
    expect(content()).toEqual({ choice: 'Belgium' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).not.toHaveFocus();
  });

  it('a press outside closes the panel without choosing', async () => {
    const { changes } = renderChoiceField(SingleChoiceField, countries);
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(document.body);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(changes).toEqual([]);
  });
});

describe('long single choice: search box past 15 options and thousands of options', () => {
  it('opens with focus in a search box that filters the rows; Enter picks, focus returns to the trigger', async () => {
    const { content } = renderChoiceField(SingleChoiceField, { type: 'string', title: 'Item', enum: numbered(16) });
    const trigger = screen.getByRole('combobox', { name: 'Item' });
    await userEvent.click(trigger);
    const search = screen.getByRole('combobox', { name: 'Search options' });
    expect(search).toHaveFocus();
    expect(search).toHaveAttribute('aria-controls', trigger.getAttribute('aria-controls'));
    await userEvent.keyboard('1{ArrowDown}');
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((row) => row.textContent)).toEqual(
      ['Item 1', 'Item 10', 'Item 11', 'Item 12', 'Item 13', 'Item 14', 'Item 15', 'Item 16'],
    );
    expect(activeOption(search)).toHaveTextContent('Item 10');
    await userEvent.keyboard('{Enter}');
    expect(content()).toEqual({ choice: 'Item 10' });
    expect(trigger).toHaveFocus();
    expect(screen.queryByRole('combobox', { name: 'Search options' })).toBeNull(); // hidden with the panel
  });

  it('a letter typed on the closed trigger starts the search; no match is announced; Escape returns to the trigger', async () => {
    const { changes } = renderChoiceField(SingleChoiceField, { type: 'string', title: 'Item', enum: numbered(16) });
    const trigger = screen.getByRole('combobox', { name: 'Item' });
    trigger.focus();
    await userEvent.keyboard('9');
    const search = screen.getByRole('combobox', { name: 'Search options' });
    expect(search).toHaveValue('9');
    expect(screen.getAllByRole('option').map((row) => row.textContent)).toEqual(['Item 9']);
    await userEvent.keyboard('x');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('No matches');
    expect(fireEvent.keyDown(search, { key: 'Escape' })).toBe(false);
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(changes).toEqual([]);
  });

  it('5,000 options render only the visible rows, still counted, and can be searched and chosen', async () => {
    const { content } = renderChoiceField(SingleChoiceField, { type: 'string', title: 'Item', enum: numbered(5000) }, { required: true });
    await userEvent.click(screen.getByRole('combobox', { name: 'Item' }));
    const rows = screen.getAllByRole('option');
    expect(rows.length).toBeLessThan(60);
    expect(rows[0]).toHaveAttribute('aria-setsize', '5000');
    await userEvent.keyboard('4999{Enter}');
    expect(content()).toEqual({ choice: 'Item 4999' });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldValue, SuggestionsField } from '../../../src/model.ts';
import { FieldHarness } from '../../../test-support/fieldHarness.tsx';
import { TextSuggestions } from './TextSuggestions.tsx';

const region: SuggestionsField = {
  kind: 'text-suggestions',
  name: 'region',
  pointer: '/properties/region',
  label: 'Region',
  description: 'Where to deploy',
  required: true,
  schema: { type: 'string' },
  suggestions: [
    { value: 'us-east-1', label: 'US East (N. Virginia)', description: 'Lowest latency for the east coast' },
    { value: 'us-west-2', label: 'US West (Oregon)' },
    { value: 'eu-west-1', label: 'Europe (Ireland)', description: 'GDPR region' },
  ],
};

/** The polite live region a screen reader hears the match count from. */
const politeRegion = () => document.querySelector('[aria-live="polite"]');

function setup(overrides: Partial<Parameters<typeof FieldHarness>[0]> = {}) {
  const values: FieldValue[] = [];
  const requestSubmit = vi.fn();
  const shellKeys: { key: string; prevented: boolean }[] = [];
  render(
    <FieldHarness
      component={TextSuggestions}
      field={region}
      initial=""
      onValue={(v) => values.push(v)}
      requestSubmit={requestSubmit}
      onShellKeyDown={(key, prevented) => shellKeys.push({ key, prevented })}
      {...overrides}
    />,
  );
  const input = screen.getByRole('combobox', { name: /Region/ });
  return { values, requestSubmit, shellKeys, input, user: userEvent.setup() };
}

describe('TextSuggestions', () => {
  it('is a labelled combobox whose options are named by title and described by description', async () => {
    const { input, user } = setup();
    expect(input).toHaveAccessibleDescription('Where to deploy');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: /Region/ });
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toHaveLength(3);
    const east = within(listbox).getByRole('option', { name: 'US East (N. Virginia)' });
    expect(east).toHaveAccessibleDescription('Lowest latency for the east coast');
    expect(within(listbox).getByRole('option', { name: 'US West (Oregon)' })).not.toHaveAttribute('aria-describedby');
    expect(politeRegion()).toHaveTextContent('3 suggestions');
  });

  it('filters on title, const and description as the user types, and announces the count', async () => {
    const { input, user } = setup();
    await user.type(input, 'US-');
    const names = () => screen.getAllByRole('option').map((o) => o.querySelector('[id$="-title"]')?.textContent);
    expect(names()).toEqual(['US East (N. Virginia)', 'US West (Oregon)']); // on the const, case-insensitive
    expect(politeRegion()).toHaveTextContent('2 suggestions');
    await user.clear(input);
    await user.type(input, 'oregon');
    expect(names()).toEqual(['US West (Oregon)']); // on the title
    await user.clear(input);
    await user.type(input, 'gdpr');
    expect(names()).toEqual(['Europe (Ireland)']); // on the description
    await user.clear(input);
    await user.type(input, 'us-east');
    expect(screen.getByRole('option', { name: 'US East (N. Virginia)' })).toBeInTheDocument();
    await user.type(input, 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(politeRegion()).toHaveTextContent('No suggestions');
  });

  it('picking a suggestion with ArrowDown + Enter sets the const, not the title, and does not submit', async () => {
    const { input, user, values, requestSubmit, shellKeys } = setup();
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', 't-region-option-1');
    await user.keyboard('{Enter}');
    expect(values.at(-1)).toBe('us-west-2');
    expect(input).toHaveValue('us-west-2');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(requestSubmit).not.toHaveBeenCalled();
    expect(shellKeys.at(-1)).toEqual({ key: 'Enter', prevented: true });
    // The chosen suggestion's title is shown and tied to the input.
    expect(input).toHaveAccessibleDescription('Where to deploy Suggestion: US West (Oregon)');
  });

  it('the typed text wins: typing after a pick replaces the const, and free text is kept', async () => {
    const { input, user, values } = setup();
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Europe (Ireland)' }));
    expect(values.at(-1)).toBe('eu-west-1');
    await user.clear(input);
    await user.type(input, 'ap-south-1');
    expect(values.at(-1)).toBe('ap-south-1');
    expect(input).toHaveValue('ap-south-1');
    await user.tab();
    expect(input).toHaveValue('ap-south-1');
  });

  it('leaving with Tab keeps the typed text even when an option is highlighted: only Enter or a click picks', async () => {
    const { input, user, values } = setup();
    await user.type(input, 'us');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', 't-region-option-0');
    await user.tab();
    expect(input).toHaveValue('us');
    expect(values.at(-1)).toBe('us');
  });

  it('Escape closes the popup first without reaching the shell; only a second Escape is left for the shell', async () => {
    const { input, user, shellKeys, values } = setup();
    await user.type(input, 'us');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(shellKeys.at(-1)).toEqual({ key: 'Escape', prevented: true });
    expect(input).toHaveValue('us');
    await user.keyboard('{Escape}');
    expect(shellKeys.at(-1)).toEqual({ key: 'Escape', prevented: false });
    expect(input).toHaveValue('us'); // downshift would clear it; the typed text must survive
    expect(values.at(-1)).toBe('us');
  });

  it('Enter with the popup closed, or with nothing highlighted, submits through requestSubmit', async () => {
    const { input, user, requestSubmit, shellKeys } = setup();
    await user.type(input, 'custom');
    expect(input).toHaveAttribute('aria-expanded', 'true'); // open, nothing highlighted
    await user.keyboard('{Enter}');
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    expect(shellKeys.at(-1)).toEqual({ key: 'Enter', prevented: true }); // no implicit <form> submit as well
    expect(input).toHaveValue('custom');
    await user.keyboard('{Enter}');
    expect(requestSubmit).toHaveBeenCalledTimes(2);
  });

  it('shows a pre-filled value and the error from the validator, wired to the input', () => {
    const { input } = setup({ initial: 'x', invalid: true, error: 'Enter at least 3 characters' });
    expect(input).toHaveValue('x');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Where to deploy Enter at least 3 characters');
  });

  it('counts code points against maxLength, like a plain text field', async () => {
    const { input, user } = setup({ field: { ...region, description: undefined, maxLength: 5 } });
    await user.type(input, 'a😀b');
    expect(input).toHaveAccessibleDescription('3 of 5 characters');
  });

  it('is disabled as a whole when the form is disabled', () => {
    const { input } = setup({ disabled: true });
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show suggestions' })).toBeDisabled();
  });

  it('renders only visible rows of 10,000 suggestions, and still tells their position', async () => {
    const many: SuggestionsField = {
      ...region,
      suggestions: Array.from({ length: 10_000 }, (_, i) => ({ value: `item-${i}`, label: `Item ${i}` })),
    };
    // jsdom has no layout: give the popup a height so the virtualizer has a viewport.
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
    try {
      const { input, user, values } = setup({ field: many });
      await user.click(input);
      await user.keyboard('{ArrowDown}');
      const options = screen.getAllByRole('option');
      expect(options.length).toBeGreaterThan(3);
      expect(options.length).toBeLessThan(40);
      expect(options[0]).toHaveAttribute('aria-setsize', '10000');
      expect(options[0]).toHaveAttribute('aria-posinset', '1');
      expect(politeRegion()).toHaveTextContent('10,000 suggestions');
      await user.type(input, 'item 9999');
      expect(screen.getAllByRole('option')).toHaveLength(1);
      await user.keyboard('{ArrowDown}{Enter}');
      expect(values.at(-1)).toBe('item-9999');
    } finally {
      height.mockRestore();
    }
  });

  it('marks the typed text in each title and ticks the row equal to the value', async () => {
    const { input, user } = setup({ initial: 'us-west-2' });
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    const current = screen.getByRole('option', { name: 'US West (Oregon)' });
    expect(current).toHaveAttribute('data-selected');
    // The ✓ sits in the row's leading column (docs/look.md, "Menus"); the other rows keep that column empty.
    expect(current.firstElementChild).toHaveClass('elicit-popup__check');
    expect(current.querySelector('.elicit-popup__check > svg')).not.toBeNull();
    const other = screen.getByRole('option', { name: 'US East (N. Virginia)' });
    expect(other.firstElementChild).toHaveClass('elicit-popup__check');
    expect(other.querySelector('svg')).toBeNull();
    await user.clear(input);
    await user.type(input, 'eu');
    const title = within(screen.getByRole('option', { name: 'Europe (Ireland)' })).getByText((_, node) => node?.id.endsWith('-title') ?? false);
    expect([...title.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Eu']);
    expect(title).toHaveTextContent('Europe (Ireland)');
  });
});

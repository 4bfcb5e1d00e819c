import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldValue, StringListField } from '../../../src/model.ts';
import { FieldHarness, type HarnessProps } from '../../../test-support/fieldHarness.tsx';
import { StringList } from './StringList.tsx';
import { sentence } from '../../../test-support/sentence.ts';

const colors: StringListField = {
  kind: 'string-list',
  name: 'colors',
  pointer: '/properties/colors',
  label: 'Colors',
  description: 'Pick or type colours',
  required: false,
  schema: { type: 'array' },
  item: {
    suggestions: [
      { value: 'red', label: 'Red', description: 'Warm' },
      { value: 'green', label: 'Green' },
      { value: 'blue', label: 'Blue', description: 'Cool' },
    ],
  },
  minItems: 1,
  maxItems: 3,
  uniqueItems: true,
};

const tags: StringListField = {
  kind: 'string-list',
  name: 'tags',
  pointer: '/properties/tags',
  label: 'Tags',
  required: false,
  schema: { type: 'array' },
  item: { suggestions: [] },
  uniqueItems: false,
};

const emails: StringListField = {
  ...tags,
  schema: { type: 'array', items: { type: 'string', format: 'email', maxLength: 12 } },
  item: { format: 'email', maxLength: 12, suggestions: [] },
};

function setup(overrides: Partial<HarnessProps> = {}) {
  const values: FieldValue[] = [];
  const requestSubmit = vi.fn();
  const shellKeys: { key: string; prevented: boolean }[] = [];
  render(
    <FieldHarness
      component={StringList}
      field={colors}
      initial={[]}
      onValue={(v) => values.push(v)}
      requestSubmit={requestSubmit}
      onShellKeyDown={(key, prevented) => shellKeys.push({ key, prevented })}
      {...overrides}
    />,
  );
  const label = (overrides.field ?? colors).label;
  const input = screen.getByRole('combobox', { name: new RegExp(label) });
  const chipNames = () =>
    screen.queryByRole('list', { name: `${label}: entries` })
      ? within(screen.getByRole('list', { name: `${label}: entries` }))
          .getAllByRole('listitem')
          .map((li) => li.textContent)
      : [];
  return { values, requestSubmit, shellKeys, input, chipNames, user: userEvent.setup() };
}

describe('StringList', () => {
  it('states its rules in one short line, only those that apply, and ties them to the input', () => {
    const { input } = setup();
    // docs/keyboard-and-screen-readers.md: one short sentence; the "0 of 3" counter is tied only once it shows (near the limit).
    expect(input).toHaveAccessibleDescription('Pick or type colours Enter to add, 1–3 entries, no repeats');
    expect(screen.getByText('Enter to add').closest('p')).toHaveTextContent(/^Enter to add 1–3 entries no repeats/); // dots drawn
  });

  it('says "at least" or "up to" when only one bound is set, and nothing but how to add without rules', () => {
    const { unmount } = render(<FieldHarness component={StringList} field={{ ...tags, minItems: 2 }} initial={[]} />);
    expect(screen.getByRole('combobox', { name: /Tags/ })).toHaveAccessibleDescription('Enter to add, at least 2 entries');
    unmount();
    render(<FieldHarness component={StringList} field={{ ...tags, name: 'more', maxItems: 1 }} initial={[]} />);
    expect(screen.getByRole('combobox', { name: /Tags/ })).toHaveAccessibleDescription('Enter to add, up to 1 entry');
  });

  it('shows the "n of max" counter only from one below the limit; screen readers always have it', async () => {
    setup({ field: tags });
    expect(screen.queryByText(/ of /)).toBeNull(); // no maxItems: no counter
    cleanup();
    const { input, user } = setup({ initial: ['red'] });
    expect(screen.getByText('1 of 3').closest('p')).toHaveAttribute('data-quiet'); // visually hidden (fields.css)
    await user.type(input, 'teal,');
    expect(screen.getByText('2 of 3').closest('p')).not.toHaveAttribute('data-quiet');
    expect(input).toHaveAccessibleDescription(/2 of 3$/);
  });

  it('flags an entry that breaks an item rule the moment it is added: red chip, message under the box, announced', async () => {
    const { input, user, values } = setup({ field: emails });
    await user.type(input, 'ada@example.org{Enter}');
    await user.type(input, 'b@c.io{Enter}');
    expect(values.at(-1)).toEqual(['ada@example.org', 'b@c.io']); // kept as typed: the exact content is unchanged
    const chips = within(screen.getByRole('list', { name: 'Tags: entries' })).getAllByRole('listitem');
    await waitFor(() => expect(chips[0]).toHaveAttribute('aria-invalid', 'true'));
    expect(chips[1]).not.toHaveAttribute('aria-invalid');
    const line = '“ada@example.org”: Enter at most 12 characters';
    expect(screen.getByText(sentence(line))).toBeVisible();
    expect(chips[0]).toHaveAccessibleDescription(line);
    expect(screen.getByRole('button', { name: 'Remove ada@example.org' })).toHaveAccessibleDescription(line);
    expect(input).toHaveAccessibleDescription(`Enter to add ${line}`);
    // Not yet a field error: the box turns red after Submit, like every field.
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.type(input, 'not-an-email{Enter}');
    expect(screen.getByText('Added not-an-email. Enter a valid email address')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove ada@example.org' }));
    expect(screen.queryByText(line)).toBeNull();
    // A long entry is cut in its message line (the chip and its button keep the whole text).
    const long = `${'x'.repeat(45)}@example.org`;
    await user.type(input, `${long}{Enter}`);
    expect(await screen.findByText(sentence(`“${'x'.repeat(39)}…”: Enter at most 12 characters`))).toBeVisible();
    expect(screen.getByRole('button', { name: `Remove ${long}` })).toBeInTheDocument();
  });

  it('completes the announcement once the validator has loaded, for an entry added before it had', async () => {
    vi.resetModules(); // a cold session: nothing loaded yet; everything React comes fresh with it
    const rtl = await import('@testing-library/react');
    const { default: userEvent } = await import('@testing-library/user-event');
    const { FieldHarness: Harness } = await import('../../../test-support/fieldHarness.tsx');
    const { StringList: ColdList } = await import('./StringList.tsx');
    const { loadedValidator } = await import('../../form/validator.ts');
    rtl.render(<Harness component={ColdList} field={emails} initial={[]} />);
    expect(loadedValidator()).toBeUndefined();
    await userEvent.setup().type(rtl.screen.getByRole('combobox', { name: /Tags/ }), 'ada@example.org{Enter}');
    expect(await rtl.screen.findByText('Added ada@example.org. Enter at most 12 characters')).toBeInTheDocument();
    rtl.cleanup();
  });

  it('says an item-only error once: under the box, not again as the field error', () => {
    setup({
      field: tags,
      initial: ['ok', 'not an email'],
      invalid: true,
      error: 'Enter a valid email address',
      itemErrors: { 1: 'Enter a valid email address' },
    });
    expect(screen.getAllByText(/Enter a valid email address/)).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: /Tags/ })).toHaveAccessibleDescription(
      'Enter to add “not an email”: Enter a valid email address',
    );
  });

  it('a click on the empty part of the box puts the caret in the input', async () => {
    const { input, user } = setup({ field: tags, initial: ['one'] });
    await user.click(input.parentElement!);
    expect(input).toHaveFocus();
  });

  it('picked suggestions become chips holding the const; the popup stays open for the next pick', async () => {
    const { input, user, values, chipNames } = setup();
    await user.click(input);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(values.at(-1)).toEqual(['red']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    // uniqueItems: a chosen suggestion leaves the popup.
    expect(screen.queryByRole('option', { name: 'Red' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Blue' }));
    expect(values.at(-1)).toEqual(['red', 'blue']);
    expect(chipNames()).toEqual(['Red', 'Blue']);
    expect(screen.getByRole('button', { name: 'Remove Red' })).toBeInTheDocument();
  });

  it('typed entries are added with Enter or a comma; pasting "a, b, c" adds two and keeps the third typed', async () => {
    const { input, user, values, chipNames, requestSubmit } = setup({ field: tags });
    await user.type(input, 'alpha{Enter}');
    expect(values.at(-1)).toEqual(['alpha']);
    expect(requestSubmit).not.toHaveBeenCalled();
    await user.type(input, ' beta ,');
    expect(values.at(-1)).toEqual(['alpha', 'beta']);
    expect(input).toHaveValue('');
    await user.click(input);
    await user.paste('gamma, delta, eps');
    expect(values.at(-1)).toEqual(['alpha', 'beta', 'gamma', 'delta']);
    expect(input).toHaveValue('eps');
    // Without uniqueItems, repeats are fine.
    await user.clear(input);
    await user.type(input, 'alpha,');
    expect(chipNames()).toEqual(['alpha', 'beta', 'gamma', 'delta', 'alpha']);
  });

  it('a typed entry closes the popup (typing reopens it); a picked suggestion keeps it open for the next pick', async () => {
    const { input, user, values } = setup();
    await user.type(input, 'teal');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(',');
    expect(values.at(-1)).toEqual(['teal']);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('b');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(values.at(-1)).toEqual(['teal', 'blue']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('Enter in the empty input submits; Enter with text adds it instead', async () => {
    const { input, user, requestSubmit, shellKeys } = setup({ field: tags });
    await user.type(input, 'x{Enter}');
    expect(requestSubmit).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    expect(shellKeys.filter((k) => k.key === 'Enter').every((k) => k.prevented)).toBe(true);
  });

  it('Backspace in the empty input removes the last chip, and not while text is typed', async () => {
    const { input, user, values, chipNames } = setup({ field: tags, initial: ['one', 'two'] });
    await user.click(input);
    await user.keyboard('ab{Backspace}{Backspace}');
    expect(chipNames()).toEqual(['one', 'two']);
    await user.keyboard('{Backspace}');
    expect(values.at(-1)).toEqual(['one']);
    expect(input).toHaveFocus();
    expect(screen.getByText('Removed two.')).toBeInTheDocument();
  });

  it('remove buttons remove their chip and focus moves to the next chip, then to the input', async () => {
    const { user, values } = setup({ field: tags, initial: ['one', 'two', 'three'] });
    await user.click(screen.getByRole('button', { name: 'Remove two' }));
    expect(values.at(-1)).toEqual(['one', 'three']);
    expect(screen.getByRole('button', { name: 'Remove three' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(values.at(-1)).toEqual(['one']);
    expect(screen.getByRole('button', { name: 'Remove one' })).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(values.at(-1)).toEqual([]);
    expect(screen.getByRole('combobox', { name: /Tags/ })).toHaveFocus();
  });

  it('ArrowLeft from the empty input walks into the chips, where Backspace removes the focused one', async () => {
    const { input, user, values } = setup({ field: tags, initial: ['one', 'two', 'three'] });
    await user.click(input);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Remove three' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Remove two' })).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values.at(-1)).toEqual(['one', 'three']);
    expect(screen.getByRole('button', { name: 'Remove three' })).toHaveFocus();
    await user.click(input);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Remove three' })).toHaveFocus();
  });

  it('refuses a duplicate with uniqueItems, and stops adding at maxItems, saying why', async () => {
    const { input, user, values } = setup({ initial: ['red'] });
    await user.type(input, 'red{Enter}');
    expect(values).toEqual([]);
    expect(screen.getByText(sentence('“red” is already in the list.'))).toBeInTheDocument();
    expect(input).toHaveValue('red'); // kept, to be edited
    await user.clear(input);
    await user.type(input, 'teal,navy,');
    expect(values.at(-1)).toEqual(['red', 'teal', 'navy']);
    await user.type(input, 'pink{Enter}');
    expect(values.at(-1)).toEqual(['red', 'teal', 'navy']);
    expect(screen.getByText('The list is full (at most 3). Remove an entry to add another.')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/3 of 3$/);
  });

  it('marks an entry the validator refused: aria-invalid and described by its error, on chip and button', () => {
    setup({
      field: tags,
      initial: ['ok', 'not an email'],
      invalid: true,
      error: 'Fix the entries below',
      itemErrors: { 1: 'Enter a valid email address' },
    });
    const chips = within(screen.getByRole('list', { name: 'Tags: entries' })).getAllByRole('listitem');
    expect(chips[0]).not.toHaveAttribute('aria-invalid');
    expect(chips[1]).toHaveAttribute('aria-invalid', 'true');
    const line = '“not an email”: Enter a valid email address';
    expect(chips[1]).toHaveAccessibleDescription(line);
    expect(screen.getByRole('button', { name: 'Remove not an email' })).toHaveAccessibleDescription(line);
    const input = screen.getByRole('combobox', { name: /Tags/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // The field-level message stays the field error (icon + text under the control).
    // The field's error stands in for the help line while it is shown (docs/behaviour.md §7.6: said once, kept short).
    expect(input).toHaveAccessibleDescription(`Fix the entries below ${line}`);
    expect(screen.getByText('Fix the entries below').closest('.elicit-field')).toHaveAttribute('data-invalid');
  });

  it('commits typed text when the user leaves the field, so nothing typed is silently dropped', async () => {
    const { input, user, values } = setup({ field: tags });
    await user.type(input, 'pending');
    await user.tab();
    expect(values.at(-1)).toEqual(['pending']);
  });

  it('Escape closes the popup first; the second Escape is left for the form', async () => {
    const { input, user, shellKeys } = setup();
    await user.type(input, 'r');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(shellKeys.at(-1)).toEqual({ key: 'Escape', prevented: true });
    await user.keyboard('{Escape}');
    expect(shellKeys.at(-1)).toEqual({ key: 'Escape', prevented: false });
  });

  it('disabled: no typing, no removing', () => {
    setup({ field: tags, initial: ['one'], disabled: true });
    expect(screen.getByRole('combobox', { name: /Tags/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove one' })).toBeDisabled();
  });
});

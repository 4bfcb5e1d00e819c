/**
 * The choice fields inside the real <ElicitationForm>: filled as a user would, the exact `{action, content}` a
 * server receives, errors after Submit, and every accepted answer checked against the live oracles.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ElicitationForm } from '../../ElicitationForm/index.ts';
import { choiceFixtures, largeThumbnailFixture } from '../../../src/fixtures/choice.ts';
import { checkSupport, normalizeSchema, validateResult } from '../../../src/index.ts';
import { expectOraclesAccept } from '../../../test-support/oracles.ts';
import type { ElicitResult } from '../../../src/model.ts';
import { cardImage } from '../../../test-support/cardImage.ts';

function fixture(id: string) {
  const found = choiceFixtures.find((f) => f.id === id);
  if (!found) throw new Error(`no fixture ${id}`);
  return found;
}

function renderForm(id: string) {
  const { requestedSchema, message } = fixture(id);
  const onResult = vi.fn<(result: ElicitResult) => void>();
  render(<ElicitationForm message={message} requestedSchema={requestedSchema} onResult={onResult} />);
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  /** The one result sent, after checking it passes the kit's validator and both live oracles. */
  const result = () => {
    expect(onResult).toHaveBeenCalledTimes(1);
    const sent = onResult.mock.calls[0]![0];
    expect(validateResult(requestedSchema, sent)).toEqual({ ok: true });
    expectOraclesAccept(requestedSchema, sent);
    return JSON.parse(JSON.stringify(sent)) as unknown;
  };
  return { onResult, submit, result, requestedSchema };
}

describe('choice fixtures', () => {
  it.each(choiceFixtures.map((f) => [f.id, f] as const))('%s is supported and its example answer is valid', (_id, f) => {
    expect(checkSupport(f.requestedSchema)).toEqual({ supported: true });
    expect(normalizeSchema(f.requestedSchema)?.fields.every((field) => field.kind.includes('choice'))).toBe(true);
    const answer = { action: 'accept', content: f.exampleContent } as const;
    expect(validateResult(f.requestedSchema, answer)).toEqual({ ok: true });
    expectOraclesAccept(f.requestedSchema, answer);
  });

  it('the large grid fixture is supported and renders as cards', () => {
    const big = largeThumbnailFixture(50);
    expect(checkSupport(big.requestedSchema)).toEqual({ supported: true });
    expect(normalizeSchema(big.requestedSchema)?.fields[0]).toMatchObject({ kind: 'multi-choice-titled', hasThumbnails: true });
  });
});

describe('single choice in the form', () => {
  it('untitled enum: the enum entry is sent', async () => {
    const form = renderForm('choice/enum');
    await userEvent.click(screen.getByRole('radio', { name: 'blue' }));
    expect(form.onResult).not.toHaveBeenCalled(); // choosing never submits (docs/behaviour.md §7)
    await form.submit();
    expect(form.result()).toEqual({ action: 'accept', content: { colour: 'blue' } });
  });

  it('required and empty: Submit is refused with a field error and focus moves into the group', async () => {
    const form = renderForm('choice/enum');
    await form.submit();
    expect(form.onResult).not.toHaveBeenCalled();
    const group = screen.getByRole('radiogroup', { name: 'Colour' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    // docs/behaviour.md §7.6: focus is on the first radio, which carries the error itself; the group says it no more.
    expect(group).toHaveAccessibleDescription('Shown on the printed label');
    const red = screen.getByRole('radio', { name: 'red' });
    expect(red).toHaveFocus();
    expect(red).toHaveAttribute('aria-invalid', 'true');
    expect(red).toHaveAccessibleDescription('This field is required');
    await userEvent.click(screen.getByRole('radio', { name: 'red' }));
    await form.submit();
    expect(form.result()).toEqual({ action: 'accept', content: { colour: 'red' } });
  });

  it('Enter on a radio or a checkbox activates it and never sends the answer', async () => {
    const form = renderForm('choice/enum');
    screen.getByRole('radio', { name: 'green' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('radio', { name: 'green' })).toBeChecked();
    expect(form.onResult).not.toHaveBeenCalled();
  });

  it('legacy enumNames: a default is sent unchanged, a new pick sends the enum value', async () => {
    const form = renderForm('choice/enum-names');
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Overnight' }));
    await form.submit();
    expect(form.result()).toEqual({ action: 'accept', content: { speed: 'ovn' } });
  });

  it('an optional default cleared by the user is left out', async () => {
    const form = renderForm('choice/enum-names');
    await userEvent.click(screen.getByRole('button', { name: 'Clear choice for Shipping' }));
    await form.submit();
    expect(form.result()).toEqual({ action: 'accept', content: {} });
  });

  it('titled oneOf: the const is sent, never the title', async () => {
    const form = renderForm('choice/one-of');
    await userEvent.click(screen.getByRole('radio', { name: 'Team' }));
    await form.submit();
    expect(form.result()).toEqual({ action: 'accept', content: { plan: 'team' } });
  });

  it('numeric enum: a JSON number is sent', async () => {
    const form = renderForm('choice/numeric-enum');
    await userEvent.click(screen.getByRole('radio', { name: '25' }));
    await form.submit();
    expect(form.result()).toEqual({ action: 'accept', content: { seats: 25 } });
  });

  it('long lists: listboxes; optional left empty is left out, the default is kept', async () => {
    const form = renderForm('choice/long-lists');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveTextContent('Region 4');
    await form.submit();
    expect(form.result()).toEqual({ action: 'accept', content: { region: 'option-4' } });
  });

  it('long lists: picking in both listboxes', async () => {
    const form = renderForm('choice/long-lists');
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    await userEvent.click(screen.getByRole('option', { name: 'Sweden' }));
    await userEvent.click(screen.getByRole('combobox', { name: /^Region/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Region 9' }));
    await form.submit();
    expect(form.result()).toEqual({ action: 'accept', content: { country: 'Sweden', region: 'option-9' } });
  });

  it('thumbnail cards: keyboard-only choice, Enter on a card selects it and does not submit', async () => {
    const form = renderForm('choice/thumbnails');
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'M6 hex bolt' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    expect(form.onResult).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Corner bracket' })).toBeChecked();
    await form.submit();
    expect(form.result()).toEqual({ action: 'accept', content: { part: 'bracket' } });
  });
});

describe('multi choice in the form', () => {
  it('items.enum within bounds: values in option order', async () => {
    const form = renderForm('choice/multi-enum');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Thu' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mon' }));
    await form.submit();
    expect(form.result()).toEqual({ action: 'accept', content: { days: ['Mon', 'Thu'] } });
  });

  it('over maxItems: refused with a plain-words error tied to the group, then fixed', async () => {
    const form = renderForm('choice/multi-enum');
    for (const day of ['Mon', 'Tue', 'Wed']) await userEvent.click(screen.getByRole('checkbox', { name: day }));
    await form.submit();
    expect(form.onResult).not.toHaveBeenCalled();
    const group = screen.getByRole('group', { name: /^Days/ });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    // docs/behaviour.md §7.6: the validator's plain-words message (never raw ajv text), said once, by the box focus lands on; it
    // stands in for the count hint ("Choose 1 to 2") while shown, and clears as soon as the answer is right.
    expect(group).toHaveAccessibleDescription('');
    const monday = screen.getByRole('checkbox', { name: 'Mon' });
    expect(monday).toHaveFocus();
    expect(monday).toHaveAccessibleDescription('Choose between 1 and 2 options');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Wed' }));
    expect(monday).toHaveAccessibleDescription('');
    expect(group).toHaveAccessibleDescription('Choose 1 to 2');
    await form.submit();
    expect(form.result()).toEqual({ action: 'accept', content: { days: ['Mon', 'Tue'] } });
  });

  it('a long list stays checkboxes (no select for multi choice) and sends option order', async () => {
    const form = renderForm('choice/multi-long');
    expect(screen.getAllByRole('checkbox')).toHaveLength(12);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Spain' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Austria' }));
    await form.submit();
    expect(form.result()).toEqual({ action: 'accept', content: { countries: ['Austria', 'Spain'] } });
  });

  it('Enter toggles a checkbox without sending', async () => {
    const form = renderForm('choice/multi-enum');
    screen.getByRole('checkbox', { name: 'Wed' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('checkbox', { name: 'Wed' })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('checkbox', { name: 'Wed' })).not.toBeChecked();
    expect(form.onResult).not.toHaveBeenCalled();
  });

  it('required with nothing ticked is refused', async () => {
    const form = renderForm('choice/multi-enum');
    await form.submit();
    expect(form.onResult).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: /^Days/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('items.anyOf: the default is kept and more can be added; unticking all of an optional one leaves it out', async () => {
    const form = renderForm('choice/multi-any-of');
    expect(screen.getByRole('checkbox', { name: 'Email' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Email' }));
    await form.submit();
    expect(form.result()).toEqual({ action: 'accept', content: {} });
  });

  it('thumbnail cards: arrows and Space, blocked sources fall back', async () => {
    const form = renderForm('choice/multi-thumbnails');
    for (const name of ['Anodised', 'Raw', 'Satin']) {
      expect(cardImage(name).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    }
    await userEvent.tab();
    await userEvent.keyboard(' {ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight} ');
    await form.submit();
    expect(form.result()).toEqual({ action: 'accept', content: { finishes: ['matte', 'powder'] } });
  });

  it('__proto__ and constructor properties', async () => {
    const form = renderForm('edge-case/choice-property-names');
    await userEvent.click(screen.getByRole('radio', { name: 'b' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'y' }));
    await form.submit();
    expect(form.result()).toEqual(JSON.parse('{"action":"accept","content":{"__proto__":"b","constructor":["y"]}}'));
  });

  it('Decline sends no content even with choices made', async () => {
    const form = renderForm('choice/multi-enum');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mon' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(form.onResult).toHaveBeenCalledExactlyOnceWith({ action: 'decline' });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ElicitResult } from '../../../src/model.ts';
import { deployForm, deployPrefilled, manySuggestionsForm } from '../../../src/fixtures/index.ts';
import { buildResult, checkSupport, validateResult } from '../../../src/index.ts';
import { expectOraclesAccept } from '../../../test-support/oracles.ts';
import { ElicitationForm } from '../../ElicitationForm/ElicitationForm.tsx';
import { sentence } from '../../../test-support/sentence.ts';

/** The combobox and the string list inside the real form shell: exact results, as a server receives them. */
function renderForm(schema: Readonly<Record<string, unknown>>) {
  const onResult = vi.fn<(result: ElicitResult) => void>();
  render(<ElicitationForm message="Please answer" requestedSchema={schema} onResult={onResult} />);
  const sent = () => onResult.mock.calls.map(([result]) => JSON.stringify(result));
  return { onResult, sent, user: userEvent.setup() };
}

const region = () => screen.getByRole('combobox', { name: /Region/ });
const reviewers = () => screen.getByRole('combobox', { name: /Reviewers/ });
const labels = () => screen.getByRole('combobox', { name: /Labels/ });

// Typing through the whole form shell in jsdom is slow on a shared 2-core machine; these are not timing tests.
describe('suggestion fields in <ElicitationForm>', { timeout: 30_000 }, () => {
  it('sends the picked consts, typed entries and repeats exactly, accepted by the live oracles', async () => {
    const { onResult, sent, user } = renderForm(deployForm.requestedSchema);
    await user.type(region(), 'irel');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(region()).toHaveValue('eu-west-1');
    await user.click(reviewers());
    await user.keyboard('{ArrowDown}{Enter}');
    await user.type(reviewers(), 'o@x.org,');
    await user.type(labels(), 'db, db,');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(sent()).toEqual([
      JSON.stringify({
        action: 'accept',
        content: { region: 'eu-west-1', reviewers: ['ada@example.com', 'o@x.org'], labels: ['db', 'db'] },
      }),
    ]);
    expectOraclesAccept(deployForm.requestedSchema, onResult.mock.calls[0]![0]);
  });

  it('refuses invalid values with errors on the combobox and on the offending chip, then sends once fixed', async () => {
    const { onResult, sent, user } = renderForm(deployForm.requestedSchema);
    await user.type(region(), 'Ireland'); // free text wins, and the field's pattern applies to it
    await user.click(reviewers());
    await user.keyboard('{ArrowDown}{Enter}');
    await user.type(reviewers(), 'nope{Enter}');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).not.toHaveBeenCalled();
    expect(region()).toHaveAttribute('aria-invalid', 'true');
    const chips = within(screen.getByRole('list', { name: 'Reviewers: entries' })).getAllByRole('listitem');
    expect(chips[0]).not.toHaveAttribute('aria-invalid');
    expect(chips[1]).toHaveAttribute('aria-invalid', 'true');
    expect(chips[1]).toHaveAccessibleDescription(/email/i);
    expect(screen.getByRole('button', { name: 'Remove nope' })).toHaveAccessibleDescription(/email/i);

    await user.click(screen.getByRole('button', { name: 'Remove nope' }));
    await user.clear(region());
    await user.type(region(), 'eu-central-1');
    await user.keyboard('{Escape}'); // closes the popup only
    expect(onResult).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(sent()).toEqual([
      JSON.stringify({ action: 'accept', content: { region: 'eu-central-1', reviewers: ['ada@example.com'] } }),
    ]);
  });

  it('Escape closes an open popup without cancelling; the next asks first (text was typed), and one more discards', async () => {
    const { sent, user } = renderForm(deployForm.requestedSchema);
    await user.type(region(), 'us');
    expect(region()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(sent()).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Discard your answers?' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('group', { name: 'Discard your answers?' })).toBeInTheDocument();
    expect(sent()).toEqual([]);
    await user.keyboard('{Escape}');
    expect(sent()).toEqual([JSON.stringify({ action: 'cancel' })]);
  });

  it('Escape in an open string-list popup does not cancel either', async () => {
    const { sent, user } = renderForm(deployForm.requestedSchema);
    await user.click(reviewers());
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(sent()).toEqual([]);
    await user.keyboard('{Escape}');
    expect(sent()).toEqual([JSON.stringify({ action: 'cancel' })]);
  });

  it('Enter on a highlighted suggestion picks it without submitting; Enter with the popup closed submits', async () => {
    const { sent, user } = renderForm(deployPrefilled.requestedSchema);
    await user.click(region());
    await user.clear(region());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(sent()).toEqual([]);
    await user.keyboard('{Enter}');
    expect(sent()).toEqual([
      JSON.stringify({
        action: 'accept',
        content: { region: 'us-east-1', reviewers: ['grace@example.com', 'lin@example.org'] },
      }),
    ]);
  });

  it('sends pre-filled defaults unchanged and shows them as chips and text', async () => {
    const { onResult, sent, user } = renderForm(deployPrefilled.requestedSchema);
    expect(region()).toHaveValue('us-west-2');
    expect(screen.getByText(sentence('Suggestion: US West (Oregon)'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove lin@example.org' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(sent()).toEqual([JSON.stringify({ action: 'accept', content: deployPrefilled.exampleContent })]);
    expectOraclesAccept(deployPrefilled.requestedSchema, onResult.mock.calls[0]![0]);
  });

  it('the 10,000-suggestion fixture (kept out of the gallery corpus) is supported and its example answer valid', () => {
    expect(checkSupport(manySuggestionsForm.requestedSchema)).toEqual({ supported: true });
    const result = buildResult('accept', manySuggestionsForm.exampleContent);
    expect(validateResult(manySuggestionsForm.requestedSchema, result)).toEqual({ ok: true });
    expectOraclesAccept(manySuggestionsForm.requestedSchema, result);
  });
});

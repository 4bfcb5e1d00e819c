import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { booleanKinds, edgeFixtures, leadCapture } from '../../../src/fixtures/index.ts';
import { accepted, renderForm } from '../../../test-support/formHarness.tsx';

describe('BooleanField', () => {
  it('omits an untouched optional box, sends a required unticked one as false, and sends a shown default', async () => {
    const { onResult, user } = renderForm(booleanKinds.requestedSchema);
    expect(screen.getByRole('checkbox', { name: 'Dry run first' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Notify the team' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(accepted(onResult, booleanKinds.requestedSchema)).toBe(
      JSON.stringify({ action: 'accept', content: { agree: false, dryRun: true } }),
    );
  });

  it('sends an optional box the user touched, even when unticked again', async () => {
    const { onResult, user } = renderForm(booleanKinds.requestedSchema);
    await user.click(screen.getByRole('checkbox', { name: 'I reviewed the changes' }));
    await user.click(screen.getByRole('checkbox', { name: 'Notify the team' }));
    await user.click(screen.getByRole('checkbox', { name: 'Notify the team' }));
    await user.click(screen.getByRole('checkbox', { name: 'Dry run first' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(accepted(onResult, booleanKinds.requestedSchema)).toBe(
      JSON.stringify({ action: 'accept', content: { agree: true, notify: false, dryRun: false } }),
    );
  });

  it('ties the description and toggles with the keyboard', async () => {
    const { user } = renderForm(booleanKinds.requestedSchema);
    const agree = screen.getByRole('checkbox', { name: 'I reviewed the changes' });
    expect(agree).toHaveAccessibleDescription('Required: sent as false when left unticked');
    agree.focus();
    await user.keyboard(' ');
    expect(agree).toBeChecked();
  });

  it('Enter toggles the box and never sends the answer (as on the choice fields)', async () => {
    const { onResult, user } = renderForm(booleanKinds.requestedSchema);
    const notify = screen.getByRole('checkbox', { name: 'Notify the team' });
    notify.focus();
    await user.keyboard('{Enter}');
    expect(notify).toBeChecked();
    await user.keyboard('{Enter}');
    expect(notify).not.toBeChecked();
    expect(onResult).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(accepted(onResult, booleanKinds.requestedSchema)).toBe(
      JSON.stringify({ action: 'accept', content: { agree: false, notify: true, dryRun: true } }),
    );
  });

  it('sends the required-boolean edge case as false when left unticked', async () => {
    const edge = edgeFixtures.find((fixture) => fixture.id === 'edge/required-boolean')!;
    const first = renderForm(edge.requestedSchema);
    await first.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(accepted(first.onResult, edge.requestedSchema)).toBe(JSON.stringify({ action: 'accept', content: { newsletter: false } }));
  });

  it('fills the lead-capture seed as the document shows, with its default-true box kept', async () => {
    const { onResult, user } = renderForm(leadCapture.requestedSchema);
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'John Doe');
    await user.type(screen.getByRole('textbox', { name: /Work email/ }), 'john.doe@acme.com');
    await user.type(screen.getByRole('textbox', { name: /Company/ }), 'Acme');
    await user.type(screen.getByRole('spinbutton', { name: /Team size/ }), '25');
    await user.click(screen.getByRole('radio', { name: 'Pro' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(accepted(onResult, leadCapture.requestedSchema)).toBe(JSON.stringify({ action: 'accept', content: leadCapture.exampleContent }));
  });
});

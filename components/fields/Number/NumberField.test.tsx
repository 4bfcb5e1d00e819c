import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { numberKinds, rollout } from '../../../src/fixtures/index.ts';
import { accepted, renderForm } from '../../../test-support/formHarness.tsx';

describe('NumberField', () => {
  it('keeps the draft exactly as typed (-, 1., 1e) and sends JSON numbers', async () => {
    const { onResult, user } = renderForm(numberKinds.requestedSchema);
    const offset = screen.getByRole('textbox', { name: 'Temperature offset' });
    await user.type(offset, '-');
    expect(offset).toHaveValue('-');
    await user.type(offset, '2.');
    expect(offset).toHaveValue('-2.');
    await user.type(offset, '5');
    const budget = screen.getByRole('textbox', { name: /Monthly budget/ });
    await user.type(budget, '1e');
    expect(budget).toHaveValue('1e');
    await user.type(budget, '3');
    await user.type(screen.getByRole('textbox', { name: /Nodes/ }), '3');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // ratio's default (1.5) was shown, so it is sent too (SPEC §3).
    expect(accepted(onResult, numberKinds.requestedSchema)).toBe(
      JSON.stringify({ action: 'accept', content: { nodes: 3, budget: 1000, offset: -2.5, ratio: 1.5 } }),
    );
  });

  it('shows the range and whole-number hint, and picks a phone keyboard that can type the allowed values', () => {
    renderForm(numberKinds.requestedSchema);
    const nodes = screen.getByRole('textbox', { name: /Nodes/ });
    expect(nodes).toHaveAccessibleDescription('Machines in the cluster Whole number · Between 1 and 64');
    expect(nodes).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox', { name: /Monthly budget/ })).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByRole('textbox', { name: /Monthly budget/ })).toHaveAccessibleDescription('At least 0');
    expect(screen.getByRole('textbox', { name: 'Temperature offset' })).toHaveAttribute('inputmode', 'text');
  });

  it('refuses a fraction for an integer, out-of-range values and text, with plain words', async () => {
    const { onResult, user } = renderForm(numberKinds.requestedSchema);
    const nodes = screen.getByRole('textbox', { name: /Nodes/ });
    const budget = screen.getByRole('textbox', { name: /Monthly budget/ });
    const ratio = screen.getByRole('textbox', { name: /Memory ratio/ });
    await user.type(nodes, '2.5');
    await user.type(budget, 'lots');
    await user.clear(ratio);
    await user.type(ratio, '9');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).not.toHaveBeenCalled();
    expect(nodes).toHaveAccessibleDescription(/Enter a whole number/);
    expect(budget).toHaveAccessibleDescription(/Enter a number/);
    expect(ratio).toHaveAccessibleDescription(/Enter a number between 0.5 and 4/);
    expect(nodes).toHaveFocus();
  });

  it('judges a draft on blur, not mid-typing, once errors are showing', async () => {
    const { user } = renderForm(numberKinds.requestedSchema);
    const nodes = screen.getByRole('textbox', { name: /Nodes/ });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(nodes).toHaveAttribute('aria-invalid', 'true');
    await user.type(nodes, '4');
    expect(nodes).toHaveAttribute('aria-invalid', 'true'); // not re-judged while typing
    await user.tab();
    expect(nodes).not.toHaveAttribute('aria-invalid');
  });

  it('leaves a cleared optional number out, and sends an untouched integer default (the rollout seed)', async () => {
    const { onResult, user } = renderForm(rollout.requestedSchema);
    const percent = screen.getByRole('textbox', { name: /Initial rollout/ });
    expect(percent).toHaveValue('10');
    await user.type(screen.getByRole('textbox', { name: /Release name/ }), 'Halley');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(accepted(onResult, rollout.requestedSchema)).toBe(JSON.stringify({
      action: 'accept',
      content: { releaseName: 'Halley', rolloutPercent: 10, notifyCustomers: false, channel: 'beta', regions: ['us-east'] },
    }));
  });

  it('leaves a cleared optional number out', async () => {
    const { onResult, user } = renderForm(numberKinds.requestedSchema);
    await user.type(screen.getByRole('textbox', { name: /Nodes/ }), '1');
    await user.clear(screen.getByRole('textbox', { name: /Memory ratio/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(accepted(onResult, numberKinds.requestedSchema)).toBe(JSON.stringify({ action: 'accept', content: { nodes: 1 } }));
  });
});

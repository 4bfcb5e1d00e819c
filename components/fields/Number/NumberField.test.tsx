import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { edgeFixtures, numberKinds, rollout } from '../../../src/fixtures/index.ts';
import { accepted, renderForm } from '../../../test-support/formHarness.tsx';

describe('NumberField', () => {
  it('keeps the draft exactly as typed (-, 1., 1e) and sends JSON numbers', async () => {
    const { onResult, user } = renderForm(numberKinds.requestedSchema);
    const offset = screen.getByRole('spinbutton', { name: 'Temperature offset' });
    await user.type(offset, '-');
    expect(offset).toHaveValue('-');
    await user.type(offset, '2.');
    expect(offset).toHaveValue('-2.');
    await user.type(offset, '5');
    const budget = screen.getByRole('spinbutton', { name: /Monthly budget/ });
    await user.type(budget, '1e');
    expect(budget).toHaveValue('1e');
    await user.type(budget, '3');
    await user.type(screen.getByRole('spinbutton', { name: /Nodes/ }), '3');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // ratio's default (1.5) was shown, so it is sent too (docs/behaviour.md §3).
    expect(accepted(onResult, numberKinds.requestedSchema)).toBe(
      JSON.stringify({ action: 'accept', content: { nodes: 3, budget: 1000, offset: -2.5, ratio: 1.5 } }),
    );
  });

  it('shows the range and whole-number hint, and picks a phone keyboard that can type the allowed values', () => {
    renderForm(numberKinds.requestedSchema);
    const nodes = screen.getByRole('spinbutton', { name: /Nodes/ });
    expect(nodes).toHaveAccessibleDescription('Machines in the cluster Whole number · Between 1 and 64');
    expect(nodes).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('spinbutton', { name: /Monthly budget/ })).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByRole('spinbutton', { name: /Monthly budget/ })).toHaveAccessibleDescription('At least 0');
    expect(screen.getByRole('spinbutton', { name: 'Temperature offset' })).toHaveAttribute('inputmode', 'text');
  });

  it('refuses a fraction for an integer, out-of-range values and text, with plain words', async () => {
    const { onResult, user } = renderForm(numberKinds.requestedSchema);
    const nodes = screen.getByRole('spinbutton', { name: /Nodes/ });
    const budget = screen.getByRole('spinbutton', { name: /Monthly budget/ });
    const ratio = screen.getByRole('spinbutton', { name: /Memory ratio/ });
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

  it('once its error shows, re-judges it as the person types; a field without one is judged on blur (docs/behaviour.md §7.6)', async () => {
    const { user } = renderForm(numberKinds.requestedSchema);
    const nodes = screen.getByRole('spinbutton', { name: /Nodes/ });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(nodes).toHaveAttribute('aria-invalid', 'true');
    await user.type(nodes, '4');
    expect(nodes).not.toHaveAttribute('aria-invalid'); // the stale error went as soon as the value was right
    await user.type(nodes, '00');
    expect(nodes).not.toHaveAttribute('aria-invalid'); // no error showing: judged when the person leaves the field
    await user.tab();
    // The error stands in for the range hint, which says the same (docs/behaviour.md §7.6: said once).
    expect(nodes).toHaveAccessibleDescription('Machines in the cluster Enter a number between 1 and 64');
    const offset = screen.getByRole('spinbutton', { name: /Temperature offset/ });
    await user.type(offset, '-');
    expect(offset).not.toHaveAttribute('aria-invalid'); // a draft is not flagged mid-typing (docs/behaviour.md §3)
    await user.tab();
    expect(offset).toHaveAttribute('aria-invalid', 'true');
  });

  it('leaves a cleared optional number out, and sends an untouched integer default (the rollout seed)', async () => {
    const { onResult, user } = renderForm(rollout.requestedSchema);
    const percent = screen.getByRole('spinbutton', { name: /Initial rollout/ });
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
    await user.type(screen.getByRole('spinbutton', { name: /Nodes/ }), '1');
    await user.clear(screen.getByRole('spinbutton', { name: /Memory ratio/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(accepted(onResult, numberKinds.requestedSchema)).toBe(JSON.stringify({ action: 'accept', content: { nodes: 1 } }));
  });

  it('is a spinbutton: bounds and the parsed value exposed; ArrowUp/ArrowDown step by 1 within the bounds (docs/behaviour.md §3.7)', async () => {
    const { onResult, user } = renderForm(numberKinds.requestedSchema);
    const nodes = screen.getByRole('spinbutton', { name: /Nodes/ });
    expect(nodes).toHaveAttribute('aria-valuemin', '1');
    expect(nodes).toHaveAttribute('aria-valuemax', '64');
    expect(nodes).not.toHaveAttribute('aria-valuenow');
    await user.click(nodes);
    await user.keyboard('{ArrowUp}');
    expect(nodes).toHaveValue('1');
    expect(nodes).toHaveAttribute('aria-valuenow', '1');
    await user.keyboard('{ArrowDown}'); // at the minimum: stays
    expect(nodes).toHaveValue('1');
    await user.clear(nodes);
    await user.type(nodes, '63{ArrowUp}{ArrowUp}');
    expect(nodes).toHaveValue('64');
    await user.type(nodes, '{ArrowDown}');
    expect(nodes).toHaveAttribute('aria-valuenow', '63');
    const offset = screen.getByRole('spinbutton', { name: 'Temperature offset' });
    await user.type(offset, '-');
    await user.keyboard('{ArrowUp}'); // a draft that isn't a number yet is the person's: left alone (docs/behaviour.md §3)
    expect(offset).toHaveValue('-');
    expect(offset).not.toHaveAttribute('aria-valuenow');
    await user.clear(offset);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(accepted(onResult, numberKinds.requestedSchema)).toBe(JSON.stringify({ action: 'accept', content: { nodes: 63, ratio: 1.5 } }));
  });

  it('steps by multipleOf and keeps below an exclusive maximum', async () => {
    const step = edgeFixtures.find((fixture) => JSON.stringify(fixture.requestedSchema).includes('"multipleOf":0.5'))!;
    const { user } = renderForm(step.requestedSchema);
    const input = screen.getByRole('spinbutton', { name: 'Step' });
    await user.type(input, '8.2{ArrowUp}');
    expect(input).toHaveValue('8.5');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('9.5');
  });
});

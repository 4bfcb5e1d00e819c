/**
 * UI-level property test (docs/behaviour.md §3.12): generated supported forms (every kind and constraint of docs/behaviour.md §2) rendered with
 * <ElicitationForm>, driven by generated user actions through Testing Library's user-event (type, clear, pick, tick,
 * add, remove, Enter, Submit). Whatever the form sends must pass the kit's own validator (picker membership
 * included) and both live SDK validators, and nothing may throw. Seeded; fast-check prints the shrunk actions.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { ElicitResult } from '../../src/model.ts';
import { validateResult } from '../../src/index.ts';
import { formSchema, PROTOTYPE_NAMES } from '../../test-support/arbitraries.ts';
import { sdkAccepts, v2Accepts } from '../../test-support/oracles.ts';
import { ElicitationForm } from './ElicitationForm.tsx';

const SEED = Number(process.env.FC_SEED ?? 8_2026);
// ~0.2 s per run in jsdom on a quiet 2-core machine, ~0.8 s on a loaded one: 200 runs per CI (the target is
// hundreds); FC_RUNS=1000 goes deeper.
const RUNS = Number(process.env.FC_RUNS ?? 200);
const TEXTS = ['ada@example.com', 'ABC', '12345', 'x', '2026-11-29', '😀😀', '3', '-1', '2.5', 'red', 'blue,', 'https://example.com/x', 'file:///a.png'];

type Action =
  | { kind: 'type'; target: number; text: string }
  | { kind: 'clear' | 'tick' | 'pick' | 'select' | 'remove' | 'enter'; target: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('type' as const), target: fc.nat(5), text: fc.constantFrom(...TEXTS) }) },
  fc.record({ kind: fc.constantFrom('clear' as const, 'tick' as const, 'pick' as const, 'select' as const, 'remove' as const, 'enter' as const), target: fc.nat(5) }),
);

const pick = <T,>(items: T[], index: number): T | undefined => items[index % Math.max(items.length, 1)];

async function perform(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, step: Action): Promise<void> {
  const enabled = <T extends HTMLElement>(elements: T[]) => elements.filter((element) => !(element as unknown as { disabled?: boolean }).disabled);
  const inputs = enabled([...within(form).queryAllByRole('textbox'), ...within(form).queryAllByRole('spinbutton'), ...within(form).queryAllByRole('combobox')].filter((element) => element.tagName === 'INPUT'));
  switch (step.kind) {
    case 'type': { const input = pick(inputs, step.target); if (input) await user.type(input, step.text); return; }
    case 'clear': { const input = pick(inputs, step.target); if (input) await user.clear(input); return; }
    case 'enter': { const input = pick(inputs, step.target); if (input) await user.type(input, '{Enter}'); return; }
    case 'tick': { const box = pick(enabled(within(form).queryAllByRole('checkbox')), step.target); if (box) await user.click(box); return; }
    case 'pick': { const radio = pick(enabled(within(form).queryAllByRole('radio')), step.target); if (radio) await user.click(radio); return; }
    case 'remove': { const button = pick(enabled(within(form).queryAllByRole('button', { name: /^Remove/ })), step.target); if (button) await user.click(button); return; }
    case 'select': {
      // A long list's listbox (docs/behaviour.md §7.8): open it from its trigger, then click one of its options ("None" aside).
      const triggers = within(form).queryAllByRole('combobox').filter((element) => element.tagName !== 'INPUT' && element.getAttribute('aria-haspopup') === 'listbox' && !element.hasAttribute('aria-disabled'));
      const trigger = pick(triggers, step.target);
      if (!trigger) return;
      await user.click(trigger);
      const listbox = form.ownerDocument.getElementById(trigger.getAttribute('aria-controls')!)!;
      const option = pick(within(listbox).queryAllByRole('option').filter((entry) => !entry.id.endsWith('-none')), step.target);
      if (option) await user.click(option);
    }
  }
}

describe('<ElicitationForm> under generated user actions (fast-check)', () => {
  it(`sends only answers the kit and both SDK validators accept, and never throws (seed ${SEED}, ${RUNS} runs)`, async () => {
    const tally = { runs: 0, accepted: 0, serversCompared: 0 };
    await fc.assert(fc.asyncProperty(formSchema, fc.array(action, { maxLength: 8 }), async (schema, steps) => {
      tally.runs += 1;
      const onResult = vi.fn<(result: ElicitResult) => void>();
      const user = userEvent.setup({ delay: null });
      try {
        render(<ElicitationForm message="Generated form" requestedSchema={schema} onResult={onResult} />);
        const form = screen.getByRole('form');
        for (const step of steps) await perform(user, form, step);
        const submit = within(form).queryByRole('button', { name: 'Submit' });
        if (submit && !(submit as HTMLButtonElement).disabled) await user.click(submit);
        for (const [result] of onResult.mock.calls) {
          if (result.action !== 'accept') continue;
          tally.accepted += 1;
          expect(validateResult(schema, result), JSON.stringify(result)).toEqual({ ok: true });
          if (Object.keys(schema.properties).some((name) => PROTOTYPE_NAMES.includes(name))) continue; // SDK prototype lookups (see engines.test.ts)
          tally.serversCompared += 1;
          const wire = JSON.parse(JSON.stringify(result)) as { content: unknown };
          expect({ sdk: sdkAccepts(schema, wire.content), v2: v2Accepts(schema, wire) }, JSON.stringify(wire)).toEqual({ sdk: true, v2: true });
        }
      } finally {
        cleanup();
      }
    }), { numRuns: RUNS, seed: SEED });
    console.log(`UI property: seed ${SEED}`, tally);
    expect(tally.accepted).toBeGreaterThan(RUNS * 0.1); // the actions really lead to sent answers
  }, 600_000);
});

/**
 * README "Speed": a keystroke in one field of a big form re-renders that field only. Every field component is
 * wrapped in a render counter; the counts are what a user of a slow device would feel as lag.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ElicitResult } from '../../src/model.ts';
import { defaultRegistry } from '../fields/registry.ts';
import type { FieldProps, FieldRegistry } from '../fields/types.ts';
import { ElicitationForm } from './ElicitationForm.tsx';

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name', minLength: 2 },
    city: { type: 'string', title: 'City', description: 'Where you live' },
    age: { type: 'integer', title: 'Age', minimum: 0 },
    colors: { type: 'array', title: 'Colors', items: { type: 'string', enum: ['red', 'green', 'blue'] } },
    agree: { type: 'boolean', title: 'Agree' },
  },
  required: ['name', 'city'],
};

function countingRegistry() {
  const renders = new Map<string, number>();
  const registry: FieldRegistry = {};
  for (const [kind, Component] of Object.entries(defaultRegistry) as [keyof FieldRegistry, ComponentType<FieldProps>][]) {
    registry[kind] = (props: FieldProps) => {
      renders.set(props.field.name, (renders.get(props.field.name) ?? 0) + 1);
      return <Component {...props} />;
    };
  }
  return { registry, renders };
}

function setup() {
  const { registry, renders } = countingRegistry();
  const onResult = vi.fn<(result: ElicitResult) => void>();
  const user = userEvent.setup();
  const view = render(<ElicitationForm message="About you" requestedSchema={schema} onResult={onResult} registry={registry} />);
  const snapshot = () => Object.fromEntries(renders);
  return { user, onResult, renders, snapshot, ...view };
}

/** How many times each field rendered since `before`. */
function rendersSince(before: Record<string, number>, now: Record<string, number>) {
  return Object.fromEntries(Object.keys(now).map((name) => [name, now[name]! - (before[name] ?? 0)]));
}

describe('<ElicitationForm> render cost', () => {
  it('typing in one field re-renders that field only', async () => {
    const { user, snapshot } = setup();
    const before = snapshot();
    expect(Object.keys(before).sort()).toEqual(['age', 'agree', 'city', 'colors', 'name']);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ada');
    const counts = rendersSince(before, snapshot());
    expect(counts.name).toBeGreaterThanOrEqual(3);
    expect(counts).toMatchObject({ city: 0, age: 0, colors: 0, agree: 0 });
  });

  it('ticking a list option does not re-render the other fields, even though the form copies every value', async () => {
    const { user, snapshot } = setup();
    const before = snapshot();
    await user.click(screen.getByRole('checkbox', { name: 'green' }));
    await user.click(screen.getByRole('checkbox', { name: 'Agree' }));
    expect(rendersSince(before, snapshot())).toMatchObject({ name: 0, city: 0, age: 0 });
  });

  it('after a refused Submit, fixing one field re-renders only it, while the count of fields to fix stays live', async () => {
    const { user, snapshot, onResult } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(/2/);
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    const before = snapshot();
    await user.type(name, 'Ada');
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(/1/);
    expect(rendersSince(before, snapshot())).toMatchObject({ city: 0, age: 0, colors: 0, agree: 0 });
    // The other invalid field still says so and still points its description at the error.
    const city = screen.getByRole('textbox', { name: /^City/ });
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city.getAttribute('aria-describedby')).toMatch(/-error/);

    await user.type(city, 'Paris');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult.mock.calls).toEqual([[{ action: 'accept', content: { name: 'Ada', city: 'Paris' } }]]);
  });

  it('a number draft is still not judged while typing after Submit, only on blur', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const age = screen.getByRole('spinbutton', { name: /^Age/ });
    await user.type(age, '-');
    expect(age).not.toHaveAttribute('aria-invalid', 'true');
    await act(async () => {
      age.blur();
      await Promise.resolve();
    });
    expect(age).toHaveAttribute('aria-invalid', 'true');
  });

  it('a host re-rendering with a new inline onResult re-renders no field, and the answer goes to the latest one', async () => {
    const { registry, renders } = countingRegistry();
    const calls: string[] = [];
    // A chat UI re-renders while the form is open (a streamed message), handing the form a new arrow each time.
    const element = (render: string) => (
      <ElicitationForm message="About you" requestedSchema={schema} onResult={(result) => calls.push(`${render}: ${result.action}`)} registry={registry} />
    );
    const view = render(element('first'));
    const before = Object.fromEntries(renders);
    view.rerender(element('second'));
    view.rerender(element('third'));
    expect(rendersSince(before, Object.fromEntries(renders))).toEqual({ name: 0, city: 0, age: 0, colors: 0, agree: 0 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Decline' }));
    expect(calls).toEqual(['third: decline']);
  });

  it('disabling the form reaches every field', () => {
    const { registry, renders } = countingRegistry();
    const onResult = vi.fn<(result: ElicitResult) => void>();
    const element = (disabled: boolean) => (
      <ElicitationForm message="About you" requestedSchema={schema} onResult={onResult} registry={registry} disabled={disabled} />
    );
    const view = render(element(false));
    const before = Object.fromEntries(renders);
    view.rerender(element(true));
    expect(rendersSince(before, Object.fromEntries(renders))).toEqual({ name: 1, city: 1, age: 1, colors: 1, agree: 1 });
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
  });
});

/**
 * What `onResult` receives is plain data (docs/behaviour.md §8): `Object.prototype` all the way down, so a Server Action,
 * `structuredClone` or `postMessage` carries it intact; `__proto__` and `constructor` stay own fields.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtureById } from '../../src/fixtures/index.ts';
import type { ElicitResult } from '../../src/model.ts';
import { validateResult } from '../../src/validate/index.ts';
import { ElicitationForm } from './ElicitationForm.tsx';
import { postMessageRoundTrip } from '../../test-support/postMessage.ts';

const protoSchema: unknown = JSON.parse(
  '{"type":"object","required":["__proto__"],"properties":{"__proto__":{"type":"string","title":"Proto"},"constructor":{"type":"string","title":"Maker"}}}',
);

type Accepted = Extract<ElicitResult, { action: 'accept' }>;

async function answer(requestedSchema: unknown, fill: (user: ReturnType<typeof userEvent.setup>) => Promise<void>): Promise<Accepted> {
  const onResult = vi.fn<(result: ElicitResult) => void>();
  const user = userEvent.setup();
  render(<ElicitationForm message="Please answer" requestedSchema={requestedSchema} onResult={onResult} />);
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(onResult).toHaveBeenCalledTimes(1);
  const result = onResult.mock.calls[0]![0];
  expect(result.action).toBe('accept');
  return result as Accepted;
}

describe('<ElicitationForm> results are plain data (docs/behaviour.md §8)', () => {
  it('hands onResult Object.prototype objects that structuredClone and postMessage carry unchanged', async () => {
    const username = fixtureById('mcp-2025-06-18/github-username')!;
    const result = await answer(username.requestedSchema, (user) => user.type(screen.getByRole('textbox', { name: /name/ }), 'octocat'));
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(result.content)).toBe(Object.prototype);
    expect(structuredClone(result)).toEqual(result);
    expect(await postMessageRoundTrip(result)).toEqual(result);
  });

  it('keeps a __proto__ field as an own property through both copies, and pollutes nothing', async () => {
    const result = await answer(protoSchema, async (user) => {
      await user.type(screen.getByRole('textbox', { name: /Proto/ }), 'polluted');
      await user.type(screen.getByRole('textbox', { name: 'Maker' }), 'c');
    });
    expect(Object.getPrototypeOf(result.content)).toBe(Object.prototype);
    for (const copy of [result, structuredClone(result), await postMessageRoundTrip(result)]) {
      expect(Object.getOwnPropertyDescriptor(copy.content, '__proto__')?.value).toBe('polluted');
      expect(JSON.stringify(copy)).toBe('{"action":"accept","content":{"__proto__":"polluted","constructor":"c"}}');
      expect(validateResult(protoSchema, copy)).toEqual({ ok: true });
    }
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});

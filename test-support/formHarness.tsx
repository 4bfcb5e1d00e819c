/** Test harness: renders the real <ElicitationForm> around one fixture and reads back what a server receives. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { ElicitResult } from '../src/model.ts';
import { expectOraclesAccept } from './oracles.ts';
import { ElicitationForm } from '../components/ElicitationForm/index.ts';

/** Renders the whole form for `requestedSchema`; `onResult` records every result the form sends (tests only). */
export function renderForm(requestedSchema: unknown) {
  const onResult = vi.fn<(result: ElicitResult) => void>();
  render(<ElicitationForm message="Answer" requestedSchema={requestedSchema} onResult={onResult} />);
  return { onResult, user: userEvent.setup() };
}

/** The one accepted result as JSON (key order included), after checking it against the live oracles (tests only). */
export function accepted(onResult: ReturnType<typeof renderForm>['onResult'], schema: unknown): string {
  expect(onResult).toHaveBeenCalledTimes(1);
  const result = onResult.mock.calls[0]![0];
  expectOraclesAccept(schema, result);
  return JSON.stringify(result);
}

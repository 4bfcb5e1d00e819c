import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mcpSpecFixtures, seedFixtures } from '../../src/fixtures/index.ts';
import type { ElicitResult } from '../../src/model.ts';
import { expectOraclesAccept } from '../../test-support/oracles.ts';
import { ElicitationForm } from './index.ts';

/*
 * Every example form of the MCP pages and the seeds renders and round-trips. Each form
 * starts from its document's own answer; Submit must send exactly that answer, which the live oracles accept.
 */
const examples = [...seedFixtures, ...mcpSpecFixtures].filter((fixture) => fixture.supported && fixture.exampleContent);

describe('example forms round-trip', () => {
  it.each(examples.map((fixture) => [fixture.id, fixture] as const))('%s', async (id, fixture) => {
    const onResult = vi.fn<(result: ElicitResult) => void>();
    const user = userEvent.setup();
    render(
      <ElicitationForm
        message={fixture.message}
        requestedSchema={fixture.requestedSchema}
        defaultContent={fixture.exampleContent}
        onResult={onResult}
      />,
    );
    expect(screen.getByRole('form', { name: fixture.message })).toBeInTheDocument();
    if (id === 'mcp-2025-11-25/schema-types') {
      // Its string default can't satisfy both `pattern` and `format: email`: the answer leaves it empty.
      await user.clear(screen.getAllByRole('textbox', { name: /Display Name/ })[0]!);
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).toHaveBeenCalledTimes(1);
    const result = onResult.mock.calls[0]![0];
    expect(JSON.stringify(result)).toBe(JSON.stringify({ action: 'accept', content: fixture.exampleContent }));
    expectOraclesAccept(fixture.requestedSchema, result);
  });
});

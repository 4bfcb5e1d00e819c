/**
 * The README's "Bring your own markup" component, exactly as written there: the block must equal
 * test-support/readme/MyElicitation.tsx (with the package name for the relative import), and that component must
 * answer a form. If this fails, the README is wrong.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ElicitResult } from '../src/model.ts';
import { MyElicitation } from '../test-support/readme/MyElicitation.tsx';

const root = join(import.meta.dirname, '..');

function readmeBlock(heading: string): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf(heading));
  const match = /```tsx\n([\s\S]*?)```/.exec(section);
  if (!match) throw new Error(`no tsx block under ${heading}`);
  return match[1]!;
}

describe('README "Bring your own markup"', () => {
  it('shows test-support/readme/MyElicitation.tsx verbatim', () => {
    const source = readFileSync(join(root, 'test-support/readme/MyElicitation.tsx'), 'utf8')
      .replace("'../../components/index.ts'", "'elicit-kit'");
    expect(readmeBlock('### Bring your own markup')).toBe(source);
  });

  it('answers with the exact content: own inputs for plain text, the kit widget for the rest', async () => {
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string', title: 'Name' },
        email: { type: 'string', format: 'email', title: 'Email' },
        subscribe: { type: 'boolean', title: 'Subscribe' },
      },
      required: ['name'],
    };
    const onResult = vi.fn<(result: ElicitResult) => void>();
    const user = userEvent.setup();
    render(<MyElicitation requestedSchema={schema} onResult={onResult} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByLabelText('Name *')).toHaveAttribute('aria-invalid', 'true');
    expect(onResult).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Name *'), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Subscribe' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledTimes(1));
    expect(onResult.mock.calls[0]![0]).toEqual({ action: 'accept', content: { name: 'Ada', email: 'ada@example.com', subscribe: true } });
  });

  it('shows an unsupported schema whole or not at all: Dismiss answers cancel', async () => {
    const onResult = vi.fn<(result: ElicitResult) => void>();
    render(<MyElicitation requestedSchema={{ type: 'object', properties: { x: { type: 'object' } } }} onResult={onResult} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onResult).toHaveBeenCalledWith({ action: 'cancel' });
  });
});

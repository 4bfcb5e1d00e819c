import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ElicitResult } from '../../src/model.ts';
import { parseElicitation } from '../../src/protocol/index.ts';
import { ElicitationDialog } from './ElicitationDialog.tsx';
import { createElicitationQueue } from '../queue/queue.ts';
import { ElicitationSettings } from '../ElicitationForm/ElicitationSettings.tsx';

const urlParams = { mode: 'url', message: 'Sign in to Payments', url: 'https://pay.example/login', elicitationId: 'e-1' };

function setup() {
  const queue = createElicitationQueue();
  const opened: string[] = [];
  render(<ElicitationSettings value={{ onOpenUrl: (url) => void opened.push(url) }}><ElicitationDialog queue={queue} /></ElicitationSettings>);
  return { queue, opened };
}

describe('ElicitationDialog with URL-mode requests (docs/behaviour.md §9)', () => {
  // First in the file: the consent view's code is not loaded yet, so the dialog shows before it.
  it('focuses Cancel once the lazily loaded consent view arrives, not the dialog’s ×', async () => {
    const { queue } = setup();
    act(() => void queue.ask(parseElicitation('elicitation/create', urlParams, 'modern', { urlMode: true })));
    const dialog = screen.getByRole('dialog');
    const cancel = await within(dialog).findByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Close' })).not.toHaveFocus();
  });

  it('2025-11-25: accept at Open, then waits until the completion notification, then shows the next request', async () => {
    const user = userEvent.setup();
    const { queue, opened } = setup();
    let finish = () => {};
    const request = { ...parseElicitation('elicitation/create', urlParams, 'legacy', { urlMode: true }), server: { name: 'pay' } };
    request.completed = new Promise<void>((resolve) => (finish = resolve));
    let answer: Promise<ElicitResult> | undefined;
    act(() => {
      answer = queue.ask(request);
      void queue.ask(parseElicitation('elicitation/create', { message: 'Next', requestedSchema: { type: 'object', properties: {} } }, 'legacy'));
    });
    const dialog = screen.getByRole('dialog', { name: 'pay needs your input' });
    await user.click(await within(dialog).findByRole('button', { name: 'Open' }));
    expect(opened).toEqual(['https://pay.example/login']);
    await expect(answer).resolves.toEqual({ action: 'accept' });
    expect(within(dialog).getByRole('status').textContent).toMatch(/closes when the server confirms/);
    // Two ways out, two names (docs/behaviour.md §9.7): the view's own button and the dialog's ×.
    expect(within(dialog).getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent))
      .toEqual(['Open again', 'Stop waiting', 'Close']);
    await act(() => Promise.resolve().then(finish));
    expect(await within(dialog).findByText('Next')).toBeTruthy();
  });

  it('2025-11-25: "Stop waiting" takes the view off screen and releases the calls the kit paused for it', async () => {
    const user = userEvent.setup();
    const { queue } = setup();
    let released = 0;
    const request = { ...parseElicitation('elicitation/create', urlParams, 'legacy', { urlMode: true }), release: () => void (released += 1) };
    request.completed = new Promise<void>(() => {}); // a server that never confirms
    act(() => void queue.ask(request));
    const dialog = screen.getByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Open' }));
    await user.click(within(dialog).getByRole('button', { name: 'Stop waiting' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(released).toBe(1);
  });

  it('MRTR: answers only on "I’ve finished"; a URL request is unsupported unless the host turned URL mode on', async () => {
    const user = userEvent.setup();
    const { queue } = setup();
    let answer: Promise<ElicitResult> | undefined;
    act(() => {
      answer = queue.ask(parseElicitation('elicitation/create', urlParams, 'modern', { urlMode: true }));
    });
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'I’ve finished' }));
    await expect(answer).resolves.toEqual({ action: 'accept' });

    act(() => {
      answer = queue.ask(parseElicitation('elicitation/create', urlParams, 'modern'));
    });
    expect(screen.getByText("This request can't be shown here")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
  });
});

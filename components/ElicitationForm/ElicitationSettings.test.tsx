/**
 * `<ElicitationSettings>`: the host's settings said once reach every form inside it, in the host dialog and in the
 * relay's inline card alike (docs/behaviour.md §7.1 who asks, §7.10 the strings), and a form's own prop wins.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ElicitResult } from '../../src/model.ts';
import { parseElicitation } from '../../src/protocol/parse.ts';
import type { RelayedElicitation } from '../../src/relay/types.ts';
import { ElicitationDialog } from '../host/ElicitationDialog.tsx';
import { createElicitationQueue } from '../queue/queue.ts';
import { createElicitationRelay } from '../relay/queue.ts';
import { RelayElicitation } from '../relay/RelayElicitation.tsx';
import { ElicitationForm } from './ElicitationForm.tsx';
import { ElicitationSettings } from './ElicitationSettings.tsx';
import type { ElicitationSettingsValue } from './settings.ts';

const nameForm = { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] };

/** The host's settings, given once: its own Submit label, and each server named with a mark of the host's. */
const settings: ElicitationSettingsValue = {
  messages: { submit: 'Send answer' },
  server: (info) => info && { name: `${info.title ?? info.name} (verified)` },
};

/** A relayed request's chat part, as the chat route writes it; the tab knows nothing else of it. */
function relayedPart(): RelayedElicitation {
  const request = { ...parseElicitation('elicitation/create', { message: 'Who is coming?', requestedSchema: nameForm }, 'legacy'), server: { name: 'booking', title: 'Booking' } };
  return { id: 'settings-part', state: 'pending', request, expiresAt: Date.now() + 600_000 };
}

describe('<ElicitationSettings>', () => {
  it('reaches the form inside the host dialog and inside a relay card, given once', async () => {
    const queue = createElicitationQueue();
    const posted: unknown[] = [];
    const relay = createElicitationRelay({
      endpoint: '/api/elicitations',
      fetch: (_input, init) => {
        posted.push(JSON.parse(init?.body as string));
        return Promise.resolve(Response.json({ state: 'answered' }));
      },
    });
    render(
      <ElicitationSettings value={settings}>
        <section aria-label="Chat"><RelayElicitation relay={relay} elicitation={relayedPart()} /></section>
        <ElicitationDialog queue={queue} />
      </ElicitationSettings>,
    );
    let answer: Promise<ElicitResult> | undefined;
    act(() => {
      answer = queue.ask({ source: 'legacy-plain', message: 'Your name?', requestedSchema: nameForm, params: {}, server: { name: 'crm', title: 'CRM' } });
    });

    // The dialog names the server by the host's rule, and its form says Submit in the host's words.
    const dialog = screen.getByRole('dialog', { name: 'CRM (verified) needs your input' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    await expect(answer!).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });

    // So does the relay's inline card, with nothing passed to it but the relay and the part.
    const chat = screen.getByRole('region', { name: 'Chat' });
    expect(within(chat).getByText('Booking (verified)')).toBeInTheDocument();
    await user.type(within(chat).getByRole('textbox', { name: /Name/ }), 'Grace');
    await user.click(within(chat).getByRole('button', { name: 'Send answer' }));
    await vi.waitFor(() => expect(posted).toMatchObject([{ id: 'settings-part', result: { action: 'accept', content: { name: 'Grace' } } }]));
  });

  it("lets a form's own prop win over the settings, and fills in what the props leave out", () => {
    render(
      <ElicitationSettings value={{ messages: { submit: 'Send answer', decline: 'No thanks' }, server: { name: 'Everyone' } }}>
        <section aria-label="Own props">
          <ElicitationForm message="Your name?" requestedSchema={nameForm} onResult={() => {}} messages={{ submit: 'Go' }} server={{ name: 'Acme' }} />
        </section>
        <section aria-label="Settings only">
          <ElicitationForm message="Your name?" requestedSchema={nameForm} onResult={() => {}} />
        </section>
      </ElicitationSettings>,
    );
    const own = screen.getByRole('region', { name: 'Own props' });
    expect(within(own).getByRole('button', { name: 'Go' })).toBeInTheDocument();
    expect(within(own).getByText('Acme')).toBeInTheDocument();
    expect(within(own).queryByText('Everyone')).toBeNull();
    // The prop replaces the setting's `messages` whole, as a `messages` prop replaces the defaults' overrides.
    expect(within(own).getByRole('button', { name: 'Decline' })).toBeInTheDocument();

    const plain = screen.getByRole('region', { name: 'Settings only' });
    expect(within(plain).getByRole('button', { name: 'Send answer' })).toBeInTheDocument();
    expect(within(plain).getByRole('button', { name: 'No thanks' })).toBeInTheDocument();
    expect(within(plain).getByText('Everyone')).toBeInTheDocument();
  });

  it('takes an inner <ElicitationSettings> over an outer one, setting by setting', () => {
    render(
      <ElicitationSettings value={{ messages: { submit: 'Outer' }, server: { name: 'Outer server' } }}>
        <ElicitationSettings value={{ messages: { submit: 'Inner' }, server: undefined }}>
          <ElicitationForm message="Your name?" requestedSchema={nameForm} onResult={() => {}} />
        </ElicitationSettings>
      </ElicitationSettings>,
    );
    expect(screen.getByRole('button', { name: 'Inner' })).toBeInTheDocument();
    expect(screen.getByText('Outer server')).toBeInTheDocument(); // an `undefined` setting leaves the outer one's
  });
});

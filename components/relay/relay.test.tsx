/**
 * The relay's browser side (docs/behaviour.md §12) against a real in-process relay (handler, store, stream), through a tab
 * transport stand-in for fetch and EventSource: the dialog queue, the inline form of an AI SDK data part, two tabs,
 * expiry, withdrawal, a refused answer, a reload, and another session.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseElicitation } from '../../src/protocol/parse.ts';
import { elicitationDataPart } from '../../src/relay/aiSdk.ts';
import { createRelay } from '../../src/relay/relay.ts';
import type { Relay, RelayAskOptions, RelayedElicitation } from '../../src/relay/types.ts';
import { tabOf } from '../../test-support/relayBrowser.ts';
import { sessionFromCookie } from '../../test-support/relayKit.ts';
import { ElicitationSettings } from '../ElicitationForm/ElicitationSettings.tsx';
import { ElicitationDialog } from '../host/ElicitationDialog.tsx';
import { createElicitationRelay, type ElicitationRelay } from './queue.ts';
import { PendingElicitations } from './PendingElicitations.tsx';
import { RelayElicitation } from './RelayElicitation.tsx';
import { useElicitationRelay } from './useElicitationRelay.ts';

const guestForm = { type: 'object', properties: { name: { type: 'string', title: 'Name', minLength: 2 } }, required: ['name'] };
const request = () => ({ ...parseElicitation('elicitation/create', { message: 'Who is coming?', requestedSchema: guestForm }, 'legacy'), server: { name: 'booking', title: 'Booking' } });

// Generous waits: the suite must pass on a loaded machine (HELPERS.md); nothing here measures time.
const slow = { timeout: 30_000 };
const found = { timeout: 15_000 };

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

function serverRelay(options: { expiresAfterMs?: number } = {}): Relay {
  const relay = createRelay({ authenticate: sessionFromCookie, ...options });
  cleanup.push(() => relay.close());
  return relay;
}
/** A tab of `session`: its own client and stream. */
function tab(relay: Relay, session: string): ElicitationRelay {
  const browser = createElicitationRelay({ endpoint: '/api/elicitations', ...tabOf(relay, session) });
  browser.client.connect();
  cleanup.push(() => browser.client.close());
  return browser;
}
/** Asks on the server and resolves with the call and its data part, as the chat route would write it. */
async function ask(relay: Relay, session: string, options: Partial<RelayAskOptions> = {}) {
  const parts: RelayedElicitation[] = [];
  const call = relay.ask(request(), { session, onUpdate: (update) => void parts.push(elicitationDataPart(update).data), ...options });
  await waitFor(() => expect(parts).toHaveLength(1), found);
  return { call, parts, pending: parts[0]! };
}
const submitName = async (scope: HTMLElement, name: string) => {
  const user = userEvent.setup();
  const field = within(scope).getByRole('textbox', { name: /Name/ });
  await user.clear(field);
  await user.type(field, name);
  await user.click(within(scope).getByRole('button', { name: 'Submit' }));
};

describe('useElicitationRelay with <ElicitationDialog>', slow, () => {
  it('shows a relayed request in the dialog and sends the answer to the waiting call', async () => {
    const relay = serverRelay();
    const transport = tabOf(relay, 'alice');
    function Host() {
      const queue = useElicitationRelay({ endpoint: '/api/elicitations', ...transport });
      return <ElicitationDialog queue={queue} />;
    }
    const { unmount } = render(<Host />);
    const call = relay.ask(request(), { session: 'alice' });
    const dialog = await screen.findByRole('dialog', { name: 'Booking needs your input' }, found);
    await submitName(dialog, 'Ada');
    await expect(call).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'closed'), found);
    unmount();
    expect(transport.openStreams()).toBe(0);
  });

  it('tells the other tab\'s dialog "Answered in another tab", and an expired one that it expired, until dismissed', async () => {
    const user = userEvent.setup();
    const relay = serverRelay({ expiresAfterMs: 600_000 });
    const [one, two] = [tab(relay, 'alice'), tab(relay, 'alice')];
    render(<><div data-testid="one"><ElicitationDialog queue={one} /></div><div data-testid="two"><ElicitationDialog queue={two} /></div></>);
    const call = relay.ask(request(), { session: 'alice' });
    const [first, second] = await Promise.all(['one', 'two'].map(async (id) => within(screen.getByTestId(id)).findByRole('dialog', { name: 'Booking needs your input' }, found)));
    await user.type(within(second!).getByRole('textbox', { name: /Name/ }), 'Gra');
    await submitName(first!, 'Ada');
    await expect(call).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
    // The second tab's form does not vanish under the person typing in it: its dialog says what happened.
    await waitFor(() => expect(within(second!).getByRole('status')).toHaveTextContent('Answered in another tab'), found);
    expect(within(second!).queryByRole('textbox')).toBeNull();
    expect(within(second!).getByRole('status')).toHaveFocus();
    await user.click(within(second!).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(second).toHaveAttribute('data-state', 'closed'), found);

    const expiring = relay.ask(request(), { session: 'alice', expiresAfterMs: 60 });
    await expect(expiring).resolves.toEqual({ action: 'cancel' });
    await waitFor(() => expect(within(first!).getByRole('status')).toHaveTextContent('This request expired before it was answered'), found);
    // The dialog's × dismisses it too (Escape as well): nothing is sent for a request that is over.
    await user.click(first!.querySelector<HTMLButtonElement>('[data-dialog-close]')!);
    await waitFor(() => expect(first).toHaveAttribute('data-state', 'closed'), found);
  });
});

describe('<RelayElicitation> inline in a chat', slow, () => {
  it('renders the data part as a form that turns into the sent summary', async () => {
    const relay = serverRelay();
    const browser = tab(relay, 'alice');
    const { call, parts, pending } = await ask(relay, 'alice');
    const { container, rerender } = render(<RelayElicitation relay={browser} elicitation={pending} />);
    expect(screen.getByText('Who is coming?')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ad');
    // useChat re-creates part objects as the stream goes on: what was typed stays.
    rerender(<RelayElicitation relay={browser} elicitation={structuredClone(pending)} />);
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Ad');
    await submitName(container, 'Ada');
    await expect(call).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
    // The route writes the settled part with the same id; the chat replaces the part, the view stays the sent form.
    expect(parts.map((part) => [part.id, part.state])).toEqual([[pending.id, 'pending'], [pending.id, 'answered']]);
    rerender(<RelayElicitation relay={browser} elicitation={parts[1]!} />);
    expect(await screen.findByRole('status', undefined, found)).toHaveTextContent('Sent');
    expect(await screen.findByText('Ada', undefined, found)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('lets the first of two tabs win; the other says "Answered in another tab"', async () => {
    const relay = serverRelay();
    const [first, second] = [tab(relay, 'alice'), tab(relay, 'alice')];
    const { call, pending } = await ask(relay, 'alice');
    render(<><section aria-label="tab 1"><RelayElicitation relay={first} elicitation={pending} /></section><section aria-label="tab 2"><RelayElicitation relay={second} elicitation={pending} /></section></>);
    const [one, two] = [screen.getByRole('region', { name: 'tab 1' }), screen.getByRole('region', { name: 'tab 2' })];
    await submitName(one, 'Ada');
    await expect(call).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
    await waitFor(() => expect(within(two).getByRole('status')).toHaveTextContent('Answered in another tab'), found);
    expect(within(two).queryByRole('textbox')).toBeNull();
    expect(within(one).getByRole('status')).toHaveTextContent('Sent');
  });

  it('says when a request expired, and closes a withdrawn one', async () => {
    const relay = serverRelay({ expiresAfterMs: 60 });
    const browser = tab(relay, 'alice');
    const expiring = await ask(relay, 'alice');
    const stop = new AbortController();
    const withdrawn = await ask(relay, 'alice', { signal: stop.signal, expiresAfterMs: 600_000 });
    render(<><RelayElicitation relay={browser} elicitation={expiring.pending} /><RelayElicitation relay={browser} elicitation={withdrawn.pending} /></>);
    await expect(expiring.call).resolves.toEqual({ action: 'cancel' });
    const expired = (await screen.findByText('This request expired before it was answered', undefined, found)).closest('[part~="form"]')!;
    // Still says who asked and what: the server's name and message, each isolated as server text (docs/behaviour.md §7.3).
    expect(within(expired as HTMLElement).getByText('Booking').tagName).toBe('BDI');
    expect(within(expired as HTMLElement).getByText('Who is coming?').tagName).toBe('BDI');
    expect(expired).toHaveAttribute('data-relay-status', 'expired');
    // Its card keeps the relay's own class (relay.css), as it had while open.
    expect(expired.closest('.elicit-relay')).not.toBeNull();
    act(() => stop.abort());
    await expect(withdrawn.call).resolves.toEqual({ action: 'cancel' });
    expect(await screen.findByText('This request was withdrawn: nothing waits for an answer any more', undefined, found)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('reopens a refused answer (422) with the server\'s issues and what was typed', async () => {
    const relay = serverRelay();
    const browser = tab(relay, 'alice');
    const { call, pending } = await ask(relay, 'alice');
    const { container } = render(<RelayElicitation relay={browser} elicitation={pending} />);
    await screen.findByRole('textbox', { name: /Name/ }, found);
    // What a tampered or stale page could send: the server judges it, the request stays open.
    await act(() => browser.client.answer(pending.id, { action: 'accept', content: { name: 'A' } }));
    expect(screen.getByRole('alert')).toHaveTextContent('The server did not accept this answer. Check it and send it again.');
    expect(screen.getByRole('alert')).toHaveTextContent('name: Enter at least 2 characters');
    expect(screen.getByRole('alert').querySelector('li bdi[data-server-text]')).toHaveTextContent(/^name$/); // the server's word, isolated
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('A');
    await submitName(container, 'Ada');
    await expect(call).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
  });

  it('shows the same pending form again after a reload, with the draft kept in the tab (sessionStorage)', async () => {
    const relay = serverRelay();
    const { call, pending } = await ask(relay, 'alice');
    const before = tab(relay, 'alice');
    const first = render(<RelayElicitation relay={before} elicitation={pending} />);
    await userEvent.setup().type(await screen.findByRole('textbox', { name: /Name/ }, found), 'Gra');
    first.unmount();
    // docs/relay.md guarantee 4, "nothing lost": the draft lives in the browser (this tab's sessionStorage, which a reload keeps).
    const saved = () => Object.keys(sessionStorage).filter((key) => key.includes(pending.id));
    await waitFor(() => expect(saved()).toHaveLength(1), found);
    expect(sessionStorage.getItem(saved()[0]!)).toContain('Gra');
    before.client.close();
    const after = tab(relay, 'alice');
    await waitFor(() => expect(after.client.get(pending.id)?.status).toBe('pending'), found);
    const { container } = render(<RelayElicitation relay={after} elicitation={pending} />);
    await waitFor(() => expect(within(container).getByRole('textbox', { name: /Name/ })).toHaveValue('Gra'), found);
    await submitName(container, 'Grace');
    await expect(call).resolves.toEqual({ action: 'accept', content: { name: 'Grace' } });
    await waitFor(() => expect(saved()).toEqual([]), found); // answered: the draft is gone
  });

  it('shows what was sent for a part answered before the page loaded', async () => {
    const relay = serverRelay();
    const answering = tab(relay, 'alice');
    const { call, parts, pending } = await ask(relay, 'alice');
    await waitFor(() => expect(answering.client.get(pending.id)).toBeDefined(), found);
    await answering.client.answer(pending.id, { action: 'accept', content: { name: 'Hedy' } });
    await call;
    const reloaded = tab(relay, 'alice');
    render(<RelayElicitation relay={reloaded} elicitation={parts.at(-1)!} />);
    expect(screen.getByRole('status')).toHaveTextContent('Sent');
    expect(await screen.findByText('Hedy', undefined, found)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('asks a URL-mode request through the consent view, opens the URL here, and waits until the MCP server confirms', async () => {
    const relay = serverRelay();
    const browser = tab(relay, 'alice');
    const parts: RelayedElicitation[] = [];
    const url = 'https://accounts.example.com/connect?state=1';
    const urlRequest = parseElicitation('elicitation/create', { mode: 'url', message: 'Connect your account', url, elicitationId: 'e1' }, 'legacy', { urlMode: true });
    // The 2025-11-25 completion notification, as the MCP client adapter hands it over on the server.
    let confirm = () => {};
    urlRequest.completed = new Promise<void>((resolve) => (confirm = resolve));
    const call = relay.ask(urlRequest, { session: 'alice', onUpdate: (update) => void parts.push(update) });
    await waitFor(() => expect(parts).toHaveLength(1), found);
    const opened: string[] = [];
    render(<ElicitationSettings value={{ onOpenUrl: (target) => void opened.push(target) }}><RelayElicitation relay={browser} elicitation={parts[0]!} /></ElicitationSettings>);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Open' }, found));
    await expect(call).resolves.toEqual({ action: 'accept' });
    expect(opened).toEqual([url]);
    // Answered at Open; the view waits, as it says, for the server.
    const waiting = 'Finish in the window that opened. This closes when the server confirms.';
    expect(await screen.findByText(waiting, undefined, found)).toBeInTheDocument();
    act(() => confirm());
    // The server's confirmation reached this tab through the relay: the wait is over, the request shows as sent.
    await waitFor(() => expect(screen.queryByText(waiting)).toBeNull(), found);
    expect(screen.getByRole('status')).toHaveTextContent('Sent');
    expect(screen.queryByRole('button', { name: 'Stop waiting' })).toBeNull();
  });

  it('never lets another session answer: its tab learns nothing waits, the owner still can', async () => {
    const relay = serverRelay();
    const { call, pending } = await ask(relay, 'alice');
    const mallory = tab(relay, 'mallory');
    // Her stream is open (its snapshot is empty) when the part reaches her page: the form shows, she answers, 404.
    await waitFor(() => expect(mallory.client.getSnapshot().connected).toBe(true), found);
    const { container } = render(<RelayElicitation relay={mallory} elicitation={pending} />);
    await submitName(container, 'Mallory');
    expect(await screen.findByText('This request was withdrawn: nothing waits for an answer any more', undefined, found)).toBeInTheDocument();
    const alice = tab(relay, 'alice');
    await waitFor(() => expect(alice.client.get(pending.id)?.status).toBe('pending'), found);
    expect(await alice.client.answer(pending.id, { action: 'decline' })).toBe('answered');
    await expect(call).resolves.toEqual({ action: 'decline' });
  });
});

/** A tab whose POSTs go through `onPost` first (hold them, lose their reply), and which records its stream's events. */
function tabWith(relay: Relay, session: string, onPost: (forward: () => Promise<Response>) => Promise<Response>) {
  const transport = tabOf(relay, session);
  const heard: string[] = [];
  class Recording extends (transport.EventSource as unknown as typeof EventTarget) {
    override dispatchEvent(event: Event) {
      heard.push(event.type);
      return super.dispatchEvent(event);
    }
  }
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'POST' ? onPost(() => transport.fetch(input, init)) : transport.fetch(input, init)) as typeof globalThis.fetch;
  const browser = createElicitationRelay({ endpoint: '/api/elicitations', fetch, EventSource: Recording as unknown as typeof EventSource });
  browser.client.connect();
  cleanup.push(() => browser.client.close());
  return { browser, heard };
}

describe('what a tab shows is what the server got', slow, () => {
  it('never shows a lost answer as sent, even when the chat\'s answered part arrives after the 409', async () => {
    const relay = serverRelay();
    const winner = tab(relay, 'alice');
    const { call, parts, pending } = await ask(relay, 'alice');
    await waitFor(() => expect(winner.client.get(pending.id)).toBeDefined(), found);
    // The other tab clicks Submit; its POST reaches the relay just after the first tab's answer.
    const { browser: loser } = tabWith(relay, 'alice', async (forward) => {
      await winner.client.answer(pending.id, { action: 'accept', content: { name: 'Ada' } });
      return forward();
    });
    const { container, rerender } = render(<RelayElicitation relay={loser} elicitation={pending} />);
    await submitName(container, 'Grace');
    await expect(call).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Answered in another tab'), found);
    // The chat's part now says what the server got (the winner's answer): it is not this tab's.
    rerender(<RelayElicitation relay={loser} elicitation={parts.at(-1)!} />);
    expect(screen.getByRole('status')).toHaveTextContent('Answered in another tab');
    expect(screen.queryByText('Sent')).toBeNull();
    expect(screen.queryByText('Grace')).toBeNull();
    expect(container.querySelector('[data-relay-status]')).toHaveAttribute('data-relay-status', 'answered-elsewhere');
  });

  it('closes an open form as "Answered in another tab" when only the chat\'s part says another tab answered', async () => {
    const relay = serverRelay();
    const { call, parts, pending } = await ask(relay, 'alice');
    // This tab's stream is down (no connection): it learns only from the chat's parts.
    const offline = createElicitationRelay({ endpoint: '/api/elicitations', ...tabOf(relay, 'alice') });
    const { rerender } = render(<RelayElicitation relay={offline} elicitation={pending} />);
    await screen.findByRole('textbox', { name: /Name/ }, found);
    const other = tab(relay, 'alice');
    await waitFor(() => expect(other.client.get(pending.id)).toBeDefined(), found);
    await other.client.answer(pending.id, { action: 'accept', content: { name: 'Ada' } });
    await call;
    rerender(<RelayElicitation relay={offline} elicitation={parts.at(-1)!} />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Answered in another tab'), found);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('says "Answered in another tab" when the stream said so while this tab\'s POST failed, never a form to fill again', async () => {
    const relay = serverRelay();
    const winner = tab(relay, 'alice');
    const { call, pending } = await ask(relay, 'alice');
    await waitFor(() => expect(winner.client.get(pending.id)).toBeDefined(), found);
    const { browser: loser, heard } = tabWith(relay, 'alice', async () => {
      await winner.client.answer(pending.id, { action: 'accept', content: { name: 'Ada' } });
      await waitFor(() => expect(heard).toContain('answered'), found);
      throw new TypeError('Failed to fetch'); // every attempt: the network is gone
    });
    const { container } = render(<RelayElicitation relay={loser} elicitation={pending} />);
    await submitName(container, 'Grace');
    await expect(call).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Answered in another tab'), found);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull(); // not "could not be sent": the request is over
  });

  it('says an answer over the relay\'s size limit is too long (413), not that the connection failed; what was typed stays', async () => {
    const relay = createRelay({ authenticate: sessionFromCookie, maxBodyBytes: 200 });
    cleanup.push(() => relay.close());
    const browser = tab(relay, 'alice');
    const { call, pending } = await ask(relay, 'alice');
    const { container } = render(<RelayElicitation relay={browser} elicitation={pending} />);
    await submitName(container, 'A'.repeat(300));
    expect(await screen.findByRole('alert', undefined, found)).toHaveTextContent('Your answer is too long to send. Shorten it and send it again.');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('A'.repeat(300));
    await submitName(container, 'Ada');
    await expect(call).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
  });

  it('shows "Sent" when the relay recorded this tab\'s answer but the reply was lost (sent again under its token)', async () => {
    const relay = serverRelay();
    const { call, pending } = await ask(relay, 'alice');
    let posts = 0;
    const { browser } = tabWith(relay, 'alice', async (forward) => {
      posts += 1;
      const response = await forward();
      if (posts === 1) throw new TypeError('Failed to fetch'); // recorded, but the reply never reached the tab
      return response;
    });
    const { container } = render(<RelayElicitation relay={browser} elicitation={pending} />);
    await submitName(container, 'Ada');
    await expect(call).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Sent'), found);
    expect(await screen.findByText('Ada', undefined, found)).toBeInTheDocument();
    expect(posts).toBe(2);
  });

  it('tells the losing tab\'s dialog "Answered in another tab" after "Sending…", never closing without a word', async () => {
    const relay = serverRelay();
    const winner = tab(relay, 'alice');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { browser: loser } = tabWith(relay, 'alice', async (forward) => {
      await held;
      return forward();
    });
    render(<ElicitationDialog queue={loser} />);
    const { call, pending } = await ask(relay, 'alice');
    const dialog = await screen.findByRole('dialog', { name: 'Booking needs your input' }, found);
    await submitName(dialog, 'Grace');
    // Its answer is on its way: the dialog says so, and says nothing is sent yet.
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Sending…'), found);
    expect(within(dialog).getByRole('status')).toHaveFocus();
    await waitFor(() => expect(winner.client.get(pending.id)).toBeDefined(), found);
    await winner.client.answer(pending.id, { action: 'accept', content: { name: 'Ada' } });
    release();
    await expect(call).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Answered in another tab'), found);
    expect(dialog).toHaveAttribute('data-state', 'open');
    await userEvent.setup().click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'closed'), found);
  });

  it('keeps a relayed URL request\'s waiting view in the dialog after Open, until the MCP server confirms', async () => {
    const relay = serverRelay();
    const browser = tab(relay, 'alice');
    const opened: string[] = [];
    render(<ElicitationSettings value={{ onOpenUrl: (target) => void opened.push(target) }}><ElicitationDialog queue={browser} /></ElicitationSettings>);
    const url = 'https://accounts.example.com/connect?state=2';
    const urlRequest = parseElicitation('elicitation/create', { mode: 'url', message: 'Connect your account', url, elicitationId: 'e2' }, 'legacy', { urlMode: true });
    let confirm = () => {};
    urlRequest.completed = new Promise<void>((resolve) => (confirm = resolve));
    const call = relay.ask(urlRequest, { session: 'alice' });
    const dialog = await screen.findByRole('dialog', undefined, found);
    await userEvent.setup().click(await within(dialog).findByRole('button', { name: 'Open' }, found));
    await expect(call).resolves.toEqual({ action: 'accept' });
    expect(opened).toEqual([url]);
    const waiting = 'Finish in the window that opened. This closes when the server confirms.';
    expect(await within(dialog).findByText(waiting, undefined, found)).toBeInTheDocument();
    expect(dialog).toHaveAttribute('data-state', 'open');
    act(() => confirm());
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'closed'), found);
  });
});

describe('<PendingElicitations>: the session\'s forms no chat part shows', slow, () => {
  it('shows a pending form after a reload and in a second tab, with the draft; a part on the page keeps its own', async () => {
    const relay = serverRelay();
    const { call, pending } = await ask(relay, 'alice');
    // The tab whose chat asked: the part shows the form, the pending list leaves it to the part.
    const chatTab = tab(relay, 'alice');
    render(<section aria-label="chat"><RelayElicitation relay={chatTab} elicitation={pending} /><PendingElicitations relay={chatTab} /></section>);
    const chat = screen.getByRole('region', { name: 'chat' });
    await waitFor(() => expect(chatTab.client.get(pending.id)?.status).toBe('pending'), found);
    expect(within(chat).getAllByRole('form', { name: 'Who is coming?' })).toHaveLength(1);
    // A second tab of the session (its chat shows nothing of this request): the list shows the form.
    const second = tab(relay, 'alice');
    const first = render(<section aria-label="second"><PendingElicitations relay={second} /></section>);
    const form = await within(screen.getByRole('region', { name: 'second' })).findByRole('form', { name: 'Who is coming?' }, found);
    await userEvent.setup().type(within(form).getByRole('textbox', { name: /Name/ }), 'Gra');
    // It reloads: a new page, no chat history at all; the relay still has the form, and the tab the draft.
    first.unmount();
    second.client.close();
    const reloaded = tab(relay, 'alice');
    render(<section aria-label="reloaded"><PendingElicitations relay={reloaded} /></section>);
    const again = within(screen.getByRole('region', { name: 'reloaded' }));
    await waitFor(() => expect(again.getByRole('textbox', { name: /Name/ })).toHaveValue('Gra'), found);
    await submitName(screen.getByRole('region', { name: 'reloaded' }), 'Grace');
    await expect(call).resolves.toEqual({ action: 'accept', content: { name: 'Grace' } });
    // Its card stays, saying what the server got; the chat tab's part says another tab answered.
    await waitFor(() => expect(again.getByRole('status')).toHaveTextContent('Sent'), found);
    expect(await again.findByText('Grace', undefined, found)).toBeInTheDocument();
    await waitFor(() => expect(within(chat).getByRole('status')).toHaveTextContent('Answered in another tab'), found);
  });

  it('shows nothing for requests settled before the page loaded', async () => {
    const relay = serverRelay();
    const { call, pending } = await ask(relay, 'alice');
    const answering = tab(relay, 'alice');
    await waitFor(() => expect(answering.client.get(pending.id)).toBeDefined(), found);
    await answering.client.answer(pending.id, { action: 'decline' });
    await call;
    const later = tab(relay, 'alice');
    const { container } = render(<PendingElicitations relay={later} />);
    await waitFor(() => expect(later.client.get(pending.id)?.status).toBe('answered-elsewhere'), found);
    expect(container).toBeEmptyDOMElement();
  });

  it('sends the page\'s Stop to the chat\'s turn: its form is withdrawn, and the page says so', async () => {
    const relay = serverRelay();
    const browser = tab(relay, 'alice');
    const turn = relay.turn({ session: 'alice', chat: 'chat-7' });
    cleanup.push(() => turn.end());
    const { call } = await ask(relay, 'alice', { signal: turn.signal });
    render(<PendingElicitations relay={browser} />);
    await screen.findByRole('form', { name: 'Who is coming?' }, found);
    expect(await browser.stop('chat-7')).toBe(true);
    await expect(call).resolves.toEqual({ action: 'cancel' });
    expect(turn.signal.aborted).toBe(true);
    expect(await screen.findByText('This request was withdrawn: nothing waits for an answer any more', undefined, found)).toBeInTheDocument();
  });
});

describe("the person's languages (docs/behaviour.md §13.5)", () => {
  afterEach(() => vi.restoreAllMocks());
  const open = (relay: Relay, session: string, languages?: readonly string[] | false) => {
    const browser = createElicitationRelay({ endpoint: '/api/elicitations', ...tabOf(relay, session), ...(languages === undefined ? {} : { languages }) });
    browser.client.connect();
    cleanup.push(() => browser.client.close());
    return browser;
  };

  it("sends the page's navigator.languages with the stream, for the server's MCP requests of the session", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CH', 'fr', 'en']);
    const relay = serverRelay();
    const alice = open(relay, 'alice');
    await waitFor(() => expect(alice.client.getSnapshot().connected).toBe(true), found);
    expect(await relay.languagesOf('alice')).toEqual(['fr-CH', 'fr', 'en']);
  });

  it("sends the host's own list instead, and none with `languages: false`", async () => {
    const relay = serverRelay();
    const own = open(relay, 'bob', ['ja', 'en']);
    const none = open(relay, 'carol', false);
    await waitFor(() => expect([own, none].map((tab) => tab.client.getSnapshot().connected)).toEqual([true, true]), found);
    expect(await relay.languagesOf('bob')).toEqual(['ja', 'en']);
    expect(await relay.languagesOf('carol')).toBeUndefined();
  });
});

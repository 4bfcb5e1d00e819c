import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ElicitResult } from '../../src/model.ts';
import type { ElicitationRequest } from '../../src/protocol/index.ts';
import { ElicitationDialog } from './ElicitationDialog.tsx';
import { createElicitationQueue } from '../queue/queue.ts';
import { ElicitationSettings } from '../ElicitationForm/ElicitationSettings.tsx';
import { sentence } from '../../test-support/sentence.ts';
import { lazyField } from '../fields/lazyField.tsx';
import { TextSuggestions } from '../fields/TextSuggestions/TextSuggestions.tsx';

const nameForm = { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] };
const ageForm = { type: 'object', properties: { age: { type: 'integer', title: 'Age' } } };

function request(message: string, requestedSchema: unknown, extra: Partial<ElicitationRequest> = {}): ElicitationRequest {
  return { source: 'mrtr-openai', message, requestedSchema, params: {}, server: { name: 'crm', title: 'CRM server' }, ...extra };
}

function setup() {
  const queue = createElicitationQueue();
  render(
    <>
      <button type="button">Run tool</button>
      <ElicitationDialog queue={queue} />
    </>,
  );
  return queue;
}

describe('ElicitationDialog', () => {
  /**
   * A dialog asking a form whose first field is the real suggestions widget behind a loader the test releases, so
   * the moment it is still loading is observable.
   */
  function askWithLateFirstField() {
    let release: () => void = () => {};
    const loaded = new Promise<void>((done) => { release = done; });
    const queue = createElicitationQueue();
    const registry = { 'text-suggestions': lazyField(() => loaded.then(() => TextSuggestions)) };
    render(<ElicitationSettings value={{ registry }}><ElicitationDialog queue={queue} /></ElicitationSettings>);
    const cityForm = {
      type: 'object',
      properties: {
        city: { type: 'string', title: 'City', 'x-openai-suggestions': [{ const: 'paris', title: 'Paris' }] },
        note: { type: 'string', title: 'Note' },
      },
    };
    act(() => {
      void queue.ask(request('Where to?', cityForm));
    });
    const dialog = screen.getByRole('dialog', { name: 'CRM server needs your input' });
    expect(dialog.querySelector('[aria-busy="true"]')).toHaveTextContent('City');
    const load = async () => {
      await act(async () => {
        release();
        await loaded;
      });
      return within(dialog).findByRole('combobox', { name: /City/ });
    };
    return { dialog, load };
  }

  it('focuses the first field when its widget is still loading, not the Cancel button (WCAG 2.4.3)', async () => {
    const { load } = askWithLateFirstField();
    const city = await load();
    await waitFor(() => expect(city).toHaveFocus());
  });

  it('leaves focus where the user put it while the first field loads', async () => {
    const user = userEvent.setup();
    const { dialog, load } = askWithLateFirstField();
    const note = within(dialog).getByRole('textbox', { name: /Note/ });
    await user.click(note);
    await load();
    expect(note).toHaveFocus();
  });

  it('shows queued requests one at a time, each answer resolving its own ask', async () => {
    const user = userEvent.setup();
    const queue = setup();
    const trigger = screen.getByRole('button', { name: 'Run tool' });
    trigger.focus();
    let first: Promise<ElicitResult> | undefined;
    let second: Promise<ElicitResult> | undefined;
    act(() => {
      first = queue.ask(request('Who are you?', nameForm));
      second = queue.ask(request('How old?', ageForm));
    });

    const dialog = screen.getByRole('dialog', { name: 'CRM server needs your input' });
    expect(within(dialog).getByText('Who are you?')).toBeInTheDocument();
    expect(within(dialog).getByText('1 more request is waiting')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveFocus();
    await user.type(name, 'Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(first!).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });

    expect(within(dialog).getByText('How old?')).toBeInTheDocument();
    expect(within(dialog).queryByText(/more request/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: /Age/ })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await expect(second!).resolves.toEqual({ action: 'decline' });

    expect(dialog).not.toHaveAttribute('open');
    expect(trigger).toHaveFocus();
  });

  it('answers cancel on Escape for the request on screen only', async () => {
    const user = userEvent.setup();
    const queue = setup();
    let first: Promise<ElicitResult> | undefined;
    let settled = false;
    act(() => {
      first = queue.ask(request('One', nameForm));
      void queue.ask(request('Two', ageForm)).then(() => (settled = true));
    });
    await user.keyboard('{Escape}');
    // The form answers the Escape itself, then the browser's close request fires the dialog's `cancel`
    // (jsdom has no close requests, so it is dispatched by hand): it must not cancel "Two" as well.
    const dialog = screen.getByRole('dialog');
    act(() => void dialog.dispatchEvent(new Event('cancel', { cancelable: true })));
    await expect(first!).resolves.toEqual({ action: 'cancel' });
    expect(within(dialog).getByText('Two')).toBeInTheDocument();
    expect(settled).toBe(false);
  });

  it('shows the server as a muted line named for the whole title, and a × that answers cancel (docs/behaviour.md §7.9)', async () => {
    const user = userEvent.setup();
    const queue = setup();
    let first: Promise<ElicitResult> | undefined;
    act(() => {
      first = queue.ask(request('Who are you?', nameForm));
      void queue.ask(request('How old?', ageForm));
    });
    const dialog = screen.getByRole('dialog', { name: 'CRM server needs your input' });
    const heading = within(dialog).getByRole('heading', { name: 'CRM server needs your input' });
    expect(heading).toHaveTextContent(/^CRM server$/); // seen: the name alone; the message below is the title
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveFocus(); // never the ×
    expect(dialog.lastElementChild).toBe(close); // last in tab order, after Submit
    await user.click(close);
    await expect(first!).resolves.toEqual({ action: 'cancel' });
    expect(within(dialog).getByText('How old?')).toBeInTheDocument();
  });

  it('leaves the × out of the initial focus of a request without fields', () => {
    const queue = setup();
    act(() => void queue.ask(request('Open this link', nameForm, { unsupportedReason: 'no' })));
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
  });

  it('says a request on screen was withdrawn when its signal aborts (cancel answered), until the person closes it', async () => {
    const user = userEvent.setup();
    const queue = setup();
    const controller = new AbortController();
    let pending: Promise<ElicitResult> | undefined;
    act(() => {
      pending = queue.ask(request('Soon gone', nameForm, { signal: controller.signal }));
    });
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
    act(() => controller.abort());
    await expect(pending!).resolves.toEqual({ action: 'cancel' });
    // The form did not vanish from under the person typing: the dialog says why, and focus is on that sentence.
    const dialog = screen.getByRole('dialog', { name: 'CRM server needs your input' });
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).getByText('Soon gone')).toBeInTheDocument();
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent('This request was withdrawn: nothing waits for an answer any more');
    expect(status).toHaveFocus();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.queryByText('Soon gone')).not.toBeInTheDocument();
  });

  it('drops a waiting request whose signal aborts (cancel answered) and keeps the one on screen', async () => {
    const queue = setup();
    const controller = new AbortController();
    let waiting: Promise<ElicitResult> | undefined;
    act(() => {
      void queue.ask(request('On screen', nameForm));
      waiting = queue.ask(request('Waiting', ageForm, { signal: controller.signal }));
    });
    expect(screen.getByText('1 more request is waiting')).toBeInTheDocument();
    act(() => controller.abort());
    await expect(waiting!).resolves.toEqual({ action: 'cancel' });
    expect(screen.queryByText('1 more request is waiting')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Name/ })).toBeInTheDocument();
  });

  it('never renders fields for a request that is not a form, and Dismiss cancels', async () => {
    const user = userEvent.setup();
    const queue = setup();
    let pending: Promise<ElicitResult> | undefined;
    act(() => {
      pending = queue.ask(request('Open this link', nameForm, { unsupportedReason: 'Elicitation mode "url" is not supported' }));
    });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Reason: Elicitation mode "url" is not supported')).toBeInTheDocument();
    expect(within(dialog).getByText("This request can't be shown here")).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await expect(pending!).resolves.toEqual({ action: 'cancel' });
  });

  it('shows a malformed request as "⟨server⟩ sent a request this app can’t show", with the reason and only Dismiss (docs/behaviour.md §7.5)', async () => {
    const user = userEvent.setup();
    const queue = setup();
    let pending: Promise<ElicitResult> | undefined;
    act(() => {
      pending = queue.ask(request('', undefined, { source: 'legacy-plain', invalid: true, unsupportedReason: 'The request has no "message".' }));
    });
    const dialog = screen.getByRole('dialog', { name: 'CRM server needs your input' });
    const title = within(dialog).getByText(sentence("CRM server sent a request this app can't show"));
    // The name is the server's: in its own isolated, marked element, not part of the kit's words.
    expect(title.querySelector('bdi[data-server-text]')?.textContent).toBe('CRM server');
    expect(within(dialog).getByText('Reason: The request has no "message".')).toBeTruthy();
    expect(within(dialog).queryByText("This request can't be shown here")).toBeNull();
    expect(within(dialog).queryAllByRole('textbox')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await expect(pending).resolves.toEqual({ action: 'cancel' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("a malformed request's server name can't write the kit's sentence: hidden characters shown, at most 40 (docs/behaviour.md §7.5, quoted as docs/url-safety.md says)", () => {
    const queue = setup();
    const server = { name: 'x', title: 'Acme\u202E. This app trusts Acme and every request it sends' };
    act(() => {
      void queue.ask(request('', undefined, { source: 'legacy-plain', invalid: true, unsupportedReason: 'The request has no "message".', server }));
    });
    const name = screen.getByRole('dialog').querySelector('.elicit-notice__title bdi[data-server-text]');
    const shown = name?.textContent ?? '';
    expect(shown.startsWith('Acme[U+202E]. This app trusts')).toBe(true); // the override shown, not obeyed
    expect(shown.endsWith('…')).toBe(true); // cut: the rest of the server's sentence is not shown
    expect(shown).not.toContain('\u202E');
    expect(name?.closest('p')?.textContent).toBe(`${shown} sent a request this app can't show`);
  });

  it('ignores a second answer for the same request (one result per form)', async () => {
    const queue = createElicitationQueue();
    const pending = queue.ask(request('x', nameForm));
    const id = queue.getSnapshot().current!.id;
    queue.answer(id, { action: 'decline' });
    queue.answer(id, { action: 'accept', content: { name: 'late' } });
    await expect(pending).resolves.toEqual({ action: 'decline' });
    expect(queue.getSnapshot()).toEqual({ waiting: 0 });
  });

  it('names an anonymous server generically and shows only safe server icons', () => {
    const queue = createElicitationQueue();
    const { rerender } = render(<ElicitationDialog queue={queue} />);
    act(() => void queue.ask(request('Hi', nameForm, { server: undefined })));
    expect(screen.getByRole('dialog', { name: 'An MCP server needs your input' })).toBeInTheDocument();
    const icon = (src: string) => () => ({ name: 'Files', icon: { src } });
    rerender(<ElicitationSettings value={{ server: icon('javascript:alert(1)') }}><ElicitationDialog queue={queue} /></ElicitationSettings>);
    expect(screen.getByRole('dialog', { name: 'Files needs your input' }).querySelector('img')).toBeNull();
    rerender(<ElicitationSettings value={{ server: icon('data:image/png;base64,iVBORw0KGgo=') }}><ElicitationDialog queue={queue} /></ElicitationSettings>);
    const heading = screen.getByRole('heading', { name: 'Files needs your input' });
    expect(heading.querySelector('img')).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
  });
});

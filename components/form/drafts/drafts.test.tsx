/**
 * Drafts (docs/behaviour.md §11.2): what a person typed survives a remount of the same request until it is
 * answered, never after, and never for a credential-like field; in memory by default, in sessionStorage on request.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ElicitResult } from '../../../src/model.ts';
import { fixtureById, signInForm } from '../../../src/fixtures/index.ts';
import { ElicitationForm, type ElicitationFormProps } from '../../ElicitationForm/ElicitationForm.tsx';
import { createElicitationQueue, ElicitationDialog } from '../../host/index.ts';

const contact = fixtureById('mcp-2026-07-28/contact-information')!;

function Form(props: Partial<ElicitationFormProps>) {
  return <ElicitationForm message={contact.message} requestedSchema={contact.requestedSchema} onResult={() => {}} {...props} />;
}
const nameBox = () => screen.getByRole('textbox', { name: /name/i });
const sessionDrafts = () => Object.entries(sessionStorage).filter(([key]) => key.startsWith('elicit-kit:draft:'));

afterEach(() => sessionStorage.clear());

describe('a draft of an open request', () => {
  it('comes back when the same request mounts again, until it is answered; then the form starts empty', async () => {
    const user = userEvent.setup();
    const first = render(<Form />);
    await user.type(nameBox(), 'Ada');
    first.unmount();

    const onResult = vi.fn<(result: ElicitResult) => void>();
    const second = render(<Form onResult={onResult} />);
    expect(nameBox()).toHaveValue('Ada');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onResult.mock.calls).toEqual([[{ action: 'decline' }]]);
    second.unmount();

    render(<Form />);
    expect(nameBox()).toHaveValue('');
  });

  it('survives a host re-render that hands over an equal schema (a new object: the form remounts in one commit)', async () => {
    const user = userEvent.setup();
    function Host() {
      const [schema, setSchema] = useState(contact.requestedSchema);
      return (
        <>
          <button type="button" onClick={() => setSchema(structuredClone(contact.requestedSchema))}>Refresh</button>
          <Form requestedSchema={schema} />
        </>
      );
    }
    render(<Host />);
    const before = nameBox();
    await user.type(before, 'Grace');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(nameBox()).not.toBe(before); // a fresh form…
    expect(nameBox()).toHaveValue('Grace'); // …with the draft
  });

  it('belongs to its request: another message, server or draftKey starts empty', async () => {
    const user = userEvent.setup();
    const first = render(<Form draftKey="request-1" />);
    await user.type(nameBox(), 'Ada');
    first.unmount();
    for (const props of [{ draftKey: 'request-2' }, { draftKey: 'request-1', message: 'Another question' }, { draftKey: 'request-1', server: { name: 'Other' } }]) {
      const view = render(<Form {...props} />);
      expect(nameBox(), JSON.stringify(props)).toHaveValue('');
      view.unmount();
    }
    render(<Form draftKey="request-1" />);
    expect(nameBox()).toHaveValue('Ada');
  });

  it('is not kept with drafts="off"', async () => {
    const user = userEvent.setup();
    const first = render(<Form drafts="off" />);
    await user.type(nameBox(), 'Ada');
    first.unmount();
    render(<Form drafts="off" />);
    expect(nameBox()).toHaveValue('');
  });

  it('in sessionStorage: kept as the page goes away, never with the password, and gone once answered', async () => {
    const user = userEvent.setup();
    const props = { message: signInForm.message, requestedSchema: signInForm.requestedSchema, drafts: 'session' as const };
    const first = render(<Form {...props} />);
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ada');
    await user.type(screen.getByRole('textbox', { name: 'Password' }), 'correct horse');
    await user.type(screen.getByRole('textbox', { name: 'Password hint' }), 'a horse');
    act(() => void dispatchEvent(new PageTransitionEvent('pagehide'))); // a reload: the form is not unmounted
    const stored = sessionDrafts();
    expect(stored).toHaveLength(1);
    expect(stored[0]![1]).toContain('"ada"');
    // The password, and the hint (a field that mentions a password is never kept either), are not in the store.
    expect(stored[0]![1]).not.toContain('correct horse');
    expect(stored[0]![1]).not.toContain('a horse');
    first.unmount();

    const second = render(<Form {...props} />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('ada');
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: 'Password' }), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(sessionDrafts()).toEqual([]);
    second.unmount();
    expect(sessionDrafts()).toEqual([]);
  });

  it('never holds a credential-like field in memory either', async () => {
    const user = userEvent.setup();
    const props = { message: signInForm.message, requestedSchema: signInForm.requestedSchema };
    const first = render(<Form {...props} />);
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ada');
    await user.type(screen.getByRole('textbox', { name: 'Password' }), 'correct horse');
    first.unmount();
    render(<Form {...props} />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('ada');
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('');
  });
});

describe('drafts in the host dialog', () => {
  const request = { source: 'legacy-plain' as const, message: contact.message, requestedSchema: contact.requestedSchema, params: {}, server: { name: 'crm' } };

  it('keep what was typed while the host closes and reopens the dialog; the × answers and drops the draft', async () => {
    const user = userEvent.setup();
    const queue = createElicitationQueue();
    const answers: ElicitResult[] = [];
    void queue.ask(request).then((result) => answers.push(result));
    const first = render(<ElicitationDialog queue={queue} />);
    await user.type(nameBox(), 'Ada');
    first.unmount(); // e.g. the chat switched tabs

    const second = render(<ElicitationDialog queue={queue} />);
    expect(nameBox()).toHaveValue('Ada');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await act(async () => {});
    expect(answers).toEqual([{ action: 'cancel' }]);
    second.unmount();

    // The same request asked again (a new queue entry): nothing of the cancelled one comes back.
    void queue.ask(request);
    render(<ElicitationDialog queue={queue} />);
    expect(nameBox()).toHaveValue('');
  });
});

describe('on a cold page (the draft store loads when a person first types)', () => {
  it('keeps what was typed once the store is in, and restores it at once on the next mount', async () => {
    vi.resetModules();
    const { ElicitationForm: Cold } = await import('../../ElicitationForm/ElicitationForm.tsx');
    const { loadDraftStore } = await import('./index.ts');
    const user = userEvent.setup();
    const first = render(<Cold message={contact.message} requestedSchema={contact.requestedSchema} onResult={() => {}} />);
    await user.type(nameBox(), 'Ada');
    await loadDraftStore(); // the load the first keystroke started
    first.unmount();
    render(<Cold message={contact.message} requestedSchema={contact.requestedSchema} onResult={() => {}} />);
    expect(nameBox()).toHaveValue('Ada');
  });

  it('a sessionStorage draft found after a reload fills the form in', async () => {
    sessionStorage.setItem('elicit-kit:draft:request-7', JSON.stringify({ fingerprint: 'not this request', values: [['name', 'text', 'Mallory']] }));
    vi.resetModules();
    const { ElicitationForm: Cold } = await import('../../ElicitationForm/ElicitationForm.tsx');
    const { loadDraftStore } = await import('./index.ts');
    const { requestFingerprint } = await import('./draftStore.ts');
    const props = { message: contact.message, requestedSchema: contact.requestedSchema, onResult: () => {}, draftKey: 'request-7', drafts: 'session' as const };
    // Under this key, but another request's draft: never poured into this one.
    const stale = render(<Cold {...props} />);
    await loadDraftStore();
    await act(async () => {});
    expect(nameBox()).toHaveValue('');
    stale.unmount();

    const fingerprint = requestFingerprint(undefined, contact.message, contact.requestedSchema);
    sessionStorage.setItem('elicit-kit:draft:request-7', JSON.stringify({ fingerprint, values: [['name', 'text', 'Ada']] }));
    vi.resetModules();
    const { ElicitationForm: Reloaded } = await import('../../ElicitationForm/ElicitationForm.tsx');
    render(<Reloaded {...props} />);
    expect(await screen.findByDisplayValue('Ada')).toBe(nameBox());
  });

  it("what a page stashed as it went away before its store arrived becomes the request's draft, unless it was answered", async () => {
    // Written by the form's first-load code on pagehide (handle.ts); the options are the form's own.
    const options = { key: 'request-8', request: [undefined, contact.message, contact.requestedSchema], storage: 'session', exclude: [] };
    const stash = JSON.stringify({ options, values: [['name', 'text', 'Grace']] });
    sessionStorage.setItem('elicit-kit:unsaved:a', stash);
    vi.resetModules();
    const { ElicitationForm: Reloaded } = await import('../../ElicitationForm/ElicitationForm.tsx');
    const props = { message: contact.message, requestedSchema: contact.requestedSchema, onResult: () => {}, draftKey: 'request-8', drafts: 'session' as const };
    const reloaded = render(<Reloaded {...props} />);
    expect(await screen.findByDisplayValue('Grace')).toBe(nameBox());
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('elicit-kit:unsaved:'))).toEqual([]);
    reloaded.unmount();

    // The request was answered in another tab meanwhile: the host forgets it, and the stash never comes back.
    sessionStorage.clear();
    sessionStorage.setItem('elicit-kit:unsaved:b', stash);
    sessionStorage.setItem('elicit-kit:unsaved:c', '{not json');
    vi.resetModules();
    const { forgetDraft } = await import('./index.ts');
    const { ElicitationForm: Later } = await import('../../ElicitationForm/ElicitationForm.tsx');
    forgetDraft('request-8', 'session');
    await vi.waitFor(() => expect(Object.keys(sessionStorage)).toEqual([]));
    render(<Later {...props} />);
    await act(async () => {});
    expect(nameBox()).toHaveValue('');
  });
});


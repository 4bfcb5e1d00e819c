/**
 * Credential-like fields (docs/behaviour.md §11.3): the warning above the form naming the server (isolated), the
 * host's `refuse` policy that cancels at once (docs/behaviour.md §13.2) and says why, `off`, and the masked value in the sent summary.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ElicitResult } from '../../src/model.ts';
import { fixtureById, paymentCardForm, signInForm } from '../../src/fixtures/index.ts';
import { fr } from '../locales/fr.ts';
import { ElicitationForm, type ElicitationFormProps } from './ElicitationForm.tsx';
import { createElicitationQueue, ElicitationDialog } from '../host/index.ts';
import { ElicitationSettings } from './ElicitationSettings.tsx';
import { SentSummary } from './lazySummary.tsx';

function renderForm(props: Partial<ElicitationFormProps> = {}) {
  const onResult = vi.fn<(result: ElicitResult) => void>();
  const view = render(
    <ElicitationForm message={signInForm.message} requestedSchema={signInForm.requestedSchema} onResult={onResult} {...props} />,
  );
  return { onResult, user: userEvent.setup(), ...view };
}

const WARNING = "Acme asks for what looks like a password. Servers must not ask for passwords in a form; prefer signing in on the service's own page.";

beforeAll(async () => {
  await SentSummary.preload();
});

describe('a form that asks for a credential', () => {
  it('warns above the form, naming the server in a <bdi>, and the form still works', async () => {
    const { onResult, user, container } = renderForm({ server: { name: 'Acme' } });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(WARNING);
    expect(alert.querySelector('bdi[data-server-text]')).toHaveTextContent(/^Acme$/);
    // Above the form: before the <form> element, after the message.
    const form = screen.getByRole('form');
    expect(alert.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ada');
    await user.type(screen.getByRole('textbox', { name: 'Password' }), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult.mock.calls).toEqual([[{ action: 'accept', content: { username: 'ada', password: 'correct horse' } }]]);
    // Once sent, the warning goes with the controls, and the summary never shows the password.
    expect(screen.queryByRole('alert')).toBeNull();
    const terms = await within(form).findAllByRole('term');
    expect(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([['Username', 'ada'], ['Password', 'Hidden']]);
    expect(container.textContent).not.toContain('correct horse');
  });

  it('names an unnamed server "This server", and a right-to-left override in a name is shown, not obeyed', () => {
    const { unmount } = renderForm();
    expect(screen.getByRole('alert')).toHaveTextContent(/^This server asks for what looks like a password\./);
    unmount();
    renderForm({ server: { name: '\u202Eevil' } });
    const bdi = screen.getByRole('alert').querySelector('bdi[data-server-text]')!;
    expect(bdi.textContent).toBe('[U+202E]evil'); // quoted as the URL warnings quote server text (docs/url-safety.md)
    expect(bdi.nextSibling?.textContent).toMatch(/^ asks for what looks like a password\./);
  });

  it('says which kind: payment card details for a card-number pattern', () => {
    render(<ElicitationForm message={paymentCardForm.message} requestedSchema={paymentCardForm.requestedSchema} onResult={() => {}} server={{ name: 'Shop' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Shop asks for what looks like payment card details. Servers must not ask for payment details in a form; prefer paying on the service's own page.",
    );
  });

  it('refuse: answers cancel at once (no person declined, docs/behaviour.md §13.2), shows why, and shows no field to type into', () => {
    const { onResult } = renderForm({ server: { name: 'Acme' }, credentialPolicy: 'refuse' });
    expect(onResult.mock.calls).toEqual([[{ action: 'cancel' }]]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Acme asked for what looks like a password, so this app refused the request. Servers must not ask for passwords in a form; prefer signing in on the service's own page.",
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Cancelled');
    expect(screen.getByRole('form').parentElement).toHaveAttribute('data-status', 'cancelled');
  });

  it('refuse leaves a form without credentials alone', () => {
    const username = fixtureById('mcp-2025-06-18/github-username')!;
    const onResult = vi.fn();
    render(<ElicitationForm message={username.message} requestedSchema={username.requestedSchema} onResult={onResult} credentialPolicy="refuse" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox')).toBeEnabled();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('off: no warning, but the summary still masks the password', async () => {
    const { user } = renderForm({ credentialPolicy: 'off' });
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ada');
    await user.type(screen.getByRole('textbox', { name: 'Password' }), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Hidden')).toBeInTheDocument();
    expect(screen.queryByText('correct horse')).toBeNull();
  });

  it('in French, from the catalogue', () => {
    renderForm({ server: { name: 'Acme' }, messages: fr });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Acme demande ce qui ressemble à un mot de passe. Un serveur ne doit pas demander de mot de passe dans un formulaire ; connectez-vous plutôt sur la page du service lui-même.',
    );
  });

  it('a schema the kit cannot render still gets the warning above its notice, and refuse cancels it', () => {
    const schema = { type: 'object', properties: { password: { type: 'string', title: 'Password' }, address: { type: 'object' } } };
    const { unmount } = render(<ElicitationForm message="Sign in" requestedSchema={schema} onResult={() => {}} server={{ name: 'Acme' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(WARNING);
    expect(screen.getByText("This request can't be shown here")).toBeInTheDocument();
    unmount();
    const onResult = vi.fn();
    render(<ElicitationForm message="Sign in" requestedSchema={schema} onResult={onResult} server={{ name: 'Acme' }} credentialPolicy="refuse" />);
    expect(onResult.mock.calls).toEqual([[{ action: 'cancel' }]]);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Acme asked for what looks like a password, so this app refused the request\./);
  });

  it('hides the server line with showServer={false}, and the warning still names it', () => {
    renderForm({ server: { name: 'Acme' }, showServer: false });
    expect(screen.queryByText('Request from', { exact: false })).toBeNull();
    expect(screen.getByRole('alert').querySelector('bdi')).toHaveTextContent('Acme');
  });
});

describe('in the host dialog', () => {
  const request = { source: 'legacy-plain' as const, message: signInForm.message, requestedSchema: signInForm.requestedSchema, params: {}, server: { name: 'acme', title: 'Acme' } };

  it('the warning names the server the dialog names; refuse cancels the request (docs/behaviour.md §13.2)', async () => {
    const queue = createElicitationQueue();
    void queue.ask(request);
    const { unmount } = render(<ElicitationDialog queue={queue} />);
    expect(screen.getByRole('alert')).toHaveTextContent(WARNING);
    expect(screen.getAllByText('Acme')).toHaveLength(2); // the dialog's title and the warning; no server line in the form
    unmount();

    const refusing = createElicitationQueue();
    const answer = refusing.ask(request);
    render(<ElicitationSettings value={{ credentialPolicy: 'refuse' }}><ElicitationDialog queue={refusing} /></ElicitationSettings>);
    expect(await answer).toEqual({ action: 'cancel' });
  });
});

describe('on a cold page (the detector and its strings load on demand)', () => {
  // A fresh copy of the kit: the warning's chunk has not arrived when the form first renders.
  const coldForm = async () => {
    vi.resetModules();
    return (await import('./ElicitationForm.tsx')).ElicitationForm;
  };

  it('refuse: no field shows while the detector loads, then the form is cancelled with the reason', async () => {
    const Cold = await coldForm();
    const onResult = vi.fn();
    render(<Cold message={signInForm.message} requestedSchema={signInForm.requestedSchema} onResult={onResult} server={{ name: 'Acme' }} credentialPolicy="refuse" />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    await waitFor(() => expect(onResult.mock.calls).toEqual([[{ action: 'cancel' }]]));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Acme asked for what looks like a password, so this app refused the request\./);
  });

  it('refuse: a form the first look flags but the detector clears ("Token count") shows its fields', async () => {
    const Cold = await coldForm();
    const onResult = vi.fn();
    const schema = { type: 'object', properties: { tokens: { type: 'integer', title: 'Token count' } } };
    render(<Cold message="How many?" requestedSchema={schema} onResult={onResult} credentialPolicy="refuse" />);
    expect(await screen.findByRole('spinbutton', { name: 'Token count' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('warn: the form shows at once, and the warning joins it when its code arrives', async () => {
    const Cold = await coldForm();
    render(<Cold message={signInForm.message} requestedSchema={signInForm.requestedSchema} onResult={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Password' })).toBeEnabled();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^This server asks for what looks like a password\./);
  });
});


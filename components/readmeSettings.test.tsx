/**
 * The README's `<ElicitationSettings>` example, exactly as written there: the block must equal
 * test-support/readme/MyHostSettings.tsx (with the package's names for the relative imports), and each setting it
 * gives once must reach the forms of both views inside it. If this fails, the README is wrong.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { signInForm } from '../src/fixtures/index.ts';
import type { ElicitResult } from '../src/model.ts';
import { createRelay } from '../src/relay/relay.ts';
import { MyHost } from '../test-support/readme/MyHostSettings.tsx';
import { tabOf } from '../test-support/relayBrowser.ts';
import { sessionFromCookie } from '../test-support/relayKit.ts';
import { createElicitationQueue } from './queue/queue.ts';
import { createElicitationRelay } from './relay/queue.ts';

const root = join(import.meta.dirname, '..');
const nameForm = { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] };

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

describe('README "Say it once: <ElicitationSettings>"', () => {
  it('shows test-support/readme/MyHostSettings.tsx verbatim', () => {
    const source = readFileSync(join(root, 'test-support/readme/MyHostSettings.tsx'), 'utf8')
      .replace("'../../components/index.ts'", "'elicit-kit'")
      .replace("'../../components/locales/fr.ts'", "'elicit-kit/locales/fr'");
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const heading = readme.indexOf('### Say it once: `<ElicitationSettings>`');
    expect(heading).toBeGreaterThan(0);
    const section = readme.slice(heading);
    expect(/```tsx\n([\s\S]*?)```/.exec(section)?.[1]).toBe(source);
  });

  it("gives the dialog's form and the relay's card the same strings, server names and credential policy", async () => {
    const server = createRelay({ authenticate: sessionFromCookie });
    cleanup.push(() => server.close());
    const relay = createElicitationRelay({ endpoint: '/api/elicitations', ...tabOf(server, 'alice') });
    relay.client.connect();
    cleanup.push(() => relay.client.close());
    const queue = createElicitationQueue();
    render(<MyHost queue={queue} relay={relay} />);

    // The dialog: the server named by the host's function, with its icon, and the form in French.
    let answer: Promise<ElicitResult> | undefined;
    act(() => {
      answer = queue.ask({ source: 'legacy-plain', message: 'Votre nom ?', requestedSchema: nameForm, params: {}, server: { name: 'crm', title: 'CRM' } });
    });
    const dialog = screen.getByRole('dialog', { name: 'CRM a besoin de votre réponse' });
    expect(within(dialog).getByRole('heading').querySelector('img')).toHaveAttribute('src', 'https://icons.example/crm.png');
    const user = userEvent.setup();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await expect(answer!).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });

    // A relayed sign-in form: the card names the server the same way, and the policy refuses it at once (`cancel`, docs/behaviour.md §13.2).
    const relayed = server.ask({ source: 'legacy-plain', message: signInForm.message, requestedSchema: signInForm.requestedSchema, params: {}, server: { name: 'acme', title: 'Acme' } }, { session: 'alice' });
    await expect(relayed).resolves.toEqual({ action: 'cancel' });
    await waitFor(() => expect(document.querySelector('[data-relay-id] .elicit-form__server-name')).toHaveTextContent('Acme'));
    expect(document.querySelector('[data-relay-id] .elicit-form__server-icon')).toHaveAttribute('src', 'https://icons.example/acme.png');
    expect(screen.queryByRole('textbox', { name: /Password/ })).toBeNull();
  });
});

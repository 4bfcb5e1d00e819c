/**
 * An empty form is an approval (docs/behaviour.md §13.3): the message, then Decline and Allow, no empty form frame; a
 * Codex tool approval names the tool and the server. In the plain form, the host dialog, inline through the relay and
 * in `<elicitation-form>`; Escape cancels as in every form, and only the Decline button declines (§13.2).
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ElicitResult } from '../../src/model.ts';
import { parseElicitation } from '../../src/protocol/parse.ts';
import { elicitationDataPart } from '../../src/relay/aiSdk.ts';
import { createRelay } from '../../src/relay/relay.ts';
import type { RelayedElicitation } from '../../src/relay/types.ts';
import { tabOf } from '../../test-support/relayBrowser.ts';
import { sessionFromCookie } from '../../test-support/relayKit.ts';
import { ElicitationDialog } from '../host/ElicitationDialog.tsx';
import { createElicitationFormElement, type ElicitationFormElement } from '../element/index.ts';
import { de } from '../locales/de.ts';
import { fr } from '../locales/fr.ts';
import { createElicitationQueue } from '../queue/queue.ts';
import { createElicitationRelay } from '../relay/queue.ts';
import { RelayElicitation } from '../relay/RelayElicitation.tsx';
import { ElicitationForm, type ElicitationFormProps } from './ElicitationForm.tsx';
import { codexToolApproval as codexParams } from '../../src/fixtures/approvals.ts';

const empty = { type: 'object', properties: {} };

function renderForm(props: Partial<ElicitationFormProps> = {}) {
  const onResult = vi.fn<(result: ElicitResult) => void>();
  const user = userEvent.setup();
  render(<ElicitationForm message="Deploy to production?" requestedSchema={empty} onResult={onResult} {...props} />);
  return { onResult, user };
}

const buttonNames = (scope: HTMLElement) => within(scope).queryAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent);

describe('<ElicitationForm> with no properties', () => {
  it('shows the message and two buttons, Decline and Allow (primary), and no empty form frame', () => {
    const { container } = render(<ElicitationForm message="Deploy to production?" requestedSchema={empty} onResult={() => {}} />);
    const form = screen.getByRole('form', { name: 'Deploy to production?' });
    expect(buttonNames(form)).toEqual(['Decline', 'Allow']);
    expect(screen.getByRole('button', { name: 'Allow' })).toHaveAttribute('data-variant', 'primary');
    expect(screen.getByRole('button', { name: 'Allow' })).toHaveAttribute('type', 'submit');
    expect(container.querySelector('fieldset, .elicit-form__fields, [part="fields"]')).toBeNull();
    expect(screen.queryByText(/required/i)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(container.querySelector('[part="form"]')).toHaveAttribute('data-confirmation', '');
  });

  it('Allow answers {action: "accept", content: {}}, once, and says "Allowed"', async () => {
    const { onResult, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(onResult.mock.calls).toEqual([[{ action: 'accept', content: {} }]]));
    expect(screen.getByRole('status')).toHaveTextContent('Allowed');
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });

  it('a schema without a properties key is a confirmation too', async () => {
    const { onResult, user } = renderForm({ requestedSchema: { type: 'object' } });
    await user.click(screen.getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(onResult.mock.calls).toEqual([[{ action: 'accept', content: {} }]]));
  });

  it('Decline answers {action: "decline"}', async () => {
    const { onResult, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onResult.mock.calls).toEqual([[{ action: 'decline' }]]);
    expect(screen.getByRole('status')).toHaveTextContent('Declined');
  });

  it('Escape cancels: only the Decline button declines (docs/behaviour.md §13.2)', async () => {
    const { onResult, user } = renderForm();
    screen.getByRole('button', { name: 'Allow' }).focus();
    await user.keyboard('{Escape}');
    expect(onResult.mock.calls).toEqual([[{ action: 'cancel' }]]);
    expect(screen.getByRole('status')).toHaveTextContent('Cancelled');
  });

  it('takes its words from the catalogue: a host\'s, French, German', () => {
    const { unmount } = render(<ElicitationForm message="m" requestedSchema={empty} onResult={() => {}} messages={{ approvalAllow: 'Approve', approvalDecline: 'Deny' }} />);
    expect(buttonNames(screen.getByRole('form'))).toEqual(['Deny', 'Approve']);
    unmount();
    const { unmount: unmountFr } = render(<ElicitationForm message="m" requestedSchema={empty} onResult={() => {}} messages={fr} />);
    expect(buttonNames(screen.getByRole('form'))).toEqual(['Refuser', 'Autoriser']);
    unmountFr();
    render(<ElicitationForm message="m" requestedSchema={empty} onResult={() => {}} messages={de} />);
    expect(buttonNames(screen.getByRole('form'))).toEqual(['Ablehnen', 'Zulassen']);
  });

  it('a Codex tool approval names the tool and the server, as isolated server text, in the form\'s description', () => {
    renderForm({ message: codexParams.message, params: codexParams });
    const form = screen.getByRole('form', { name: codexParams.message });
    expect(form).toHaveAccessibleDescription('Tool Create issue Server github');
    const values = [...form.querySelectorAll('dd')].map((dd) => [dd.previousElementSibling?.textContent, dd.firstElementChild?.tagName, dd.textContent]);
    expect(values).toEqual([['Tool', 'BDI', 'Create issue'], ['Server', 'BDI', 'github']]);
  });

  it('a Codex approval without a tool title names the tool from Codex\'s own sentence, and a connector by its app', () => {
    const { _meta, ...rest } = codexParams;
    const params = { ...rest, serverName: 'codex_apps', _meta: { codex_approval_kind: 'mcp_tool_call', connector_name: 'Linear' } };
    renderForm({ message: params.message, params });
    expect(screen.getByRole('form')).toHaveAccessibleDescription('Tool create_issue Server Linear');
    void _meta;
  });

  it('an empty form that is not a Codex approval names nothing more, whatever its params', () => {
    const { container } = render(<ElicitationForm message="Continue?" requestedSchema={empty} params={{ _meta: { codex_approval_kind: 'other' } }} onResult={() => {}} />);
    expect(container.querySelector('dl')).toBeNull();
    expect(screen.getByRole('form', { name: 'Continue?' })).not.toHaveAttribute('aria-describedby');
  });
});

describe('in the host dialog', () => {
  it('names the tool and the server; the first button is Decline; Allow answers accept with empty content', async () => {
    const queue = createElicitationQueue();
    render(<ElicitationDialog queue={queue} />);
    let answer: Promise<ElicitResult> | undefined;
    act(() => {
      answer = queue.ask({ ...parseElicitation('elicitation/create', codexParams, 'legacy'), server: { name: 'github' } });
    });
    const dialog = await screen.findByRole('dialog', { name: 'github needs your input' });
    expect(buttonNames(dialog)).toEqual(['Decline', 'Allow', 'Close']);
    expect(within(dialog).getByRole('form')).toHaveAccessibleDescription('Tool Create issue Server github');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Decline' })));
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Allow' }));
    await expect(answer).resolves.toEqual({ action: 'accept', content: {} });
  });

  it('Escape answers cancel', async () => {
    const queue = createElicitationQueue();
    render(<ElicitationDialog queue={queue} />);
    let answer: Promise<ElicitResult> | undefined;
    act(() => {
      answer = queue.ask(parseElicitation('elicitation/create', { message: 'Continue?', requestedSchema: empty }, 'legacy'));
    });
    await screen.findByRole('dialog');
    await userEvent.setup().keyboard('{Escape}');
    await expect(answer).resolves.toEqual({ action: 'cancel' });
  });
});

describe('inline in a chat, through the relay', () => {
  const closing: (() => unknown)[] = [];
  afterEach(async () => {
    for (const step of closing.splice(0).reverse()) await step();
  });

  it('the data part shows the approval; Allow reaches the waiting call as accept with empty content, and the card says "Allowed"', async () => {
    const relay = createRelay({ authenticate: sessionFromCookie });
    closing.push(() => relay.close());
    const browser = createElicitationRelay({ endpoint: '/api/elicitations', ...tabOf(relay, 'alice') });
    browser.client.connect();
    closing.push(() => browser.client.close());
    const parts: RelayedElicitation[] = [];
    const request = { ...parseElicitation('elicitation/create', codexParams, 'legacy'), server: { name: 'github' } };
    const call = relay.ask(request, { session: 'alice', onUpdate: (update) => void parts.push(elicitationDataPart(update).data) });
    await waitFor(() => expect(parts).toHaveLength(1));
    const { rerender } = render(<RelayElicitation relay={browser} elicitation={parts[0]!} />);
    const form = screen.getByRole('form', { name: codexParams.message });
    expect(buttonNames(form)).toEqual(['Decline', 'Allow']);
    expect(form).toHaveAccessibleDescription('Tool Create issue Server github');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Allow' }));
    await expect(call).resolves.toEqual({ action: 'accept', content: {} });
    await waitFor(() => expect(parts).toHaveLength(2));
    rerender(<RelayElicitation relay={browser} elicitation={parts[1]!} />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Allowed'));
  }, 30_000);
});

describe('in <elicitation-form>', () => {
  if (!customElements.get('elicitation-form')) customElements.define('elicitation-form', createElicitationFormElement());

  it('renders the approval in its shadow root from the request as sent, and fires one accept with empty content', async () => {
    const element: ElicitationFormElement = document.createElement('elicitation-form');
    const results: ElicitResult[] = [];
    element.addEventListener('elicitation-result', (event) => results.push(event.detail));
    document.body.append(element);
    element.request = { method: 'elicitation/create', params: codexParams };
    const root = element.shadowRoot!;
    await waitFor(() => expect(root.querySelector('button[type="submit"]')).toBeTruthy());
    const form = root.querySelector('form')!;
    expect(buttonNames(form as unknown as HTMLElement)).toEqual(['Decline', 'Allow']);
    expect([...root.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['Create issue', 'github']);
    expect(root.querySelector('.elicit-form__fields')).toBeNull();
    await userEvent.setup().click(root.querySelector('button[type="submit"]')!);
    await waitFor(() => expect(results).toEqual([{ action: 'accept', content: {} }]));
    expect(element.status).toBe('accepted');
    element.remove();
  });
});

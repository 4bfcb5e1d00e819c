import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ElicitResult } from '../../src/model.ts';
import { edgeFixtures, fixtureById, mcpSpecFixtures, unsupportedFixtures } from '../../src/fixtures/index.ts';
import { expectOraclesAccept } from '../../test-support/oracles.ts';
import type { FieldProps } from '../fields/types.ts';
import { ElicitationForm, type ElicitationFormProps } from './ElicitationForm.tsx';
import { SentSummary } from './lazySummary.tsx';

function renderForm(requestedSchema: unknown, props: Partial<ElicitationFormProps> = {}) {
  const onResult = vi.fn<(result: ElicitResult) => void>();
  const user = userEvent.setup();
  const view = render(
    <ElicitationForm message={props.message ?? 'Please answer'} requestedSchema={requestedSchema} onResult={onResult} {...props} />,
  );
  return { onResult, user, ...view };
}

/** The results as JSON text, as a server receives them (key order included). */
const sent = (onResult: { mock: { calls: [ElicitResult][] } }) => JSON.stringify(onResult.mock.calls.map(([result]) => result));
const json = (...results: unknown[]) => JSON.stringify(results);
/** The sent-form summary as [label, value] pairs (a `<dl>`: terms and definitions), once its code has loaded. */
const summaryOf = async (form: HTMLElement) =>
  (await within(form).findAllByRole('term')).map((term) => [term.textContent, term.nextElementSibling?.textContent]);

const username = fixtureById('mcp-2025-06-18/github-username')!;
const contact = fixtureById('mcp-2026-07-28/contact-information')!;

describe('<ElicitationForm> answers', () => {
  // The summary's code loads on demand once a form is sent; loaded up front here (as preloadAllFields does), so the
  // assertions below don't race a module transform that can take seconds on a loaded machine.
  beforeAll(async () => {
    await SentSummary.preload();
  });

  it('sends exactly the typed content on Submit, once, and shows it was sent', async () => {
    const { onResult, user } = renderForm(username.requestedSchema, { message: username.message });
    await user.type(screen.getByRole('textbox', { name: /name/ }), 'octocat');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).toHaveBeenCalledTimes(1);
    const result = onResult.mock.calls[0]![0];
    expect(result).toEqual({ action: 'accept', content: { name: 'octocat' } });
    expectOraclesAccept(username.requestedSchema, result);
    expect(screen.getByRole('status')).toHaveTextContent('Sent');
    expect(screen.getByRole('status')).toHaveFocus(); // not lost to <body> when the buttons go
    expect(screen.getByRole('form').parentElement).toHaveAttribute('data-status', 'accepted');
    // docs/behaviour.md §7.7: the controls and buttons give way to a read-only summary of what was sent; nothing more can be sent.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(await summaryOf(screen.getByRole('form'))).toEqual([['name', 'octocat']]);
    await user.keyboard('{Enter}{Escape}');
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it('summarises what was sent as the user saw it: option titles, Yes/No, lists; empty fields left out', async () => {
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string', title: 'Full name' },
        note: { type: 'string', title: 'Note' },
        plan: { type: 'string', title: 'Plan', oneOf: [{ const: 'pro', title: 'Pro plan' }, { const: 'free', title: 'Free' }] },
        extras: { type: 'array', title: 'Extras', items: { anyOf: [{ const: 'bag', title: 'Checked bag' }, { const: 'meal', title: 'Hot meal' }] } },
        news: { type: 'boolean', title: 'Newsletter', default: true },
      },
    };
    const { onResult, user } = renderForm(schema, { message: 'Book it' });
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ada');
    await user.click(screen.getByRole('radio', { name: 'Pro plan' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hot meal' }));
    await user.click(screen.getByRole('checkbox', { name: 'Checked bag' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult.mock.calls[0]![0]).toEqual({ action: 'accept', content: { name: 'Ada', plan: 'pro', extras: ['bag', 'meal'], news: true } });
    expect(await summaryOf(screen.getByRole('form'))).toEqual([
      ['Full name', 'Ada'], ['Plan', 'Pro plan'], ['Extras', 'Checked bag, Hot meal'], ['Newsletter', 'Yes'],
    ]);
    expect(screen.getByText('Book it')).toBeInTheDocument(); // the request's message stays as the title
  });

  it('declines without validating and without content', async () => {
    const { onResult, user } = renderForm(contact.requestedSchema);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult.mock.calls[0]![0]).toStrictEqual({ action: 'decline' });
    expect(screen.getByRole('status')).toHaveTextContent('Declined');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    // Nothing was sent, so there is nothing to summarise: just the status.
    expect(screen.queryByRole('definition')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('cancels with the Cancel button or Escape, without content', async () => {
    const first = renderForm(contact.requestedSchema);
    await first.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sent(first.onResult)).toBe(json({ action: 'cancel' }));
    first.unmount();

    const second = renderForm(contact.requestedSchema);
    await second.user.type(screen.getByRole('textbox', { name: /name/ }), '{Escape}');
    expect(sent(second.onResult)).toBe(json({ action: 'cancel' }));
    expect(screen.getByRole('status')).toHaveTextContent('Cancelled');
  });

  it('asks before Escape discards what was typed (docs/behaviour.md §3): Keep editing returns, a second Escape discards', async () => {
    const { onResult, user } = renderForm(contact.requestedSchema);
    const name = screen.getByRole('textbox', { name: /name/ });
    await user.type(name, 'Ada{Escape}');
    expect(onResult).not.toHaveBeenCalled();
    const question = screen.getByRole('group', { name: 'Discard your answers?' });
    expect(within(question).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Ada');
    expect(screen.queryByRole('group', { name: 'Discard your answers?' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}{Escape}');
    expect(sent(onResult)).toBe(json({ action: 'cancel' }));
  });

  it('asks once a choice was made too, and Discard answers cancel', async () => {
    const { onResult, user } = renderForm(fixtureById('kind/single-choice')!.requestedSchema);
    await user.click(screen.getByRole('radio', { name: 'Python' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(sent(onResult)).toBe(json({ action: 'cancel' }));
  });

  it('ignores an Escape that ends an IME composition', () => {
    const { onResult } = renderForm(contact.requestedSchema);
    const name = screen.getByRole('textbox', { name: /name/ });
    name.focus();
    name.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true, isComposing: true }));
    name.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true, keyCode: 229 }));
    expect(onResult).not.toHaveBeenCalled();
  });

  it('lets a field that handles Escape itself stop the cancel', async () => {
    function EscapeEater(props: FieldProps) {
      return (
        <input
          aria-label={props.field.label}
          onKeyDown={(event) => {
            if (event.key === 'Escape') event.preventDefault();
          }}
        />
      );
    }
    const { onResult, user } = renderForm(username.requestedSchema, { registry: { text: EscapeEater } });
    await user.type(screen.getByRole('textbox', { name: 'name' }), '{Escape}');
    expect(onResult).not.toHaveBeenCalled();
  });

  it('submits with Enter in a single-line field, once even when Enter is pressed twice', async () => {
    const { onResult, user } = renderForm(username.requestedSchema);
    await user.type(screen.getByRole('textbox', { name: /name/ }), 'octocat{Enter}{Enter}');
    expect(sent(onResult)).toBe(json({ action: 'accept', content: { name: 'octocat' } }));
    expectOraclesAccept(username.requestedSchema, onResult.mock.calls[0]![0]);
  });

  it('applies the host profile: a directory picker is unsupported on the web, shown on desktop', () => {
    const fixture = unsupportedFixtures.find((f) => f.id === 'unsupported/directory-on-web')!;
    const web = renderForm(fixture.requestedSchema, { profile: 'web' });
    expect(screen.getByText("This request can't be shown here")).toBeInTheDocument();
    web.unmount();
    renderForm(fixture.requestedSchema, { profile: 'desktop' });
    expect(screen.queryByText("This request can't be shown here")).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('fills the MCP structured-data example and sends the example answer exactly', async () => {
    const { onResult, user } = renderForm(contact.requestedSchema);
    await user.type(screen.getByRole('textbox', { name: /name/ }), 'Monalisa Octocat');
    await user.type(screen.getByRole('textbox', { name: /email/ }), 'octocat@github.com');
    await user.type(screen.getByRole('spinbutton', { name: /age/ }), '30');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(sent(onResult)).toBe(json({ action: 'accept', content: contact.exampleContent }));
    expectOraclesAccept(contact.requestedSchema, onResult.mock.calls[0]![0]);
  });

  it('starts from defaultContent, which wins over schema defaults', async () => {
    const rollout = fixtureById('seed/rollout')!;
    const { onResult, user } = renderForm(rollout.requestedSchema, {
      defaultContent: { releaseName: 'Halley', rolloutPercent: 25 },
      registry: {},
    });
    expect(screen.getByRole('textbox', { name: /Release name/ })).toHaveValue('Halley');
    expect(screen.getByRole('spinbutton', { name: /Initial rollout/ })).toHaveValue('25');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const result = onResult.mock.calls[0]![0];
    expect(JSON.stringify(result)).toBe(JSON.stringify({
      action: 'accept',
      content: { releaseName: 'Halley', rolloutPercent: 25, notifyCustomers: false, channel: 'beta', regions: ['us-east'] },
    }));
    expectOraclesAccept(rollout.requestedSchema, result);
  });

  it('sends every awkward property name as its own key, with distinct ids', async () => {
    const fixture = edgeFixtures.find((f) => f.id === 'edge/property-names')!;
    const { onResult, user, container } = renderForm(fixture.requestedSchema);
    await user.type(screen.getByRole('textbox', { name: /__proto__/ }), 'safe');
    await user.type(screen.getByRole('spinbutton', { name: 'constructor' }), '2');
    await user.click(screen.getByRole('checkbox', { name: 'a.b[0]' }));
    await user.type(screen.getByRole('textbox', { name: 'first name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'émoji 🎉' }), 'yes');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const result = onResult.mock.calls[0]![0];
    expect(JSON.stringify(result)).toBe(JSON.stringify({ action: 'accept', content: fixture.exampleContent }));
    expectOraclesAccept(fixture.requestedSchema, result);
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.prototype).not.toHaveProperty('safe');
  });
});

describe('<ElicitationForm> validation UX', () => {
  it('shows no error before Submit, then refuses, ties errors to fields, focuses the first and announces the count', async () => {
    const { onResult, user } = renderForm(contact.requestedSchema);
    const name = screen.getByRole('textbox', { name: /name/ });
    const email = screen.getByRole('textbox', { name: /email/ });
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.type(email, 'not-an-email');
    expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).not.toHaveBeenCalled();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Your full name This field is required');
    expect(email).toHaveAccessibleDescription('Your email address Enter a valid email address');
    expect(name).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('2 fields need attention');
    // Errors then update live as the user fixes them.
    await user.type(name, 'Ada');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('status')).toHaveTextContent('1 field needs attention');
    await user.clear(email);
    await user.type(email, 'ada@example.com');
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(sent(onResult)).toBe(json({ action: 'accept', content: { name: 'Ada', email: 'ada@example.com' } }));
    expectOraclesAccept(contact.requestedSchema, onResult.mock.calls[0]![0]);
  });

  it('refuses an invalid pre-filled default (the 2025-11-25 string example) until it is fixed', async () => {
    const fixture = fixtureById('mcp-2025-11-25/schema-types')!;
    const { onResult, user } = renderForm(fixture.requestedSchema);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).not.toHaveBeenCalled();
    const field = screen.getAllByRole('textbox', { name: /Display Name/ })[0]!;
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(/Enter a value in the requested format/);
  });
});

describe('<ElicitationForm> shell', () => {
  it('shows who is asking and the message as plain text (URLs are not links)', () => {
    const fixture = edgeFixtures.find((f) => f.id === 'edge/plain-text')!;
    renderForm(fixture.requestedSchema, { message: fixture.message, server: { name: 'Acme CAD', icon: 'http://x/icon.png' } });
    expect(screen.getByText('Acme CAD')).toBeInTheDocument();
    expect(screen.getByRole('form')).toHaveAccessibleName(/^Visit https:\/\/example\.com\/help <b>now<\/b>\s+Second line: <script>alert\(1\)<\/script>$/);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument(); // http: icons are never loaded
    expect(screen.getByRole('textbox', { name: '<i>Note</i> (see https://example.com)' })).toHaveAccessibleDescription(
      'Read https://example.com/terms & <a href="x">this</a>',
    );
  });

  it('renders an unsupported form as a notice with developer details and only Dismiss (cancel)', async () => {
    const fixture = unsupportedFixtures[0]!;
    const { onResult, user } = renderForm(fixture.requestedSchema);
    expect(screen.getByText("This request can't be shown here")).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Dismiss']);
    const details = screen.getByText('Details for developers').closest('details')!;
    expect(within(details).getByText('/properties/address', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(sent(onResult)).toBe(json({ action: 'cancel' }));
    // Once dismissed, only the status remains (docs/behaviour.md §7.7), and it has focus.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cancelled');
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('treats URL mode (no schema) as unsupported', () => {
    renderForm(mcpSpecFixtures.find((f) => f.id === 'mcp-2025-11-25/url-mode')!.requestedSchema);
    expect(screen.getByText("This request can't be shown here")).toBeInTheDocument();
  });

  it('is inert when disabled', async () => {
    const { onResult, user } = renderForm(username.requestedSchema, { disabled: true });
    expect(screen.getByRole('textbox', { name: /name/ })).toBeDisabled();
    for (const name of ['Submit', 'Decline', 'Cancel']) expect(screen.getByRole('button', { name })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onResult).not.toHaveBeenCalled();
  });

  it('uses custom messages and a registry override', async () => {
    function Shout(props: FieldProps) {
      return <input aria-label={`${props.field.label}!`} onChange={(e) => props.onValueChange(e.target.value.toUpperCase())} />;
    }
    const { onResult, user } = renderForm(username.requestedSchema, { messages: { submit: 'Send' }, registry: { text: Shout } });
    await user.type(screen.getByRole('textbox', { name: 'name!' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent(onResult)).toBe(json({ action: 'accept', content: { name: 'ABC' } }));
  });

  it('starts a fresh form when the schema changes', async () => {
    const { onResult, user, rerender } = renderForm(username.requestedSchema);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    rerender(<ElicitationForm message="Next" requestedSchema={contact.requestedSchema} onResult={onResult} />);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: /email/ })).toHaveValue('');
  });

  it('keeps its class hooks unless unstyled', () => {
    const styled = renderForm(username.requestedSchema, { className: 'host' });
    expect(styled.container.firstElementChild).toHaveClass('elicit-form', 'host');
    styled.unmount();
    const bare = renderForm(username.requestedSchema, { unstyled: true, className: 'host' });
    expect(bare.container.firstElementChild).toHaveAttribute('class', 'host');
  });
});

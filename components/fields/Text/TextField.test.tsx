import { fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edgeFixtures, textKinds } from '../../../src/fixtures/index.ts';
import { accepted, renderForm } from '../../../test-support/formHarness.tsx';

const edge = (id: string) => edgeFixtures.find((fixture) => fixture.id === `edge/${id}`)!;

describe('TextField', () => {
  const originalTz = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Europe/Paris'; // a zone with an offset, so the conversion is visible
  });
  afterAll(() => {
    process.env.TZ = originalTz;
  });

  it('picks the input type from the format and never uses the HTML maxlength/pattern attributes', () => {
    renderForm(textKinds.requestedSchema);
    expect(screen.getByRole('textbox', { name: /Event name/ })).toHaveAttribute('type', 'text');
    expect(screen.getByRole('textbox', { name: /Contact email/ })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('Day')).toHaveAttribute('type', 'date');
    const startsAt = screen.getByLabelText('Starts at');
    expect(startsAt).toHaveAttribute('type', 'datetime-local');
    expect(startsAt).toHaveAttribute('step', '1');
    for (const input of screen.getAllByRole('textbox')) {
      expect(input).not.toHaveAttribute('maxlength');
      expect(input).not.toHaveAttribute('pattern');
    }
  });

  it('marks required fields and ties the description', () => {
    renderForm(textKinds.requestedSchema);
    const email = screen.getByRole('textbox', { name: /Contact email/ });
    expect(email).toHaveAttribute('aria-required', 'true');
    expect(email).toHaveAccessibleDescription('We send the invitation here');
    expect(screen.getByRole('textbox', { name: 'Website' })).not.toHaveAttribute('aria-required');
  });

  it('fills every text format and sends wire values: RFC 3339 date-time with the local offset, empty optionals left out', async () => {
    const { onResult, user } = renderForm(textKinds.requestedSchema);
    await user.type(screen.getByRole('textbox', { name: /Event name/ }), 'Launch party');
    await user.type(screen.getByRole('textbox', { name: /Contact email/ }), 'host@example.com');
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-12-01' } });
    // Chromium drops ":00" seconds from a datetime-local value.
    fireEvent.change(screen.getByLabelText('Starts at'), { target: { value: '2026-12-01T18:30' } });
    await user.type(screen.getByRole('textbox', { name: /Room code/ }), 'ABC-12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(accepted(onResult, textKinds.requestedSchema)).toBe(JSON.stringify({
      action: 'accept',
      content: { name: 'Launch party', contact: 'host@example.com', day: '2026-12-01', startsAt: '2026-12-01T18:30:00+01:00', code: 'ABC-12' },
    }));
  });

  it('shows a date-time default given in another offset in local time, and sends it back with seconds and offset', async () => {
    const fixture = edge('date-time-default');
    const { onResult, user } = renderForm(fixture.requestedSchema);
    // 13:05Z is 14:05 in Paris; the DOM normalises away ":00" seconds, as browsers do.
    expect(screen.getByLabelText(/Run at/)).toHaveValue('2026-11-29T14:05');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(accepted(onResult, fixture.requestedSchema)).toBe(
      JSON.stringify({ action: 'accept', content: { runAt: '2026-11-29T14:05:00+01:00' } }),
    );
  });

  it('shows the counter only near the limit, and a screen reader hears it from the start', async () => {
    const { user } = renderForm(edge('code-points').requestedSchema);
    const input = screen.getByRole('textbox', { name: /Nickname/ });
    const counter = () => screen.getByText(/of 5 characters/).closest('p');
    expect(input).toHaveAccessibleDescription('🦊🦊🦊🦊🦊 is five characters 0 of 5 characters');
    expect(counter()).toHaveAttribute('data-quiet');
    await user.type(input, '🦊🦊🦊');
    expect(counter()).toHaveAttribute('data-quiet');
    await user.type(input, '🦊'); // 4 of 5: within 80 %
    expect(counter()).not.toHaveAttribute('data-quiet');
    await user.type(input, '🦊🦊');
    expect(counter()).toHaveAttribute('data-over');
    expect(counter()).not.toHaveAttribute('data-quiet');
  });

  it('shows an error as an alert icon and the message, and the control is described by the message alone', async () => {
    const { user } = renderForm(textKinds.requestedSchema);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const name = screen.getByRole('textbox', { name: /Event name/ });
    expect(name).toHaveAccessibleDescription('This field is required 0 of 40 characters');
    const error = document.getElementById(name.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(error.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(error).toHaveTextContent(/^This field is required$/);
  });

  it('counts code points, not UTF-16 units, and refuses one too many', async () => {
    const fixture = edge('code-points');
    const { onResult, user } = renderForm(fixture.requestedSchema);
    const input = screen.getByRole('textbox', { name: /Nickname/ });
    await user.type(input, '🦊🦊🦊🦊🦊');
    expect(input).toHaveAccessibleDescription('🦊🦊🦊🦊🦊 is five characters 5 of 5 characters');
    await user.type(input, '🦊');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).not.toHaveBeenCalled();
    expect(input).toHaveAccessibleDescription(/Enter at most 5 characters/);
    await user.clear(input);
    await user.type(input, '🦊🦊🦊🦊🦊');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(accepted(onResult, fixture.requestedSchema)).toBe(JSON.stringify({ action: 'accept', content: { nickname: '🦊🦊🦊🦊🦊' } }));
  });

  it('tests pattern unanchored, as servers do (docs/behaviour.md §3)', async () => {
    const fixture = edge('unanchored-pattern');
    const { onResult, user } = renderForm(fixture.requestedSchema);
    const input = screen.getByRole('textbox', { name: /Ticket/ });
    await user.type(input, 'no ticket here');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(input).toHaveAccessibleDescription(/Enter a value in the requested format/);
    await user.clear(input);
    await user.type(input, 'see OPS-42 please{Enter}');
    expect(accepted(onResult, fixture.requestedSchema)).toBe(JSON.stringify({ action: 'accept', content: { ticket: 'see OPS-42 please' } }));
  });

  it('refuses a malformed email and uri with plain words', async () => {
    const { onResult, user } = renderForm(textKinds.requestedSchema);
    await user.type(screen.getByRole('textbox', { name: /Event name/ }), 'Party');
    await user.type(screen.getByRole('textbox', { name: /Contact email/ }), 'host@');
    await user.type(screen.getByRole('textbox', { name: 'Website' }), 'example.com/a b');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Contact email/ })).toHaveAccessibleDescription(/Enter a valid email address/);
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveAccessibleDescription(/Enter a valid URI/);
  });
});

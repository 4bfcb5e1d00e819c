import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ElicitResult } from '../../src/model.ts';
import { UrlConsent } from './UrlConsent.tsx';
import type { UrlConsentProps } from './types.ts';

function setup(props: Partial<UrlConsentProps> & { url: string }) {
  const results: ElicitResult[] = [];
  const opened: string[] = [];
  const onOpenUrl = vi.fn((url: string) => void opened.push(url));
  render(<UrlConsent message="Sign in to continue" server={{ name: 'Payments' }} onResult={(r) => results.push(r)} onOpenUrl={onOpenUrl} {...props} />);
  return { results, opened, onOpenUrl };
}

describe('UrlConsent (docs/behaviour.md §9)', () => {
  it('shows who asks, the message as text, the whole URL as text (no link) and the registrable domain highlighted', async () => {
    const url = `https://login.pay.example.co.uk/authorize?${'scope=a%20b&'.repeat(30)}state=<b>x</b>`;
    setup({ url, message: 'Visit https://elsewhere.example <b>now</b>' });
    const region = await screen.findByRole('region', { name: 'Open a web page?' });
    expect(within(region).getByText('Payments')).toBeTruthy();
    expect(within(region).getByText('Visit https://elsewhere.example <b>now</b>')).toBeTruthy();
    expect(within(region).getByTestId('url-href').textContent).toBe(new URL(url).href);
    expect(within(region).getByTestId('url-host').textContent).toBe('login.pay.example.co.uk');
    expect(region.querySelector('mark')?.textContent).toBe('example.co.uk');
    // Nothing derived from the URL is fetched or linked before consent.
    expect(region.querySelectorAll('a, img, link, iframe')).toHaveLength(0);
    expect(within(region).queryByRole('alert')).toBeNull();
  });

  it('opens only on Open, then waits: "I’ve finished" answers accept, once (retry completion)', async () => {
    const user = userEvent.setup();
    const { results, opened } = setup({ url: 'https://pay.example/checkout' });
    const open = await screen.findByRole('button', { name: 'Open' });
    expect(opened).toEqual([]);
    await user.click(open);
    expect(opened).toEqual(['https://pay.example/checkout']);
    expect(results).toEqual([]);
    expect(screen.getByRole('status').textContent).toMatch(/Finish in the window/);
    expect(document.activeElement).toBe(screen.getByRole('status'));
    await user.click(screen.getByRole('button', { name: 'I’ve finished' }));
    expect(results).toEqual([{ action: 'accept' }]);
    // Answered: no buttons left (docs/behaviour.md §7.7), focus on the status that says so.
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Sent');
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });

  it('answers accept at Open with notification completion, and Decline/Cancel/Escape as in forms', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const first = setup({ url: 'https://pay.example/', completion: 'notification', onClose });
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    expect(first.results).toEqual([{ action: 'accept' }]);
    await user.click(screen.getByRole('button', { name: 'Stop waiting' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('declines, cancels, and cancels on Escape', async () => {
    const user = userEvent.setup();
    const declined = setup({ url: 'https://pay.example/' });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(declined.results).toEqual([{ action: 'decline' }]);
    cleanup();
    const escaped = setup({ url: 'https://pay.example/' });
    (await screen.findByRole('button', { name: 'Open' })).focus();
    await user.keyboard('{Escape}');
    expect(escaped.results).toEqual([{ action: 'cancel' }]);
    expect(escaped.opened).toEqual([]);
  });

  it('announces warnings for deceptive URLs and ties them to Open', async () => {
    setup({ url: 'http://bank.example@аpple.com/login' });
    const alert = await screen.findByRole('alert');
    const items = within(alert).getAllByRole('listitem').map((item) => item.getAttribute('data-warning'));
    expect(items).toEqual(['userinfo', 'idn', 'mixed-scripts', 'insecure-http']);
    expect(alert.textContent).toContain('xn--pple-43d.com');
    expect(alert.textContent).toContain('аpple.com');
    expect(screen.getByRole('button', { name: 'Open' }).getAttribute('aria-describedby')).toContain(alert.id);
  });

  it('quotes a forged sentence in the userinfo inside a <bdi>, cut, and names the host Open opens (docs/url-safety.md)', async () => {
    const url = 'https://www.google.com%E2%80%9D%20is%20the%20real%20site.%20This%20link%20opens%20www.google.com.%20%E2%80%9Cx@evil.example/';
    setup({ url });
    const alert = await screen.findByRole('alert');
    const item = within(alert).getByText((_, element) => element?.getAttribute('data-warning') === 'userinfo');
    const quote = item.querySelector('bdi.elicit-url__quote');
    expect(quote?.textContent).toBe('www.google.com%E2%80%9D%20is%20the%20rea…');
    expect(item.querySelector('bdi.elicit-url__name')?.textContent).toBe('evil.example');
    expect(item.textContent).toBe(`“${quote?.textContent}@” is not the site. This link opens evil.example.`);
    // No forged sentence anywhere in the box; the Site row shows the host Open opens.
    expect(alert.textContent).not.toMatch(/real site|opens www\.google\.com/);
    expect(screen.getByTestId('url-host').textContent).toBe('evil.example');
  });

  it('refuses other schemes with the reason shown; the only button is Decline', async () => {
    const user = userEvent.setup();
    const { results, onOpenUrl } = setup({ url: 'javascript:alert(1)' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/“javascript:” links are not allowed/);
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
    expect(screen.queryByText('javascript:alert(1)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(results).toEqual([{ action: 'decline' }]);
    expect(onOpenUrl).not.toHaveBeenCalled();
  });

  it('Escape on a refused URL answers cancel: only the Decline button declines (docs/behaviour.md §13.2)', async () => {
    const user = userEvent.setup();
    const { results } = setup({ url: 'javascript:alert(1)' });
    (await screen.findByRole('button', { name: 'Decline' })).focus();
    await user.keyboard('{Escape}');
    expect(results).toEqual([{ action: 'cancel' }]);
    expect(screen.getByRole('status')).toHaveTextContent('Cancelled');
  });

  it('opens with window.open(url, "_blank", "noopener,noreferrer") when the host gives no callback', async () => {
    const user = userEvent.setup();
    const spy = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<UrlConsent url="https://pay.example/x" message="m" onResult={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    expect(spy).toHaveBeenCalledWith('https://pay.example/x', '_blank', 'noopener,noreferrer');
    spy.mockRestore();
  });
});

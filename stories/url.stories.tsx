/**
 * The URL consent view (components/url, docs/behaviour.md §9) in every state: plain, a long URL that wraps, a punycode
 * look-alike host, a userinfo trick, plain http, a refused scheme, and the waiting state after Open; and one story per
 * deception docs/url-safety.md covers: prose and a bidi override in the userinfo, look-alike digits and a combining mark of another
 * script, an unusual host. Nothing here fetches the URLs: Open goes to the `onOpenUrl` spy.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { UrlConsent } from '../components/url/UrlConsent.tsx';
import type { UrlConsentProps } from '../components/url/types.ts';
import { phone320Decorator } from './storyStates.tsx';

/**
 * `serverText`: the pieces of the host name the view shows apart (before / highlighted domain), which are server
 * text derived from `url` (and the normalised address where it differs from `url`); listed so e2e/pseudo-locale.spec.ts can tell them from untranslated UI strings.
 */
type StoryProps = UrlConsentProps & { serverText?: string[] };

const meta = {
  title: 'Host/URL consent',
  component: UrlConsent,
  render: ({ serverText: _serverText, ...props }: StoryProps) => <UrlConsent {...props} />,
  args: { onResult: fn(), onOpenUrl: fn(), server: { name: 'Payments' }, message: 'Sign in to continue with your payment.', url: '' },
} satisfies Meta<StoryProps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  args: { url: 'https://login.pay.example.co.uk/authorize?client=kit', serverText: ['login.pay.', 'example.co.uk'] },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    const region = await view.findByRole('region', { name: 'Open a web page?' });
    await expect(region.querySelector('mark')?.textContent).toBe('example.co.uk');
    await expect(view.queryByRole('alert')).toBeNull();
    await expect(region.querySelectorAll('a, img, iframe')).toHaveLength(0);
  },
};

/** On a 320 px phone: Cancel and Decline share a row, Open fills the next (docs/look.md, "Phones"). */
export const PlainPhone320: Story = { args: Plain.args, decorators: [phone320Decorator] };

export const LongUrl: Story = {
  args: {
    message: 'Authorize the export. The address is long; all of it is shown.',
    url: `https://accounts.example.com/oauth2/v2/authorize?response_type=code&client_id=1234567890-abcdefghijklmnop.apps.example.com&redirect_uri=https%3A%2F%2Fhost.example%2Fcallback&scope=${'openid%20profile%20email%20'.repeat(6)}&state=3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c&nonce=${'n'.repeat(80)}`,
    serverText: ['accounts.', 'example.com'],
  },
  play: async ({ canvasElement, args }) => {
    const href = await within(canvasElement).findByTestId('url-href');
    await expect(href.textContent).toBe(new URL(args.url).href);
  },
};

export const Punycode: Story = {
  args: { message: 'Confirm your Apple ID.', url: 'https://аpple.com/signin', serverText: ['xn--pple-43d.com', 'https://xn--pple-43d.com/signin'] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert.textContent).toContain('xn--pple-43d.com');
    await expect(alert.textContent).toContain('аpple.com');
  },
};

export const UserinfoTrick: Story = {
  args: { message: 'Log in to your bank.', url: 'https://bank.example.com@evil.example/login', serverText: ['evil.example', 'https://bank.example.com@evil.example/login'] },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findByRole('alert')).textContent).toContain('“bank.example.com@” is not the site');
  },
};

/** The quotation (a `<bdi>` in the warning sentence) and the host it names, for the deception stories. */
async function userinfoWarning(canvasElement: HTMLElement) {
  const alert = await within(canvasElement).findByRole('alert');
  const item = alert.querySelector('[data-warning="userinfo"]');
  return { alert, quote: item?.querySelector('bdi.elicit-url__quote')?.textContent, host: item?.querySelector('bdi.elicit-url__name')?.textContent };
}

/** Prose in the userinfo, written to read as the kit's own warning: shown percent-encoded, cut at 40, in a `<bdi>`. */
export const UserinfoProse: Story = {
  args: {
    message: 'Sign in with Google.',
    url: 'https://www.google.com%E2%80%9D%20is%20the%20real%20site.%20This%20link%20opens%20www.google.com.%20%E2%80%9Cx@evil.example/',
    serverText: ['evil.example'],
  },
  play: async ({ canvasElement }) => {
    const { alert, quote, host } = await userinfoWarning(canvasElement);
    await expect(quote).toBe('www.google.com%E2%80%9D%20is%20the%20rea…');
    await expect(host).toBe('evil.example');
    await expect(alert.textContent).not.toMatch(/real site/);
  },
};

/** A right-to-left override (U+202E) in the userinfo: it stays percent-encoded, so the sentence keeps its order. */
export const UserinfoBidi: Story = {
  args: { message: 'Sign in with Google.', url: 'https://%E2%80%AEmoc.elgoog@evil.example/', serverText: ['evil.example'] },
  play: async ({ canvasElement }) => {
    const { alert, quote, host } = await userinfoWarning(canvasElement);
    await expect(quote).toBe('%E2%80%AEmoc.elgoog');
    await expect(host).toBe('evil.example');
    await expect(alert.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  },
};

/**
 * Lao zeros (໐, U+0ED0) in a Latin name (Script_Extensions, UTS #39): the mixed-scripts warning, both forms of the
 * host. Lao because the screenshot machine has a font for it; the Devanagari, Bengali, Myanmar and Gurmukhi digits
 * of these deceptions are in src/url/analyze.test.ts.
 */
export const IdnDigits: Story = {
  args: { message: 'Sign in with Google.', url: 'https://g\u0ED0\u0ED0gle.com/', serverText: ['xn--ggle-q7oa.com', 'https://xn--ggle-q7oa.com/'] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert.querySelector('[data-warning="mixed-scripts"]')?.textContent).toMatch(/\(Latin, Lao\).*opens xn--ggle-q7oa\.com/);
  },
};

/** A Cyrillic combining mark (U+0483) on a Latin name: mixed scripts too. */
export const CombiningMark: Story = {
  args: { message: 'Sign in with Google.', url: 'https://google\u0483.com/', serverText: ['xn--google-u4f.com', 'https://xn--google-u4f.com/'] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert.querySelector('[data-warning="mixed-scripts"]')?.textContent).toMatch(/\(Latin, Cyrillic\)/);
  },
};

/** A host with no registrable domain (`$` in a label): the unusual-host warning, and tldts's guess highlighted. */
export const UnusualHost: Story = {
  args: { message: 'Sign in with Google.', url: 'https://accounts.google.com$.evil.example/', serverText: ['accounts.google.com$.', 'evil.example'] },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    const alert = await view.findByRole('alert');
    await expect(alert.querySelector('[data-warning="unusual-host"]')?.textContent).toMatch(/unusual.*opens accounts\.google\.com\$\.evil\.example/);
    await expect(canvasElement.querySelector('mark')?.textContent).toBe('evil.example');
  },
};

export const InsecureHttp: Story = {
  args: { url: 'http://pay.example.net/checkout', serverText: ['pay.', 'example.net'] },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findByRole('alert')).textContent).toMatch(/not secure \(http\)/);
  },
};

export const RefusedScheme: Story = {
  args: { message: 'Run this to continue.', url: 'javascript:alert(document.cookie)' },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect((await view.findByRole('alert')).textContent).toMatch(/“javascript:” links are not allowed/);
    await expect(view.queryByRole('button', { name: 'Open' })).toBeNull();
  },
};

export const Waiting: Story = {
  args: { url: 'https://login.pay.example.co.uk/authorize?client=kit', defaultPhase: 'waiting', serverText: ['login.pay.', 'example.co.uk'] },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(await view.findByRole('button', { name: 'I’ve finished' })).toBeEnabled();
    await expect(view.getByRole('status').textContent).toMatch(/Finish in the window/);
  },
};

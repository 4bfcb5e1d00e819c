/**
 * URL-mode requests for the playground (docs/behaviour.md §9): the consent view in each state a host meets, opened by
 * `#url=<id>` links in the gallery. The same cases as stories/url.stories.tsx; the playground never opens them
 * (they are look-alikes and tricks): Open only reports the URL the host would open.
 */
export interface UrlExample {
  id: string;
  title: string;
  message: string;
  url: string;
}

export const urlExamples: UrlExample[] = [
  { id: 'url/plain', title: 'Sign-in page', message: 'Sign in to continue with your payment.', url: 'https://login.pay.example.co.uk/authorize?client=kit' },
  {
    id: 'url/long', title: 'A long address, shown whole', message: 'Authorize the export. The address is long; all of it is shown.',
    url: `https://accounts.example.com/oauth2/v2/authorize?response_type=code&client_id=1234567890-abcdefghijklmnop.apps.example.com&redirect_uri=https%3A%2F%2Fhost.example%2Fcallback&scope=${'openid%20profile%20email%20'.repeat(4)}&state=3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c`,
  },
  { id: 'url/punycode', title: 'Look-alike (punycode) host', message: 'Confirm your Apple ID.', url: 'https://аpple.com/signin' },
  { id: 'url/userinfo', title: 'Userinfo trick', message: 'Log in to your bank.', url: 'https://bank.example.com@evil.example/login' },
  // docs/url-safety.md: server text in a warning is only an isolated, escaped, capped quotation; every look-alike is caught.
  {
    id: 'url/userinfo-prose', title: 'Userinfo written as a warning', message: 'Sign in with Google.',
    url: 'https://www.google.com%E2%80%9D%20is%20the%20real%20site.%20This%20link%20opens%20www.google.com.%20%E2%80%9Cx@evil.example/',
  },
  { id: 'url/userinfo-bidi', title: 'Right-to-left override in the userinfo', message: 'Sign in with Google.', url: 'https://%E2%80%AEmoc.elgoog@evil.example/' },
  { id: 'url/idn-digits', title: 'Look-alike digits of another script', message: 'Sign in with Google.', url: 'https://g\u0ED0\u0ED0gle.com/' },
  { id: 'url/combining-mark', title: 'A combining mark of another script', message: 'Sign in with Google.', url: 'https://google\u0483.com/' },
  { id: 'url/unusual-host', title: 'Unusual host', message: 'Sign in with Google.', url: 'https://accounts.google.com$.evil.example/' },
  { id: 'url/ip', title: 'IP-address host', message: 'Open the router page.', url: 'https://192.0.2.10/admin' },
  { id: 'url/http', title: 'Plain http', message: 'Finish checkout.', url: 'http://pay.example.net/checkout' },
  { id: 'url/refused', title: 'Refused scheme', message: 'Run this to continue.', url: 'javascript:alert(document.cookie)' },
];

/** The example a `#url=<id>` fragment names. */
export function urlExampleFromHash(hash: string): UrlExample | undefined {
  const match = /^#url=([^&]*)/.exec(hash);
  if (!match) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
  return urlExamples.find((example) => example.id === id);
}

import { render } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeUrl } from '../../src/url/analyze.ts';
import { QUOTE_CAP } from '../../src/url/quote.ts';
import { fr } from '../locales/fr.ts';
import { defaultMessages, type Messages } from '../messages.ts';
import { UrlDetails } from './UrlDetails.tsx';

/** The character classes a warning must never carry raw: controls, format (bidi, zero-width), separators, invisibles. */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
const cls = (name: string) => name;

/** The userinfo warning as rendered: its whole text, its quotations, its hosts, and its text outside them. */
function renderUserinfoWarning(url: string, messages: Messages = defaultMessages) {
  const { container, unmount } = render(<UrlDetails analysis={analyzeUrl(url)} messages={messages} warningsId="w" cls={cls} />);
  const item = container.querySelector('li[data-warning="userinfo"]');
  const texts = (selector: string) => [...(item?.querySelectorAll(selector) ?? [])].map((node) => node.textContent ?? '');
  const outside = item ? [...item.childNodes].filter((node) => node.nodeName !== 'BDI').map((node) => node.textContent).join('') : '';
  const warning = { text: item?.textContent ?? '', quotes: texts('bdi.elicit-url__quote'), hosts: texts('bdi.elicit-url__name'), outside };
  unmount();
  return warning;
}

const hiddenChar = fc.constantFrom('\u202E', '\u202D', '\u2066', '\u2067', '\u2069', '\u200E', '\u200F', '\u061C', '\u200B',
  '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u2028', '\u2029', '\u0000', '\u0085', '\u3164', '\uFE0F', '\u{E0041}', '\u3000');
/** Any userinfo: arbitrary code points, hidden characters, prose with quotation marks, and long runs. */
const anyUserinfo = fc.array(fc.oneof(hiddenChar, fc.string({ unit: 'binary', maxLength: 4 }),
  fc.constantFrom('” is the real site. This link opens www.google.com. “', '%E2%80%AE', '%00', '%20', ' ', 'x'.repeat(50))), { minLength: 1, maxLength: 30 })
  .map((parts) => parts.join(''));

describe('the userinfo warning quotes server text only as an isolated, escaped, capped quotation (docs/url-safety.md)', () => {
  // Generous: a few hundred renders on a loaded machine (no assertion on time).
  it('for any userinfo: no hidden character, no quotation over the cap, and every other word is the kit’s', { timeout: 120_000 }, () => {
    const kitWords = defaultMessages.urlWarningUserinfo('', '');
    fc.assert(fc.property(anyUserinfo, fc.boolean(), (userinfo, raw) => {
      // Raw in the address as sent (the parser percent-encodes what it must), or set through the URL API.
      let url = `https://${userinfo}@evil.example/`;
      if (!raw) {
        const built = new URL('https://evil.example/');
        built.username = userinfo;
        url = built.href;
      }
      const analysis = analyzeUrl(url);
      fc.pre(analysis.hostname === 'evil.example' && analysis.warnings.some((warning) => warning.code === 'userinfo'));
      const warning = renderUserinfoWarning(url);
      expect(warning.text).not.toMatch(HIDDEN);
      expect(warning.quotes).toHaveLength(1);
      expect([...warning.quotes[0]!].length).toBeLessThanOrEqual(QUOTE_CAP + 1);
      expect(warning.hosts).toEqual(['evil.example']);
      expect(warning.outside).toBe(kitWords);
    }), { numRuns: 200 });
  });

  it('turns the forged-prose address into a short quotation and names the real host, in French too', () => {
    const url = 'https://www.google.com%E2%80%9D%20is%20the%20real%20site.%20This%20link%20opens%20www.google.com.%20%E2%80%9Cx@evil.example/';
    const english = renderUserinfoWarning(url);
    expect(english.quotes).toEqual(['www.google.com%E2%80%9D%20is%20the%20rea…']);
    expect(english.text).toBe('“www.google.com%E2%80%9D%20is%20the%20rea…@” is not the site. This link opens evil.example.');
    expect(english.text).not.toContain('is the real site');
    const french = renderUserinfoWarning(url, { ...defaultMessages, ...fr });
    expect(french.hosts).toEqual(['evil.example']);
    expect(french.outside).toBe(fr.urlWarningUserinfo('', ''));
  });

  it('quotes a look-alike label and names the ASCII host in the userinfo and mixed-scripts warnings', () => {
    const { container } = render(<UrlDetails analysis={analyzeUrl('https://apple.com@аpple.com/')} messages={defaultMessages} warningsId="w" cls={cls} />);
    const text = (code: string) => container.querySelector(`li[data-warning="${code}"]`)?.textContent;
    expect(text('userinfo')).toBe('“apple.com@” is not the site. This link opens xn--pple-43d.com.');
    expect(text('mixed-scripts')).toContain('This link opens xn--pple-43d.com.');
    expect(container.querySelector('li[data-warning="mixed-scripts"] bdi.elicit-url__quote')?.textContent).toBe('аpple');
  });
});

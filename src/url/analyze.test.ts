import { domainToASCII, domainToUnicode } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyzeUrl, isLoopbackHost, splitHostname, type UrlWarning } from './analyze.ts';
import { toUnicodeHostname } from './punycode.ts';
import { isMixedScripts, scriptsOf } from './scripts.ts';

describe('analyzeUrl (docs/behaviour.md §9)', () => {
  it('keeps a plain https URL whole, with its registrable domain (Public Suffix List) and no warning', () => {
    const long = `https://login.bank.example.co.uk/oauth/authorize?${'scope=a%20b&'.repeat(40)}state=xyz#frag`;
    const analysis = analyzeUrl(long);
    expect(analysis).toMatchObject({ href: long, hostname: 'login.bank.example.co.uk', registrableDomain: 'example.co.uk', warnings: [] });
    expect(analysis.refused).toBeUndefined();
    expect(splitHostname(analysis.hostname!, analysis.registrableDomain)).toEqual(['login.bank.', 'example.co.uk', '']);
    expect(analyzeUrl('https://me.github.io/x').registrableDomain).toBe('me.github.io'); // private suffixes count
  });

  it('shows both forms of an IDN host and flags a label that mixes scripts', () => {
    const analysis = analyzeUrl('https://аpple.com/signin'); // Cyrillic а
    expect(analysis.hostname).toBe('xn--pple-43d.com');
    expect(analysis.unicodeHostname).toBe('аpple.com');
    expect(analysis.warnings).toEqual([
      { code: 'idn', ascii: 'xn--pple-43d.com', unicode: 'аpple.com' },
      { code: 'mixed-scripts', label: 'аpple', scripts: ['Cyrillic', 'Latin'], hostname: 'xn--pple-43d.com' },
    ]);
    // One script per label is only an IDN notice, never "mixed".
    expect(analyzeUrl('https://münchen.de/').warnings.map((w) => w.code)).toEqual(['idn']);
    expect(analyzeUrl('https://例え.jp/').warnings.map((w) => w.code)).toEqual(['idn']);
  });

  it('flags userinfo tricks, IP literals and plain http to a non-loopback host', () => {
    expect(analyzeUrl('https://bank.example@evil.example/login').warnings).toEqual([
      { code: 'userinfo', userinfo: 'bank.example', hostname: 'evil.example' },
    ]);
    expect(analyzeUrl('https://user:pw@evil.example/').warnings[0]).toMatchObject({ code: 'userinfo', userinfo: 'user:pw' });
    expect(analyzeUrl('https://0x7f000001/').warnings).toEqual([{ code: 'ip-literal', hostname: '127.0.0.1' }]);
    expect(analyzeUrl('https://[2001:db8::1]/').warnings).toEqual([{ code: 'ip-literal', hostname: '[2001:db8::1]' }]);
    expect(analyzeUrl('http://pay.example/').warnings).toEqual([{ code: 'insecure-http', hostname: 'pay.example' }]);
    for (const local of ['http://localhost:5173/done', 'http://app.localhost/', 'http://[::1]:8080/']) {
      expect(analyzeUrl(local).warnings.map((w) => w.code)).not.toContain('insecure-http');
    }
    expect(analyzeUrl('http://127.0.0.1:9/').warnings.map((w) => w.code)).toEqual(['ip-literal']);
  });

  it('refuses every scheme but https and http, and anything that is not a URL', () => {
    for (const [url, scheme] of [['javascript:alert(1)', 'javascript'], ['data:text/html,<b>x</b>', 'data'], ['file:///etc/passwd', 'file'],
      ['ftp://files.example/', 'ftp'], ['blob:https://a.example/1', 'blob'], ['intent://x#Intent;end', 'intent']] as const) {
      expect(analyzeUrl(url).refused).toEqual({ code: 'scheme', scheme });
    }
    for (const junk of ['', 'not a url', '//evil.example/', 'https://']) expect(analyzeUrl(junk).refused).toEqual({ code: 'invalid' });
  });

  it('knows loopback hosts', () => {
    expect(['localhost', 'LOCALHOST.', 'a.localhost', '127.0.0.1', '127.9.9.9', '[::1]'].every(isLoopbackHost)).toBe(true);
    expect(['localhost.example', '128.0.0.1', '[::2]', 'example.com'].some(isLoopbackHost)).toBe(false);
  });
});

describe('toUnicodeHostname (RFC 3492)', () => {
  it('decodes like Node’s domainToUnicode, and leaves broken labels as sent', () => {
    for (const unicode of ['аpple.com', 'münchen.de', '例え.jp', 'bücher-ünd.example', 'ελλάδα.gr', 'пример.испытание', '😀.example']) {
      const ascii = domainToASCII(unicode);
      expect(toUnicodeHostname(ascii)).toBe(domainToUnicode(ascii));
    }
    expect(toUnicodeHostname('xn--zz-!!.example')).toBe('xn--zz-!!.example');
    expect(toUnicodeHostname('plain.example')).toBe('plain.example');
  });
});

describe('scripts (UTS #39 "highly restrictive", Script_Extensions over every character)', () => {
  it('allows one script per label and the combinations real names use; flags the rest, digits and marks included', () => {
    expect(scriptsOf('paypal-2')).toEqual(['Latin']);
    expect(isMixedScripts('раypal')).toBe(true);
    expect(isMixedScripts('東京tokyoとうきょう')).toBe(false); // Latin + Han + kana
    expect(isMixedScripts('서울seoul')).toBe(false); // Latin + Hangul
    expect(isMixedScripts('ラーメン')).toBe(false); // U+30FC is Hiragana or Katakana
    expect(isMixedScripts('αβγabc')).toBe(true);
    expect(isMixedScripts('مثال٣')).toBe(false); // Arabic-Indic digits belong with Arabic
    expect(isMixedScripts('g٣ogle')).toBe(true);
    expect(isMixedScripts('münchen')).toBe(false); // precomposed Latin
    expect(isMixedScripts('mu\u0308nchen')).toBe(false); // an Inherited combining mark fits any script
    expect(scriptsOf('g००gle')).toEqual(['Latin', 'Devanagari']);
    expect(scriptsOf('google\u0483')).toEqual(['Latin', 'Cyrillic']);
  });
});

/** A URL a server could send to deceive, what the analysis must say, and the host every warning names (ASCII). */
interface Deceptive {
  hostname: string;
  registrableDomain?: string;
  warnings: UrlWarning['code'][];
  userinfo?: string;
  scripts?: string[];
  href?: string;
}
const longHost = `${['a', 'b', 'c', 'd'].map((letter) => letter.repeat(60)).join('.')}.evil.example`;
const prose = 'www.google.com%E2%80%9D%20is%20the%20real%20site.%20This%20link%20opens%20www.google.com.%20%E2%80%9Cx';
const userinfo = (info: string): Deceptive => ({ hostname: 'evil.example', registrableDomain: 'evil.example', warnings: ['userinfo'], userinfo: info });
const idn = (hostname: string, scripts?: string[]): Deceptive =>
  ({ hostname, registrableDomain: hostname, warnings: scripts ? ['idn', 'mixed-scripts'] : ['idn'], scripts });
const unusual = (hostname: string, registrableDomain: string): Deceptive => ({ hostname, registrableDomain, warnings: ['unusual-host'] });
const ip = (hostname: string): Deceptive => ({ hostname, warnings: ['ip-literal'] });
const plain = (hostname: string, registrableDomain: string, href?: string): Deceptive => ({ hostname, registrableDomain, warnings: [], href });

const DECEPTIVE: [string, string, Deceptive][] = [
  ['userinfo: percent-encoded prose', `https://${prose}@evil.example/`, userinfo(prose)],
  ['userinfo: raw prose with spaces and quotes', 'https://www.google.com” is the real site. x@evil.example/',
    userinfo('www.google.com%E2%80%9D%20is%20the%20real%20site.%20x')],
  ['userinfo: ASCII quotes', 'https://"www.google.com"@evil.example/', userinfo('%22www.google.com%22')],
  ['userinfo: encoded U+202E (RLO)', 'https://%E2%80%AEmoc.elgoog@evil.example/', userinfo('%E2%80%AEmoc.elgoog')],
  ['userinfo: raw U+202E and U+2066 (isolate)', 'https://\u202Emoc.elgoog\u2066@evil.example/', userinfo('%E2%80%AEmoc.elgoog%E2%81%A6')],
  ['userinfo: zero-width space and joiner', 'https://pay\u200Bpal\u200D.com@evil.example/', userinfo('pay%E2%80%8Bpal%E2%80%8D.com')],
  ['userinfo: U+2028 line separator', 'https://bank\u2028example@evil.example/', userinfo('bank%E2%80%A8example')],
  ['userinfo: NUL, raw and encoded', 'https://a\u0000b%00c@evil.example/', userinfo('a%00b%00c')],
  ['userinfo: newline and tab (the parser drops them)', 'https://goo\ngle.c\tom@evil.example/', userinfo('google.com')],
  ['userinfo: a password', 'https://user:pa%20ss@evil.example/', userinfo('user:pa%20ss')],
  ['userinfo: a real name before a look-alike', 'https://apple.com@аpple.com/',
    { hostname: 'xn--pple-43d.com', registrableDomain: 'xn--pple-43d.com', warnings: ['userinfo', 'idn', 'mixed-scripts'], userinfo: 'apple.com', scripts: ['Cyrillic', 'Latin'] }],
  ['IDN: Devanagari digits', 'https://g००gle.com/', idn('xn--ggle-qkja.com', ['Latin', 'Devanagari'])],
  ['IDN: Bengali digits', 'https://g০০gle.com/', idn('xn--ggle-02ja.com', ['Latin', 'Bengali'])],
  ['IDN: Myanmar digits', 'https://g၀၀gle.com/', idn('xn--ggle-bqqa.com', ['Latin', 'Myanmar'])],
  ['IDN: Gurmukhi digits', 'https://g੦੦gle.com/', idn('xn--ggle-bmka.com', ['Latin', 'Gurmukhi'])],
  ['IDN: Lao digits (the story’s)', 'https://g\u0ED0\u0ED0gle.com/', idn('xn--ggle-q7oa.com', ['Latin', 'Lao'])],
  ['IDN: a Cyrillic combining mark on Latin', 'https://google\u0483.com/', idn('xn--google-u4f.com', ['Latin', 'Cyrillic'])],
  ['IDN: Greek and Latin', 'https://αβγabc.com/', idn('xn--abc-nxcfg.com', ['Greek', 'Latin'])],
  ['IDN: Katakana with U+30FC is one script', 'https://ラーメン.jp/', idn('xn--4dkp5a8a.jp')],
  ['IDN: Latin + Han + Hiragana is allowed', 'https://東京tokyoとうきょう.jp/', idn('xn--tokyo-z53da9c5o6ky040abe2c.jp')],
  ['unusual: "$" in a label', 'https://accounts.google.com$.evil.example/', unusual('accounts.google.com$.evil.example', 'evil.example')],
  ['unusual: braces in a label', 'https://accounts.google.com{x}.evil.example/', unusual('accounts.google.com{x}.evil.example', 'evil.example')],
  ['unusual: two trailing dots', 'https://evil.example../', unusual('evil.example..', 'evil.example')],
  ['unusual: an empty label', 'https://accounts.google.com..evil.example/', unusual('accounts.google.com..evil.example', 'evil.example')],
  ['unusual: over 253 characters', `https://${longHost}/`, unusual(longHost, 'evil.example')],
  ['unusual: a public suffix alone', 'https://github.io/', unusual('github.io', 'github.io')],
  ['unusual: a name without a dot', 'https://intranet/', unusual('intranet', 'intranet')],
  ['IPv4 in decimal', 'https://3232235777/', ip('192.168.1.1')],
  ['IPv4 in octal', 'https://0300.0250.01.01/', ip('192.168.1.1')],
  ['IPv4 in hex', 'https://0xC0A80101/', ip('192.168.1.1')],
  ['IPv4 in mixed forms', 'https://0xc0.168.1.1/', ip('192.168.1.1')],
  ['IPv4-mapped IPv6', 'https://[::ffff:192.168.1.1]/', ip('[::ffff:c0a8:101]')],
  ['fullwidth dot U+FF0E', 'https://accounts.google.com．evil.example/', plain('accounts.google.com.evil.example', 'evil.example')],
  ['ideographic full stop U+3002', 'https://accounts.google.com。evil.example/', plain('accounts.google.com.evil.example', 'evil.example')],
  ['halfwidth ideographic full stop U+FF61', 'https://accounts.google.com｡evil.example/', plain('accounts.google.com.evil.example', 'evil.example')],
  ['path: U+202E stays percent-encoded in the address', 'https://evil.example/\u202Efdp.exe', plain('evil.example', 'evil.example', 'https://evil.example/%E2%80%AEfdp.exe')],
  ['query and fragment: bidi and zero-width stay encoded', 'https://evil.example/?q=\u2067x\u200B#\u202E',
    plain('evil.example', 'evil.example', 'https://evil.example/?q=%E2%81%A7x%E2%80%8B#%E2%80%AE')],
];

describe('deceptive URLs (docs/url-safety.md)', () => {
  it.each(DECEPTIVE)('%s', (_name, url, expected) => {
    const analysis = analyzeUrl(url);
    expect(analysis.refused).toBeUndefined();
    expect(analysis.hostname).toBe(expected.hostname);
    expect(analysis.registrableDomain).toBe(expected.registrableDomain);
    expect(analysis.warnings.map((warning) => warning.code)).toEqual(expected.warnings);
    // The full address is what Open opens and what the view shows: printable ASCII, every other character encoded.
    expect(analysis.href).toMatch(/^[\x21-\x7e]+$/);
    if (expected.href) expect(analysis.href).toBe(expected.href);
    for (const warning of analysis.warnings) {
      // Every warning that names the host names the one the browser contacts, in ASCII.
      if ('hostname' in warning) expect(warning.hostname).toBe(expected.hostname);
      if (warning.code === 'userinfo') expect(warning.userinfo).toBe(expected.userinfo);
      if (warning.code === 'mixed-scripts') expect(warning.scripts).toEqual(expected.scripts);
    }
    // The Site row: the whole host, its registrable domain (or the fallback's guess) highlighted.
    const [before, domain, after] = splitHostname(analysis.hostname!, analysis.registrableDomain);
    expect(domain).toBe(expected.registrableDomain ?? '');
    expect(before + domain + after).toBe(analysis.hostname);
  });
});

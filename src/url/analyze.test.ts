// @vitest-environment node
import { domainToASCII, domainToUnicode } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyzeUrl, isLoopbackHost, splitHostname } from './analyze.ts';
import { toUnicodeHostname } from './punycode.ts';
import { isMixedScripts, scriptsOf } from './scripts.ts';

describe('analyzeUrl (SPEC §9)', () => {
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
      { code: 'mixed-scripts', label: 'аpple', scripts: ['Cyrillic', 'Latin'] },
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

describe('scripts', () => {
  it('allows the combinations real names use and flags the rest', () => {
    expect(scriptsOf('paypal-2')).toEqual(['Latin']);
    expect(isMixedScripts(scriptsOf('раypal'))).toBe(true);
    expect(isMixedScripts(scriptsOf('東京tokyoとうきょう'))).toBe(false);
    expect(isMixedScripts(scriptsOf('αβγabc'))).toBe(true);
  });
});

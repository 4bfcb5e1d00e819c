/**
 * What the URL consent view must know about a URL before the user decides (docs/behaviour.md §9): the full address, its host
 * in ASCII and Unicode form, the registrable domain (Public Suffix List, via tldts) to highlight, the warnings for
 * addresses that deceive, and whether the scheme is refused. Pure and React-free; it never fetches anything.
 */
import { parse } from 'tldts';
import { toUnicodeHostname } from './punycode.ts';
import { isMixedScripts, scriptsOf } from './scripts.ts';

/** A reason to look twice at a URL (docs/behaviour.md §9.3). */
export type UrlWarning =
  /** An internationalised host: the browser's ASCII form and the Unicode form it stands for. */
  | { code: 'idn'; ascii: string; unicode: string }
  /** A host label mixing scripts (Latin and Cyrillic look-alikes, digits or marks of another script); `hostname` in ASCII. */
  | { code: 'mixed-scripts'; label: string; scripts: string[]; hostname: string }
  /**
   * Text before `@` that looks like a host but is a user name (`https://bank.example@evil.example/`). `userinfo` is
   * as the URL parser keeps it, percent-encoded, never decoded; `hostname` is the host contacted, in ASCII.
   */
  | { code: 'userinfo'; userinfo: string; hostname: string }
  /**
   * A host with no registrable domain a name could have: characters no name uses (`$`, `{`), empty labels, over 253
   * characters, a public suffix alone, a name without a dot. It may not be a real site (docs/url-safety.md).
   */
  | { code: 'unusual-host'; hostname: string }
  /** A bare IP address instead of a name. */
  | { code: 'ip-literal'; hostname: string }
  /** Plain `http:` to a host other than this device: anyone on the path can read or change the page. */
  | { code: 'insecure-http'; hostname: string };

/** Why a URL is refused outright (docs/behaviour.md §9.4 *Decision*: only `https:` and `http:`; only Decline is offered). */
export type UrlRefusal = { code: 'invalid' } | { code: 'scheme'; scheme: string };

export interface UrlAnalysis {
  /** The URL exactly as the server sent it. */
  url: string;
  /** The normalised URL: what is shown in full and what Open opens. Absent when refused as invalid. */
  href?: string;
  refused?: UrlRefusal;
  /** The host in ASCII form, as the browser will contact it (IPv6 in brackets). */
  hostname?: string;
  /** The host with every `xn--` label decoded; equals `hostname` for plain ASCII hosts. */
  unicodeHostname?: string;
  /**
   * The part of `hostname` to highlight: its registrable domain (eTLD+1, private suffixes included). For an
   * `unusual-host`, tldts's reading without hostname validation, else the last two labels. Absent for IP addresses.
   */
  registrableDomain?: string;
  warnings: UrlWarning[];
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** Loopback hosts: this device only, so plain http: leaks nothing on the network. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || (IPV4.test(host) && host.startsWith('127.'));
}

/**
 * Reads a URL-mode elicitation's `url` (docs/behaviour.md §9). Never throws; never touches the network.
 * @example
 * analyzeUrl('https://bank.example@evil.example/login').warnings
 * // -> [{ code: 'userinfo', userinfo: 'bank.example', hostname: 'evil.example' }]
 */
export function analyzeUrl(url: string): UrlAnalysis {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { url, refused: { code: 'invalid' }, warnings: [] };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return { url, href: parsed.href, refused: { code: 'scheme', scheme: parsed.protocol.replace(/:$/, '') }, warnings: [] };
  }
  const hostname = parsed.hostname;
  const unicodeHostname = toUnicodeHostname(hostname);
  const isIp = hostname.startsWith('[') || IPV4.test(hostname);
  const analysis: UrlAnalysis = { url, href: parsed.href, hostname, unicodeHostname, warnings: [] };
  const warnings = analysis.warnings;
  const loopback = isLoopbackHost(hostname);
  // This device (`localhost`) is not unusual: no warning, and a highlight only where the Public Suffix List finds one.
  const site = isIp ? undefined : siteOf(hostname);
  if (site?.domain && !(site.unusual && loopback)) analysis.registrableDomain = site.domain;

  if (parsed.username !== '' || parsed.password !== '') {
    // Kept percent-encoded: decoded, it could be any text, a sentence included (docs/url-safety.md).
    const userinfo = parsed.password !== '' ? `${parsed.username}:${parsed.password}` : parsed.username;
    warnings.push({ code: 'userinfo', userinfo, hostname });
  }
  if (unicodeHostname !== hostname) warnings.push({ code: 'idn', ascii: hostname, unicode: unicodeHostname });
  for (const label of unicodeHostname.split('.')) {
    if (isMixedScripts(label)) warnings.push({ code: 'mixed-scripts', label, scripts: scriptsOf(label), hostname });
  }
  if (site?.unusual && !loopback) warnings.push({ code: 'unusual-host', hostname });
  if (isIp) warnings.push({ code: 'ip-literal', hostname });
  if (parsed.protocol === 'http:' && !loopback) warnings.push({ code: 'insecure-http', hostname });
  return analysis;
}

/**
 * The domain to highlight, and whether the host is unusual: no registrable domain under tldts's hostname validation
 * (one trailing dot allowed). Then tldts without validation, or the last two labels, is highlighted (docs/url-safety.md).
 */
function siteOf(hostname: string): { domain?: string; unusual: boolean } {
  const withoutDot = hostname.replace(/\.$/, '');
  const domain = parse(withoutDot, { allowPrivateDomains: true }).domain;
  if (domain && endsWithLabels(withoutDot, domain)) return { domain, unusual: false };
  const bare = hostname.replace(/\.+$/, '');
  const guess = parse(bare, { allowPrivateDomains: true, validateHostname: false }).domain;
  const fallback = guess && endsWithLabels(bare, guess) ? guess : bare.split('.').filter(Boolean).slice(-2).join('.');
  return { domain: fallback && endsWithLabels(bare, fallback) ? fallback : undefined, unusual: true };
}

function endsWithLabels(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * Splits a hostname for display: the part before the registrable domain, and the domain to highlight.
 * @example splitHostname('login.bank.example.co.uk', 'example.co.uk') // -> ['login.bank.', 'example.co.uk', '']
 */
export function splitHostname(hostname: string, registrableDomain: string | undefined): [string, string, string] {
  const bare = hostname.replace(/\.+$/, '');
  if (!registrableDomain || !bare.endsWith(registrableDomain)) return [hostname, '', ''];
  return [bare.slice(0, bare.length - registrableDomain.length), registrableDomain, hostname.slice(bare.length)];
}

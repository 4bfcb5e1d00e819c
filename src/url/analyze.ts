/**
 * What the URL consent view must know about a URL before the user decides (SPEC §9): the full address, its host
 * in ASCII and Unicode form, the registrable domain (Public Suffix List, via tldts) to highlight, the warnings for
 * addresses that deceive, and whether the scheme is refused. Pure and React-free; it never fetches anything.
 */
import { parse } from 'tldts';
import { toUnicodeHostname } from './punycode.ts';
import { isMixedScripts, scriptsOf } from './scripts.ts';

/** A reason to look twice at a URL (SPEC §9 *SHOULD* warn). */
export type UrlWarning =
  /** An internationalised host: the browser's ASCII form and the Unicode form it stands for. */
  | { code: 'idn'; ascii: string; unicode: string }
  /** A host label mixing scripts (e.g. Latin and Cyrillic look-alikes). */
  | { code: 'mixed-scripts'; label: string; scripts: string[] }
  /** Text before `@` that looks like a host but is a user name (`https://bank.example@evil.example/`). */
  | { code: 'userinfo'; userinfo: string; hostname: string }
  /** A bare IP address instead of a name. */
  | { code: 'ip-literal'; hostname: string }
  /** Plain `http:` to a host other than this device: anyone on the path can read or change the page. */
  | { code: 'insecure-http'; hostname: string };

/** Why a URL is refused outright (SPEC §9 *Decision*: only `https:` and `http:`; the result is `decline`). */
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
  /** The registrable domain (eTLD+1, private suffixes included), a suffix of `hostname`; absent for IPs and bare names. */
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
 * Reads a URL-mode elicitation's `url` (SPEC §9). Never throws; never touches the network.
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
  const bare = hostname.replace(/\.$/, '');
  const domain = isIp ? null : parse(bare, { allowPrivateDomains: true }).domain;
  if (domain && bare.endsWith(domain)) analysis.registrableDomain = domain;

  const warnings = analysis.warnings;
  if (parsed.username !== '' || parsed.password !== '') {
    const userinfo = parsed.password !== '' ? `${parsed.username}:${parsed.password}` : parsed.username;
    warnings.push({ code: 'userinfo', userinfo: safeDecode(userinfo), hostname: unicodeHostname });
  }
  if (unicodeHostname !== hostname) warnings.push({ code: 'idn', ascii: hostname, unicode: unicodeHostname });
  for (const label of unicodeHostname.split('.')) {
    const scripts = scriptsOf(label);
    if (isMixedScripts(scripts)) warnings.push({ code: 'mixed-scripts', label, scripts });
  }
  if (isIp) warnings.push({ code: 'ip-literal', hostname });
  if (parsed.protocol === 'http:' && !isLoopbackHost(hostname)) warnings.push({ code: 'insecure-http', hostname });
  return analysis;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Splits a hostname for display: the part before the registrable domain, and the domain to highlight.
 * @example splitHostname('login.bank.example.co.uk', 'example.co.uk') // -> ['login.bank.', 'example.co.uk', '']
 */
export function splitHostname(hostname: string, registrableDomain: string | undefined): [string, string, string] {
  const bare = hostname.replace(/\.$/, '');
  if (!registrableDomain || !bare.endsWith(registrableDomain)) return [hostname, '', ''];
  return [bare.slice(0, bare.length - registrableDomain.length), registrableDomain, hostname.slice(bare.length)];
}

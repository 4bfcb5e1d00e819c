/**
 * Punycode (RFC 3492) decoding of IDNA hostnames, so the consent view can show both forms of an IDN host
 * (docs/behaviour.md §9). Browsers give `new URL(x).hostname` in ASCII form only and have no decoder of their own
 * (`node:url`'s `domainToUnicode` exists only in Node): this is the RFC's decoding procedure, nothing more.
 */

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;

function adapt(delta: number, numPoints: number, firstTime: boolean): number {
  let d = firstTime ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / numPoints);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

function digitOf(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 22; // 0-9 -> 26-35
  if (code >= 0x41 && code <= 0x5a) return code - 0x41; // A-Z
  if (code >= 0x61 && code <= 0x7a) return code - 0x61; // a-z
  return BASE;
}

/** Decodes one label's Punycode payload (without `xn--`); `undefined` when it is not valid Punycode. */
function decodeLabel(input: string): string | undefined {
  const output: number[] = [];
  const basicEnd = input.lastIndexOf('-');
  for (let j = 0; j < Math.max(basicEnd, 0); j++) {
    const code = input.charCodeAt(j);
    if (code >= 0x80) return undefined;
    output.push(code);
  }
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  for (let index = basicEnd > 0 ? basicEnd + 1 : 0; index < input.length; ) {
    const oldI = i;
    for (let w = 1, k = BASE; ; k += BASE) {
      if (index >= input.length) return undefined;
      const digit = digitOf(input.charCodeAt(index++));
      if (digit >= BASE) return undefined;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
      if (i > 0x10ffff * 64 || w > 0x10ffff * 64) return undefined; // overflow guard on hostile input
    }
    bias = adapt(i - oldI, output.length + 1, oldI === 0);
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1;
    if (n > 0x10ffff) return undefined;
    output.splice(i++, 0, n);
  }
  return String.fromCodePoint(...output);
}

/**
 * The Unicode form of an ASCII hostname: every `xn--` label decoded. A label that fails to decode stays as sent.
 * @example toUnicodeHostname('xn--pple-43d.com') // -> 'аpple.com' (Cyrillic а)
 */
export function toUnicodeHostname(hostname: string): string {
  return hostname
    .split('.')
    .map((label) => (label.toLowerCase().startsWith('xn--') ? decodeLabel(label.slice(4)) ?? label : label))
    .join('.');
}

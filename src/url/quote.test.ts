import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUOTE_CAP, quoteServerText } from './quote.ts';

/** Characters a quotation must never carry raw: controls, format (bidi, zero-width), separators, default-ignorables. */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
/** Also shown by code point: private-use and unassigned characters, and every space but U+0020. */
const ESCAPED = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]|[^\P{White_Space} ]/u;
/** Strings heavy in the characters that hide or reorder text, mixed with ordinary ones. */
const tricky = fc.array(fc.oneof(
  fc.constantFrom('\u202E', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C', '\u200B', '\u200C',
    '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u2028', '\u2029', '\u0000', '\n', '\r', '\t', '\u0085', '\u3000', '\u00A0',
    '\u3164', '\uFE0F', '\u{E0041}', '\u0483', '\uD800', '”', '“', ' ', '@', '…'),
  fc.string({ unit: 'binary', maxLength: 3 }),
), { maxLength: 80 }).map((parts) => parts.join(''));

describe('quoteServerText (docs/url-safety.md)', () => {
  it('shows hidden characters by code point and cuts at the cap', () => {
    expect(quoteServerText('moc.elgoog\u202E')).toBe('moc.elgoog[U+202E]');
    expect(quoteServerText('a\u200Bb\u2028c\u0000d\ne')).toBe('a[U+200B]b[U+2028]c[U+0000]d[U+000A]e');
    expect(quoteServerText('\u0483google')).toBe('[U+0483]google'); // would join the opening quotation mark
    expect(quoteServerText('x'.repeat(QUOTE_CAP))).toBe('x'.repeat(QUOTE_CAP));
    expect(quoteServerText('x'.repeat(QUOTE_CAP + 1))).toBe(`${'x'.repeat(QUOTE_CAP)}…`);
    // An escape is never cut in half: it is shown whole or not at all.
    expect(quoteServerText(`${'x'.repeat(QUOTE_CAP - 3)}\u202Ey`)).toBe(`${'x'.repeat(QUOTE_CAP - 3)}…`);
    expect(quoteServerText('аpple.com', Infinity)).toBe('аpple.com');
  });

  it('never lets a hidden character through, and never shows more than the cap', () => {
    fc.assert(fc.property(fc.oneof(tricky, fc.string({ unit: 'binary' })), (text) => {
      const quoted = quoteServerText(text);
      expect(quoted).not.toMatch(HIDDEN);
      expect([...quoted].length).toBeLessThanOrEqual(QUOTE_CAP + 1);
      // Plain text within the cap is quoted as it is.
      if (!ESCAPED.test(text) && [...text].length <= QUOTE_CAP && !/^\p{M}/u.test(text)) expect(quoted).toBe(text);
    }), { numRuns: 500 });
  });
});

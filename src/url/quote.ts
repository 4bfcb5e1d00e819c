/**
 * Server text inside the kit's own warnings (docs/behaviour.md §9.3; docs/url-safety.md). A URL's userinfo or host label
 * may appear in a warning only as a quotation that cannot pass as the kit's words: every character that is
 * invisible, changes direction or breaks a line is shown by its code point (`[U+202E]`), and only the first
 * `QUOTE_CAP` characters are shown, then `…`. The view also isolates each quotation in its own `<bdi>`.
 */

/** How many characters of server text a warning quotes, at most (an escape such as `[U+202E]` counts whole). */
export const QUOTE_CAP = 40;

/**
 * What is shown by code point: controls (C0, C1, NUL, newlines), format characters (bidi controls and isolates,
 * zero-width space and joiners, soft hyphen, tags), line and paragraph separators, every space but U+0020,
 * default-ignorable characters (variation selectors, Hangul fillers), surrogates, private-use and unassigned ones.
 */
const HIDDEN = /^(?:[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]|(?! )\p{White_Space})$/u;
/** A combining mark would join the opening quotation mark: at the start it is shown by code point too. */
const MARK = /^\p{M}$/u;

/** `[U+202E]`: a character named by its code point. */
function codePointLabel(char: string): string {
  return `[U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`;
}

/**
 * Server text as a warning may quote it: hidden characters shown by code point, at most `cap` characters, then `…`.
 * @example quoteServerText('a\u202Eb') // -> 'a[U+202E]b'
 * @example quoteServerText('x'.repeat(50)) // -> 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' (40 x)
 */
export function quoteServerText(text: string, cap = QUOTE_CAP): string {
  let shown = '';
  let length = 0;
  for (const char of text) {
    const piece = HIDDEN.test(char) || (length === 0 && MARK.test(char)) ? codePointLabel(char) : char;
    const pieceLength = piece === char ? 1 : piece.length;
    if (length + pieceLength > cap) return `${shown}…`;
    shown += piece;
    length += pieceLength;
  }
  return shown;
}

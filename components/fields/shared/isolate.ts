/**
 * Server text inside one of the kit's sentences ("“2 مرحبا” is already in the list", "Adding تقرير.pdf…") must keep
 * its own direction, and not pull the sentence's words, digits or punctuation to its side (docs/behaviour.md §7.3, UAX #9).
 * The message functions return plain strings, so a name is marked with the first-strong isolate characters
 * (FSI … PDI) when it goes in; `<Sentence>` then draws each marked name as a `<bdi>` and drops the marks, so the page
 * text, what a screen reader reads and what tests match stay the plain sentence.
 */
export const ISOLATE_START = '\u2068';
export const ISOLATE_END = '\u2069';

/**
 * `text` marked for isolation inside a kit sentence that `<Sentence>` renders.
 * @example <Sentence text={messages.stringListDuplicate(isolate(entry))} />
 */
export function isolate(text: string): string {
  return `${ISOLATE_START}${text}${ISOLATE_END}`;
}

/**
 * A sentence cut into its own words (even indexes) and its isolated names (odd indexes), without the marks.
 * @example isolatedParts('Adding \u2068a.pdf\u2069…') // ['Adding ', 'a.pdf', '…']
 */
export function isolatedParts(text: string): string[] {
  return text.split(/\u2068([^\u2069]*)\u2069/u);
}

/**
 * The read-only summary a form shows once it was sent (docs/behaviour.md §7.7): each answered field as a label and the
 * value as the user saw it — option titles rather than wire values, Yes/No, lists joined, files by name, dates
 * in words. Works from the content that was sent (docs/behaviour.md §3), so the summary never shows what the server did not get.
 */
import type { Content, FieldNode, FieldValue, FormModel, ResourcePickerField } from './model.ts';

/** One row of the summary. */
export interface SummaryEntry {
  /** The property name (unique, a stable React key). */
  name: string;
  label: string;
  value: string;
}

/** The words and formats a summary needs; the React kit passes them from its message catalogue. */
export interface SummaryWords {
  yes: string;
  no: string;
  /** Joins list items, e.g. `', '`. */
  listSeparator: string;
  /** A sent `date` (`YYYY-MM-DD`) or `date-time` (RFC 3339) in words; see `formatSentDate`. */
  date: (value: string, withTime: boolean) => string;
  /** Stands in for the value of a credential-like field (docs/behaviour.md §11), e.g. `'Hidden'`. */
  masked?: string;
}

/**
 * `value` (a sent `date` or `date-time`) in the reader's words, e.g. "Dec 20, 2026" or "Dec 1, 2026, 6:30 PM";
 * the text unchanged when it doesn't parse. A date has no time zone, so it is read and written in UTC (no day shift);
 * a date-time was sent with the browser's offset, so it is shown in the browser's zone, as it was typed.
 * @example formatSentDate('2026-12-20', false, 'en') // 'Dec 20, 2026'
 */
export function formatSentDate(value: string, withTime: boolean, locale?: string): string {
  const time = Date.parse(withTime ? value : `${value}T00:00:00Z`);
  if (Number.isNaN(time)) return value;
  const options: Intl.DateTimeFormatOptions = withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium', timeZone: 'UTC' };
  return dateFormat(locale, options).format(time);
}

/** `Intl.DateTimeFormat` for `locale`, or for the browser's locale when a catalogue names one `Intl` refuses. */
function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale, options);
  } catch {
    return new Intl.DateTimeFormat(undefined, options);
  }
}

/** The name a picker shows for `uri`: the option's title, a user file's name, else the URI itself. */
function resourceName(field: ResourcePickerField, uri: string, uiValue: FieldValue): string {
  const option = field.options.find((candidate) => candidate.uri === uri);
  if (option) return option.label;
  const added = typeof uiValue === 'object' && !Array.isArray(uiValue) ? uiValue.added.find((item) => item.uri === uri) : undefined;
  return added?.name ?? uri;
}

function display(field: FieldNode, sent: Content[string], uiValue: FieldValue, words: SummaryWords): string {
  const list = Array.isArray(sent) ? sent : [sent];
  switch (field.kind) {
    case 'boolean':
      return sent === true ? words.yes : words.no;
    case 'text':
      return typeof sent === 'string' && (field.format === 'date' || field.format === 'date-time')
        ? words.date(sent, field.format === 'date-time')
        : String(sent);
    case 'single-choice':
    case 'single-choice-legacy':
    case 'single-choice-titled':
    case 'multi-choice':
    case 'multi-choice-titled':
      return list.map((value) => field.options.find((option) => option.value === value)?.label ?? String(value)).join(words.listSeparator);
    case 'string-list':
      // A chip shows a suggestion's title for an entry that is one (StringList/Chips.tsx).
      return list.map((value) => field.item.suggestions.find((item) => item.value === value)?.label ?? String(value)).join(words.listSeparator);
    case 'resource-picker':
      return list.map((uri) => resourceName(field, String(uri), uiValue)).join(words.listSeparator);
    default:
      return list.join(words.listSeparator);
  }
}

/**
 * The rows of the summary of `content`, in form order; fields left out of the content, empty text and empty lists
 * are omitted. `uiValues` (index-aligned with `model.fields`) lets user-added files show by name. The fields named in
 * `masked` (credential-like, docs/behaviour.md §11) show `words.masked` instead of their value: a summary stays on screen.
 * @example
 * summarizeAnswer(model, { plan: 'pro', subscribe: true }, words)
 * // [{ name: 'plan', label: 'Plan', value: 'Pro' }, { name: 'subscribe', label: 'Subscribe', value: 'Yes' }]
 */
export function summarizeAnswer(
  model: FormModel, content: Content, words: SummaryWords, uiValues: readonly FieldValue[] = [], masked: ReadonlySet<string> = new Set(),
): SummaryEntry[] {
  const entries: SummaryEntry[] = [];
  model.fields.forEach((field, index) => {
    if (!Object.hasOwn(content, field.name)) return;
    const shown = display(field, content[field.name]!, uiValues[index], words);
    const value = shown !== '' && masked.has(field.name) ? (words.masked ?? '••••••••') : shown;
    if (value !== '') entries.push({ name: field.name, label: field.label, value });
  });
  return entries;
}

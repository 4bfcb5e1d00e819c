/** Kinds `text` and `text-suggestions`: a string field, optionally with `x-openai-suggestions` (docs/behaviour.md §2, §4). */
import { localDateTimeToRfc3339, rfc3339ToLocalDateTime } from '../datetime.ts';
import { own, pointer, type JsonObject } from '../json.ts';
import type { FieldValue, SuggestionsField, TextConstraints, TextField } from '../model.ts';
import { checkCommon, checkTextConstraints, readTextConstraints, typeOf } from './checks.ts';
import { checkSuggestions, readSuggestions } from './options.ts';
import type { KindDefinition } from './types.ts';
import { UNREADABLE_ENTRY } from '../unreadable.ts';

const CHOICE_KEYS = ['enum', 'oneOf', 'anyOf', 'x-openai-input'];

const isPlainString = (schema: JsonObject): boolean =>
  typeOf(schema) === 'string' && CHOICE_KEYS.every((key) => own(schema, key) === undefined);

/**
 * Text UI value → wire string. Empty text is left out (docs/behaviour.md §3). A `date-time` field holds local wall-clock
 * text and is sent as RFC 3339 with the user's offset; text that doesn't convert is sent as typed, so
 * validation reports it rather than the kit silently dropping it. An unreadable date is never sent: the form
 * reports it as an error instead (src/unreadable.ts, docs/behaviour.md §3).
 */
export function textToContent(constraints: TextConstraints, value: FieldValue): string | undefined {
  if (typeof value !== 'string' || value === '' || value === UNREADABLE_ENTRY) return undefined;
  if (constraints.format === 'date-time') return localDateTimeToRfc3339(value) ?? value;
  return value;
}

/** Wire string → text UI value (`date-time` shown in local time); `undefined` when it is not a usable string. */
export function textFromContent(constraints: TextConstraints, content: unknown): string | undefined {
  if (typeof content !== 'string') return undefined;
  if (constraints.format === 'date-time') return rfc3339ToLocalDateTime(content);
  return content;
}

/** A plain string field. */
export const textKind: KindDefinition<TextField> = {
  kinds: ['text'],
  recognise: (schema) => isPlainString(schema) && own(schema, 'x-openai-suggestions') === undefined,
  check: (schema, { pointer: path }) => [...checkCommon(schema, path), ...checkTextConstraints(schema, path)],
  build: (schema, base) => ({ ...base, kind: 'text', ...readTextConstraints(schema) }),
  emptyValue: () => '',
  toContent: textToContent,
  fromContent: textFromContent,
};

/** A string field with suggestions: any text is allowed, the suggestion's `const` is what is sent (docs/behaviour.md §4). */
export const textSuggestionsKind: KindDefinition<SuggestionsField> = {
  kinds: ['text-suggestions'],
  recognise: (schema) => isPlainString(schema) && own(schema, 'x-openai-suggestions') !== undefined,
  check: (schema, { pointer: path }) => [
    ...checkCommon(schema, path),
    ...checkTextConstraints(schema, path),
    ...checkSuggestions(own(schema, 'x-openai-suggestions'), pointer(path, 'x-openai-suggestions')),
  ],
  build: (schema, base) => ({
    ...base,
    kind: 'text-suggestions',
    ...readTextConstraints(schema),
    suggestions: readSuggestions(own(schema, 'x-openai-suggestions')),
  }),
  emptyValue: () => '',
  toContent: textToContent,
  fromContent: textFromContent,
};

/** Kinds `number` (number/integer) and `boolean` (docs/behaviour.md §2, §3). */
import { own } from '../json.ts';
import type { BooleanField, NumberField } from '../model.ts';
import { checkBounds, checkCommon, typeOf } from './checks.ts';
import type { KindDefinition } from './types.ts';

// A complete JSON-ish number: what `Number()` would accept minus its surprises ('' → 0, '0x10', 'Infinity').
const NUMBER_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Parses a number draft on submit (docs/behaviour.md §3: the draft is kept while typing). Empty → `undefined` (left out);
 * unparsable text (`-`, `1e`, `abc`) is returned unchanged so validation reports "Enter a number".
 */
export function parseNumberDraft(draft: unknown): number | string | undefined {
  if (typeof draft === 'number') return Number.isFinite(draft) ? draft : String(draft);
  if (typeof draft !== 'string') return undefined;
  const text = draft.trim();
  if (text === '') return undefined;
  const parsed = Number(text);
  return NUMBER_TEXT.test(text) && Number.isFinite(parsed) ? parsed : draft;
}

/** `type: "number" | "integer"` without `enum` (a numeric enum is a single choice). */
export const numberKind: KindDefinition<NumberField> = {
  kinds: ['number'],
  recognise: (schema) => (typeOf(schema) === 'number' || typeOf(schema) === 'integer') && own(schema, 'enum') === undefined,
  check: (schema, { pointer: path }) => [...checkCommon(schema, path), ...checkBounds(schema, path, 'minimum', 'maximum', false)],
  build: (schema, base) => {
    const field: NumberField = { ...base, kind: 'number', integer: typeOf(schema) === 'integer' };
    const minimum = own(schema, 'minimum');
    if (typeof minimum === 'number') field.minimum = minimum;
    const maximum = own(schema, 'maximum');
    if (typeof maximum === 'number') field.maximum = maximum;
    return field;
  },
  emptyValue: () => '',
  // The parse result may be a raw string on purpose (validation then reports it); see parseNumberDraft.
  toContent: (_field, value) => parseNumberDraft(value),
  fromContent: (field, content) =>
    typeof content === 'number' && Number.isFinite(content) && (!field.integer || Number.isInteger(content))
      ? String(content)
      : undefined,
};

/** `type: "boolean"`: untouched optional booleans are left out; a required one is sent as `false` (docs/behaviour.md §3). */
export const booleanKind: KindDefinition<BooleanField> = {
  kinds: ['boolean'],
  recognise: (schema) => typeOf(schema) === 'boolean',
  check: (schema, { pointer: path }) => checkCommon(schema, path),
  build: (_schema, base) => ({ ...base, kind: 'boolean' }),
  emptyValue: () => undefined,
  toContent: (field, value) => (typeof value === 'boolean' ? value : field.required ? false : undefined),
  fromContent: (_field, content) => (typeof content === 'boolean' ? content : undefined),
};

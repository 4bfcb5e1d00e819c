/**
 * fast-check arbitraries for the supported schema subset (SPEC §2): every field kind with every constraint, and
 * answers to them that are valid, on a boundary, or mutated. Shared by the engine differential test and the
 * UI-level property test. Test-only.
 */
import fc from 'fast-check';

type Schema = Record<string, unknown>;

/** Patterns real servers send, all linear and all valid with the `u` flag. */
export const SAFE_PATTERNS = ['^[A-Z]{3}$', '^\\d{5}(-\\d{4})?$', '^[a-z0-9-]+$', 'a', '^$', '^\\p{L}+$', '\\.', '^.{2}$', '^[^@\\s]+@[^@\\s]+$', '^v\\d+\\.\\d+\\.\\d+$'];
/** Field names, including the ones that must never touch a prototype. */
export const FIELD_NAMES = ['a', 'b', 'c', 'd', 'e', 'x y', 'é', '__proto__', 'constructor', 'toString'];
const WORDS = ['red', 'blue', 'green', 'ABC', 'x', 'é😀', 'a.b', 'ada@example.com'];
const URIS = ['file:///a.png', 'file:///b%20c.txt', 'https://example.com/x', 'file:///d.pdf'];

const title = fc.option(fc.constantFrom('Name', 'Pick one', 'Tags'), { nil: undefined });
const withTitle = (schema: Schema, label: string | undefined): Schema => (label === undefined ? schema : { ...schema, title: label });
/** An optional `[min, max]` pair with min ≤ max; either side may be missing. */
const bounds = (max: number) => fc.tuple(fc.option(fc.nat(max), { nil: undefined }), fc.option(fc.nat(max), { nil: undefined }))
  .map(([a, b]) => (a !== undefined && b !== undefined && a > b ? [b, a] : [a, b]));
const put = (schema: Schema, key: string, value: unknown): Schema => (value === undefined ? schema : { ...schema, [key]: value });
const options = fc.uniqueArray(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 });
const suggestions = fc.uniqueArray(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }).map((values) => values.map((value) => ({ const: value, title: value.toUpperCase() })));

/** A text schema (also the `items` of a string list): lengths, a safe pattern, a format, suggestions. */
export const textSchema = fc.record({
  lengths: bounds(6), pattern: fc.option(fc.constantFrom(...SAFE_PATTERNS), { nil: undefined }),
  format: fc.option(fc.constantFrom('email', 'uri', 'date', 'date-time'), { nil: undefined }), suggest: fc.option(suggestions, { nil: undefined }),
}).map(({ lengths: [min, max], pattern, format, suggest }) =>
  put(put(put(put(put({ type: 'string' }, 'minLength', min), 'maxLength', max), 'pattern', pattern), 'format', format), 'x-openai-suggestions', suggest));

const numberSchema = fc.record({ type: fc.constantFrom('number', 'integer'), lo: fc.option(fc.integer({ min: -5, max: 5 }), { nil: undefined }),
  span: fc.option(fc.nat(10), { nil: undefined }), half: fc.boolean() })
  .map(({ type, lo, span, half }) => {
    const min = lo === undefined ? undefined : lo + (half && type === 'number' ? 0.5 : 0);
    return put(put({ type }, 'minimum', min), 'maximum', span === undefined ? undefined : (min ?? 0) + span);
  });

const singleChoice = fc.oneof(
  options.map((values) => ({ type: 'string', enum: values })),
  options.map((values) => ({ type: 'string', enum: values, enumNames: values.map((value) => value.toUpperCase()) })),
  options.map((values) => ({ type: 'string', oneOf: values.map((value) => ({ const: value, title: value.toUpperCase() })) })),
  fc.uniqueArray(fc.integer({ min: -3, max: 9 }), { minLength: 1, maxLength: 4 }).map((values) => ({ type: 'integer', enum: values })),
);
const counts = bounds(4).map(([min, max]) => (schema: Schema) => put(put(schema, 'minItems', min), 'maxItems', max));
const multiChoice = fc.tuple(options, fc.boolean(), counts).map(([values, titled, count]) => count({
  type: 'array', items: titled ? { anyOf: values.map((value) => ({ const: value, title: value.toUpperCase() })) } : { type: 'string', enum: values },
}));
const stringList = fc.tuple(textSchema, counts, fc.boolean()).map(([items, count, unique]) => put(count({ type: 'array', items }), 'uniqueItems', unique ? true : undefined));
const pickerInput = fc.record({ uris: fc.uniqueArray(fc.constantFrom(...URIS), { minLength: 1, maxLength: 3 }), uploads: fc.boolean() })
  .map(({ uris, uploads }) => put({ type: 'resource', options: uris.map((uri) => ({ uri, name: uri.slice(uri.lastIndexOf('/') + 1) })) }, 'userOptions', uploads ? { kind: 'file' } : undefined));
const picker = fc.oneof(
  pickerInput.map((input) => ({ type: 'string', format: 'uri', 'x-openai-input': input })),
  fc.tuple(pickerInput, fc.constantFrom(undefined, 'explicit', 'implicit'), counts).map(([input, selection, count]) =>
    count({ type: 'array', items: { type: 'string', format: 'uri' }, 'x-openai-input': put(input, 'selection', selection) })),
);

/** One field schema of any supported kind. */
export const fieldSchema: fc.Arbitrary<Schema> = fc.tuple(
  fc.oneof(textSchema, numberSchema, fc.constant({ type: 'boolean' }), singleChoice, multiChoice, stringList, picker), title,
).map(([schema, label]) => withTitle(schema, label));

/** A whole supported form: 1–4 fields with distinct names (prototype names included), some required. */
export const formSchema = fc.uniqueArray(fc.tuple(fc.constantFrom(...FIELD_NAMES), fieldSchema, fc.boolean()), { minLength: 1, maxLength: 4, selector: ([name]) => name })
  .map((fields) => {
    const properties: Schema = {};
    for (const [name, schema] of fields) Object.defineProperty(properties, name, { value: schema, enumerable: true, writable: true, configurable: true });
    return { type: 'object', properties, required: fields.filter(([, , required]) => required).map(([name]) => name) };
  });

const textValue = fc.oneof(
  fc.constantFrom(...WORDS, ...URIS, '', 'AB', 'ABCD', '12345', '12345-6789', 'v1.2.3', 'a@b', '2026-11-29', '2026-02-30', '2026-11-29T14:05:00Z', '2026-11-29T14:05', 'ada@example.com'),
  fc.tuple(fc.nat(8), fc.constantFrom('a', 'A', '😀', '1')).map(([length, unit]) => unit.repeat(length)), // lengths around every boundary, in code points
  fc.string({ maxLength: 6 }),
);
/** A value for any field: right or wrong type, boundary numbers, arrays of known and unknown entries, `null`. */
export const anyValue = fc.oneof(
  { weight: 4, arbitrary: textValue },
  { weight: 2, arbitrary: fc.oneof(fc.integer({ min: -6, max: 16 }), fc.constantFrom(0.5, 2.5, -0.5, 1e21)) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 3, arbitrary: fc.array(fc.oneof(textValue, fc.constantFrom(...URIS, ...WORDS)), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, [1], { x: 1 }) },
);

/** An answer to `schema`: each field left out or given a value; now and then a key that is not a field. */
export function contentFor(schema: { properties: Schema }): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(schema.properties);
  return fc.tuple(fc.array(fc.option(anyValue, { nil: undefined, freq: 3 }), { minLength: names.length, maxLength: names.length }), fc.option(anyValue, { nil: undefined, freq: 8 }))
    .map(([values, stray]) => {
      const content: Record<string, unknown> = {};
      names.forEach((name, index) => {
        if (values[index] !== undefined) Object.defineProperty(content, name, { value: values[index], enumerable: true, writable: true, configurable: true });
      });
      if (stray !== undefined) content.stray = stray;
      return content;
    });
}

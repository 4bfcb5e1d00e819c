/**
 * fast-check arbitraries for the supported schema subset (docs/behaviour.md §2): every field kind with every constraint, and
 * answers to them that are valid, on a boundary, or mutated. Shared by the engine differential test and the
 * UI-level property test. Test-only.
 */
import fc from 'fast-check';

type Schema = Record<string, unknown>;

/** Patterns real servers send, all linear and all valid with the `u` flag. */
export const SAFE_PATTERNS = ['^[A-Z]{3}$', '^\\d{5}(-\\d{4})?$', '^[a-z0-9-]+$', 'a', '^$', '^\\p{L}+$', '\\.', '^.{2}$', '^[^@\\s]+@[^@\\s]+$', '^v\\d+\\.\\d+\\.\\d+$'];
/** Field names that must never touch a prototype (the SDK validators mishandle them, so they come up now and then). */
export const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString'];
const fieldName = fc.oneof({ weight: 8, arbitrary: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'x y', 'é') }, { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES) });
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
export const formSchema = fc.uniqueArray(fc.tuple(fieldName, fieldSchema, fc.boolean()), { minLength: 1, maxLength: 4, selector: ([name]) => name })
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

const own = (object: Schema, key: string): unknown => (Object.hasOwn(object, key) ? object[key] : undefined);
const TEXT_SAMPLES = [...new Set([...WORDS, ...URIS, '', 'AB', 'ABC', 'ab', 'a', 'abc-1', '12345', '12345-6789', 'v1.2.3', 'a.b', 'Ωmega', 'ada@example.com',
  '2026-11-29', '2026-11-29T14:05:00Z', '😀😀', 'aaaa', 'aaaaaa'])];
const stringsOf = (values: unknown): string[] => (Array.isArray(values) ? values.filter((value): value is string => typeof value === 'string') : []);
const constsOf = (values: unknown): unknown[] => (Array.isArray(values) ? values.map((option: unknown) => (option as Schema).const) : []);
const uriOptions = (schema: Schema): string[] => constsOf(own(own(schema, 'x-openai-input') as Schema, 'options')).length === 0 ? []
  : ((own(own(schema, 'x-openai-input') as Schema, 'options') as Schema[]).map((option) => option.uri as string));
const sizes = (schema: Schema, available: number) => {
  const min = Math.min(Number(own(schema, 'minItems') ?? 0), available);
  return { minLength: min, maxLength: Math.max(min, Math.min(Number(own(schema, 'maxItems') ?? available), available)) };
};

/**
 * A value the field most likely accepts (the generator's guess; the validators give the verdict): text samples that
 * fit `fits`, numbers at and inside the bounds, options, option subsets within the item counts.
 */
export function likelyValidValue(schema: Schema, fits: (schema: Schema, value: unknown) => boolean): fc.Arbitrary<unknown> {
  const type = own(schema, 'type');
  const items = own(schema, 'items') as Schema | undefined;
  if (own(schema, 'x-openai-input') !== undefined) {
    const uris = uriOptions(schema);
    return type === 'array' ? fc.subarray(uris, sizes(schema, uris.length)) : fc.constantFrom(...uris);
  }
  if (Array.isArray(own(schema, 'enum'))) return fc.constantFrom(...(own(schema, 'enum') as unknown[]));
  if (Array.isArray(own(schema, 'oneOf'))) return fc.constantFrom(...constsOf(own(schema, 'oneOf')));
  if (type === 'boolean') return fc.boolean();
  if (type === 'number' || type === 'integer') {
    const [min, max] = [Number(own(schema, 'minimum') ?? -3), Number(own(schema, 'maximum') ?? 12)];
    const candidates = [min, max, Math.ceil(min), Math.floor(max), (min + max) / 2, Math.round((min + max) / 2)].filter((value) => fits(schema, value));
    return candidates.length > 0 ? fc.constantFrom(...candidates) : fc.constant(min);
  }
  if (type === 'array' && items) {
    const options = Array.isArray(own(items, 'enum')) ? stringsOf(own(items, 'enum')) : constsOf(own(items, 'anyOf')) as string[];
    if (options.length > 0) return fc.subarray(options, sizes(schema, options.length));
    const texts = TEXT_SAMPLES.filter((value) => fits(items, value));
    if (texts.length === 0) return fc.constant([]);
    const { minLength, maxLength } = { minLength: Number(own(schema, 'minItems') ?? 0), maxLength: Number(own(schema, 'maxItems') ?? 4) };
    return own(schema, 'uniqueItems') === true ? fc.uniqueArray(fc.constantFrom(...texts), { minLength: Math.min(minLength, texts.length), maxLength: Math.min(maxLength, texts.length) })
      : fc.array(fc.constantFrom(...texts), { minLength, maxLength });
  }
  const texts = TEXT_SAMPLES.filter((value) => fits(schema, value));
  return texts.length > 0 ? fc.constantFrom(...texts) : textValue;
}

/**
 * An answer to `schema`: every field given a likely-valid value (optional ones sometimes left out), then now and
 * then one mutation: a field given any value (wrong type, boundary, `null`) or a key that is not a field.
 */
export function contentFor(schema: { properties: Schema; required: string[] }, fits: (schema: Schema, value: unknown) => boolean): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(schema.properties);
  const values = names.map((name) => {
    const valid = likelyValidValue(schema.properties[name] as Schema, fits);
    return schema.required.includes(name) ? valid : fc.option(valid, { nil: undefined, freq: 4 });
  });
  const mutation = fc.option(fc.tuple(fc.nat(names.length), anyValue), { nil: undefined, freq: 2 });
  return fc.tuple(fc.tuple(...values), mutation).map(([picked, change]) => {
    const content: Record<string, unknown> = {};
    const set = (name: string, value: unknown) => Object.defineProperty(content, name, { value, enumerable: true, writable: true, configurable: true });
    names.forEach((name, index) => { if (picked[index] !== undefined) set(name, picked[index]); });
    if (change) set(names[change[0]] ?? 'stray', change[1]);
    return content;
  });
}

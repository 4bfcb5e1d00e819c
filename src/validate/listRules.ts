/**
 * The checks of a list that an engine makes in time growing faster than the list (docs/relay.md, "What judging an
 * answer costs"): `uniqueItems` compares every pair of entries, and a choice list compares each entry with every
 * option (cfworker also writes all the options into its error for each entry that is none of them: 200 wrong
 * entries of a 2,000-option list took 1.2 s). The kit checks both in one pass over the entries, with the engines'
 * keywords, messages and indexes, and `engineSchema.ts` takes them out of what the engines see.
 */
import { isTextFormat } from '../formats.ts';
import { isJsonObject, own, type JsonObject } from '../json.ts';
import type { ValidationMessages } from '../messages.ts';
import type { ValidationIssue } from '../model.ts';
import { MAX_ISSUES } from './limits.ts';

/** The keys an `anyOf` option may have for the kit to check it as "equals its `const`" (annotations say nothing). */
const OPTION_KEYS = new Set(['const', 'title', 'description', 'x-openai-thumbnail', 'x-openai-preview', '_meta', '$comment']);

interface OptionList {
  keyword: 'enum' | 'anyOf';
  values: ReadonlySet<string>;
}

const isOption = (branch: unknown): boolean => isJsonObject(branch) && typeof own(branch, 'const') === 'string' &&
  Object.keys(branch).every((key) => OPTION_KEYS.has(key) || (key === 'type' && own(branch, 'type') === 'string'));

const optionCache = new WeakMap<JsonObject, OptionList[]>();

/**
 * The option lists of a list's `items` that the kit checks: an `enum` of strings, an `anyOf` of `{const: string}`
 * options. Anything else stays with the engine.
 * @example kitOptionLists({type: 'string', enum: ['a', 'b']}) // [{keyword: 'enum', values: Set {'a', 'b'}}]
 */
export function kitOptionLists(items: JsonObject): OptionList[] {
  let lists = optionCache.get(items);
  if (lists) return lists;
  lists = [];
  const values = own(items, 'enum');
  if (Array.isArray(values) && values.every((value) => typeof value === 'string')) lists.push({ keyword: 'enum', values: new Set(values) });
  const branches = own(items, 'anyOf');
  if (Array.isArray(branches) && branches.every(isOption)) {
    lists.push({ keyword: 'anyOf', values: new Set(branches.map((branch) => own(branch as JsonObject, 'const') as string)) });
  }
  optionCache.set(items, lists);
  return lists;
}

/**
 * A list field's `minItems`/`maxItems` when the kit counts it (`sizes.ts`, before anything else runs): a count on a
 * `type: "array"` field. `engineSchema.ts` takes it out, so the message is read from the schema as sent (the engine's
 * copy has no options left to say "Choose" rather than "Add").
 */
export function kitCount(schema: JsonObject, key: 'minItems' | 'maxItems'): number | undefined {
  const count = own(schema, key);
  return own(schema, 'type') === 'array' && typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : undefined;
}

/** Keywords that say nothing about an answer: what the engines ignore. */
const ANNOTATIONS = new Set(['title', 'description', '$comment', 'default', 'examples', 'x-openai-input', 'x-openai-suggestions',
  'x-openai-thumbnail', 'x-openai-preview', 'enumNames', '_meta']);
const entryKeywordsCache = new WeakMap<JsonObject, boolean>();

function kitReadsItems(items: JsonObject): boolean {
  const options = new Set<string>(kitOptionLists(items).map((list) => list.keyword));
  if (own(items, 'type') !== 'string' && options.size === 0) return false; // then the engine alone checks the type
  return Object.keys(items).every((key) => ANNOTATIONS.has(key) || options.has(key) || key === 'type' ||
    ((key === 'minLength' || key === 'maxLength') && typeof own(items, key) === 'number') ||
    (key === 'pattern' && typeof own(items, key) === 'string') || (key === 'format' && isTextFormat(own(items, key))));
}

/**
 * True when the kit checks every keyword of a list field that reads its entries (type and lengths in `sizes.ts`,
 * pattern, format, options and `uniqueItems` here): once every entry passed the cheap checks, the engine would only
 * read them all again, so it gets the list empty (a list of 20,000 entries took it 15 ms).
 */
export function kitReadsEntries(field: JsonObject): boolean {
  let known = entryKeywordsCache.get(field);
  if (known !== undefined) return known;
  const items = own(field, 'items');
  known = own(field, 'type') === 'array' && isJsonObject(items) && kitReadsItems(items) &&
    Object.keys(field).every((key) => ANNOTATIONS.has(key) || key === 'type' || key === 'items' ||
      ((key === 'minItems' || key === 'maxItems') && kitCount(field, key) !== undefined) || (key === 'uniqueItems' && typeof own(field, key) === 'boolean'));
  entryKeywordsCache.set(field, known);
  return known;
}

/** JSON text with object keys sorted: two JSON values are deeply equal exactly when their keys are the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (!isJsonObject(value)) return JSON.stringify(value);
  return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
}

/**
 * The entry a `uniqueItems` issue points at, as ajv reports it (so both engines mark the same chip as before): with
 * scalar `items` types, the last entry equal to a later one; otherwise the last entry equal to an earlier one.
 */
function duplicateIndex(list: readonly unknown[], items: unknown): number | undefined {
  const types = [isJsonObject(items) ? own(items, 'type') : undefined].flat().filter((type) => type !== undefined);
  const scalar = types.length > 0 && !types.some((type) => type === 'object' || type === 'array');
  const seen = new Set<string>();
  let found: number | undefined;
  for (let step = 0; step < list.length; step += 1) {
    const index = scalar ? list.length - 1 - step : step;
    const key = canonical(list[index]);
    if (!seen.has(key)) seen.add(key);
    else if (scalar) return index;
    else found = index;
  }
  return found;
}

/**
 * The option and `uniqueItems` issues of one list field, in entry order, then the duplicate.
 * @example listIssues('tags', {type: 'array', uniqueItems: true, items: {type: 'string'}}, ['a', 'a'], messages)
 *   // [{field: 'tags', index: 0, keyword: 'uniqueItems', message: 'This entry is listed twice'}]
 */
export function listIssues(field: string, schema: JsonObject, list: readonly unknown[], messages: ValidationMessages): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const items = own(schema, 'items');
  const options = isJsonObject(items) ? kitOptionLists(items) : [];
  for (let index = 0; index < list.length && options.length > 0 && issues.length < MAX_ISSUES; index += 1) {
    const entry = list[index];
    for (const { keyword, values } of options) {
      if (typeof entry !== 'string' || !values.has(entry)) issues.push({ field, index, keyword, message: messages.notAnOption });
    }
  }
  if (own(schema, 'uniqueItems') === true) {
    const index = duplicateIndex(list, items);
    if (index !== undefined) issues.push({ field, index, keyword: 'uniqueItems', message: messages.duplicate });
  }
  return issues;
}

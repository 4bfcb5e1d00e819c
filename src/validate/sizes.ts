/**
 * The cheap checks, first (docs/relay.md, Guarantees 6): how long each string is, in code points as
 * `minLength`/`maxLength` count them, how many entries each list holds and whether they are strings of the right
 * length. They decide what the costly checks may look at: no pattern or format runs on a string that already failed
 * its length, nothing runs on the entries of a list that holds more than `maxItems`, and the engine never sees a
 * list whose entries already failed (it would answer each one slowly) nor a key that is not a field.
 */
import { codePointLength } from '../formats.ts';
import { defineOwn, emptyRecord, isJsonObject, own, type JsonObject } from '../json.ts';
import type { ValidationMessages } from '../messages.ts';
import type { ValidationIssue } from '../model.ts';
import { issueMessage } from './issueMessages.ts';
import { MAX_ISSUES } from './limits.ts';
import { kitCount, kitReadsEntries } from './listRules.ts';

/** A string within its lengths that a `pattern` or `format` will check: a field's value or a list entry. */
export interface TextValue {
  field: string;
  index?: number;
  value: string;
  codePoints: number;
  /** The field's schema, or its `items` for an entry. */
  schema: JsonObject;
}

/** A list within `maxItems`: its `uniqueItems` and options are checked by the kit (`listRules.ts`). */
export interface ListValue {
  field: string;
  value: readonly unknown[];
  schema: JsonObject;
}

/** What the cheap checks found, and what they leave to the others. */
export interface Sizes {
  /** The content the engine judges: the fields, but not those settled here, and lists it has nothing to read in empty. */
  engineContent: JsonObject;
  /** Fields judged here alone: the engine's issues on them (a `required` for the missing key) are dropped. */
  settled: ReadonlySet<string>;
  /** The issues of the settled fields, with the engine's keywords and messages. */
  issues: ValidationIssue[];
  texts: TextValue[];
  lists: ListValue[];
}

const needsText = (schema: JsonObject): boolean => own(schema, 'pattern') !== undefined || own(schema, 'format') !== undefined;

/** The length keyword `codePoints` breaks in `schema`, if any (`minLength` first, as the engines report it). */
function brokenLength(schema: JsonObject, codePoints: number): 'minLength' | 'maxLength' | undefined {
  const [min, max] = [own(schema, 'minLength'), own(schema, 'maxLength')];
  if (typeof min === 'number' && codePoints < min) return 'minLength';
  if (typeof max === 'number' && codePoints > max) return 'maxLength';
  return undefined;
}

const sizeIssue = (field: string, keyword: string, schema: JsonObject, value: unknown, messages: ValidationMessages, index?: number): ValidationIssue => ({
  field, keyword, message: issueMessage({ keyword, schema, value, limit: own(schema, keyword), expectedType: String(own(schema, 'type')) }, messages),
  ...(index === undefined ? {} : { index }),
});

/** A list's entries: the issues of those that are not strings of the right length, and the texts of the others. */
function entryIssues(field: string, items: JsonObject, list: readonly unknown[], sizes: Sizes, messages: ValidationMessages): ValidationIssue[] {
  const found: ValidationIssue[] = [];
  const checked = needsText(items);
  const typed = own(items, 'type') === 'string';
  // Once MAX_ISSUES entries failed, the list is refused anyway: the rest is not looked at.
  for (let index = 0; index < list.length && found.length < MAX_ISSUES; index += 1) {
    const entry = list[index];
    if (typeof entry !== 'string') {
      if (typed) found.push(sizeIssue(field, 'type', items, entry, messages, index));
      continue;
    }
    const codePoints = codePointLength(entry);
    const broken = brokenLength(items, codePoints);
    if (broken) found.push(sizeIssue(field, broken, items, entry, messages, index));
    else if (checked) sizes.texts.push({ field, index, value: entry, codePoints, schema: items });
  }
  return found;
}

/**
 * A list field: its count first. It is settled here (`true`) when it holds more than `maxItems` (nothing else is
 * looked at) or an entry of the wrong type or length (the kit gives the engine's issues itself); `'empty'` when its
 * entries passed and the engine has nothing left to read in them (`kitReadsEntries`).
 */
function sizeList(field: string, schema: JsonObject, list: readonly unknown[], sizes: Sizes, messages: ValidationMessages): boolean | 'empty' {
  const [minItems, maxItems] = [kitCount(schema, 'minItems'), kitCount(schema, 'maxItems')];
  if (maxItems !== undefined && list.length > maxItems) {
    sizes.issues.push(sizeIssue(field, 'maxItems', schema, list, messages));
    return true;
  }
  if (minItems !== undefined && list.length < minItems) sizes.issues.push(sizeIssue(field, 'minItems', schema, list, messages));
  sizes.lists.push({ field, value: list, schema });
  const items = own(schema, 'items');
  const entries = isJsonObject(items) ? entryIssues(field, items, list, sizes, messages) : [];
  if (entries.length === 0) return list.length > 0 && kitReadsEntries(schema) ? 'empty' : false;
  if (own(schema, 'type') !== 'array') return false;
  sizes.issues.push(...entries);
  return true;
}

/**
 * Measures every field of `content` against its schema before anything costly runs.
 * @example measureContent({properties: {a: {type: 'string', maxLength: 2, pattern: '^x'}}}, {a: 'xyz'}, messages).texts // []
 */
export function measureContent(schema: JsonObject, content: JsonObject, messages: ValidationMessages): Sizes {
  const properties = own(schema, 'properties');
  const settled = new Set<string>();
  const emptied = new Set<string>();
  const sizes: Sizes = { engineContent: content, settled, issues: [], texts: [], lists: [] };
  let hidden = false;
  for (const field of Object.keys(content)) {
    const property = isJsonObject(properties) ? own(properties, field) : undefined;
    const value = content[field];
    if (!isJsonObject(property)) {
      hidden = true; // not a field: `rules.ts` says so, once per key, and the engine has nothing to add
    } else if (typeof value === 'string') {
      const codePoints = needsText(property) ? codePointLength(value) : 0;
      if (needsText(property) && !brokenLength(property, codePoints)) sizes.texts.push({ field, value, codePoints, schema: property });
    } else if (Array.isArray(value)) {
      const sized = sizeList(field, property, value, sizes, messages);
      if (sized) (sized === 'empty' ? emptied : settled).add(field);
      hidden ||= sized !== false;
    }
  }
  if (hidden) {
    const engineContent = emptyRecord<unknown>();
    for (const field of Object.keys(content)) {
      const property = isJsonObject(properties) ? own(properties, field) : undefined;
      if (isJsonObject(property) && !settled.has(field)) defineOwn(engineContent, field, emptied.has(field) ? [] : content[field]);
    }
    sizes.engineContent = engineContent;
  }
  return sizes;
}

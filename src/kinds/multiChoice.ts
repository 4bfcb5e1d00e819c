/** Multi choice (docs/behaviour.md §2): `items: {type: "string", enum}` or `items: {anyOf: [{const, title, …}]}`. */
import { isJsonObject, isStringArray, own, pointer, type JsonObject } from '../json.ts';
import type { FieldValue, MultiChoiceField, SupportIssue } from '../model.ts';
import { checkBounds, checkCommon, issue, itemsOf, readItemBounds, typeOf } from './checks.ts';
import { checkEnum, checkTitledOptions, enumOptions, titledOptions } from './options.ts';
import type { KindContext, KindDefinition } from './types.ts';

const isArrayWithItemKey = (schema: JsonObject, key: string): boolean => {
  const items = itemsOf(schema);
  return typeOf(schema) === 'array' && items !== undefined && own(items, key) !== undefined;
};

function checkArray(schema: JsonObject, path: string): SupportIssue[] {
  const issues = [...checkCommon(schema, path), ...checkBounds(schema, path, 'minItems', 'maxItems', true)];
  const unique = own(schema, 'uniqueItems');
  if (unique !== undefined && typeof unique !== 'boolean') {
    issues.push(issue(pointer(path, 'uniqueItems'), 'invalid-keyword', '"uniqueItems" must be a boolean.'));
  }
  return issues;
}

function checkItemsType(items: JsonObject, path: string, typeRequired: boolean): SupportIssue[] {
  const type = own(items, 'type');
  if (type === 'string' || (!typeRequired && type === undefined)) return [];
  return [issue(pointer(path, 'type'), 'array-of-non-strings', 'Choice arrays must hold strings.')];
}

/**
 * Multi-choice values: the UI holds the chosen values; the wire gets them in option order, each once (docs/behaviour.md §3).
 * Values no option offers are kept at the end so validation reports them. An empty optional choice is left out.
 */
const multiValues = {
  emptyValue: (): FieldValue => [],
  toContent: (field: MultiChoiceField, value: FieldValue) => {
    const chosen = new Set(isStringArray(value) ? value : []);
    if (chosen.size === 0) return field.required ? [] : undefined;
    const known = field.options.map((option) => String(option.value)).filter((entry) => chosen.has(entry));
    const knownSet = new Set(known);
    return [...known, ...[...chosen].filter((entry) => !knownSet.has(entry))];
  },
  fromContent: (field: MultiChoiceField, content: unknown): FieldValue => {
    if (!isStringArray(content)) return undefined;
    const values = field.options.map((option) => String(option.value));
    const [offered, chosen] = [new Set(values), new Set(content)];
    return content.every((entry) => offered.has(entry)) ? values.filter((entry) => chosen.has(entry)) : undefined;
  },
};

/** `items: {type: "string", enum: [...]}`. */
export const multiChoiceKind: KindDefinition<MultiChoiceField> = {
  kinds: ['multi-choice'],
  recognise: (schema) => isArrayWithItemKey(schema, 'enum') && !isArrayWithItemKey(schema, 'anyOf'),
  check: (schema, { pointer: path }: KindContext) => {
    const items = itemsOf(schema) as JsonObject;
    const itemsPath = pointer(path, 'items');
    return [...checkArray(schema, path), ...checkCommon(items, itemsPath), ...checkItemsType(items, itemsPath, true),
      ...checkEnum(own(items, 'enum'), pointer(itemsPath, 'enum'), 'string')];
  },
  build: (schema, base) => ({
    ...base, kind: 'multi-choice', hasThumbnails: false, ...readItemBounds(schema),
    options: enumOptions(own(itemsOf(schema) as JsonObject, 'enum') as string[]),
  }),
  ...multiValues,
};

/** `items: {anyOf: [{const, title, description?, "x-openai-thumbnail"?}]}`. */
export const multiChoiceTitledKind: KindDefinition<MultiChoiceField> = {
  kinds: ['multi-choice-titled'],
  recognise: (schema) => isArrayWithItemKey(schema, 'anyOf'),
  check: (schema, { pointer: path }: KindContext) => {
    const items = itemsOf(schema) as JsonObject;
    const itemsPath = pointer(path, 'items');
    const issues = [...checkArray(schema, path), ...checkCommon(items, itemsPath), ...checkItemsType(items, itemsPath, false),
      ...checkTitledOptions(own(items, 'anyOf'), pointer(itemsPath, 'anyOf'))];
    if (own(items, 'enum') !== undefined) {
      issues.push(issue(pointer(itemsPath, 'enum'), 'conflicting-options', 'Items may not have both "enum" and "anyOf".'));
    }
    return issues;
  },
  build: (schema, base) => {
    const items = itemsOf(schema) as JsonObject;
    const list = own(items, 'anyOf');
    return { ...base, kind: 'multi-choice-titled', ...readItemBounds(schema), ...titledOptions(list as JsonObject[]) };
  },
  ...multiValues,
};

/** True when `schema` is an array of choices (used by the duplicate-value rule in validation). */
export function isChoiceArray(schema: unknown): boolean {
  return isJsonObject(schema) && (isArrayWithItemKey(schema, 'enum') || isArrayWithItemKey(schema, 'anyOf'));
}

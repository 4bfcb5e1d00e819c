/** Kind `string-list`: `type: "array"` of text items, optionally with suggestions on the items (docs/behaviour.md §2, §4). */
import { isStringArray, own, pointer, type JsonObject } from '../json.ts';
import type { StringListField, SupportIssue } from '../model.ts';
import { checkBounds, checkCommon, checkTextConstraints, issue, itemsOf, readItemBounds, readTextConstraints, typeOf } from './checks.ts';
import { checkSuggestions, readSuggestions } from './options.ts';
import { textFromContent, textToContent } from './text.ts';
import type { KindDefinition } from './types.ts';

function checkItems(schema: JsonObject, path: string): SupportIssue[] {
  const itemsPath = pointer(path, 'items');
  const items = itemsOf(schema);
  if (items === undefined) return [issue(itemsPath, 'missing-items', 'An array field needs an "items" schema.')];
  if (typeOf(items) === 'object') return [issue(itemsPath, 'nested-object', 'Arrays of objects are not supported.')];
  if (typeOf(items) !== 'string') return [issue(pointer(itemsPath, 'type'), 'array-of-non-strings', 'Arrays must hold strings.')];
  const issues = [...checkCommon(items, itemsPath), ...checkTextConstraints(items, itemsPath),
    ...checkSuggestions(own(items, 'x-openai-suggestions'), pointer(itemsPath, 'x-openai-suggestions'))];
  for (const key of ['oneOf', 'x-openai-input']) {
    if (own(items, key) !== undefined) {
      issues.push(issue(pointer(itemsPath, key), 'unsupported-keyword', `"${key}" is not supported on array items.`));
    }
  }
  return issues;
}

/** Any array that is not a choice or a picker; its items must be text. Entries may repeat unless `uniqueItems`. */
export const stringListKind: KindDefinition<StringListField> = {
  kinds: ['string-list'],
  recognise: (schema) => typeOf(schema) === 'array',
  check: (schema, { pointer: path }) => {
    const issues = [...checkCommon(schema, path), ...checkBounds(schema, path, 'minItems', 'maxItems', true), ...checkItems(schema, path)];
    const unique = own(schema, 'uniqueItems');
    if (unique !== undefined && typeof unique !== 'boolean') {
      issues.push(issue(pointer(path, 'uniqueItems'), 'invalid-keyword', '"uniqueItems" must be a boolean.'));
    }
    return issues;
  },
  build: (schema, base) => {
    const items = itemsOf(schema) as JsonObject;
    return {
      ...base, kind: 'string-list', ...readItemBounds(schema), uniqueItems: own(schema, 'uniqueItems') === true,
      item: { ...readTextConstraints(items), suggestions: readSuggestions(own(items, 'x-openai-suggestions')) },
    };
  },
  emptyValue: () => [],
  // Blank entries are dropped (an unused input row is not an answer); an empty optional list is left out.
  toContent: (field, value) => {
    const entries = (isStringArray(value) ? value : []).flatMap((entry) => textToContent(field.item, entry) ?? []);
    return entries.length > 0 || field.required ? entries : undefined;
  },
  fromContent: (field, content) => {
    if (!isStringArray(content)) return undefined;
    const values = content.map((entry) => textFromContent(field.item, entry));
    return values.every((entry) => entry !== undefined) ? values : undefined;
  },
};

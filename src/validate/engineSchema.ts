/**
 * The copy of a form schema that an engine gets (docs/behaviour.md §3, §8). The kit tests `pattern` and the four field
 * formats itself (linear-time matcher, strict formats), so they are taken out of every field schema and string
 * list `items`; a `pattern` anywhere else (or `patternProperties`) could only be run by the engine's native
 * RegExp, so such a schema is refused rather than judged. A list's counts, `uniqueItems` and options are checked by
 * the kit too (`sizes.ts`, `listRules.ts`): first, and in time linear in the list.
 */
import { compilePattern, isTextFormat } from '../formats.ts';
import { isJsonObject, own } from '../json.ts';
import { kitCount, kitOptionLists } from './listRules.ts';

type Mutable = Record<string, unknown>;

/** Keywords whose value is one subschema, an array of subschemas, or a map of subschemas. */
const ONE = ['items', 'additionalItems', 'contains', 'additionalProperties', 'unevaluatedItems', 'unevaluatedProperties',
  'propertyNames', 'not', 'if', 'then', 'else'];
const MANY = ['items', 'prefixItems', 'allOf', 'anyOf', 'oneOf'];
const MAP = ['properties', '$defs', 'definitions', 'dependentSchemas', 'dependencies'];

/** Removes `pattern` and a field `format` from one field schema; throws on a pattern that doesn't compile. */
function stripFieldKeywords(node: unknown): void {
  if (!isJsonObject(node)) return;
  const schema = node as Mutable;
  if (Object.hasOwn(schema, 'pattern')) {
    if (!compilePattern(schema.pattern)) throw new Error('pattern does not compile as a u-flag RegExp');
    delete schema.pattern;
  }
  if (Object.hasOwn(schema, 'format')) {
    if (typeof schema.format !== 'string') throw new Error('format is not a string');
    if (isTextFormat(schema.format)) delete schema.format;
  }
}

/** Removes what the kit checks of a list field: its counts, a boolean `uniqueItems`, its items' option lists. */
function stripListKeywords(field: Mutable): void {
  for (const key of ['minItems', 'maxItems'] as const) if (kitCount(field, key) !== undefined) delete field[key];
  if (typeof field.uniqueItems === 'boolean') delete field.uniqueItems;
  const items = own(field, 'items');
  if (!isJsonObject(items)) return;
  for (const { keyword } of kitOptionLists(items)) delete (items as Mutable)[keyword];
}

/** Throws when a `pattern` or `patternProperties` is left anywhere an engine would evaluate it. */
function refuseNativePatterns(node: unknown): void {
  if (!isJsonObject(node)) return;
  if (Object.hasOwn(node, 'pattern') || Object.hasOwn(node, 'patternProperties')) {
    throw new Error('a pattern outside a field schema cannot be checked without a native RegExp');
  }
  for (const key of ONE) refuseNativePatterns(own(node, key));
  for (const key of MANY) {
    const list = own(node, key);
    if (Array.isArray(list)) list.forEach(refuseNativePatterns);
  }
  for (const key of MAP) {
    const map = own(node, key);
    if (isJsonObject(map)) Object.values(map).forEach(refuseNativePatterns);
  }
}

/**
 * A deep copy of `schema` for an engine: JSON only (own keys such as `__proto__` stay own data keys),
 * `$schema`/`$id` dropped (they name the schema, they don't constrain the answer), field `pattern`s and formats,
 * lists' counts, `uniqueItems` and option lists removed. Throws when the schema can't be judged safely.
 * @example engineSchema({type: 'object', properties: {a: {type: 'string', pattern: '^a'}}})
 *   // {type: 'object', properties: {a: {type: 'string'}}}
 */
export function engineSchema(schema: object): Mutable {
  const copy = JSON.parse(JSON.stringify(schema)) as unknown;
  if (!isJsonObject(copy)) throw new Error('The schema is not an object.');
  const root = copy as Mutable;
  delete root.$schema;
  delete root.$id;
  const properties = own(root, 'properties');
  if (isJsonObject(properties)) {
    for (const field of Object.values(properties)) {
      stripFieldKeywords(field);
      if (!isJsonObject(field)) continue;
      stripFieldKeywords(own(field, 'items'));
      stripListKeywords(field);
    }
  }
  refuseNativePatterns(root);
  return root;
}

/**
 * `@cfworker/json-schema` output units → human ValidationIssues (docs/architecture.md rule 7), matching
 * `ajvIssues.ts`.
 */
import type { OutputUnit } from '@cfworker/json-schema';
import { isJsonObject, own, pointerSegments, type JsonObject } from '../json.ts';
import type { ValidationMessages } from '../messages.ts';
import type { ValidationIssue } from '../model.ts';
import { issueMessage } from './issueMessages.ts';

/** Units that only say "a subschema had errors"; the units after them say which. */
const WRAPPERS = new Set(['properties', 'items', 'prefixItems', 'additionalItems', 'additionalProperties', 'patternProperties',
  'unevaluatedProperties', 'unevaluatedItems', 'allOf', 'if', '$ref', '$recursiveRef', 'dependentSchemas', 'propertyNames']);

/** cfworker locations are `#` + a URI-encoded JSON pointer. */
function segments(location: string): string[] {
  return pointerSegments(decodeURIComponent(location.slice(1)));
}

/** The own value at a path, or `undefined`. */
function at(root: unknown, path: readonly string[]): unknown {
  let node = root;
  for (const segment of path) {
    if (Array.isArray(node)) node = /^\d+$/.test(segment) ? node[Number(segment)] : undefined;
    else if (isJsonObject(node)) node = own(node, segment);
    else return undefined;
  }
  return node;
}

/**
 * The item a `uniqueItems` issue points at, as ajv reports it (so both engines mark the same chip): scanning from
 * the end, the first item equal to a later one when `items` has scalar types, else the first equal to an earlier one.
 */
function duplicateIndex(value: unknown, schema: JsonObject): number | undefined {
  if (!Array.isArray(value)) return undefined;
  const items = own(schema, 'items');
  const types = [isJsonObject(items) ? own(items, 'type') : undefined].flat().filter((type) => type !== undefined);
  const scalar = types.length > 0 && !types.some((type) => type === 'object' || type === 'array');
  const keys = value.map((item) => JSON.stringify(item));
  for (let index = keys.length - 1; index >= 0; index -= 1) {
    const repeats = scalar ? keys.indexOf(keys[index] ?? '', index + 1) > index : keys.indexOf(keys[index] ?? '') < index;
    if (repeats) return index;
  }
  return undefined;
}

/**
 * Maps cfworker's output units (run with `shortCircuit: false`) to issues on fields and items. Branch errors of
 * `oneOf`/`anyOf` are dropped (the branch-level unit says "Choose one of the options"), as for ajv.
 * @example issuesFromCfworker(validator.validate(content).errors, engineSchema, content, messages)
 */
export function issuesFromCfworker(units: readonly OutputUnit[], schema: JsonObject, content: JsonObject, messages: ValidationMessages): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const requiredSeen = new Map<string, number>();
  for (const unit of units) {
    if (WRAPPERS.has(unit.keyword) || /\/(?:oneOf|anyOf)\/\d+\//.test(unit.keywordLocation)) continue;
    const schemaPath = segments(unit.keywordLocation);
    const keywordName = schemaPath.pop();
    const parent = at(schema, schemaPath);
    const parentSchema = isJsonObject(parent) ? parent : {};
    const instancePath = segments(unit.instanceLocation);
    const value = at(content, instancePath);
    let keyword = unit.keyword;
    if (keyword === 'false') keyword = keywordName === 'additionalProperties' ? 'additionalProperties' : 'false schema';
    if (keyword === 'required') {
      // One unit per missing key, in `required` order: the n-th unit is the n-th missing key.
      const required = own(parentSchema, 'required');
      const missing = (Array.isArray(required) ? required : []).filter((key) => typeof key === 'string' && isJsonObject(value) && !Object.hasOwn(value, key));
      const seen = requiredSeen.get(unit.instanceLocation) ?? 0;
      requiredSeen.set(unit.instanceLocation, seen + 1);
      instancePath.push(String(missing[seen]));
    }
    const type = own(parentSchema, 'type');
    const message = issueMessage({
      keyword, schema: parentSchema, value, limit: own(parentSchema, keyword),
      expectedType: Array.isArray(type) ? type.join(',') : String(type),
    }, messages);
    const [field, item] = instancePath;
    const issue: ValidationIssue = { keyword, message };
    if (field !== undefined) issue.field = field;
    const index = keyword === 'uniqueItems' ? duplicateIndex(value, parentSchema) : item === undefined ? undefined : Number(item);
    if (index !== undefined && Number.isInteger(index)) issue.index = index;
    issues.push(issue);
  }
  return issues;
}

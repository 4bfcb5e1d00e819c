/** Support checks shared by several kinds (docs/behaviour.md §2). Each returns issues; none throws. */
import { isTextFormat } from '../formats.ts';
import { describeJson, isJsonObject, own, pointer, type JsonObject } from '../json.ts';
import type { SupportIssue, TextConstraints } from '../model.ts';
import { classifyPattern, explainPattern } from '../pattern/index.ts';

/** Builds one support issue. */
export function issue(path: string, code: string, message: string): SupportIssue {
  return { path, code, message };
}

// Keywords that add structure or cross-field logic a form can't show (docs/behaviour.md §2: anything else ⇒ unsupported).
const STRUCTURAL = ['$ref', '$dynamicRef', 'allOf', 'not', 'if', 'then', 'else', 'const', 'prefixItems', 'contains',
  'properties', 'patternProperties', 'dependentSchemas', 'dependentRequired', 'dependencies'];
const STRUCTURAL_KEYS = new Set(STRUCTURAL);

/** `title`/`description` must be text, and no structural keyword may appear on a field. */
export function checkCommon(schema: JsonObject, path: string): SupportIssue[] {
  const issues: SupportIssue[] = [];
  for (const key of ['title', 'description']) {
    const value = own(schema, key);
    if (value !== undefined && typeof value !== 'string') {
      issues.push(issue(pointer(path, key), 'invalid-annotation', `"${key}" must be a string.`));
    }
  }
  // Every property of a form passes here on its first render (docs/behaviour.md §14.3): a field has a handful of keys, so look each
  // of them up once rather than all fifteen keywords in each field; issues are listed in STRUCTURAL's order.
  if (Object.keys(schema).some((key) => STRUCTURAL_KEYS.has(key))) {
    for (const key of STRUCTURAL) {
      if (own(schema, key) !== undefined) {
        issues.push(issue(pointer(path, key), 'unsupported-keyword', `"${key}" is not supported in a form field.`));
      }
    }
  }
  return issues;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isBound = (value: unknown, counts: boolean): value is number =>
  counts ? isCount(value) : typeof value === 'number' && Number.isFinite(value);

/** A lower/upper bound pair: each must be a number (a count when `counts`), and lower ≤ upper. */
export function checkBounds(schema: JsonObject, path: string, lowKey: string, highKey: string, counts: boolean): SupportIssue[] {
  const low = own(schema, lowKey);
  const high = own(schema, highKey);
  if (low === undefined && high === undefined) return []; // the usual case, checked on every first render (docs/behaviour.md §14.3)
  const issues: SupportIssue[] = [];
  const what = counts ? 'a non-negative integer' : 'a finite number';
  if (low !== undefined && !isBound(low, counts)) issues.push(issue(pointer(path, lowKey), 'invalid-keyword', `"${lowKey}" must be ${what}.`));
  if (high !== undefined && !isBound(high, counts)) issues.push(issue(pointer(path, highKey), 'invalid-keyword', `"${highKey}" must be ${what}.`));
  if (isBound(low, counts) && isBound(high, counts) && low > high) {
    issues.push(issue(pointer(path, lowKey), 'contradictory-bounds', `"${lowKey}" (${low}) is greater than "${highKey}" (${high}).`));
  }
  return issues;
}

/** `format` among the four, `pattern` compiles as a `u`-flag RegExp and matches in linear time, sane length bounds (docs/behaviour.md §2, §8). */
export function checkTextConstraints(schema: JsonObject, path: string): SupportIssue[] {
  const issues = checkBounds(schema, path, 'minLength', 'maxLength', true);
  const format = own(schema, 'format');
  if (format !== undefined && !isTextFormat(format)) {
    issues.push(issue(pointer(path, 'format'), 'unsupported-format',
      `Format ${describeJson(format)} is not one of email, uri, date, date-time.`));
  }
  const pattern = own(schema, 'pattern');
  const safety = typeof pattern === 'string' ? classifyPattern(pattern) : 'invalid';
  if (pattern !== undefined && safety === 'invalid') {
    issues.push(issue(pointer(path, 'pattern'), 'invalid-pattern', 'The pattern does not compile as an ECMAScript "u" regular expression.'));
  } else if (pattern !== undefined && safety === 'unsafe') {
    // docs/behaviour.md §8: no pattern may freeze the page; this one can't be matched in guaranteed linear time.
    issues.push(issue(pointer(path, 'pattern'), 'unsafe-pattern', explainPattern(pattern as string)!));
  }
  return issues;
}

/** Reads the constraints of a schema that passed `checkTextConstraints`. */
export function readTextConstraints(schema: JsonObject): TextConstraints {
  const constraints: TextConstraints = {};
  const format = own(schema, 'format');
  if (isTextFormat(format)) constraints.format = format;
  const minLength = own(schema, 'minLength');
  if (isCount(minLength)) constraints.minLength = minLength;
  const maxLength = own(schema, 'maxLength');
  if (isCount(maxLength)) constraints.maxLength = maxLength;
  const pattern = own(schema, 'pattern');
  if (typeof pattern === 'string') constraints.pattern = pattern;
  return constraints;
}

/** `minItems`/`maxItems` of an array that passed `checkBounds`. */
export function readItemBounds(schema: JsonObject): { minItems?: number; maxItems?: number } {
  const bounds: { minItems?: number; maxItems?: number } = {};
  const minItems = own(schema, 'minItems');
  if (isCount(minItems)) bounds.minItems = minItems;
  const maxItems = own(schema, 'maxItems');
  if (isCount(maxItems)) bounds.maxItems = maxItems;
  return bounds;
}

/** The `type` keyword when it is a single string. */
export function typeOf(schema: JsonObject): string | undefined {
  const type = own(schema, 'type');
  return typeof type === 'string' ? type : undefined;
}

/** The `items` schema when it is an object. */
export function itemsOf(schema: JsonObject): JsonObject | undefined {
  const items = own(schema, 'items');
  return isJsonObject(items) ? items : undefined;
}

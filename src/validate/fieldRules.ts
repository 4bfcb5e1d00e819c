/**
 * The keywords the kit checks itself on every engine (docs/behaviour.md §3): `pattern` through `testPattern` (engines never
 * run a server pattern), the four strict formats of `formats.ts`, and `multipleOf` as ajv-based servers compute
 * it (a float quotient must be whole, so `0.3` is not a multiple of `0.1` there; we refuse what any server refuses).
 */
import { formatChecks, isTextFormat } from '../formats.ts';
import { isJsonObject, own, type JsonObject } from '../json.ts';
import type { ValidationMessages } from '../messages.ts';
import type { ValidationIssue } from '../model.ts';
import { formatMessage } from './issueMessages.ts';
import { testPattern } from '../pattern/index.ts';

type Found = Pick<ValidationIssue, 'keyword' | 'message'>;

function textIssues(schema: JsonObject, value: string, messages: ValidationMessages): Found[] {
  const found: Found[] = [];
  const pattern = own(schema, 'pattern');
  if (typeof pattern === 'string' && !testPattern(pattern, value)) found.push({ keyword: 'pattern', message: messages.patternMismatch });
  const format = own(schema, 'format');
  if (isTextFormat(format) && !formatChecks[format](value)) found.push({ keyword: 'format', message: formatMessage(format, messages) });
  return found;
}

function numberIssues(schema: JsonObject, value: number, messages: ValidationMessages): Found[] {
  const step = own(schema, 'multipleOf');
  if (typeof step !== 'number' || !Number.isFinite(value)) return [];
  const quotient = value / step;
  return step === 0 || quotient !== Number.parseInt(String(quotient), 10) ? [{ keyword: 'multipleOf', message: messages.multipleOf(step) }] : [];
}

/**
 * Issues of field values (and string list items) against the field keywords above.
 * @example fieldRuleIssues({properties: {a: {type: 'string', pattern: '^x'}}}, {a: 'y'}, messages)
 *   // [{field: 'a', keyword: 'pattern', message: 'Enter a value in the requested format'}]
 */
export function fieldRuleIssues(schema: JsonObject, content: JsonObject, messages: ValidationMessages): ValidationIssue[] {
  const properties = own(schema, 'properties');
  if (!isJsonObject(properties)) return [];
  const issues: ValidationIssue[] = [];
  for (const field of Object.keys(content)) {
    const property = own(properties, field);
    const value = content[field];
    if (!isJsonObject(property)) continue;
    if (typeof value === 'string') issues.push(...textIssues(property, value, messages).map((found) => ({ field, ...found })));
    if (typeof value === 'number') issues.push(...numberIssues(property, value, messages).map((found) => ({ field, ...found })));
    const items = own(property, 'items');
    if (Array.isArray(value) && isJsonObject(items)) {
      value.forEach((item: unknown, index) => {
        if (typeof item === 'string') issues.push(...textIssues(items, item, messages).map((found) => ({ field, index, ...found })));
      });
    }
  }
  return issues;
}

/**
 * The keywords the kit checks itself on every engine (docs/behaviour.md §3): `pattern` through `testPattern` (engines never
 * run a server pattern), the four strict formats of `formats.ts`, `multipleOf` as ajv-based servers compute
 * it (a float quotient must be whole, so `0.3` is not a multiple of `0.1` there; we refuse what any server refuses),
 * and a list's `uniqueItems` and options (`listRules.ts`). Only what the cheap checks admitted is looked at
 * (`sizes.ts`), and patterns only within the answer's budget (`budget.ts`).
 */
import { formatChecks, isTextFormat } from '../formats.ts';
import { isJsonObject, own, type JsonObject } from '../json.ts';
import type { ValidationMessages } from '../messages.ts';
import type { ValidationIssue } from '../model.ts';
import { testPattern } from '../pattern/index.ts';
import { refusedTests } from './budget.ts';
import { formatMessage } from './issueMessages.ts';
import { MAX_ISSUES } from './limits.ts';
import { listIssues } from './listRules.ts';
import type { Sizes, TextValue } from './sizes.ts';

function numberIssue(field: string, schema: JsonObject, value: number, messages: ValidationMessages): ValidationIssue[] {
  const step = own(schema, 'multipleOf');
  if (typeof step !== 'number' || !Number.isFinite(value)) return [];
  const quotient = value / step;
  return step === 0 || quotient !== Number.parseInt(String(quotient), 10) ? [{ field, keyword: 'multipleOf', message: messages.multipleOf(step) }] : [];
}

/** A string's `pattern` (or, when the budget left it out, how many code points would fit) and then its `format`. */
function textIssues(text: TextValue, fits: number | undefined, messages: ValidationMessages): ValidationIssue[] {
  const at = { field: text.field, ...(text.index === undefined ? {} : { index: text.index }) };
  const found: ValidationIssue[] = [];
  const pattern = own(text.schema, 'pattern');
  if (fits !== undefined) found.push({ ...at, keyword: 'pattern', message: messages.tooLong(fits) });
  else if (typeof pattern === 'string' && !testPattern(pattern, text.value)) found.push({ ...at, keyword: 'pattern', message: messages.patternMismatch });
  const format = own(text.schema, 'format');
  if (isTextFormat(format) && !formatChecks[format](text.value)) found.push({ ...at, keyword: 'format', message: formatMessage(format, messages) });
  return found;
}

/**
 * Issues of field values (and list entries) against the keywords above.
 * @example fieldRuleIssues({properties: {a: {type: 'string', pattern: '^x'}}}, {a: 'y'}, measureContent(…), messages)
 *   // [{field: 'a', keyword: 'pattern', message: 'Enter a value in the requested format'}]
 */
export function fieldRuleIssues(schema: JsonObject, content: JsonObject, sizes: Sizes, messages: ValidationMessages): ValidationIssue[] {
  const properties = own(schema, 'properties');
  const issues: ValidationIssue[] = [];
  for (const field of Object.keys(content)) {
    const property = isJsonObject(properties) ? own(properties, field) : undefined;
    const value = content[field];
    if (isJsonObject(property) && typeof value === 'number') issues.push(...numberIssue(field, property, value, messages));
  }
  for (const list of sizes.lists) issues.push(...listIssues(list.field, list.schema, list.value, messages));
  const refused = refusedTests(sizes.texts);
  for (let index = 0; index < sizes.texts.length && issues.length < MAX_ISSUES; index += 1) {
    issues.push(...textIssues(sizes.texts[index]!, refused[index]! < 0 ? undefined : refused[index], messages));
  }
  return issues;
}

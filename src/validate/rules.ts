/**
 * The rules no JSON Schema engine can see (docs/behaviour.md §3, §5): keys that are not properties, `null` values, a URI no option offers
 * in a picker without an add control, and the same value twice in a choice or picker array.
 */
import { isJsonObject, own, type JsonObject } from '../json.ts';
import { isChoiceArray } from '../kinds/multiChoice.ts';
import { effectivePicker } from '../kinds/pickerChecks.ts';
import type { ValidationMessages } from '../messages.ts';
import type { HostProfile, ValidationIssue } from '../model.ts';
import { MAX_ISSUES } from './limits.ts';

/** URIs a picker accepts, or `undefined` when the user may add their own (any URI may come back). */
function offeredUris(schema: JsonObject, profile: HostProfile): string[] | undefined {
  const input = own(schema, 'x-openai-input');
  if (!isJsonObject(input)) return undefined;
  if (effectivePicker(input, own(schema, 'type') === 'array', profile).userOptions) return undefined;
  const options = own(input, 'options');
  return (Array.isArray(options) ? options : []).flatMap((option) => {
    const uri = isJsonObject(option) ? own(option, 'uri') : undefined;
    return typeof uri === 'string' ? [uri] : [];
  });
}

/** Adds an issue for each URI no option offers, until the answer has `MAX_ISSUES` (limits.ts). */
function pickerIssues(name: string, schema: JsonObject, value: unknown, profile: HostProfile, messages: ValidationMessages, issues: ValidationIssue[]): void {
  const offered = offeredUris(schema, profile);
  if (!offered) return;
  const issueAt = (index?: number): ValidationIssue => ({
    field: name, keyword: 'x-openai-input', message: messages.notOffered, ...(index === undefined ? {} : { index }),
  });
  const offeredSet = new Set(offered);
  if (typeof value === 'string' && !offeredSet.has(value)) issues.push(issueAt());
  if (!Array.isArray(value)) return;
  for (let index = 0; index < value.length && issues.length < MAX_ISSUES; index += 1) {
    const entry: unknown = value[index];
    if (typeof entry === 'string' && !offeredSet.has(entry)) issues.push(issueAt(index));
  }
}

/** Adds an issue for each entry listed before, until the answer has `MAX_ISSUES` (limits.ts). */
function duplicateIssues(name: string, schema: JsonObject, value: unknown, messages: ValidationMessages, issues: ValidationIssue[]): void {
  const distinctRequired = isChoiceArray(schema) || (own(schema, 'x-openai-input') !== undefined && own(schema, 'type') === 'array');
  if (!distinctRequired || !Array.isArray(value)) return;
  const seen = new Set<unknown>();
  for (let index = 0; index < value.length && issues.length < MAX_ISSUES; index += 1) {
    const entry: unknown = value[index];
    if (!seen.has(entry)) seen.add(entry);
    else issues.push({ field: name, index, keyword: 'uniqueItems', message: messages.duplicate });
  }
}

/** Issues of an accepted `content` object that a JSON Schema engine would let through (at most `MAX_ISSUES`). */
export function contentRuleIssues(schema: JsonObject, content: JsonObject, profile: HostProfile, messages: ValidationMessages): ValidationIssue[] {
  const properties = own(schema, 'properties');
  const issues: ValidationIssue[] = [];
  for (const name of Object.keys(content)) {
    if (issues.length >= MAX_ISSUES) break; // already refused; a hostile answer may hold thousands of unknown keys
    const value = content[name];
    const property = isJsonObject(properties) ? own(properties, name) : undefined;
    if (!isJsonObject(property)) {
      issues.push({ field: name, keyword: 'additionalProperties', message: messages.unknownField });
    } else if (value === null) {
      issues.push({ field: name, keyword: 'null', message: messages.nullValue });
    } else {
      pickerIssues(name, property, value, profile, messages, issues);
      duplicateIssues(name, property, value, messages, issues);
    }
  }
  return issues;
}

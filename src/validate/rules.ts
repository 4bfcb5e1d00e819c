/**
 * The rules no JSON Schema engine can see (docs/behaviour.md §3, §5): keys that are not properties, `null` values, a URI no option offers
 * in a picker without an add control, and the same value twice in a choice or picker array.
 */
import { isJsonObject, own, type JsonObject } from '../json.ts';
import { isChoiceArray } from '../kinds/multiChoice.ts';
import { effectivePicker } from '../kinds/pickerChecks.ts';
import type { ValidationMessages } from '../messages.ts';
import type { HostProfile, ValidationIssue } from '../model.ts';

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

function pickerIssues(name: string, schema: JsonObject, value: unknown, profile: HostProfile, messages: ValidationMessages): ValidationIssue[] {
  const offered = offeredUris(schema, profile);
  if (!offered) return [];
  const issueAt = (index?: number): ValidationIssue => ({
    field: name, keyword: 'x-openai-input', message: messages.notOffered, ...(index === undefined ? {} : { index }),
  });
  const offeredSet = new Set(offered);
  if (typeof value === 'string') return offeredSet.has(value) ? [] : [issueAt()];
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown, index) => (typeof entry === 'string' && !offeredSet.has(entry) ? [issueAt(index)] : []));
}

function duplicateIssues(name: string, schema: JsonObject, value: unknown, messages: ValidationMessages): ValidationIssue[] {
  const distinctRequired = isChoiceArray(schema) || (own(schema, 'x-openai-input') !== undefined && own(schema, 'type') === 'array');
  if (!distinctRequired || !Array.isArray(value)) return [];
  const seen = new Set<unknown>();
  return value.flatMap((entry: unknown, index) => {
    if (!seen.has(entry)) {
      seen.add(entry);
      return [];
    }
    return [{ field: name, index, keyword: 'uniqueItems', message: messages.duplicate }];
  });
}

/** Issues of an accepted `content` object that a JSON Schema engine would let through. */
export function contentRuleIssues(schema: JsonObject, content: JsonObject, profile: HostProfile, messages: ValidationMessages): ValidationIssue[] {
  const properties = own(schema, 'properties');
  const issues: ValidationIssue[] = [];
  for (const name of Object.keys(content)) {
    const value = content[name];
    const property = isJsonObject(properties) ? own(properties, name) : undefined;
    if (!isJsonObject(property)) {
      issues.push({ field: name, keyword: 'additionalProperties', message: messages.unknownField });
    } else if (value === null) {
      issues.push({ field: name, keyword: 'null', message: messages.nullValue });
    } else {
      issues.push(...pickerIssues(name, property, value, profile, messages), ...duplicateIssues(name, property, value, messages));
    }
  }
  return issues;
}

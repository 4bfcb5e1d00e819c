/** ajv errors → human ValidationIssues (docs/architecture.md rule 7): never raw ajv text. */
import type { ErrorObject } from 'ajv';
import { isJsonObject, pointerSegments } from '../json.ts';
import type { ValidationMessages } from '../messages.ts';
import type { ValidationIssue } from '../model.ts';
import { issueMessage } from './issueMessages.ts';

const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value));

function messageFor(error: ErrorObject, messages: ValidationMessages): string {
  return issueMessage({
    keyword: error.keyword,
    schema: isJsonObject(error.parentSchema) ? error.parentSchema : {},
    value: error.data,
    limit: error.params.limit ?? error.params.multipleOf,
    expectedType: String(error.params.type),
    format: String(error.params.format),
  }, messages);
}

/**
 * Maps ajv's errors to issues on fields (and items). Errors inside `oneOf`/`anyOf` branches are dropped: the
 * branch-level error ("Choose one of the options") already says it. `uniqueItems` points at the later copy.
 */
export function issuesFromAjv(errors: readonly ErrorObject[], messages: ValidationMessages): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const error of errors) {
    if (/\/(?:oneOf|anyOf)\/\d+\//.test(error.schemaPath) || error.keyword === 'if') continue;
    const [first, second] = pointerSegments(error.instancePath);
    const field = error.keyword === 'required' ? String(error.params.missingProperty)
      : error.keyword === 'additionalProperties' && first === undefined ? String(error.params.additionalProperty)
      : first;
    const issue: ValidationIssue = { keyword: error.keyword, message: messageFor(error, messages) };
    if (field !== undefined) issue.field = field;
    const index = error.keyword === 'uniqueItems' ? num(error.params.i) : second === undefined ? undefined : Number(second);
    if (index !== undefined && Number.isInteger(index)) issue.index = index;
    issues.push(issue);
  }
  return issues;
}

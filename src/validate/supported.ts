/**
 * An `accept` is only an answer to a form the kit could render (docs/behaviour.md §3.14): against a schema
 * `checkSupport` refuses, no content is valid, and the reasons are `checkSupport`'s own, each on its field.
 */
import { pointerSegments } from '../json.ts';
import type { HostProfile, ValidationIssue } from '../model.ts';
import { checkSupport } from '../support.ts';

// Per schema object and profile: `validateContent` judges the same model's schema on every keystroke.
const verdicts = new WeakMap<object, Map<HostProfile, ValidationIssue[]>>();

/** The field a support issue's JSON pointer names (`/properties/a~1b/items` → `a/b`), if any. */
function fieldOf(path: string): string | undefined {
  const [first, name] = pointerSegments(path);
  return first === 'properties' ? name : undefined;
}

/** Why an `accept` can't answer `schema` on `profile`: none when the kit renders it. */
export function unsupportedIssues(schema: unknown, profile: HostProfile): ValidationIssue[] {
  if (typeof schema !== 'object' || schema === null) return issuesOf(schema, profile);
  let byProfile = verdicts.get(schema);
  if (!byProfile) verdicts.set(schema, (byProfile = new Map<HostProfile, ValidationIssue[]>()));
  let issues = byProfile.get(profile);
  if (!issues) byProfile.set(profile, (issues = issuesOf(schema, profile)));
  return issues;
}

function issuesOf(schema: unknown, profile: HostProfile): ValidationIssue[] {
  const support = checkSupport(schema, { profile });
  return support.supported ? [] : support.issues.map(({ path, message }) => {
    const field = fieldOf(path);
    return field === undefined ? { keyword: 'unsupported', message } : { field, keyword: 'unsupported', message };
  });
}

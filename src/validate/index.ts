/** `validateResult` and `validateContent`: judge an answer the way the strictest real server would (docs/behaviour.md §3, §5). */
import { defineOwn, emptyRecord, isJsonObject, own, type JsonObject } from '../json.ts';
import { defaultValidationMessages, type ValidationMessages } from '../messages.ts';
import type { FormModel, HostProfile, ValidationIssue, ValidationOutcome } from '../model.ts';
import { compiledSchema } from './compile.ts';
import type { ValidationEngine } from './engine.ts';
import { fieldRuleIssues } from './fieldRules.ts';
import { MAX_ISSUES } from './limits.ts';
import { contentRuleIssues } from './rules.ts';
import { measureContent } from './sizes.ts';
import { unsupportedIssues } from './supported.ts';

/** Options of `validateResult` / `validateContent`. */
export interface ValidateOptions {
  /** The profile the form was rendered for: on `web-app` no picker accepts user-added URIs (docs/behaviour.md §6). */
  profile?: HostProfile;
  /** Overrides for entries of the message catalogue (`src/messages.ts`). */
  messages?: Partial<ValidationMessages>;
  /** The engine for the standard keywords; default `cfworkerEngine` (or what `setDefaultValidationEngine` set). */
  engine?: ValidationEngine;
}

const ACTIONS = new Set(['accept', 'decline', 'cancel']);

function outcome(issues: ValidationIssue[]): ValidationOutcome {
  // One issue per (field, item, keyword): our own rules come first, the engine may say the same thing again. At
  // most MAX_ISSUES of them, the first in form order (limits.ts).
  const seen = new Set<string>();
  const unique = issues.filter((issue) => {
    // Every reason a form is unsupported stays, as checkSupport gave it (docs/behaviour.md §3.14).
    const key = JSON.stringify([issue.field ?? null, issue.index ?? null, issue.keyword, issue.keyword === 'unsupported' ? issue.message : null]);
    return seen.has(key) ? false : (seen.add(key), true);
  });
  return unique.length === 0 ? { ok: true } : { ok: false, issues: unique.slice(0, MAX_ISSUES) };
}

function contentIssues(schema: unknown, content: JsonObject, options: ValidateOptions | undefined, messages: ValidationMessages): ValidationIssue[] {
  // A form the kit would not render has no valid `accept` (docs/behaviour.md §3.14): its reasons, and nothing else.
  const unsupported = unsupportedIssues(schema, options?.profile ?? 'desktop');
  if (unsupported.length > 0) return unsupported;
  const check = compiledSchema(schema, options?.engine);
  if (check instanceof Error || !isJsonObject(schema)) return [{ keyword: 'schema', message: messages.invalidSchema }];
  const profile = options?.profile ?? 'desktop';
  // Sizes before anything costly (docs/relay.md, Guarantees 6): what they settle, the engine never sees.
  const sizes = measureContent(schema, content, messages);
  const engine = check(sizes.engineContent, messages).filter((issue) => issue.field === undefined || !sizes.settled.has(issue.field));
  // Ours, then counts and the engine's (type, lengths, ranges, options), then a list's options and duplicates, then
  // pattern and format: within one field the first message is the one a user fixes first.
  const found = [...contentRuleIssues(schema, content, profile, messages), ...sizes.issues, ...engine, ...fieldRuleIssues(schema, content, sizes, messages)];
  // Fields in form order (then keys that are not properties), items in item order: an error summary reads
  // top-down. The sort is stable, so within one item the order above holds.
  const properties = own(schema, 'properties');
  const order = new Map((isJsonObject(properties) ? Object.keys(properties) : []).map((name, index) => [name, index]));
  const rank = (issue: ValidationIssue): [number, number] =>
    [issue.field === undefined ? -1 : (order.get(issue.field) ?? order.size), issue.index ?? -1];
  return found.sort((a, b) => {
    const [fieldA, itemA] = rank(a);
    const [fieldB, itemB] = rank(b);
    return fieldA - fieldB || itemA - itemB;
  });
}

/**
 * Judges a whole `{action, content?}` against the schema as sent: the engine (prepared once per schema object;
 * `@cfworker/json-schema` unless `options.engine` says otherwise) for the standard keywords, plus the kit's own
 * rules: `pattern`, strict formats, picker membership, no `null`, no unknown keys. Never throws.
 * @example validateResult(schema, {action: 'accept', content: {qty: 1.5}})
 *   // {ok: false, issues: [{field: 'qty', keyword: 'type', message: 'Enter a whole number'}]}
 */
export function validateResult(schema: unknown, result: unknown, options?: ValidateOptions): ValidationOutcome {
  const messages = { ...defaultValidationMessages, ...options?.messages };
  try {
    if (!isJsonObject(result) || !ACTIONS.has(own(result, 'action') as string)) {
      return outcome([{ keyword: 'action', message: messages.badAction }]);
    }
    const content = own(result, 'content');
    if (own(result, 'action') !== 'accept') {
      return outcome(content === undefined ? [] : [{ keyword: 'content', message: messages.strayContent }]);
    }
    if (content === undefined) return outcome([{ keyword: 'content', message: messages.missingContent }]);
    if (!isJsonObject(content)) return outcome([{ keyword: 'content', message: messages.contentNotObject }]);
    return outcome(contentIssues(schema, content, options, messages));
  } catch {
    return outcome([{ keyword: 'schema', message: messages.invalidSchema }]);
  }
}

const synthesised = new WeakMap<FormModel, JsonObject>();

/** A model's schema: the one it was normalised from, else one rebuilt from its fields (hand-built models). */
function schemaOfModel(model: FormModel): JsonObject {
  const source = model.schema ?? synthesised.get(model);
  if (source) return source;
  const properties = emptyRecord<unknown>();
  for (const field of model.fields) defineOwn(properties, field.name, field.schema);
  const schema = { type: 'object', properties, required: model.fields.filter((field) => field.required).map((field) => field.name) };
  synthesised.set(model, schema);
  return schema;
}

/**
 * Validates content for a model while the user types: the same cached validator as `validateResult`, so it
 * is cheap to call on every change. Uses the model's profile.
 * @example validateContent(model, toContent(model, values))
 */
export function validateContent(model: FormModel, content: unknown, options?: Omit<ValidateOptions, 'profile'>): ValidationOutcome {
  return validateResult(schemaOfModel(model), { action: 'accept', content }, { ...options, profile: model.profile });
}

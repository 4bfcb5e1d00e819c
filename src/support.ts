/**
 * `checkSupport`: may this schema be rendered as a form on this platform? (docs/behaviour.md §2, §6,
 * docs/architecture.md rule 3)
 */
import { describeJson, isJsonObject, own, pointer, type JsonObject } from './json.ts';
import { issue, itemsOf, typeOf } from './kinds/checks.ts';
import { recogniseKind, type KindContext, type KindDefinition } from './kinds/index.ts';
import type { HostProfile, SupportIssue, SupportResult } from './model.ts';

/** Options shared by `checkSupport` and `normalizeSchema`. */
export interface SchemaOptions {
  /** The ChatGPT platform to imitate (docs/behaviour.md §6). Default `desktop`. */
  profile?: HostProfile;
}

/** A known profile, else `desktop`. */
export function profileOf(options: SchemaOptions | undefined): HostProfile {
  const profile = options?.profile;
  return profile === 'web' || profile === 'web-app' ? profile : 'desktop';
}

// Top-level keywords that add logic a form can't show; `$schema`, `title`, `description` and a boolean
// `additionalProperties` are tolerated and ignored (docs/behaviour.md §2).
const TOP_LEVEL_UNSUPPORTED = ['$ref', 'allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else', 'patternProperties',
  'propertyNames', 'minProperties', 'maxProperties', 'dependentRequired', 'dependentSchemas', 'dependencies',
  'unevaluatedProperties'];

function checkTopLevel(schema: JsonObject): SupportIssue[] {
  const issues: SupportIssue[] = [];
  if (own(schema, 'type') !== 'object') issues.push(issue('/type', 'top-level-type', 'The form schema must have type "object".'));
  // No `properties` at all is a form with nothing to fill in: an approval (docs/behaviour.md §13.3).
  const declared = own(schema, 'properties');
  if (declared !== undefined && !isJsonObject(declared)) issues.push(issue('/properties', 'missing-properties', 'The form schema needs a "properties" object.'));
  const extra = own(schema, 'additionalProperties');
  if (extra !== undefined && typeof extra !== 'boolean') {
    issues.push(issue('/additionalProperties', 'unsupported-keyword', '"additionalProperties" may only be a boolean.'));
  }
  for (const key of TOP_LEVEL_UNSUPPORTED) {
    if (own(schema, key) !== undefined) issues.push(issue(pointer('', key), 'unsupported-keyword', `"${key}" is not supported on a form.`));
  }
  const required = own(schema, 'required');
  const properties = own(schema, 'properties');
  if (required !== undefined && !Array.isArray(required)) {
    issues.push(issue('/required', 'invalid-required', '"required" must be an array of property names.'));
  } else if (Array.isArray(required)) {
    required.forEach((name: unknown, index) => {
      if (typeof name !== 'string' || !isJsonObject(properties) || !Object.hasOwn(properties, name)) {
        issues.push(issue(pointer('/required', index), 'unknown-required', `"required" names ${describeJson(name)}, which is not a property.`));
      }
    });
  }
  return issues;
}

/** The names listed in a (checked) `required`. */
export function requiredNames(schema: JsonObject): Set<string> {
  const required = own(schema, 'required');
  return new Set(Array.isArray(required) ? required.filter((name): name is string => typeof name === 'string') : []);
}

const SUGGESTIONS = 'x-openai-suggestions';

/**
 * docs/behaviour.md §2: suggestions belong only on a text field or on the string `items` of a string list. Anywhere else
 * (a boolean, a number, a choice, a picker) OpenAI's validator refuses the schema, so the form is unsupported
 * rather than silently ignoring the keyword.
 */
function checkSuggestionPlacement(schema: JsonObject, path: string, kinds: readonly string[]): SupportIssue[] {
  const issues: SupportIssue[] = [];
  const message = '"x-openai-suggestions" is only supported on a text field or the string items of a list.';
  if (!kinds.includes('text-suggestions') && own(schema, SUGGESTIONS) !== undefined) {
    issues.push(issue(pointer(path, SUGGESTIONS), 'misplaced-suggestions', message));
  }
  const items = itemsOf(schema);
  if (items && !kinds.includes('string-list') && own(items, SUGGESTIONS) !== undefined) {
    issues.push(issue(pointer(pointer(path, 'items'), SUGGESTIONS), 'misplaced-suggestions', message));
  }
  return issues;
}

/**
 * Checks one property, adding its issues to `issues`; returns the kind definition that owns it if it added none.
 * Issues are pushed into one list (no array per property), since a big form is checked on its first render (docs/behaviour.md §14.3).
 */
function checkProperty(context: KindContext, schema: unknown, issues: SupportIssue[]): KindDefinition | undefined {
  const { name, pointer: path } = context;
  if (!isJsonObject(schema)) {
    issues.push(issue(path, 'invalid-property', `Property "${name}" must be a schema object.`));
    return undefined;
  }
  const definition = recogniseKind(schema);
  if (!definition) {
    if (typeOf(schema) === 'object') issues.push(issue(path, 'nested-object', `Property "${name}" is a nested object.`));
    else issues.push(issue(pointer(path, 'type'), 'unknown-type', `Property "${name}" has no supported type (${describeJson(own(schema, 'type') ?? null)}).`));
    return undefined;
  }
  const before = issues.length;
  issues.push(...definition.check(schema, context), ...checkSuggestionPlacement(schema, path, definition.kinds));
  return issues.length === before ? definition : undefined;
}

/** Receives each property of a schema that is supported so far, in order, with the definition that owns it. */
export type SupportedProperty = (schema: JsonObject, definition: KindDefinition, context: KindContext) => void;

/**
 * `checkSupport`, handing every property to `onSupported` while no issue has been found: `normalizeSchema` builds
 * the model in the same pass, so each property is recognised once (docs/behaviour.md §14.3: a big form is read on its first render).
 * When the result is `supported`, `onSupported` has seen every property.
 */
export function checkSchema(schema: unknown, options: SchemaOptions | undefined, onSupported?: SupportedProperty): SupportResult {
  try {
    if (!isJsonObject(schema)) return { supported: false, issues: [issue('', 'not-an-object', 'The form schema must be a JSON object.')] };
    const profile = profileOf(options);
    const issues = checkTopLevel(schema);
    const properties = own(schema, 'properties');
    if (isJsonObject(properties)) {
      const required = requiredNames(schema);
      for (const name of Object.keys(properties)) {
        const property = properties[name];
        const context = { name, pointer: pointer('/properties', name), required: required.has(name), profile };
        const definition = checkProperty(context, property, issues);
        if (definition && issues.length === 0) onSupported?.(property as JsonObject, definition, context);
      }
    }
    return issues.length === 0 ? { supported: true } : { supported: false, issues };
  } catch (error) {
    // Defensive: a bug in a check (or in building the model) must surface as "unsupported", never as a crash of the
    // host (rule 3).
    return { supported: false, issues: [issue('', 'internal-error', `The schema could not be checked: ${String(error)}`)] };
  }
}

/**
 * Checks a `requestedSchema` against the form subset (docs/behaviour.md §2) and the profile's limits (docs/behaviour.md §6).
 * Never throws, whatever JSON it gets; an unsupported form must not be rendered at all.
 * @example checkSupport({type: 'object', properties: {a: {type: 'object'}}})
 *   // {supported: false, issues: [{path: '/properties/a', code: 'nested-object', message: '…'}]}
 */
export function checkSupport(schema: unknown, options?: SchemaOptions): SupportResult {
  return checkSchema(schema, options);
}

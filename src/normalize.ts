/** `normalizeSchema`: a supported `requestedSchema` → the FormModel every renderer shares (SPEC §2). */
import { isJsonObject, own, ownString, pointer, type JsonObject } from './json.ts';
import { recogniseKind } from './kinds/index.ts';
import type { FieldNode, FormModel } from './model.ts';
import { checkSupport, profileOf, requiredNames, type SchemaOptions } from './support.ts';

/** The schema each model was built from, so validation can reuse the compiled validator (see `validateContent`). */
const sourceSchemas = new WeakMap<FormModel, JsonObject>();

/** The `requestedSchema` a model came from, when `normalizeSchema` built it. */
export function sourceSchemaOf(model: FormModel): JsonObject | undefined {
  return sourceSchemas.get(model);
}

function buildField(name: string, schema: JsonObject, required: boolean, options: SchemaOptions | undefined): FieldNode {
  const definition = recogniseKind(schema);
  if (!definition) throw new TypeError(`normalizeSchema: no kind for supported property "${name}"`);
  const context = { name, pointer: pointer('/properties', name), required, profile: profileOf(options) };
  const description = ownString(schema, 'description');
  const base = {
    name, pointer: context.pointer, label: ownString(schema, 'title') ?? name, required, schema,
    ...(description === undefined ? {} : { description }),
  };
  const field = definition.build(schema, base, context);
  // Keep a default only when it makes sense for the kind (e.g. a number default on a number field).
  const fallback = own(schema, 'default');
  if (fallback !== undefined && definition.fromContent(field, fallback) !== undefined) field.default = fallback;
  return field;
}

/**
 * Builds the form model: fields in schema order, each with one of the eleven kinds, its label (`title`, else
 * the property name), description, required flag, default and constraints. Profiles apply here (SPEC §6).
 * Returns `undefined` when `checkSupport` reports the schema unsupported.
 * @example normalizeSchema({type: 'object', properties: {n: {type: 'integer'}}})?.fields[0]
 *   // {kind: 'number', integer: true, name: 'n', label: 'n', required: false, …}
 */
export function normalizeSchema(schema: unknown, options?: SchemaOptions): FormModel | undefined {
  return checkSupport(schema, options).supported ? modelOfSupportedSchema(schema, options) : undefined;
}

/**
 * `normalizeSchema` for a schema `checkSupport` has just accepted with the same options (the headless hook checks
 * first and must not walk a 2,000-option schema twice on mount; issue 9). Any other schema is the caller's bug.
 */
export function modelOfSupportedSchema(schema: unknown, options?: SchemaOptions): FormModel | undefined {
  if (!isJsonObject(schema)) return undefined;
  const properties = own(schema, 'properties') as JsonObject;
  const required = requiredNames(schema);
  const fields = Object.keys(properties).map((name) =>
    buildField(name, properties[name] as JsonObject, required.has(name), options));
  const model: FormModel = { fields, profile: profileOf(options) };
  const title = ownString(schema, 'title');
  if (title !== undefined) model.title = title;
  const description = ownString(schema, 'description');
  if (description !== undefined) model.description = description;
  sourceSchemas.set(model, schema);
  return model;
}

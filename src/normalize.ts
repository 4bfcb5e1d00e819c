/** `normalizeSchema`: a supported `requestedSchema` → the FormModel every renderer shares (docs/behaviour.md §2). */
import { suspectCredentialFields } from './credentialScreen.ts';
import { own, ownString, type JsonObject } from './json.ts';
import type { KindContext, KindDefinition } from './kinds/index.ts';
import type { FieldNode, FormModel, SupportResult } from './model.ts';
import { checkSchema, profileOf, type SchemaOptions } from './support.ts';

function buildField(schema: JsonObject, definition: KindDefinition, context: KindContext): FieldNode {
  const { name, pointer: path, required } = context;
  const description = ownString(schema, 'description');
  const base = {
    name, pointer: path, label: ownString(schema, 'title') ?? name, required, schema,
    ...(description === undefined ? {} : { description }),
  };
  const field = definition.build(schema, base, context);
  // Keep a default only when it makes sense for the kind (e.g. a number default on a number field).
  const fallback = own(schema, 'default');
  if (fallback !== undefined && definition.fromContent(field, fallback) !== undefined) field.default = fallback;
  return field;
}

/** What a schema is to the kit: whether it can be shown, and if so its form model. */
export interface SchemaAnalysis {
  support: SupportResult;
  /** The model when `support.supported`, else `undefined`. */
  model: FormModel | undefined;
}

/**
 * `checkSupport` and `normalizeSchema` in one pass: each property is recognised, checked and built once (what the
 * headless hook runs on a form's first render; docs/behaviour.md §14.3).
 * @example analyseSchema({type: 'object', properties: {n: {type: 'integer'}}}).model?.fields[0].kind // 'number'
 */
export function analyseSchema(schema: unknown, options?: SchemaOptions): SchemaAnalysis {
  const fields: FieldNode[] = [];
  const support = checkSchema(schema, options, (property, definition, context) => {
    fields.push(buildField(property, definition, context));
  });
  if (!support.supported) return { support, model: undefined };
  const source = schema as JsonObject;
  const model: FormModel = { fields, profile: profileOf(options) };
  const title = ownString(source, 'title');
  if (title !== undefined) model.title = title;
  const description = ownString(source, 'description');
  if (description !== undefined) model.description = description;
  // Once, here, for every part that needs them: validation and drafts read the schema as sent; the first look at
  // credentials decides what a draft leaves out and whether the detector loads (docs/behaviour.md §11.3).
  model.schema = source;
  model.credentialSuspects = suspectCredentialFields(source);
  return { support, model };
}

/**
 * Builds the form model: fields in schema order, each with one of the eleven kinds, its label (`title`, else
 * the property name), description, required flag, default and constraints. Profiles apply here (docs/behaviour.md §6).
 * Returns `undefined` when `checkSupport` reports the schema unsupported.
 * @example normalizeSchema({type: 'object', properties: {n: {type: 'integer'}}})?.fields[0]
 *   // {kind: 'number', integer: true, name: 'n', label: 'n', required: false, …}
 */
export function normalizeSchema(schema: unknown, options?: SchemaOptions): FormModel | undefined {
  return analyseSchema(schema, options).model;
}

/** Form values ⇄ content, and the wire result (docs/behaviour.md §3). */
import { defineOwn, emptyRecord } from './json.ts';
import { kindOf } from './kinds/index.ts';
import type { Content, ElicitAction, ElicitResult, FieldNode, FieldValue, FormModel, FormValues } from './model.ts';

/** The UI value a field starts with: its default (converted for the UI), else the kind's empty value. */
export function defaultValueOf(field: FieldNode): FieldValue {
  const definition = kindOf(field);
  const fromDefault = field.default === undefined ? undefined : definition.fromContent(field, field.default);
  return fromDefault ?? definition.emptyValue(field);
}

/**
 * Initial form values (plain data; every field an own property, so `__proto__` is an ordinary field name).
 * @example defaultValues(model) // {name: '', age: '', agree: undefined, tags: []}
 */
export function defaultValues(model: FormModel): FormValues {
  const values = emptyRecord<FieldValue>();
  for (const field of model.fields) defineOwn(values, field.name, defaultValueOf(field));
  return values;
}

/**
 * Form values → UI values for existing content (e.g. a host re-opening an answer); fields whose content doesn't
 * fit fall back to their default value.
 */
export function valuesFromContent(model: FormModel, content: Readonly<Record<string, unknown>>): FormValues {
  const values = defaultValues(model);
  for (const field of model.fields) {
    if (!Object.hasOwn(content, field.name)) continue;
    const value = kindOf(field).fromContent(field, content[field.name]);
    if (value !== undefined) defineOwn(values, field.name, value);
  }
  return values;
}

/**
 * Form values → the `content` a server receives (docs/behaviour.md §3): keys in schema order, only properties, no `""`, no
 * `null`, untouched optionals left out, a required unticked boolean as `false`, number drafts parsed and
 * date-times in RFC 3339. A value that can't be converted is kept as typed so `validateResult` reports it.
 * A plain object (docs/behaviour.md §8) whose fields are defined, never assigned, so any property name is safe.
 * @example toContent(model, {name: 'Ada', age: '36', agree: undefined}) // {name: 'Ada', age: 36}
 */
export function toContent(model: FormModel, values: Readonly<FormValues>): Content {
  const content = emptyRecord<Content[string]>();
  for (const field of model.fields) {
    const value = Object.hasOwn(values, field.name) ? values[field.name] : undefined;
    const wire = kindOf(field).toContent(field, value);
    if (wire !== undefined && wire !== null) defineOwn(content, field.name, wire);
  }
  return content;
}

/**
 * The wire result: `content` only (and always) with `accept` (docs/behaviour.md §3).
 * @example buildResult('decline') // {action: 'decline'}
 * @example buildResult('accept') // {action: 'accept', content: {}}
 */
export function buildResult(action: ElicitAction, content?: Content): ElicitResult {
  if (action === 'accept') return { action, content: content ?? {} };
  return { action };
}

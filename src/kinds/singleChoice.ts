/**
 * Single choice in its three shapes (docs/behaviour.md §2): `enum` (also numeric, our Decision), `enum` + `enumNames`
 * (legacy titled) and `oneOf` of `{const, title}` (titled, optionally with thumbnails, docs/behaviour.md §4).
 */
import { isStringArray, own, pointer, type JsonObject } from '../json.ts';
import type { ChoiceOption, FieldValue, SingleChoiceField, SupportIssue } from '../model.ts';
import { checkCommon, checkTextConstraints, issue, typeOf } from './checks.ts';
import { checkEnum, checkTitledOptions, enumOptions, titledOptions } from './options.ts';
import type { KindContext, KindDefinition } from './types.ts';

const SCALAR_TYPES = new Set(['string', 'number', 'integer']);
const isScalarType = (schema: JsonObject): boolean => SCALAR_TYPES.has(typeOf(schema) ?? '');

/** The option whose value is `value`, also matching by text (a `<select>` reports numbers as strings). */
export function findOption(options: readonly ChoiceOption[], value: unknown): ChoiceOption | undefined {
  return options.find((option) => option.value === value) ??
    options.find((option) => (typeof value === 'string' || typeof value === 'number') && String(option.value) === String(value));
}

function checkEnumField(schema: JsonObject, { pointer: path }: KindContext): SupportIssue[] {
  const issues = [...checkCommon(schema, path), ...checkTextConstraints(schema, path)];
  const numeric = typeOf(schema) !== 'string';
  issues.push(...checkEnum(own(schema, 'enum'), pointer(path, 'enum'), numeric ? 'number' : 'string'));
  if (typeOf(schema) === 'integer' && Array.isArray(own(schema, 'enum')) &&
    !(own(schema, 'enum') as unknown[]).every((value) => Number.isInteger(value))) {
    issues.push(issue(pointer(path, 'enum'), 'invalid-option', 'An integer enum may only list whole numbers.'));
  }
  if (own(schema, 'oneOf') !== undefined) {
    issues.push(issue(pointer(path, 'oneOf'), 'conflicting-options', 'A field may not have both "enum" and "oneOf".'));
  }
  return issues;
}

/** Shared value handling: the UI holds the option value (or `undefined`); the wire gets the same value. */
const choiceValues = {
  emptyValue: (): FieldValue => undefined,
  toContent: (field: SingleChoiceField, value: FieldValue) => {
    if (value === undefined || value === '' || typeof value === 'boolean' || typeof value === 'object') return undefined;
    // An unknown value is sent as is, so validation reports it instead of the kit hiding it.
    return findOption(field.options, value)?.value ?? value;
  },
  fromContent: (field: SingleChoiceField, content: unknown): FieldValue => {
    const option = findOption(field.options, content);
    return option && option.value === content ? option.value : undefined;
  },
};

/** `enum` without `enumNames`: labels are the values themselves. */
export const singleChoiceKind: KindDefinition<SingleChoiceField> = {
  kinds: ['single-choice'],
  recognise: (schema) => isScalarType(schema) && own(schema, 'enum') !== undefined && own(schema, 'enumNames') === undefined,
  check: checkEnumField,
  build: (schema, base) => ({
    ...base, kind: 'single-choice', hasThumbnails: false,
    options: enumOptions(own(schema, 'enum') as (string | number)[]),
  }),
  ...choiceValues,
};

/** `enum` + parallel `enumNames` (deprecated, still sent by servers). */
export const singleChoiceLegacyKind: KindDefinition<SingleChoiceField> = {
  kinds: ['single-choice-legacy'],
  recognise: (schema) => isScalarType(schema) && own(schema, 'enum') !== undefined && own(schema, 'enumNames') !== undefined,
  check: (schema, context) => {
    const issues = checkEnumField(schema, context);
    const values = own(schema, 'enum');
    const names = own(schema, 'enumNames');
    if (!isStringArray(names) || !Array.isArray(values) || names.length !== values.length) {
      issues.push(issue(pointer(context.pointer, 'enumNames'), 'enum-names-mismatch',
        '"enumNames" must be strings, exactly one per "enum" entry.'));
    }
    return issues;
  },
  build: (schema, base) => ({
    ...base, kind: 'single-choice-legacy', hasThumbnails: false,
    options: enumOptions(own(schema, 'enum') as (string | number)[], own(schema, 'enumNames') as string[]),
  }),
  ...choiceValues,
};

/** `oneOf: [{const, title, description?, "x-openai-thumbnail"?}]` on a string. */
export const singleChoiceTitledKind: KindDefinition<SingleChoiceField> = {
  kinds: ['single-choice-titled'],
  recognise: (schema) => own(schema, 'oneOf') !== undefined && typeOf(schema) !== 'array',
  check: (schema, { pointer: path }) => {
    const issues = [...checkCommon(schema, path), ...checkTextConstraints(schema, path),
      ...checkTitledOptions(own(schema, 'oneOf'), pointer(path, 'oneOf'))];
    if (typeOf(schema) !== 'string') issues.push(issue(pointer(path, 'type'), 'invalid-type', 'A "oneOf" choice must have type "string".'));
    if (own(schema, 'enum') !== undefined) {
      issues.push(issue(pointer(path, 'enum'), 'conflicting-options', 'A field may not have both "enum" and "oneOf".'));
    }
    return issues;
  },
  build: (schema, base) => ({ ...base, kind: 'single-choice-titled', ...titledOptions(own(schema, 'oneOf') as JsonObject[]) }),
  ...choiceValues,
};

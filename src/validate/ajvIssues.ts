/** ajv errors → human ValidationIssues (ARCHITECTURE rule 7): never raw ajv text. */
import type { ErrorObject } from 'ajv';
import { isJsonObject, own, pointerSegments, type JsonObject } from '../json.ts';
import type { ValidationMessages } from '../messages.ts';
import type { ValidationIssue } from '../model.ts';

const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value));

/** Choice arrays and pickers say "Choose …", free lists say "Add …". */
function isChoiceList(schema: JsonObject): boolean {
  const items = own(schema, 'items');
  return own(schema, 'x-openai-input') !== undefined ||
    (isJsonObject(items) && (own(items, 'enum') !== undefined || own(items, 'anyOf') !== undefined));
}

function itemCountMessage(schema: JsonObject, messages: ValidationMessages): string {
  const [min, max] = [own(schema, 'minItems'), own(schema, 'maxItems')];
  const choice = isChoiceList(schema);
  if (typeof min === 'number' && typeof max === 'number') {
    return choice ? messages.chooseBetween(min, max) : messages.listBetween(min, max);
  }
  if (typeof min === 'number') return choice ? messages.chooseAtLeast(min) : messages.listAtLeast(min);
  return choice ? messages.chooseAtMost(num(max)) : messages.listAtMost(num(max));
}

function rangeMessage(schema: JsonObject, error: ErrorObject, messages: ValidationMessages): string {
  const [min, max] = [own(schema, 'minimum'), own(schema, 'maximum')];
  if (typeof min === 'number' && typeof max === 'number') return messages.numberBetween(min, max);
  const limit = num(error.params.limit);
  switch (error.keyword) {
    case 'minimum': return messages.numberAtLeast(limit);
    case 'maximum': return messages.numberAtMost(limit);
    case 'exclusiveMinimum': return messages.numberAbove(limit);
    default: return messages.numberBelow(limit);
  }
}

function typeMessage(error: ErrorObject, messages: ValidationMessages): string {
  if (error.data === null) return messages.nullValue;
  switch (String(error.params.type)) {
    case 'integer': return typeof error.data === 'number' ? messages.notAnInteger : messages.notANumber;
    case 'number': return messages.notANumber;
    case 'string': return messages.notText;
    case 'array': return messages.notAList;
    case 'boolean': return messages.notABoolean;
    default: return messages.invalidValue;
  }
}

const FORMAT_MESSAGES: Record<string, keyof ValidationMessages> = { email: 'email', uri: 'uri', date: 'date', 'date-time': 'dateTime' };

function messageFor(error: ErrorObject, messages: ValidationMessages): string {
  const schema = isJsonObject(error.parentSchema) ? error.parentSchema : {};
  switch (error.keyword) {
    case 'required': return messages.required;
    case 'type': return typeMessage(error, messages);
    case 'minLength': return messages.tooShort(num(error.params.limit));
    case 'maxLength': return messages.tooLong(num(error.params.limit));
    case 'pattern': return messages.patternMismatch;
    case 'format': {
      const key = FORMAT_MESSAGES[String(error.params.format)];
      const message = key === undefined ? undefined : messages[key];
      return typeof message === 'string' ? message : messages.invalidValue;
    }
    case 'minimum': case 'maximum': case 'exclusiveMinimum': case 'exclusiveMaximum':
      return rangeMessage(schema, error, messages);
    case 'multipleOf': return messages.multipleOf(num(error.params.multipleOf));
    case 'enum': case 'const': case 'oneOf': case 'anyOf': return messages.notAnOption;
    case 'minItems': case 'maxItems': return itemCountMessage(schema, messages);
    case 'uniqueItems': return messages.duplicate;
    case 'additionalProperties': return messages.unknownField;
    default: return messages.invalidValue;
  }
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

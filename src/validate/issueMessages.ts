/**
 * Human messages for engine errors (docs/architecture.md rule 7): one catalogue, whichever engine found the error, so
 * the user never reads an engine's own words and both engines say the same thing.
 */
import { isJsonObject, own, type JsonObject } from '../json.ts';
import type { ValidationMessages } from '../messages.ts';

/** What a message needs to know about an engine error, in engine-neutral terms. */
export interface EngineError {
  /** The JSON Schema keyword that failed. */
  keyword: string;
  /** The schema object holding that keyword. */
  schema: JsonObject;
  /** The value that failed. */
  value: unknown;
  /** The keyword's limit (`minimum`, `maxLength`, `multipleOf`…), if any. */
  limit?: unknown;
  /** For `type`: the expected type(s), comma-separated. */
  expectedType?: string;
  /** For `format`: the format's name. */
  format?: string;
}

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

function rangeMessage(error: EngineError, messages: ValidationMessages): string {
  const [min, max] = [own(error.schema, 'minimum'), own(error.schema, 'maximum')];
  if (typeof min === 'number' && typeof max === 'number') return messages.numberBetween(min, max);
  const limit = num(error.limit);
  switch (error.keyword) {
    case 'minimum': return messages.numberAtLeast(limit);
    case 'maximum': return messages.numberAtMost(limit);
    case 'exclusiveMinimum': return messages.numberAbove(limit);
    default: return messages.numberBelow(limit);
  }
}

function typeMessage(error: EngineError, messages: ValidationMessages): string {
  if (error.value === null) return messages.nullValue;
  switch (error.expectedType) {
    case 'integer': return typeof error.value === 'number' ? messages.notAnInteger : messages.notANumber;
    case 'number': return messages.notANumber;
    case 'string': return messages.notText;
    case 'array': return messages.notAList;
    case 'boolean': return messages.notABoolean;
    default: return messages.invalidValue;
  }
}

const FORMAT_MESSAGES: Record<string, keyof ValidationMessages> = { email: 'email', uri: 'uri', date: 'date', 'date-time': 'dateTime' };

/** The message for a format that failed (our four formats have their own; anything else is "invalid"). */
export function formatMessage(format: string | undefined, messages: ValidationMessages): string {
  const key = format === undefined ? undefined : FORMAT_MESSAGES[format];
  const message = key === undefined ? undefined : messages[key];
  return typeof message === 'string' ? message : messages.invalidValue;
}

/**
 * The human message for one engine error.
 * @example issueMessage({keyword: 'maxLength', schema, value: 'abcdef', limit: 5}, defaultValidationMessages)
 *   // 'Enter at most 5 characters'
 */
export function issueMessage(error: EngineError, messages: ValidationMessages): string {
  switch (error.keyword) {
    case 'required': return messages.required;
    case 'type': return typeMessage(error, messages);
    case 'minLength': return messages.tooShort(num(error.limit));
    case 'maxLength': return messages.tooLong(num(error.limit));
    case 'pattern': return messages.patternMismatch;
    case 'format': return formatMessage(error.format, messages);
    case 'minimum': case 'maximum': case 'exclusiveMinimum': case 'exclusiveMaximum':
      return rangeMessage(error, messages);
    case 'multipleOf': return messages.multipleOf(num(error.limit));
    case 'enum': case 'const': case 'oneOf': case 'anyOf': return messages.notAnOption;
    case 'minItems': case 'maxItems': return itemCountMessage(error.schema, messages);
    case 'uniqueItems': return messages.duplicate;
    case 'additionalProperties': return messages.unknownField;
    default: return messages.invalidValue;
  }
}

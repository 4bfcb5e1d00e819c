/**
 * ajv behind a small port (ARCHITECTURE rule 7): one strict ajv instance that knows the OpenAI keywords, our
 * four strict formats, every standard keyword as sent; compiled once per schema object (WeakMap cache).
 */
import { Ajv, type ErrorObject, type Options } from 'ajv';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { formatChecks } from '../formats.ts';
import { isJsonObject, own, type JsonObject } from '../json.ts';
import { classifyPattern, testPattern } from '../pattern/index.ts';

/** Keywords the OpenAI extension (and the legacy `enumNames`) add; annotations to ajv, checked by our rules. */
export const OPENAI_KEYWORDS = ['x-openai-input', 'x-openai-suggestions', 'x-openai-thumbnail', 'x-openai-preview', 'enumNames', '_meta'];

/**
 * ajv's `pattern` engine: the kit's linear-time matcher instead of the backtracking RegExp (SPEC §8). Like
 * `new RegExp`, it throws on a pattern it can't use (invalid, or unsafe), so such a schema doesn't compile.
 * `toString` is ajv's cache key for the compiled pattern, so it must differ per pattern.
 */
const linearRegExp = Object.assign((pattern: string) => {
  const safety = classifyPattern(pattern);
  if (safety === 'invalid' || safety === 'unsafe') throw new SyntaxError(`The pattern ${JSON.stringify(pattern)} is ${safety}.`);
  return { test: (value: string) => testPattern(pattern, value), toString: () => `/${pattern}/u` };
}, { code: 'linearRegExp' });

const OPTIONS: Options = {
  allErrors: true, // every field gets its message
  verbose: true, // errors carry the schema, so messages can say "Choose between 1 and 2 options"
  strict: true, strictTypes: false, strictTuples: false, strictRequired: false,
  unicodeRegExp: true, // `pattern` as `new RegExp(p, "u")`, unanchored (SPEC §3)…
  code: { regExp: linearRegExp }, // …matched in linear time (SPEC §8)
  // Property names like `constructor` or `toString` must not be "found" on Object.prototype (SPEC §2).
  ownProperties: true,
  logger: false,
};

function createAjv(lenient: boolean): Ajv {
  const ajv = new Ajv(lenient ? { ...OPTIONS, strict: false } : OPTIONS);
  for (const keyword of OPENAI_KEYWORDS) ajv.addKeyword({ keyword });
  for (const [name, format] of Object.entries(fullFormats)) ajv.addFormat(name, format);
  // Our four formats replace ajv-formats' (each is ours AND ajv-formats', see formats.ts).
  for (const [name, check] of Object.entries(formatChecks)) ajv.addFormat(name, { type: 'string', validate: check });
  return ajv;
}

let strictAjv: Ajv | undefined;
let lenientAjv: Ajv | undefined;

/** A compiled schema: `undefined` errors means valid. */
export type CompiledSchema = (content: unknown) => ErrorObject[] | undefined;

const cache = new WeakMap<object, CompiledSchema | Error>();

/**
 * ajv drops a property named `__proto__` from `properties` (a prototype-pollution guard), so that one field
 * is checked here: its own schema on its own value, and `required` by own-property presence.
 */
function protoFieldCheck(ajv: Ajv, schema: JsonObject): CompiledSchema | undefined {
  const properties = own(schema, 'properties');
  const fieldSchema = isJsonObject(properties) ? own(properties, '__proto__') : undefined;
  if (!isJsonObject(fieldSchema)) return undefined;
  const validateField = ajv.compile(fieldSchema);
  ajv.removeSchema(fieldSchema);
  const required = own(schema, 'required');
  const isRequired = Array.isArray(required) && required.includes('__proto__');
  return (content) => {
    if (!isJsonObject(content)) return undefined;
    if (!Object.hasOwn(content, '__proto__')) {
      return isRequired ? [{ instancePath: '', schemaPath: '#/required', keyword: 'required', params: { missingProperty: '__proto__' } }] : undefined;
    }
    if (validateField(content.__proto__)) return undefined;
    return (validateField.errors ?? []).map((error) => ({ ...error, instancePath: `/__proto__${error.instancePath}` }));
  };
}

function compileWith(ajv: Ajv, schema: JsonObject): CompiledSchema {
  // `$schema` would make draft-07 ajv look up another meta-schema, `$id` would clash between two forms that
  // share one: both only name the schema, they don't constrain the answer.
  const rest: Record<string, unknown> = { ...schema };
  delete rest.$schema;
  delete rest.$id;
  const validate = ajv.compile(rest);
  ajv.removeSchema(rest); // the function stays usable; ajv's own cache would otherwise grow per form
  const protoCheck = protoFieldCheck(ajv, schema);
  return (content) => {
    const errors = [...(validate(content) ? [] : (validate.errors ?? [])), ...(protoCheck?.(content) ?? [])];
    return errors.length === 0 ? undefined : errors;
  };
}

/**
 * The cached validator of a schema object. Unknown vendor keywords make the strict instance refuse the
 * schema; then a lenient instance (unknown keywords ignored, as servers do) judges the standard ones.
 * Returns an Error when the schema can't be compiled at all.
 */
export function compiledSchema(schema: unknown): CompiledSchema | Error {
  if (!isJsonObject(schema)) return new Error('The schema is not an object.');
  const cached = cache.get(schema);
  if (cached) return cached;
  let result: CompiledSchema | Error;
  try {
    try {
      result = compileWith((strictAjv ??= createAjv(false)), schema);
    } catch {
      result = compileWith((lenientAjv ??= createAjv(true)), schema);
    }
  } catch (error) {
    result = error instanceof Error ? error : new Error(String(error));
  }
  cache.set(schema, result);
  return result;
}

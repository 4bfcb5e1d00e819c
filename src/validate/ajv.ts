/**
 * `elicit-kit/ajv`: the opt-in ajv 8 engine. ajv compiles each schema to JavaScript with `new Function`: fast, and
 * fine in Node or a page that allows `'unsafe-eval'`, but refused by a strict CSP. Import it only where that is
 * allowed; nothing else in the kit imports this module.
 */
import { Ajv, type ErrorObject, type Options } from 'ajv';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { formatChecks } from '../formats.ts';
import { isJsonObject, own, type JsonObject } from '../json.ts';
import { issuesFromAjv } from './ajvIssues.ts';
import type { ValidationEngine } from './engine.ts';

/** Keywords the OpenAI extension (and the legacy `enumNames`) add; annotations to ajv, checked by our rules. */
export const OPENAI_KEYWORDS = ['x-openai-input', 'x-openai-suggestions', 'x-openai-thumbnail', 'x-openai-preview', 'enumNames', '_meta'];

const OPTIONS: Options = {
  allErrors: true, // every field gets its message
  verbose: true, // errors carry the schema, so messages can say "Choose between 1 and 2 options"
  strict: true, strictTypes: false, strictTuples: false, strictRequired: false,
  unicodeRegExp: true,
  // Property names like `constructor` or `toString` must not be "found" on Object.prototype (docs/behaviour.md §2).
  ownProperties: true,
  logger: false,
};

function createAjv(lenient: boolean): Ajv {
  const ajv = new Ajv(lenient ? { ...OPTIONS, strict: false } : OPTIONS);
  for (const keyword of OPENAI_KEYWORDS) ajv.addKeyword({ keyword });
  for (const [name, format] of Object.entries(fullFormats)) ajv.addFormat(name, format);
  // Field formats never reach the engine (the kit checks them); these only serve schemas with formats elsewhere.
  for (const [name, check] of Object.entries(formatChecks)) ajv.addFormat(name, { type: 'string', validate: check });
  return ajv;
}

let strictAjv: Ajv | undefined;
let lenientAjv: Ajv | undefined;

type Compiled = (content: unknown) => ErrorObject[];

/**
 * ajv drops a property named `__proto__` from `properties` (a prototype-pollution guard), so that one field
 * is checked here: its own schema on its own value, and `required` by own-property presence.
 */
function protoFieldCheck(ajv: Ajv, schema: JsonObject): Compiled | undefined {
  const properties = own(schema, 'properties');
  const fieldSchema = isJsonObject(properties) ? own(properties, '__proto__') : undefined;
  if (!isJsonObject(fieldSchema)) return undefined;
  const validateField = ajv.compile(fieldSchema);
  ajv.removeSchema(fieldSchema);
  const required = own(schema, 'required');
  const isRequired = Array.isArray(required) && required.includes('__proto__');
  return (content) => {
    if (!isJsonObject(content)) return [];
    if (!Object.hasOwn(content, '__proto__')) {
      return isRequired ? [{ instancePath: '', schemaPath: '#/required', keyword: 'required', params: { missingProperty: '__proto__' } }] : [];
    }
    if (validateField(content.__proto__)) return [];
    return (validateField.errors ?? []).map((error) => ({ ...error, instancePath: `/__proto__${error.instancePath}` }));
  };
}

function compileWith(ajv: Ajv, schema: JsonObject): Compiled {
  const validate = ajv.compile(schema);
  ajv.removeSchema(schema); // the function stays usable; ajv's own cache would otherwise grow per form
  const protoCheck = protoFieldCheck(ajv, schema);
  return (content) => [...(validate(content) ? [] : (validate.errors ?? [])), ...(protoCheck?.(content) ?? [])];
}

/**
 * The ajv engine. Unknown vendor keywords make its strict instance refuse a schema; then a lenient instance
 * (unknown keywords ignored, as servers do) judges the standard ones.
 * @example
 * import { ajvEngine } from 'elicit-kit/ajv';
 * validateResult(schema, result, { engine: ajvEngine }); // or setDefaultValidationEngine(ajvEngine)
 */
export const ajvEngine: ValidationEngine = {
  name: 'ajv',
  prepare(schema) {
    let compiled: Compiled;
    try {
      compiled = compileWith((strictAjv ??= createAjv(false)), schema);
    } catch {
      compiled = compileWith((lenientAjv ??= createAjv(true)), schema);
    }
    return (content, messages) => issuesFromAjv(compiled(content), messages);
  },
};

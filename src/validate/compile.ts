/**
 * The validator port (docs/architecture.md rule 7): the engine in use, and one prepared check per engine and schema
 * object (WeakMap caches, so a form is prepared once and forgotten with it).
 */
import { isJsonObject } from '../json.ts';
import { cfworkerEngine } from './cfworker.ts';
import type { EngineCheck, ValidationEngine } from './engine.ts';
import { engineSchema } from './engineSchema.ts';

let defaultEngine: ValidationEngine = cfworkerEngine;

/**
 * Sets the engine `validateResult`/`validateContent` use when no `engine` option is given (for the whole page:
 * the React components validate through it too). The default, `cfworkerEngine`, never generates code.
 * @example import { ajvEngine } from 'elicit-kit/ajv'; setDefaultValidationEngine(ajvEngine);
 */
export function setDefaultValidationEngine(engine: ValidationEngine): void {
  defaultEngine = engine;
}

/** The engine used when none is given. */
export function getDefaultValidationEngine(): ValidationEngine {
  return defaultEngine;
}

const caches = new WeakMap<ValidationEngine, WeakMap<object, EngineCheck | Error>>();

/**
 * The cached check of a schema object for an engine, or an Error when the schema can't be judged (not an
 * object, not JSON, a pattern that doesn't compile or sits outside a field, or the engine refused it).
 */
export function compiledSchema(schema: unknown, engine: ValidationEngine = defaultEngine): EngineCheck | Error {
  if (!isJsonObject(schema)) return new Error('The schema is not an object.');
  let cache = caches.get(engine);
  if (!cache) caches.set(engine, (cache = new WeakMap()));
  const cached = cache.get(schema);
  if (cached) return cached;
  let result: EngineCheck | Error;
  try {
    result = engine.prepare(engineSchema(schema));
  } catch (error) {
    result = error instanceof Error ? error : new Error(String(error));
  }
  cache.set(schema, result);
  return result;
}

/**
 * The validation engine port (docs/architecture.md rule 7). An engine judges the standard JSON Schema keywords of a
 * form; the kit adds its own rules on top (`rules.ts`, `fieldRules.ts`). Engines never see `pattern` or the
 * four field formats: the kit checks those itself (docs/behaviour.md §3, §8), so every engine gives the same verdicts.
 */
import type { JsonObject } from '../json.ts';
import type { ValidationMessages } from '../messages.ts';
import type { ValidationIssue } from '../model.ts';

/** A prepared schema: the issues of one `content` object, in human words. */
export type EngineCheck = (content: JsonObject, messages: ValidationMessages) => ValidationIssue[];

/**
 * Something that judges content against a JSON Schema. The default is `cfworkerEngine` (interprets schemas,
 * no code generation: safe under a CSP without `'unsafe-eval'`); `ajvEngine` from `elicit-kit/ajv` compiles
 * schemas to code (fast, for Node or pages that allow `'unsafe-eval'`).
 * @example validateResult(schema, result, { engine: ajvEngine })
 */
export interface ValidationEngine {
  /** A short name for messages and tests, e.g. `"cfworker"`. */
  readonly name: string;
  /**
   * Prepares a schema (a private deep copy the engine may annotate; `$schema`/`$id` removed). Throws when the
   * schema can't be used; the kit then reports "The form schema could not be checked".
   */
  prepare(schema: JsonObject): EngineCheck;
}

/**
 * The default engine: `@cfworker/json-schema` interprets schemas (no `eval`, no `new Function`), so validation
 * works under `script-src 'self'` (docs/behaviour.md §8). It is also what OpenAI's `requestFormInput` validator runs.
 */
import { Validator } from '@cfworker/json-schema';
import { issuesFromCfworker } from './cfworkerIssues.ts';
import type { ValidationEngine } from './engine.ts';

/**
 * The cfworker engine, draft-07 semantics (as ajv's default and the MCP SDK validators), every error reported.
 * @example validateResult(schema, result, { engine: cfworkerEngine }) // the default anyway
 */
export const cfworkerEngine: ValidationEngine = {
  name: 'cfworker',
  prepare(schema) {
    const validator = new Validator(schema, '7', false);
    return (content, messages) => issuesFromCfworker(validator.validate(content).errors, schema, content, messages);
  },
};

/** `npm run bench`: what the core costs per keystroke and per form. */
import { bench, describe } from 'vitest';
import cases from '../conformance/oracle-cases.json' with { type: 'json' };
import { checkSupport, defaultValues, normalizeSchema, toContent, validateContent, validateResult } from './index.ts';
import { ajvEngine } from './validate/ajv.ts';

const form = cases.form;
const model = normalizeSchema(form);
const answer = cases.answers[0]?.answer;
if (!model || !answer) throw new Error('conformance form must be supported');
const values = defaultValues(model);

describe('core', () => {
  bench('checkSupport + normalizeSchema (conformance form)', () => {
    checkSupport(form);
    normalizeSchema(form);
  });
  bench('toContent + validateContent (per keystroke, cached validator)', () => {
    validateContent(model, toContent(model, values));
  });
  bench('validateResult, cached', () => {
    validateResult(form, answer);
  });
  bench('validateResult on a fresh schema object (prepares)', () => {
    validateResult({ ...form }, answer);
  });
  bench('ajv engine: toContent + validateContent (per keystroke, cached)', () => {
    validateContent(model, toContent(model, values), { engine: ajvEngine });
  });
  bench('ajv engine: validateResult on a fresh schema object (compiles)', () => {
    validateResult({ ...form }, answer, { engine: ajvEngine });
  });
});

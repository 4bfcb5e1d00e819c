/**
 * Table tests over conformance/oracle-cases.json (recorded verdicts, kept verbatim: conformance/README.md): every
 * answer, schema and extra-keyword case must get its `expect`, and every answer we accept must pass the live oracles.
 */
import { describe, expect, it } from 'vitest';
import cases from '../conformance/oracle-cases.json' with { type: 'json' };
import { checkSupport, normalizeSchema, validateResult } from './index.ts';
import { expectOraclesAccept } from '../test-support/oracles.ts';

type Json = Record<string, unknown>;
const form = cases.form as Json;
const properties = form.properties as Record<string, Json>;

/** The extraKeywords form: "form plus additionalProperties:false, images.uniqueItems, tags.uniqueItems,
 * qty.multipleOf 2, qty.exclusiveMaximum 10" (built from the case file's own description). */
const extraForm: Json = {
  ...form,
  additionalProperties: false,
  properties: {
    ...properties,
    images: { ...properties.images, uniqueItems: true },
    tags: { ...properties.tags, uniqueItems: true },
    qty: { ...properties.qty, multipleOf: 2, exclusiveMaximum: 10 },
  },
};

describe('conformance answers', () => {
  it.each(cases.answers.map((entry) => [entry.id, entry.desc, entry] as const))('%s %s', (_id, _desc, entry) => {
    const verdict = validateResult(form, entry.answer);
    expect(verdict.ok ? 'accept' : 'reject').toBe(entry.expect);
    if (verdict.ok) expectOraclesAccept(form, entry.answer);
    else for (const issue of verdict.issues) expect(issue.message).not.toMatch(/^must /); // human text, not ajv's "must be …"
  });
});

describe('conformance schemas', () => {
  it.each(cases.schemas.map((entry) => [entry.id, entry.desc, entry] as const))('%s %s', (_id, _desc, entry) => {
    const schema = entry.schema === '(form)' ? form : entry.schema;
    const support = checkSupport(schema);
    expect(support.supported ? 'supported' : 'unsupported').toBe(entry.expect);
    expect(normalizeSchema(schema) === undefined).toBe(!support.supported);
  });
});

describe('conformance extra keywords (enforced as sent)', () => {
  it('the extended form is still supported', () => {
    expect(checkSupport(extraForm)).toEqual({ supported: true });
  });
  it.each(cases.extraKeywords.cases.map((entry) => [entry.id, entry.desc, entry] as const))('%s %s', (_id, _desc, entry) => {
    const result = { action: 'accept', content: entry.answer };
    const verdict = validateResult(extraForm, result);
    expect(verdict.ok ? 'accept' : 'reject').toBe(entry.expect);
    if (verdict.ok) expectOraclesAccept(extraForm, result);
  });
});

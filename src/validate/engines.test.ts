/**
 * Differential proof (docs/behaviour.md §3.12): on generated supported schemas (every kind and constraint of docs/behaviour.md §2) and generated
 * answers (valid, boundary, mutated), the kit with the browser engine (cfworker), the kit with ajv, the MCP SDK's
 * `AjvJsonSchemaValidator` and `@modelcontextprotocol/server`'s `acceptedContent` agree, except where the kit
 * deliberately differs (listed below with the reason). fast-check prints the seed and the shrunk counterexample.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSupport } from '../index.ts';
import { contentFor, formSchema, PROTOTYPE_NAMES } from '../../test-support/arbitraries.ts';
import { sdkAccepts, v2Accepts } from '../../test-support/oracles.ts';
import { ajvEngine } from './ajv.ts';
import { cfworkerEngine } from './cfworker.ts';
import { validateResult } from './index.ts';
import type { ValidationIssue } from '../model.ts';

/** Fixed, so CI is reproducible; FC_SEED / FC_RUNS explore further (`FC_SEED=7 FC_RUNS=5000 npx vitest run …`). */
const SEED = Number(process.env.FC_SEED ?? 20261130);
/** Each run is one generated form and ANSWERS answers to it (compiling a form for four validators is the slow part). */
const RUNS = Number(process.env.FC_RUNS ?? 400);
const ANSWERS = 6;

const wrapped = new WeakMap<object, object>();
/** The generator's guess whether a field accepts a value (the browser engine, one field at a time). */
function fits(field: Record<string, unknown>, value: unknown): boolean {
  const schema = wrapped.get(field) ?? { type: 'object', properties: { f: field } };
  wrapped.set(field, schema);
  return validateResult(schema, { action: 'accept', content: { f: value } }).ok;
}

/**
 * Where the kit refuses what the servers accept, on purpose (docs/behaviour.md section → issue keyword):
 * - `x-openai-input` (§5): a picker without an add control accepts only its offered URIs; servers only see `format: uri`.
 * - `uniqueItems` (§3): choice and picker arrays hold distinct values even without `uniqueItems` in the schema.
 * - `additionalProperties` (§3): `content` holds no key that is not a property; servers ignore unknown keys.
 * - `format` (§3): our formats are stricter than ajv-formats (ASCII email atoms and a TLD, no IP-literal URIs,
 *   date-times with seconds, an offset and uppercase `T`/`Z`, no leap seconds).
 * - `null` (§3): never sent; servers refuse it through `type` anyway, so this only matters for untyped schemas.
 */
const DELIBERATE = new Set(['x-openai-input', 'uniqueItems', 'additionalProperties', 'format', 'null']);

/**
 * Not compared with the SDK validators (a server bug, not a difference in the contract): their ajv looks properties up
 * through the prototype (`constructor`, `toString` count as present) and drops a `__proto__` property entirely.
 */
const skipServers = new Set(PROTOTYPE_NAMES);

const key = (issue: ValidationIssue) => JSON.stringify([issue.field ?? null, issue.index ?? null, issue.keyword, issue.message]);

const tally = { forms: 0, answers: 0, accepted: 0, refused: 0, deliberate: 0, serversCompared: 0 };
type Form = { properties: Record<string, unknown> };

/** One answer: engines identical; accepted ⇒ both servers accept; refused but a server accepts ⇒ only deliberate issues. */
function judge(schema: Form, content: Record<string, unknown>): void {
  const result = { action: 'accept', content };
  const browser = validateResult(schema, result, { engine: cfworkerEngine });
  const node = validateResult(schema, result, { engine: ajvEngine });
  // Same verdict and the same human issues, in the same order.
  expect((node.ok ? [] : node.issues).map(key)).toEqual((browser.ok ? [] : browser.issues).map(key));
  tally.answers += 1;
  if (Object.keys(schema.properties).some((name) => skipServers.has(name))) return;
  tally.serversCompared += 1;
  const wire = JSON.parse(JSON.stringify(result)) as { content: unknown };
  const servers = { sdk: sdkAccepts(schema, wire.content), v2: v2Accepts(schema, wire) };
  if (browser.ok) {
    tally.accepted += 1;
    expect(servers, 'the kit accepted what a server refuses').toEqual({ sdk: true, v2: true });
    return;
  }
  tally.refused += 1;
  if (servers.sdk || servers.v2) {
    tally.deliberate += 1;
    const unexplained = browser.issues.filter((issue) => !DELIBERATE.has(issue.keyword));
    expect(unexplained, `refused where a server accepts (${JSON.stringify(servers)})`).toEqual([]);
  }
}

describe('engines agree (differential, fast-check)', () => {
  it(`the kit on cfworker = the kit on ajv, and both agree with the live SDK validators (seed ${SEED}, ${RUNS} forms × ${ANSWERS} answers)`, () => {
    const answered = formSchema.chain((schema) => fc.tuple(fc.constant(schema), fc.array(contentFor(schema, fits), { minLength: ANSWERS, maxLength: ANSWERS })));
    fc.assert(fc.property(answered, ([schema, contents]) => {
      if (!checkSupport(schema).supported) return;
      tally.forms += 1;
      for (const content of contents) judge(schema, content);
    }), { numRuns: RUNS, seed: SEED });
    console.log(`engines differential: seed ${SEED}, ${RUNS} runs × ${ANSWERS} answers`, tally);
    expect(tally.forms).toBeGreaterThan(RUNS * 0.9); // the generator makes supported forms
    expect(tally.accepted).toBeGreaterThan(tally.serversCompared * 0.2); // valid answers, not only refusals
    expect(tally.deliberate).toBeGreaterThan(10); // the deliberate differences really occur
  }, 120_000);
});

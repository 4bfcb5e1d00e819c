/**
 * Live oracles for tests: the validators real MCP servers run. Every answer the kit accepts must also pass
 * these, so the kit can never be laxer than a server on standard keywords (conformance README).
 * Test-only: imports dev dependencies.
 */
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { acceptedContent, fromJsonSchema, type JsonSchemaType } from '@modelcontextprotocol/server';

const sdkValidator = new AjvJsonSchemaValidator();
const sdkCache = new WeakMap<object, ReturnType<typeof sdkValidator.getValidator>>();

/** `@modelcontextprotocol/sdk` 1.x: does its ajv validator accept `content` for `schema`? (cached per schema object) */
export function sdkAccepts(schema: unknown, content: unknown): boolean {
  const key = schema as object;
  let validate = sdkCache.get(key);
  if (!validate) {
    validate = sdkValidator.getValidator(schema as never);
    sdkCache.set(key, validate);
  }
  return validate(content).valid;
}

/** `@modelcontextprotocol/server` 2.x MRTR: does `acceptedContent` return the content of `result`? */
export function v2Accepts(schema: unknown, result: unknown): boolean {
  return acceptedContent({ k: result }, 'k', fromJsonSchema(schema as JsonSchemaType)) !== undefined;
}

/**
 * Throws (with the oracle's name) unless both oracles accept an accepted result. Decline/cancel have no
 * content to judge; use it on every answer the kit's own validator accepts.
 */
export function expectOraclesAccept(schema: unknown, result: { action: string; content?: unknown }): void {
  if (result.action !== 'accept') return;
  // The oracles validate JSON as it travels: round-trip to drop null prototypes and undefined members.
  const wire = JSON.parse(JSON.stringify(result)) as { content: unknown };
  if (!sdkAccepts(schema, wire.content)) throw new Error(`@modelcontextprotocol/sdk refused ${JSON.stringify(wire)}`);
  if (!v2Accepts(schema, wire)) throw new Error(`@modelcontextprotocol/server refused ${JSON.stringify(wire)}`);
}

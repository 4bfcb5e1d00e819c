/**
 * The first, cheap look for credential-like fields (docs/behaviour.md §11), run on every form as it mounts: it flags any field
 * whose name, title or description so much as mentions a password, key, token, secret or card, is `writeOnly`, has
 * `format: "password"` or a card-number `pattern`. Only a form with such a field loads the real detector
 * (src/credentials.ts, with the warning), so the others pay nothing more on their first load. A superset of the
 * detector (src/credentials.test.ts checks it on every example), so drafts can leave these fields out at once.
 */
import { isJsonObject, own, ownString } from './json.ts';

/** Any pattern a card number's could be (src/credentials.ts `CARD_PATTERNS` tells them apart): a `{4}`, `{12…19}`, a brand prefix. */
const CARD_HINT = /\{(4|1\d)[,}]|5\[1-5\]|3\[47\]/;

const MENTIONS = /pass|pwd|otp|2fa|mfa|one.?time|kennwort|contrase|secret|private|api.?key|access.?key|token|card|cc.?num|cvv|cvc|csc|security.?code/i;

/** True when `schema` (or its items) says anything that might make property `name` a credential. */
function mightBeCredential(name: string, schema: unknown): boolean {
  if (!isJsonObject(schema) || own(schema, 'type') === 'boolean') return false;
  const items = own(schema, 'items');
  for (const part of isJsonObject(items) ? [schema, items] : [schema]) {
    if (own(part, 'writeOnly') === true || own(part, 'format') === 'password') return true;
    const pattern = ownString(part, 'pattern');
    if (pattern !== undefined && CARD_HINT.test(pattern)) return true;
    if ([ownString(part, 'title'), ownString(part, 'description')].some((text) => text !== undefined && MENTIONS.test(text))) return true;
  }
  return MENTIONS.test(name);
}

/**
 * The properties of `requestedSchema` that might ask for a credential, in schema order (`[]` for anything else).
 * @example suspectCredentialFields({ type: 'object', properties: { apiKey: { type: 'string' }, city: { type: 'string' } } }) // ['apiKey']
 */
export function suspectCredentialFields(requestedSchema: unknown): string[] {
  const properties = isJsonObject(requestedSchema) ? own(requestedSchema, 'properties') : undefined;
  if (!isJsonObject(properties)) return [];
  return Object.keys(properties).filter((name) => mightBeCredential(name, own(properties, name)));
}

/**
 * Fields that look like they ask for a credential (docs/behaviour.md §11): the MCP spec says servers MUST NOT request passwords,
 * API keys, access tokens or payment credentials in form mode. The kit warns the person above such a form (or the
 * host refuses it), masks such values in the sent summary and never keeps them in a draft. A heuristic over the
 * property's name, title and description, its `format`, a card-number `pattern` and `writeOnly`: it must not cry
 * wolf on "password hint", "token count" or "API key name" (src/credentials.test.ts holds the table of examples).
 * Loaded on demand, for the forms the cheap first look (src/credentialScreen.ts) flags.
 */
import { isJsonObject, own, ownString, type JsonObject } from './json.ts';
import type { FormModel } from './model.ts';

/** What a field seems to ask for; the warning names it. */
export type CredentialKind = 'password' | 'apiKey' | 'token' | 'secret' | 'payment';

/** One property that looks like a credential. */
export interface CredentialField {
  name: string;
  kind: CredentialKind;
}

// Each rule matches whole words of the normalised text (" access token ", see `wordsOf`), in this order.
const TERMS: readonly (readonly [RegExp, CredentialKind])[] = [
  [/ (pass ?word|passwd|pwd|pass ?phrase|pass ?code|otp|totp|(2fa|mfa|one time) code|mot de passe|passwort|kennwort|contrasena) /, 'password'],
  [/ (secret|private key) /, 'secret'],
  [/ (api ?key|access key) /, 'apiKey'],
  [/ token /, 'token'],
  [/ (card ?number|credit card|debit card|cc ?number|ccnum|cvv2?|cvc2?|csc|card verification|security code) /, 'payment'],
];
/** Words after the term that make the field about the credential, not the credential: "password hint", "token count". */
const ABOUT_AFTER = / (hints?|reminder|count|limits?|budget|usage|name|label|ids?|length|expiry|expires|expiration|type|policy|strength|rules?|requirements?|reset|changed|updated|created|date|url|uri|endpoint|format|field|provider|manager|holder|brand|network|issuer|prefix|suffix|symbol|address|amount|price|standard|question|path|file|location|scopes?|permissions?|owner|fingerprint|last) /;
/** A word right before the term with the same effect: "max token", "name of API key", "last 4 digits of card number". */
const ABOUT_BEFORE = / (max|min|maximum|minimum|num|total|of|page|continuation|pagination|cursor)( the| a| an| your)? $/;
/** In a description, only a direct ask counts ("Paste your access token"), and not a warning ("never enter your password"). */
const ASKS = / (your|enter|paste|provide|type) ([^ ]+ ){0,4}$/;
const NEGATED = / (not|never|no|don t|do not) /;
/** A digit run whose length range includes 16, four groups of four digits, or a card brand's prefix (Mastercard, Amex). */
const CARD_PATTERNS = [/(?:\\d|\[0-9\])\{(?:1[2-6],1[6-9]|16)\}/, /(?:(?:\\d|\[0-9\])\{4\}[^{]*){4}|(?:\\d|\[0-9\])\{4\}[^{}]*\)\{3\}/, /5\[1-5\]|3\[47\]/];

/** " words of the text ": camelCase and snake_case split, accents and punctuation dropped, lower case. */
function wordsOf(text: string): string {
  const split = text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2');
  return ` ${split.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
}

/**
 * The credential a text names, `null` when it names one only to talk about it ("password hint"), `undefined` when
 * it names none. `direct` (descriptions) also needs the text to ask for it.
 */
function termIn(text: string | undefined, direct: boolean): CredentialKind | null | undefined {
  if (text === undefined) return undefined;
  const words = wordsOf(text);
  let about = false;
  for (const [term, kind] of TERMS) {
    const match = term.exec(words);
    if (!match) continue;
    const before = words.slice(0, match.index + 1);
    const after = words.slice(match.index + match[0].length - 1);
    if (ABOUT_AFTER.test(after) || ABOUT_BEFORE.test(before)) about = true;
    else if (!direct || (ASKS.test(before) && !NEGATED.test(before))) return kind;
  }
  return about ? null : undefined;
}

/** The text-like schema a value is typed into: a string or number field, or a string list's items; never a choice or picker. */
function typedSchema(schema: JsonObject): JsonObject | undefined {
  if (own(schema, 'enum') !== undefined || own(schema, 'oneOf') !== undefined || own(schema, 'x-openai-input') !== undefined) return undefined;
  const type = own(schema, 'type');
  if (type === 'string' || type === 'number' || type === 'integer') return schema;
  const items = own(schema, 'items');
  if (type !== 'array' || !isJsonObject(items) || own(items, 'type') !== 'string') return undefined;
  return own(items, 'enum') === undefined && own(items, 'anyOf') === undefined ? items : undefined;
}

/**
 * What the property `name` (with its schema) seems to ask for, if it looks like a credential.
 * @example credentialKindOf('apiKey', { type: 'string', title: 'API key' }) // 'apiKey'
 * @example credentialKindOf('hint', { type: 'string', title: 'Password hint' }) // undefined
 */
export function credentialKindOf(name: string, schema: unknown): CredentialKind | undefined {
  if (!isJsonObject(schema)) return undefined;
  const typed = typedSchema(schema);
  if (!typed) return undefined;
  const format = ownString(typed, 'format');
  if (format === 'password') return 'password';
  if (format !== undefined) return undefined; // an email, URI or date is never a secret
  const titles = [name, ownString(schema, 'title'), typed === schema ? undefined : ownString(typed, 'title')];
  const labels = titles.map((title) => termIn(title, false));
  const named = labels.find((kind) => kind);
  if (named) return named;
  if (own(schema, 'writeOnly') === true || own(typed, 'writeOnly') === true) return 'password';
  const pattern = ownString(typed, 'pattern');
  if (pattern !== undefined && CARD_PATTERNS.some((card) => card.test(pattern))) return 'payment';
  // A label about a credential ("Password hint", "Hint") settles it: its description may well say "your password".
  if (labels.includes(null) || titles.some((title) => title !== undefined && ABOUT_AFTER.test(wordsOf(title)))) return undefined;
  return termIn(ownString(schema, 'description'), true) ?? undefined;
}

/**
 * Every property of `requestedSchema` that looks like a credential, in schema order; `[]` for anything that is not
 * a schema with properties (any JSON can arrive).
 * @example findCredentialFields({ type: 'object', properties: { password: { type: 'string' } } }) // [{ name: 'password', kind: 'password' }]
 */
export function findCredentialFields(requestedSchema: unknown): CredentialField[] {
  const properties = isJsonObject(requestedSchema) ? own(requestedSchema, 'properties') : undefined;
  if (!isJsonObject(properties)) return [];
  const found: CredentialField[] = [];
  for (const name of Object.keys(properties)) {
    const kind = credentialKindOf(name, own(properties, name));
    if (kind) found.push({ name, kind });
  }
  return found;
}

/** What the detector found in each model: the warning and the sent summary ask the same model, and it looks once. */
const foundIn = new WeakMap<FormModel, readonly CredentialField[]>();

/**
 * The fields of `model` that look like a credential, in form order: `findCredentialFields` over the model's fields,
 * worked out once per model however many parts of the form ask (docs/behaviour.md §11.3).
 * @example credentialFieldsOf(normalizeSchema({ type: 'object', properties: { pin: { type: 'string', format: 'password' } } })!) // [{ name: 'pin', kind: 'password' }]
 */
export function credentialFieldsOf(model: FormModel): readonly CredentialField[] {
  let found = foundIn.get(model);
  if (!found) {
    found = model.fields.flatMap(({ name, schema }) => {
      const kind = credentialKindOf(name, schema);
      return kind ? [{ name, kind }] : [];
    });
    foundIn.set(model, found);
  }
  return found;
}

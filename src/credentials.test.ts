/**
 * The credential detector (docs/behaviour.md §11) on fields as servers write them: each row is a property name, its schema, and
 * what the detector must say. The misses matter as much as the hits: a warning on "max tokens" or "password hint"
 * teaches people to ignore it.
 */
import { describe, expect, it } from 'vitest';
import { credentialFieldsOf, credentialKindOf, findCredentialFields, type CredentialKind } from './credentials.ts';
import { suspectCredentialFields } from './credentialScreen.ts';
import { normalizeSchema } from './normalize.ts';

const text = (title?: string, extra: Record<string, unknown> = {}) => ({ type: 'string', ...(title === undefined ? {} : { title }), ...extra });

const hits: [string, unknown, CredentialKind][] = [
  ['password', text(), 'password'],
  ['pwd', text('Password (at least 12 characters)'), 'password'],
  ['confirmPassword', text('Confirm password'), 'password'],
  ['new_password', text('New password'), 'password'],
  ['wifi', text('Wi-Fi network password'), 'password'],
  ['passphrase', text('Passphrase'), 'password'],
  ['passcode', text('Passcode'), 'password'],
  ['code', text('One-time code'), 'password'],
  ['otp', text('OTP'), 'password'],
  ['mfa', text('2FA code'), 'password'],
  ['mdp', text('Mot de passe'), 'password'],
  ['kennwort', text('Passwort'), 'password'],
  ['clave', text('Contraseña'), 'password'],
  ['apiKey', text(), 'apiKey'],
  ['x-api-key', text(), 'apiKey'],
  ['openai', text('OpenAI API key'), 'apiKey'],
  ['APIKey', text(), 'apiKey'],
  ['aws_access_key', text('AWS access key'), 'apiKey'],
  ['token', text(), 'token'],
  ['accessToken', text('Access token'), 'token'],
  ['github_pat', text('Personal access token (classic)'), 'token'],
  ['refresh_token', text(), 'token'],
  ['bearerToken', text('Bearer token'), 'token'],
  ['secret', text('Secret'), 'secret'],
  ['client_secret', text('Client secret'), 'secret'],
  ['aws_secret_access_key', text('AWS secret access key'), 'secret'],
  ['ssh', text('SSH private key'), 'secret'],
  ['webhookSecret', text(), 'secret'],
  ['cardNumber', text('Card number'), 'payment'],
  ['cc', text('Credit card'), 'payment'],
  ['cc_number', text(), 'payment'],
  ['pan', { type: 'integer', title: 'Card number' }, 'payment'],
  ['cvv', text('CVV'), 'payment'],
  ['cvc', { type: 'integer', title: 'CVC' }, 'payment'],
  ['csc', text('Security code'), 'payment'],
  // The description, when it asks directly and the label says nothing either way.
  ['value', text('Value', { description: 'Paste your GitHub personal access token here.' }), 'token'],
  ['key', text('Key', { description: 'Enter your OpenAI API key.' }), 'apiKey'],
  // writeOnly (OpenAPI's password marker), format password, card-number patterns.
  ['pin', text('Unlock code', { writeOnly: true }), 'password'],
  ['field', text('Field', { format: 'password' }), 'password'],
  ['number', text('Number', { pattern: '^\\d{16}$' }), 'payment'],
  ['number', text('Number', { pattern: '^[0-9]{13,19}$' }), 'payment'],
  ['number', text('Number', { pattern: '^\\d{4}[ -]?\\d{4}[ -]?\\d{4}[ -]?\\d{4}$' }), 'payment'],
  ['number', text('Number', { pattern: '^(\\d{4}[ -]?){3}\\d{4}$' }), 'payment'],
  ['number', text('Number', { pattern: '^(?:4[0-9]{12}(?:[0-9]{3})?|5[1-5][0-9]{14}|3[47][0-9]{13})$' }), 'payment'],
  // A list of secrets is still secrets.
  ['recoveryCodes', { type: 'array', title: 'Recovery passwords', items: { type: 'string', title: 'Password' } }, 'password'],
  ['keys', { type: 'array', items: { type: 'string', writeOnly: true } }, 'password'],
];

const misses: [string, unknown][] = [
  ['password_hint', text('Password hint', { description: 'Shown when you forget your password.' })],
  ['hint', text('Hint', { description: 'A reminder of your password (never the password itself).' })],
  ['tokenCount', text('Token count')],
  ['maxTokens', { type: 'integer', title: 'Max tokens' }],
  ['max_output_tokens', { type: 'integer' }],
  ['token_limit', { type: 'integer', title: 'Token limit' }],
  ['budget', { type: 'integer', title: 'Token budget' }],
  ['nextPageToken', text()],
  ['apiKeyName', text('API key name')],
  ['api_key_id', text('API key ID')],
  ['aws_access_key_id', text('AWS access key ID')],
  ['label', text('Name of the API key')],
  ['expiry', text('Token expiry date')],
  ['secretName', text('Secret name')],
  ['publicKey', text('SSH public key')],
  ['keyPath', text('Private key path')],
  ['manager', text('Password manager')],
  ['policy', text('Password policy')],
  ['method', { type: 'string', title: 'Payment method', enum: ['card', 'paypal', 'invoice'] }],
  ['method', { type: 'string', title: 'Payment method' }],
  ['cardType', text('Credit card type')],
  ['holder', text('Cardholder name')],
  ['last4', text('Last 4 digits of card number')],
  ['verification', text('Verification code')],
  ['promo', text('Promo code')],
  ['zip', text('ZIP code', { pattern: '^\\d{5}$' })],
  ['phone', text('Phone', { pattern: '^\\+?[1-9]\\d{1,14}$' })],
  ['ean', text('Barcode', { pattern: '^\\d{13}$' })],
  ['ssn', text('Employee number', { pattern: '^\\d{3}-\\d{2}-\\d{4}$' })],
  ['comment', text('Comment', { description: "Don't paste your password or API key here." })],
  ['notes', text('Notes', { description: 'We will never ask for your password.' })],
  ['email', text('Password reset email', { format: 'email' })],
  ['site', text('Password change page', { format: 'uri' })],
  ['remember', { type: 'boolean', title: 'Remember password' }],
  ['token', { type: 'string', title: 'Token', oneOf: [{ const: 'a', title: 'A' }] }],
  ['tokens', { type: 'array', items: { type: 'string', enum: ['usdc', 'eth'] } }],
  ['secret', { type: 'string', format: 'uri', 'x-openai-input': { type: 'resource', options: [] } }],
  ['bypass', text('Bypass cache')],
  ['passport', text('Passport number')],
  ['keyword', text('Keyword')],
  ['name', text('Full name', { description: 'As on your card.' })],
];

describe('credentialKindOf', () => {
  it.each(hits)('%s %j → %s', (name, schema, kind) => {
    expect(credentialKindOf(name, schema)).toBe(kind);
    // The cheap first look flags every field the detector would (else the form would never load the detector).
    expect(suspectCredentialFields({ type: 'object', properties: { [name]: schema } })).toEqual([name]);
  });
  it.each(misses)('%s %j → nothing', (name, schema) => {
    expect(credentialKindOf(name, schema)).toBeUndefined();
  });
  it('never throws on any JSON', () => {
    for (const schema of [null, 1, 'x', [], {}, { type: 'string', title: 1, description: {} }, { type: 'array', items: null }]) {
      expect(credentialKindOf('password', schema) ?? 'none').toMatch(/password|none/);
    }
  });
});

describe('findCredentialFields', () => {
  it('lists the credential-like properties in schema order, with their kind', () => {
    const schema = {
      type: 'object',
      properties: {
        username: text('Username'),
        password: text('Password'),
        hint: text('Password hint'),
        card: text('Card number'),
      },
    };
    expect(findCredentialFields(schema)).toEqual([
      { name: 'password', kind: 'password' },
      { name: 'card', kind: 'payment' },
    ]);
    // Any property name, read as an own property (docs/behaviour.md §2).
    const withProto = JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string","title":"API key"}}}') as unknown;
    expect(findCredentialFields(withProto)).toEqual([{ name: '__proto__', kind: 'apiKey' }]);
  });
  it('finds nothing in what is not a form', () => {
    for (const schema of [undefined, null, 'password', { properties: 'oops' }, { properties: ['password'] }]) {
      expect(findCredentialFields(schema)).toEqual([]);
      expect(suspectCredentialFields(schema)).toEqual([]);
    }
  });
  it('the first look passes over a form that mentions nothing of the kind', () => {
    const schema = { type: 'object', properties: { name: text('Full name'), email: text('Email', { format: 'email' }), size: { type: 'integer' } } };
    expect(suspectCredentialFields(schema)).toEqual([]);
  });
});

describe('a form model carries the first look, and the detector looks at it once', () => {
  const schema = {
    type: 'object',
    properties: { username: text('Username'), password: text('Password'), hint: text('Password hint'), card: text('Card number') },
  };
  it('normalizeSchema keeps the schema as sent, and what the first look flags', () => {
    const model = normalizeSchema(schema)!;
    expect(model.schema).toBe(schema);
    expect(model.credentialSuspects).toEqual(suspectCredentialFields(schema));
    expect(model.credentialSuspects).toEqual(['password', 'hint', 'card']);
  });
  it('credentialFieldsOf says what findCredentialFields says of the schema, once per model', () => {
    const model = normalizeSchema(schema)!;
    expect(credentialFieldsOf(model)).toEqual(findCredentialFields(schema));
    expect(credentialFieldsOf(model)).toBe(credentialFieldsOf(model));
    const rows = [...hits, ...misses].filter(([, field]) => normalizeSchema({ type: 'object', properties: { f: field } }));
    for (const [name, field] of rows) {
      const form = { type: 'object', properties: { [name]: field } };
      expect(credentialFieldsOf(normalizeSchema(form)!), name).toEqual(findCredentialFields(form));
    }
  });
});

/**
 * The forms the demo server asks, defined once: seed forms come from the fixture corpus (src/fixtures), and
 * the demo-only forms live here. Thumbnails are `data:` SVGs so the demo works offline (docs/behaviour.md §4
 * loads only `https:` and `data:image/…;base64,` sources).
 */

import { leadCapture, rollout } from '../../src/fixtures/index.ts';

/** A JSON object as sent on the wire (forms carry keys outside the SDK's typed subset). */
export type JsonForm = Record<string, unknown>;

const svg = (fill: string, label: string) =>
  `data:image/svg+xml;base64,${btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="64" viewBox="0 0 96 64"><rect width="96" height="64" rx="8" fill="${fill}"/><text x="48" y="38" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#fff">${label}</text></svg>`,
  )}`;

/**
 * Inspect a part: the seed's example grown to three options, with offline `data:` thumbnails (the seed's
 * `https://example.com` image cannot load here) and one option without a thumbnail (it gets the fallback).
 */
export const inspectPartForm: JsonForm = {
  type: 'object',
  properties: {
    part: {
      type: 'string',
      title: 'Part',
      oneOf: [
        { const: 'hex-bolt', title: 'M6 hex bolt', description: 'A fastener for the main joint', 'x-openai-thumbnail': { src: svg('#3b6ea5', 'bolt'), mimeType: 'image/svg+xml' } },
        { const: 'washer', title: 'M6 washer', description: 'Spreads the load under the bolt head', 'x-openai-thumbnail': { src: svg('#5a8f4e', 'washer'), mimeType: 'image/svg+xml' } },
        { const: 'bracket', title: 'L bracket', description: 'Holds the panel to the frame' },
      ],
    },
  },
  required: ['part'],
};

/**
 * Configure a rollout: the seed's rollout form (src/fixtures, defined once) plus every other core field kind,
 * formats, `pattern` and the enum shapes it lacks.
 */
export const rolloutForm: JsonForm = {
  ...rollout.requestedSchema,
  properties: {
    ...(rollout.requestedSchema.properties as JsonForm),
    ticket: { type: 'string', title: 'Ticket', description: 'Like OPS-123', pattern: '^[A-Z]+-[0-9]+$' },
    errorBudget: { type: 'number', title: 'Error budget (%)', minimum: 0, maximum: 5 },
    strategy: { type: 'string', title: 'Strategy', enum: ['linear', 'exponential'] },
    window: { type: 'string', title: 'Maintenance window', enum: ['am', 'pm'], enumNames: ['Morning', 'Evening'] },
    audiences: {
      type: 'array', title: 'Audiences', maxItems: 2,
      items: { anyOf: [{ const: 'staff', title: 'Staff' }, { const: 'beta-testers', title: 'Beta testers' }, { const: 'everyone', title: 'Everyone' }] },
    },
    contact: { type: 'string', title: 'On-call email', format: 'email' },
    dashboard: { type: 'string', title: 'Dashboard URL', format: 'uri' },
    startDate: { type: 'string', title: 'Start date', format: 'date' },
    startAt: { type: 'string', title: 'Start time', format: 'date-time' },
  },
};

/** Capture a lead: the seed's business form, as the fixture corpus holds it. */
export const leadForm: JsonForm = leadCapture.requestedSchema;
export const leadMessage = leadCapture.message;

/** Tag a release: text with suggestions and a string list with suggestions. */
export const tagReleaseForm: JsonForm = {
  type: 'object',
  properties: {
    version: {
      type: 'string', title: 'Version', pattern: '^v[0-9]+\\.[0-9]+\\.[0-9]+$',
      'x-openai-suggestions': [{ const: 'v2.1.0', title: 'v2.1.0', description: 'Next minor' }, { const: 'v2.0.1', title: 'v2.0.1', description: 'Next patch' }],
    },
    labels: {
      type: 'array', title: 'Labels', minItems: 1, uniqueItems: true,
      items: { type: 'string', maxLength: 20, 'x-openai-suggestions': [{ const: 'stable', title: 'stable' }, { const: 'lts', title: 'Long-term support' }] },
    },
  },
  required: ['version', 'labels'],
};

/** Attach context: an implicit picker that takes user files (.txt/.md/.json) and an explicit picker without uploads. */
export const attachContextForm: JsonForm = {
  type: 'object',
  properties: {
    context: {
      type: 'array', title: 'Context files', items: { type: 'string', format: 'uri' },
      'x-openai-input': {
        type: 'resource', selection: 'implicit',
        options: [{ uri: 'demo://docs/readme.md', name: 'readme.md', title: 'Project README', mimeType: 'text/markdown' }],
        userOptions: { kind: 'file', accept: ['.txt', '.md', '.json'] },
      },
    },
    dataset: {
      type: 'array', title: 'Datasets', minItems: 1, items: { type: 'string', format: 'uri' },
      'x-openai-input': {
        type: 'resource', selection: 'explicit',
        options: [
          { uri: 'demo://datasets/sales-2026', name: 'sales-2026', title: 'Sales 2026', description: 'Quarterly sales' },
          { uri: 'demo://datasets/support', name: 'support', title: 'Support tickets' },
        ],
      },
    },
  },
  required: ['dataset'],
};

/** Two-step deploy, step 1: where and what. */
export const deployForm: JsonForm = {
  type: 'object',
  properties: {
    environment: { type: 'string', title: 'Environment', oneOf: [{ const: 'staging', title: 'Staging' }, { const: 'production', title: 'Production' }] },
    build: { type: 'string', title: 'Build', default: 'main-42' },
  },
  required: ['environment', 'build'],
};

/** Two-step deploy, step 2: the confirmation asked in a second round. */
export const confirmDeployForm: JsonForm = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'Yes, deploy now' } },
  required: ['confirm'],
};

/** A plain MCP form without any OpenAI key (sent as a core elicitation on both eras). */
export const feedbackForm: JsonForm = {
  type: 'object',
  properties: {
    rating: { type: 'integer', title: 'Rating', minimum: 1, maximum: 5 },
    comment: { type: 'string', title: 'Comment', maxLength: 200 },
  },
  required: ['rating'],
};

/** Plan a trip, form 1 of one round: the dates, as a plain MCP form (docs/behaviour.md §2 `date` format). */
export const tripDatesForm: JsonForm = {
  type: 'object',
  properties: {
    departure: { type: 'string', title: 'Departure date', format: 'date' },
    return: { type: 'string', title: 'Return date', format: 'date' },
    travellers: { type: 'integer', title: 'Travellers', minimum: 1, maximum: 9, default: 1 },
  },
  required: ['departure', 'travellers'],
};

/** Plan a trip, form 2 of the same round: preferences, as an OpenAI form (option descriptions). */
export const tripPreferencesForm: JsonForm = {
  type: 'object',
  properties: {
    seat: {
      type: 'string', title: 'Seat',
      oneOf: [{ const: 'window', title: 'Window' }, { const: 'aisle', title: 'Aisle', description: 'Easier to get up' }],
    },
    extras: {
      type: 'array', title: 'Extras', uniqueItems: true,
      items: { anyOf: [{ const: 'bag', title: 'Checked bag' }, { const: 'meal', title: 'Hot meal' }, { const: 'lounge', title: 'Lounge access' }] },
    },
  },
  required: ['seat'],
};

/**
 * Approve a restart: a form with no properties is an approval (docs/behaviour.md §13.3): the host shows the message
 * with Decline and Allow, and Allow answers `{action: 'accept', content: {}}`.
 */
export const approvalForm: JsonForm = { type: 'object', properties: {} };

import { fixtureById } from 'elicit-kit/fixtures';

// The kit's own seed form, read from elicit-kit/fixtures in server code (the page is a Server Component, the action a
// Server Action: the fixtures entry is plain data), plus a string list, a widget loaded on demand that the
// prerendered HTML must hold too.
const lead = fixtureById('seed/lead-capture')!;
const { properties } = lead.requestedSchema as { properties: Record<string, unknown> };

/** The request the page renders and the Server Action validates against. */
export const request = {
  message: lead.message,
  requestedSchema: { ...lead.requestedSchema, properties: { ...properties, aliases: { type: 'array', title: 'Aliases', items: { type: 'string' } } } },
};

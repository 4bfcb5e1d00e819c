/**
 * The kit's React-free exports in a Next.js 16 route handler (e2e/apps/next-app/app/api/server-imports/route.ts),
 * from the packed tarball: `import { attachElicitation, … } from 'elicit-kit'` in the React Server Components graph
 * gives the real functions and values (package.json's `react-server` condition, README "Next.js and server
 * rendering"). When that condition gave the React entry, whose chunks start with "use client", each of them was a
 * client reference and the route failed with "Attempted to call attachElicitation() from the server".
 */
import { test, expect } from '@playwright/test';
import { nextURL } from './lead.ts';

test('a route handler calls attachElicitation, requestWithInput, checkSupport and reads defaultMessages from elicit-kit', async ({ request }) => {
  const response = await request.get(`${nextURL}/api/server-imports`);
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toEqual({
    support: { supported: true },
    submit: 'Submit',
    attach: {
      // The kit's capabilities, declared on the client before connect (README "Wire it into an MCP client").
      capabilities: [{ elicitation: { form: {} }, extensions: { 'openai/elicitation': { form: {} } } }],
      registered: ['elicitation/create', 'openai/elicitation/create'],
      answered: { action: 'accept', content: { name: 'Ada' } },
      afterDetach: [],
    },
    requestWithInput: {
      result: { content: [{ type: 'text', text: 'Hello, Ada' }] },
      retriedWith: { requestState: 'round-1', inputResponses: { who: { action: 'accept', content: { name: 'Ada' } } } },
    },
    // Each form reached `ask` with its server named: the client's own name, and the one requestWithInput was given.
    asked: ['crm: Who are you?', 'greeter: Who is there?'],
  });
});

/**
 * The kit's React-free exports in a route handler, imported from `elicit-kit` as a Next.js app writes it: the React
 * Server Components graph resolves it with the `react-server` condition, where they must be the real functions and
 * values, not client references that throw when called (README "Next.js and server rendering"). Each is called and
 * what it gave comes back as JSON (e2e/apps/server-imports.spec.ts).
 */
import {
  attachElicitation,
  checkSupport,
  defaultMessages,
  requestWithInput,
  type AskFunction,
  type ElicitationClient,
} from 'elicit-kit';

export const dynamic = 'force-dynamic';

const schema = { type: 'object', properties: { name: { type: 'string', title: 'Your name' } }, required: ['name'] };

type Handler = Parameters<ElicitationClient['setRequestHandler']>[2];

export async function GET(): Promise<Response> {
  const asked: string[] = [];
  const ask: AskFunction = async (request) => {
    asked.push(`${request.server?.name ?? 'unnamed'}: ${request.message}`);
    return { action: 'accept', content: { name: 'Ada' } };
  };

  // attachElicitation on a stand-in for a 2.x `Client`: the methods src/protocol/clientAdapter.ts calls, recorded.
  const handlers = new Map<string, Handler>();
  const capabilities: unknown[] = [];
  const client: ElicitationClient = {
    setRequestHandler: (method, _schemas, handler) => void handlers.set(method, handler),
    removeRequestHandler: (method) => void handlers.delete(method),
    setNotificationHandler: () => {},
    removeNotificationHandler: () => {},
    registerCapabilities: (declared) => void capabilities.push(declared),
    getProtocolEra: () => 'legacy',
    getServerVersion: () => ({ name: 'crm', version: '1.0.0' }),
  };
  const detach = attachElicitation(client, { ask });
  const registered = [...handlers.keys()].sort();
  // The server's `elicitation/create`, as the SDK would hand it to the kit's handler.
  const handler = handlers.get('elicitation/create')!;
  const answered = await handler({ message: 'Who are you?', requestedSchema: schema }, { mcpReq: { signal: new AbortController().signal } });
  detach();

  // requestWithInput: one `input_required` round (2026-07-28), then the tool's result built from the answer.
  const sent: Record<string, unknown>[] = [];
  const result = await requestWithInput({
    method: 'tools/call',
    params: { name: 'greet' },
    ask,
    server: { name: 'greeter' },
    send: async (_method, params) => {
      sent.push(params);
      if (sent.length === 1) {
        return { resultType: 'input_required', requestState: 'round-1',
          inputRequests: { who: { method: 'elicitation/create', params: { message: 'Who is there?', requestedSchema: schema } } } };
      }
      const { who } = params.inputResponses as { who: { content: { name: string } } };
      return { content: [{ type: 'text', text: `Hello, ${who.content.name}` }] };
    },
  });

  return Response.json({
    support: checkSupport(schema),
    submit: defaultMessages.submit,
    attach: { capabilities, registered, answered, afterDetach: [...handlers.keys()] },
    requestWithInput: { result, retriedWith: { requestState: sent[1]?.requestState, inputResponses: sent[1]?.inputResponses } },
    asked,
  });
}

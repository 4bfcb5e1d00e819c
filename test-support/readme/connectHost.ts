import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { attachElicitation, ELICITATION_TASKS_CAPABILITY, withElicitationTasks, type AskFunction } from '../../components/index.ts';

/** Connects a client whose forms, URL steps and task-based forms all reach `ask` (e.g. `queue.ask`). */
export async function connectHost(url: URL, ask: AskFunction): Promise<Client> {
  const client = new Client({ name: 'my-host', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
  attachElicitation(client, { ask, urlMode: true });         // before connect(); the one place to pass `ask`
  client.registerCapabilities(ELICITATION_TASKS_CAPABILITY); // task-based elicitation (2025-11-25)
  await client.connect(withElicitationTasks(new StreamableHTTPClientTransport(url), { client }));
  return client;
}

// const client = await connectHost(new URL('https://example.com/mcp'), queue.ask);
// const result = await client.callTool({ name: 'deploy', arguments: {} }, { timeout: 30_000 });
// // 30 s of server time: the clock stops while a form, a URL consent or its waiting view is open.
// const report = await callWithUrlElicitations(client, () => client.callTool({ name: 'report', arguments: {} })); // -32042
